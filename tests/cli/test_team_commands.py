"""``pair|explain|check|generate --system team`` and ``standings`` of team files (team-swiss-trf.md sections 6–7)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_INVALID_INPUT, EXIT_OK
from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.core.teams import TeamRound
from arbiter_desk.formats.trf.team_reader import load_team_trf
from arbiter_desk.formats.trf.team_writer import write_team_trf
from arbiter_desk.services import Desk
from tests.core.pairing.team.variants import generated


def test_pair_answers_n_then_white_team_first_and_the_bye(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Section 7: N, then ``A B`` with A the team with White on board 1, ``T 0`` for the PAB."""
    for seed in (1, 2, 3, 7):
        event = generated(seed)
        for rnd in range(1, event.last_paired_round() + 1):
            path = tmp_path / f"e{seed}_{rnd}.trf"
            path.write_text(write_team_trf(event.truncated(rnd)))
            assert run(["pair", "--system", "team", str(path)]) == EXIT_OK
            lines = capsys.readouterr().out.splitlines()
            expected = TeamSystem().pair_teams(event, rnd)
            assert int(lines[0]) == len(lines) - 1
            assert set(lines[1:]) == set(expected.to_lines()[1:])
            if expected.bye is not None:
                assert f"{expected.bye} 0" in lines


def test_explain_and_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "event.trf"
    path.write_text(write_team_trf(generated(6)))
    assert run(["check", str(path)]) == EXIT_OK  # the system from record 192 (FIDE_TEAM…)
    assert "agree" in capsys.readouterr().out
    cut = tmp_path / "cut.trf"
    cut.write_text(write_team_trf(generated(6).truncated(3)))
    assert run(["explain", "--system", "team", str(cut)]) == EXIT_OK
    text = capsys.readouterr().out
    assert "Team Swiss system (C.04.6, 2026) pairing of round 3" in text and "Boards:" in text


def test_check_reports_a_changed_pairing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The colours of one round-1 match swapped in the file: the checker names the round and the teams."""
    event = generated(9)
    first = next(r for t in event.teams for r in t.rounds if r.round == 1 and r.kind.value == "match")
    swap = {first.opponent, next(t.tpn for t in event.teams if t.entry(1) is first)}

    def flipped(r: TeamRound) -> TeamRound:
        boards = tuple(replace(b, colour=b.colour.opposite) for b in r.boards)
        return replace(r, colour=r.colour.opposite, boards=boards)

    teams = [
        replace(t, rounds=tuple(flipped(r) if r.round == 1 else r for r in t.rounds)) if t.tpn in swap else t
        for t in event.teams
    ]
    path = tmp_path / "changed.trf"
    path.write_text(write_team_trf(replace(event, teams=tuple(teams))))
    assert run(["check", "--system", "team", str(path)]) == EXIT_DIFFERENCES
    out = capsys.readouterr().out
    assert "round 1:" in out and "White" in out


def test_generate_writes_a_team_event(tmp_path: Path) -> None:
    out = tmp_path / "gen.trf"
    args = ["generate", "--system", "team", "--teams", "9", "--rounds", "6", "--boards", "6", "--type", "B"]
    args += ["--scores", "GP_MP", "--forfeits", "0.05", "--match-forfeits", "0.05", "--byes", "0.05", "-o", str(out)]
    assert run(args) == EXIT_OK
    event = load_team_trf(out)
    assert len(event.teams) == 9 and event.rules.boards == 6 and event.rules.type_code == "FIDE_TEAM_TYPEB_GP_MP"
    assert run(["check", str(out)]) == EXIT_OK


def test_bad_team_file_is_a_clear_refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.trf"
    path.write_text("012 x\n192 FIDE_TEAM\n310   1 A\n")
    assert run(["pair", "--system", "team", str(path)]) == EXIT_INVALID_INPUT
    err = capsys.readouterr().err
    assert "line 3" in err and "Traceback" not in err


def test_all_rounds_paired_is_refused_unless_extra_round(tmp_path: Path) -> None:
    path = tmp_path / "done.trf"
    path.write_text(write_team_trf(generated(5)))
    assert run(["pair", "--system", "team", str(path)]) == EXIT_INVALID_INPUT
    assert run(["pair", "--system", "team", "--extra-round", str(path)]) in (EXIT_OK, EXIT_DIFFERENCES)


def test_standings_of_a_team_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "event.trf"
    event = generated(5)
    path.write_text(write_team_trf(event))
    assert run(["standings", str(path)]) == EXIT_OK
    text = capsys.readouterr().out
    assert text.splitlines()[0].split()[:5] == ["Rank", "TPN", "Team", "MP", "GP"]
    best = max(event.teams, key=lambda t: (t.match_points(), t.game_points()))
    assert text.splitlines()[1].split()[1] == str(best.tpn)
    assert run(["standings", "--tiebreaks", "GP,BH:MP/C1,SB:GP,EMGSB", "--csv", str(path)]) == EXIT_OK
    assert capsys.readouterr().out.startswith("Rank,TPN,Team,MP,GP,GP,BH:MP/C1,SB:GP,EMGSB")
    assert run(["standings", "--tiebreaks", "BH,WIN", str(path)]) == EXIT_INVALID_INPUT


def test_standings_lots_seed_breaks_the_remaining_ties_of_a_team_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """C.07 General: ties left after the list are broken by a seeded drawing of lots (``--lots-seed``), as for
    individuals; without the seed the tied teams share the rank."""
    path = tmp_path / "event.trf"
    path.write_text(write_team_trf(generated(5)))
    assert run(["standings", "--tiebreaks", "GP", "--csv", str(path)]) == EXIT_OK
    shared = [line.split(",")[0] for line in capsys.readouterr().out.splitlines()[1:]]
    assert len(set(shared)) < len(shared)  # MP then GP alone leave ties
    assert run(["standings", "--tiebreaks", "GP", "--csv", "--lots-seed", "11", str(path)]) == EXIT_OK
    drawn = [line.split(",")[0] for line in capsys.readouterr().out.splitlines()[1:]]
    assert drawn == [str(k) for k in range(1, len(drawn) + 1)]
    assert run(["standings", "--tiebreaks", "GP", "--lots-seed", "11", str(path)]) == EXIT_OK
    assert "Drawing of lots, seed 11:" in capsys.readouterr().out


def test_check_recognises_a_team_file_without_192(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = write_team_trf(generated(10))
    path = tmp_path / "no192.trf"
    path.write_text("\n".join(line for line in text.splitlines() if not line.startswith("192")) + "\n")
    assert run(["check", str(path)]) in (EXIT_OK, EXIT_DIFFERENCES)
    assert "team pairing" in capsys.readouterr().out


def test_pair_round_on_a_team_tournament_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """C.04.6 art. 3.3: ``pair-round`` pairs a team event as the team desk does (matches by the team system),
    stores the draft, refuses a second one and re-pairs it with ``--repair``."""
    event = generated(5)
    played = event.last_paired_round()
    text = write_team_trf(event)
    text = "\n".join(f"142 {played + 2}" if line.startswith("142") else line for line in text.splitlines()) + "\n"
    source, desk_file = tmp_path / "event.trf", tmp_path / "event.adesk"
    source.write_text(text)
    assert run(["import", str(source), "-o", str(desk_file)]) == EXIT_OK
    capsys.readouterr()
    assert run(["pair-round", str(desk_file)]) == EXIT_OK
    assert f"pair round {played + 1} stored as a draft" in capsys.readouterr().out
    expected = TeamSystem().pair_teams(load_team_trf(source), played + 1)
    desk = Desk.open(desk_file)
    try:
        state = desk.teams.team_state()
        pairs = {(state.team(m.first_team).tpn, state.team(m.second_team).tpn) for m in state.matches_of(played + 1)}
    finally:
        desk.close()
    assert pairs == {(b.white, b.black) for b in expected.boards}
    assert run(["pair-round", str(desk_file)]) == EXIT_DIFFERENCES  # a draft is pending
    assert run(["pair-round", "--repair", str(desk_file)]) == EXIT_OK
