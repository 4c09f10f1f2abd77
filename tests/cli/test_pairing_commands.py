"""``pair``, ``explain``, ``check`` and ``generate`` as other programs call them (JaVaFo/bbpPairings style)."""

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_INVALID_INPUT, EXIT_OK, EXIT_USAGE
from tests.formats.trf.trf_lines import block, player_line, trf

# Six players after one round; round 2 is to be paired; player 6 is absent (0000 - H).
SIX = """012 Cli test
142 5
001    1 m    Alpha, Anna                       2400 ENG     1000001 1990/01/01  1.0    1     4 w 1
001    2 m    Bravo, Bert                       2300 ENG     1000002 1990/01/01  1.0    2     5 b 1
001    3 m    Charlie, Cora                     2200 ENG     1000003 1990/01/01  1.0    3     6 w 1
001    4 m    Delta, Dirk                       2100 ENG     1000004 1990/01/01  0.0    4     1 b 0
001    5 m    Echo, Emil                        2000 ENG     1000005 1990/01/01  0.0    5     2 w 0
001    6 m    Foxtrot, Fay                      1900 ENG     1000006 1990/01/01  0.5    6     3 b 0  0000 - H
"""


@pytest.fixture
def six(tmp_path: Path) -> Path:
    path = tmp_path / "six.trf"
    path.write_text(SIX)
    return path


def test_pair_prints_the_number_of_lines_then_white_black_and_the_bye(
    six: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["pair", "--system", "dubov", str(six)]) == EXIT_OK
    lines = capsys.readouterr().out.split("\n")
    assert lines[0] == "3"  # two boards and the bye
    pairs = [tuple(map(int, line.split())) for line in lines[1:4]]
    assert pairs[-1][1] == 0  # the pairing-allocated bye is listed last as "tpn 0"
    paired = {t for pair in pairs[:-1] for t in pair} | {pairs[-1][0]}
    assert paired == {1, 2, 3, 4, 5}


def test_pair_writes_to_the_file_given_with_p(six: Path, tmp_path: Path) -> None:
    out = tmp_path / "pairs.txt"
    assert run(["pair", "--system", "dubov", str(six), "-p", str(out)]) == EXIT_OK
    assert out.read_text().splitlines()[0] == "3"


def test_explain_names_brackets_colour_rules_and_the_bye(six: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "--system", "dubov", str(six)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Pairing-allocated bye" in text and "art. 3.1." in text
    assert "Bracket 1.0" in text and "White by 5.2." in text


def test_generate_then_check_is_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gen.trf"
    args = ["generate", "--players", "13", "--rounds", "5", "--seed", "4", "--byes", "0.05", "--forfeits", "0.05"]
    assert run([*args, "-o", str(out)]) == EXIT_OK
    assert out.read_text().startswith("012 ")
    assert run(["check", str(out)]) == EXIT_OK
    assert "round 5: ok" in capsys.readouterr().out


def test_check_reports_a_changed_pairing_with_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gen.trf"
    assert run(["generate", "--players", "8", "--rounds", "3", "--seed", "2", "-o", str(out)]) == EXIT_OK
    lines = out.read_text().splitlines()
    players = [i for i, line in enumerate(lines) if line.startswith("001")]
    # Swap the colours of round 1 for the first player and its opponent.
    first = lines[players[0]]
    opponent = int(first[91:95])
    other = next(i for i in players if int(lines[i][4:8]) == opponent)
    for i in (players[0], other):
        line = lines[i]
        swapped = {"w": "b", "b": "w"}[line[96]]
        lines[i] = line[:96] + swapped + line[97:]
    out.write_text("\n".join(lines) + "\n")
    capsys.readouterr()
    assert run(["check", str(out)]) == EXIT_DIFFERENCES
    assert "round 1:" in capsys.readouterr().out


def test_no_valid_pairing_exits_1_and_names_the_players(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "two.trf"
    path.write_text(
        "001    1 m    Alpha, Anna                       2400 ENG     1000001 1990/01/01  1.0    1     2 w 1\n"
        "001    2 m    Bravo, Bert                       2300 ENG     1000002 1990/01/01  0.0    2     1 b 0\n"
    )
    assert run(["pair", "--system", "dubov", str(path)]) == EXIT_DIFFERENCES
    assert "no valid pairing" in capsys.readouterr().err


def test_bad_usage_and_bad_input_exit_codes(six: Path, tmp_path: Path) -> None:
    assert run(["pair", "--system", "no-such-system", str(six)]) == EXIT_USAGE
    assert run(["generate", "--players", "1", "--rounds", "3", "-o", str(tmp_path / "x.trf")]) == EXIT_INVALID_INPUT
    broken = tmp_path / "broken.trf"
    broken.write_text(
        "001    1 m    Alpha, Anna                       2400 ENG     1000001 1990/01/01  1.0    1     9 q 1\n"
    )
    assert run(["pair", str(broken)]) == EXIT_INVALID_INPUT
    assert run(["pair", str(tmp_path / "missing.trf")]) == EXIT_INVALID_INPUT


def test_check_takes_the_system_from_record_192_through_the_registry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "gen.trf"
    assert run(["generate", "--system", "dubov", "--players", "9", "--rounds", "3", "--seed", "5", "-o", str(out)]) == 0
    assert "192 FIDE_DUBOV" in out.read_text()  # the generator names its system (record 192)
    capsys.readouterr()
    assert run(["check", str(out)]) == EXIT_OK
    assert "agree with the dubov pairing" in capsys.readouterr().out


def test_pair_on_a_finished_tournament_says_all_rounds_are_paired(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Pairing-input.md: pairing beyond the announced last round is refused by name."""
    path = tmp_path / "finished.trf"
    path.write_text(
        trf(
            "XXR 1",
            player_line(1, "A", points="1.0", blocks=[block(2, "w", "1")]),
            player_line(2, "B", points="0.0", blocks=[block(1, "b", "0")]),
        )
    )
    for command in ("pair", "explain"):
        assert run([command, "--system", "dubov", str(path)]) == EXIT_INVALID_INPUT
        err = capsys.readouterr().err
        assert "all 1 rounds are paired" in err and "C1" not in err and "C2" not in err
    assert run(["pair", "--system", "dubov", "--extra-round", str(path)]) == EXIT_DIFFERENCES


@pytest.mark.parametrize("system", ["dubov", "dutch", "lim"])
def test_explain_says_when_a_prohibited_pair_of_record_260_decided(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], system: str
) -> None:
    """Four players, round 1 would pair 1–3 and 2–4; record 260 keeps 1 and 3 apart in rounds 1–5."""
    path = tmp_path / "four.trf"
    rows = [player_line(t, f"Player, P{t}", rating=str(2500 - 100 * t)) for t in range(1, 5)]
    path.write_text(trf("012 Prohibited", "142 5", *rows, "260   1   5    1    3"))
    assert run(["explain", "--system", system, str(path)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Prohibited pairs (TRF 260) decided: 1–3 may not meet (rounds 1–5)" in text


def test_pair_warns_of_dubov_players_without_a_rating(
    six: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """C.04.4.1 art. 1.1.1–1.1.2: every player needs a rating; the absent player 6 is not named."""
    path = tmp_path / "unrated.trf"
    path.write_text(
        SIX.replace("Emil                        2000", "Emil                           0").replace(
            "Fay                      1900", "Fay                         0"
        )
    )
    assert run(["pair", "--system", "dubov", str(path)]) == EXIT_OK
    assert "warning: no rating for #5 (C.04.4.1 art. 1.1.2" in capsys.readouterr().err
    assert run(["pair", "--system", "dubov", str(six)]) == EXIT_OK
    assert capsys.readouterr().err == ""


def _with_ranks(text: str, ranks: dict[int, int]) -> str:
    """``text`` with the rank column (86-89) of the given players' 001 lines replaced."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("001") and int(line[4:8]) in ranks:
            lines[i] = line[:85] + str(ranks[int(line[4:8])]).rjust(4) + line[89:]
    return "\n".join(lines) + "\n"


def test_check_reports_declared_ranks_that_do_not_follow_the_tiebreak_list_with_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Approval checklist Q21: the checker reports the pairings and the standings places that do not follow the
    file's tie-break list (record 202), with the values that decided each place."""
    listed = tmp_path / "listed.trf"
    argv = ["generate", "--players", "13", "--rounds", "5", "--seed", "4", "--tiebreaks", "BH/C1,BH,SB,DE,WIN"]
    assert run([*argv, "-o", str(listed)]) == EXIT_OK  # written as records 202 and 212 (PTS first)
    assert "202 BH/C1,BH,SB,DE,WIN\n212 PTS,BH/C1,BH,SB,DE,WIN\n" in listed.read_text()
    capsys.readouterr()
    assert run(["check", str(listed)]) == EXIT_OK  # the generator ranks by the same list
    assert "standings after round 5: ok (ranks follow points, BH/C1,BH,SB,DE,WIN; record 212" in capsys.readouterr().out
    from arbiter_desk.core.standings import compute_standings
    from arbiter_desk.formats.trf import load_trf

    rows = compute_standings(load_trf(listed)).rows
    first, second = rows[0].tpn, rows[1].tpn
    listed.write_text(_with_ranks(listed.read_text(), {first: 2, second: 1}))
    assert run(["check", str(listed)]) == EXIT_DIFFERENCES
    report = capsys.readouterr().out
    assert f"standings after round 5: {second} " in report and "the file gives rank 1, the list gives place 2" in report
    assert "(decided by " in report
    assert "2 declared rank(s) do not follow points" in report
