"""``arbiter-desk generate``: the random tournament generator of FIDE's approval checklist (Q22–32)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK
from arbiter_desk.cli.generate_command import TIEBREAK_LISTS, check_before_writing
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.formats.trf import load_trf
from tests.crosstest.tampering import swap_colours


def _gen(tmp_path: Path, *argv: str, name: str = "g.trf") -> tuple[int, Path]:
    out = tmp_path / name
    return run(["generate", *argv, "-o", str(out)]), out


def _blocks(path: Path, code: str) -> int:
    return sum(1 for p in load_trf(path).players for e in p.rounds if e.result.value == code)


def test_every_option_of_q24_in_one_event(tmp_path: Path) -> None:
    code, out = _gen(
        tmp_path,
        *("--system", "dutch", "--players", "24", "--rounds", "6", "--seed", "9"),
        *("--full-byes", "1", "--half-byes", "2:3", "--zero-byes", "4:2", "--forfeits", "3"),
        *("--double-forfeits", "5:1", "--odd", "2", "--baku", "--tiebreaks", "BH/C1,BH,SB", "--withdrawals", "0"),
    )
    assert code == EXIT_OK
    text = out.read_text()
    assert "202 BH/C1,BH,SB\n212 PTS,BH/C1,BH,SB\n" in text
    assert "250 " in text  # Baku, C.04.7 art. 1
    assert (_blocks(out, "F"), _blocks(out, "H"), _blocks(out, "Z")) == (1, 3, 2)
    assert _blocks(out, "+") == 3 and _blocks(out, "-") == 3 + 2


def test_unset_seed_gives_a_fresh_event_and_names_its_seed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Q30: the same parameters do not always give the same TRF; Q25: the printed seed makes it again."""
    args = ("--players", "16", "--rounds", "5")
    assert _gen(tmp_path, *args, name="a.trf")[0] == EXIT_OK
    first = re.search(r"seed (\d+)", capsys.readouterr().err)
    assert _gen(tmp_path, *args, name="b.trf")[0] == EXIT_OK
    capsys.readouterr()
    assert first is not None
    assert (tmp_path / "a.trf").read_text() != (tmp_path / "b.trf").read_text()
    assert _gen(tmp_path, *args, "--seed", first.group(1), name="c.trf")[0] == EXIT_OK
    assert (tmp_path / "a.trf").read_text() == (tmp_path / "c.trf").read_text()


def test_unset_players_rounds_and_tiebreaks_are_drawn_within_sensible_bounds(tmp_path: Path) -> None:
    """Q25: 10-400 players, 5-11 rounds (at most N/2 + 2), a tie-break list of the usual ones."""
    for seed in ("1", "2", "3"):
        code, out = _gen(tmp_path, "--seed", seed, name=f"{seed}.trf")
        assert code == EXIT_OK
        t = load_trf(out)
        assert 10 <= len(t.players) <= 400
        assert t.total_rounds is not None and 5 <= t.total_rounds <= min(11, len(t.players) // 2 + 2)
        assert t.tiebreaks in TIEBREAK_LISTS


def test_q25_every_unset_option_is_drawn_without_randomize_and_0_means_none(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Q25 (hard fail): without --randomize, generate wrote no byes, forfeits or odd results, always Dubov.
    Every option Q24 lists that is left unset is drawn from the seed; 0 (and --no-baku) means none."""
    code, plain = _gen(tmp_path, "--players", "60", "--rounds", "7", "--seed", "4", name="plain.trf")
    assert code == EXIT_OK
    assert sum(_blocks(plain, c) for c in "HZF+-") > 0
    code, again = _gen(tmp_path, "--players", "60", "--rounds", "7", "--seed", "4", "--randomize", name="r.trf")
    assert again.read_text() == plain.read_text()  # --randomize is kept for old scripts and changes nothing
    none = ("--full-byes", "0", "--half-byes", "0", "--zero-byes", "0", "--forfeits", "0", "--double-forfeits", "0")
    none += ("--odd", "0", "--withdrawals", "0", "--no-baku")
    code, bare = _gen(tmp_path, "--players", "60", "--rounds", "7", "--seed", "4", *none, name="none.trf")
    assert code == EXIT_OK
    assert sum(_blocks(bare, c) for c in "HZF+-") == 0
    assert not any(line.startswith("250 ") for line in bare.read_text().splitlines())


def test_q25_the_system_is_drawn_from_the_fide_swiss_systems_and_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from arbiter_desk.cli.generate_command import DRAWN_SYSTEMS
    from arbiter_desk.core.pairing import find_entry

    drawn = set()
    for seed in range(12):
        capsys.readouterr()
        code, _out = _gen(tmp_path, "--players", "10", "--rounds", "3", "--seed", str(seed), name=f"{seed}.trf")
        assert code == EXIT_OK
        said = re.search(r"system (\S+) drawn", capsys.readouterr().err)
        assert said is not None and said.group(1) in DRAWN_SYSTEMS
        drawn.add(said.group(1))
        assert not find_entry(said.group(1)).historical
    assert len(drawn) >= 3  # not always the same system
    assert set(DRAWN_SYSTEMS) == {"dubov", "dutch", "burstein", "lim", "double-swiss"}


def test_ratings_from_a_file_a_range_and_a_range_with_gaps(tmp_path: Path) -> None:
    listed = tmp_path / "ratings.txt"
    listed.write_text("# club list\n2200\n2100\n2000\n1900\n1800\n1700\n")
    code, out = _gen(tmp_path, "--ratings-file", str(listed), "--rounds", "3", "--seed", "1")
    assert code == EXIT_OK  # the number of players comes from the list
    assert sorted(p.rating for p in load_trf(out).players) == [1700, 1800, 1900, 2000, 2100, 2200]
    code, out = _gen(tmp_path, "--players", "30", "--rounds", "3", "--seed", "1", "--ratings", "1400-1500")
    assert all(1400 <= p.rating <= 1500 for p in load_trf(out).players)
    code, out = _gen(
        tmp_path,
        *("--players", "30", "--rounds", "3", "--seed", "1", "--ratings", "1500-2500", "--rating-gaps", "20-20"),
    )
    assert sorted((p.rating for p in load_trf(out).players), reverse=True) == list(range(2500, 1900, -20))


@pytest.mark.parametrize("system", ["dubov", "dutch", "burstein", "lim", "double-swiss", "rating-1992"])
def test_unrated_players_are_written_and_paired_with_rating_0_and_072_counts_the_rated(
    tmp_path: Path, system: str
) -> None:
    """Q26–Q29 and TRF-2026 (records 001, 072): a generated unrated player (no FIDE id, ``0`` in the ratings
    file) has 0 in the rating column and is not counted in 072; no rating is invented, so no ``### Pairing
    rating`` line either: the file says what the generator paired with, and ``check`` (as any other checker
    reading only the column, e.g. Gacrux) agrees with every round."""
    listed = tmp_path / "ratings.txt"
    listed.write_text("2200\n0\n2000\n1900\n0\n1700\n1650\n0\n")
    code, out = _gen(tmp_path, "--system", system, "--ratings-file", str(listed), "--rounds", "4", "--seed", "2")
    assert code == EXIT_OK
    text = out.read_text()
    players = load_trf(out).players
    unrated = [p for p in players if p.fide_id is None]
    assert len(unrated) == 3 and all(p.rating == 0 for p in unrated)
    assert "\n072 5\n" in text and "### Pairing rating" not in text
    columns = [line[48:52].strip() for line in text.splitlines() if line.startswith("001")]
    assert sum(1 for c in columns if c in ("", "0")) == 3  # the 001 rating column (49-52) says 0 for them
    assert run(["check", str(out)]) == EXIT_OK


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--tiebreaks", "BH,XYZ"), "XYZ"),
        (("--half-byes", "2:many"), "--half-byes"),
        (("--zero-byes", "9:1"), "round 9 does not exist"),
        (("--rating-gaps", "5-10"), "--rating-gaps needs --ratings"),
        (("--ratings", "2500-1500"), "low"),
    ],
)
def test_bad_options_are_refused_with_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    code, out = _gen(tmp_path, "--players", "10", "--rounds", "5", "--seed", "1", *argv)
    assert code == EXIT_INVALID_INPUT
    assert message in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("system", ["dubov", "dutch", "burstein", "lim", "double-swiss"])
def test_every_system_generates_with_byes_and_forfeits_and_is_checked(tmp_path: Path, system: str) -> None:
    """Q31: the event is re-paired and its ranks checked before it is written (exit 0 means it passed)."""
    code, out = _gen(
        tmp_path, *("--system", system, "--players", "14", "--rounds", "5", "--seed", "3"),
        *("--half-byes", "2", "--zero-byes", "1", "--forfeits", "2", "--odd", "1"),
    )  # fmt: skip
    assert code == EXIT_OK
    assert _blocks(out, "H") >= 2


def test_a_team_event_is_generated_and_checked(tmp_path: Path) -> None:
    code, out = _gen(tmp_path, "--system", "team", "--teams", "8", "--rounds", "4", "--seed", "2")
    assert code == EXIT_OK and "310 " in out.read_text()


def test_the_check_before_writing_refuses_a_wrong_pairing(tmp_path: Path) -> None:
    """Q31 can fail: one board's colours swapped in a generated file."""
    _, out = _gen(tmp_path, "--system", "dutch", "--players", "12", "--rounds", "3", "--seed", "5", "--tiebreaks", "BH")
    text = out.read_text()
    check_before_writing(text, "dutch", two_games=False)
    with pytest.raises(InvalidInputError, match="fails its own check"):
        check_before_writing(swap_colours(text, tpn=1, round_no=1), "dutch", two_games=False)
