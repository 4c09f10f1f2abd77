"""Team events between TRF-2026 team records and the desk (team-swiss-trf.md).

DB → snapshot equals TRF → snapshot; desk → TRF → desk → TRF is lossless (each desk's audit trail follows as
``###`` lines); a generated team file imported into the desk pairs the next round exactly as
``arbiter-desk pair --system team`` does (C.04.6 art. 3)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import PreferenceType, TeamRules, TeamScore, TeamTournament
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.trf.team_reader import load_team_trf, read_team_trf
from arbiter_desk.formats.trf.team_writer import write_team_trf
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.store.records import RoundState, SettingsRecord

CASES = [
    TeamGeneratorOptions(teams=7, rounds=5, boards=4, seed=1),
    TeamGeneratorOptions(teams=10, rounds=6, boards=6, seed=2, preference_type=PreferenceType.B, forfeit_rate=0.1),
    TeamGeneratorOptions(
        teams=9, rounds=7, boards=4, seed=3, primary=TeamScore.GAME_POINTS, secondary=TeamScore.MATCH_POINTS,
        match_forfeit_rate=0.1, absence_rate=0.05, withdrawal_rate=0.05, initial_colour=Colour.BLACK,
    ),
    TeamGeneratorOptions(
        teams=8, rounds=5, boards=3, seed=4, board_colours=(Colour.WHITE, Colour.WHITE, Colour.BLACK),
        forfeit_rate=0.1, match_forfeit_rate=0.1,
    ),
]  # fmt: skip


def _trf_event(tmp_path: Path, options: TeamGeneratorOptions, name: str = "gen.trf") -> tuple[Path, TeamTournament]:
    path = tmp_path / name
    path.write_text(write_team_trf(generate_team_event(options)), encoding="utf-8")
    return path, load_team_trf(path)


@pytest.mark.parametrize("options", CASES, ids=lambda o: f"seed{o.seed}")
def test_db_snapshot_equals_trf_snapshot(tmp_path: Path, options: TeamGeneratorOptions) -> None:
    path, event = _trf_event(tmp_path, options)
    desk = Desk.import_trf(tmp_path / "t.adesk", path)
    try:
        assert desk.settings.current().team_rules is not None and desk.settings.current().pairing_system == "team"
        assert desk.teams.team_snapshot() == event
        assert all(r.state is RoundState.COMPLETE for r in desk.rounds.all())
    finally:
        desk.close()


@pytest.mark.parametrize("options", CASES, ids=lambda o: f"seed{o.seed}")
def test_desk_trf_desk_trf_is_lossless(tmp_path: Path, options: TeamGeneratorOptions) -> None:
    path, _ = _trf_event(tmp_path, options)
    first = Desk.import_trf(tmp_path / "a.adesk", path)
    first.export_trf(tmp_path / "a.trf")
    first.close()
    second = Desk.import_trf(tmp_path / "b.adesk", tmp_path / "a.trf")
    second.export_trf(tmp_path / "b.trf")
    second.close()
    a = (tmp_path / "a.trf").read_text(encoding="utf-8").splitlines()
    b = (tmp_path / "b.trf").read_text(encoding="utf-8").splitlines()
    original = path.read_text(encoding="utf-8").splitlines()
    # the team data unchanged; each desk's journal (the audit trail) follows as ### lines, the earlier kept
    assert a[: len(original)] == original and all(line.startswith("### ") for line in a[len(original) :])
    assert b[: len(a)] == a and len(b) == len(a) + 1 and b[-1].startswith("### ")


@pytest.mark.parametrize("options", CASES, ids=lambda o: f"seed{o.seed}")
def test_imported_event_continues_as_the_cli_pairs(tmp_path: Path, options: TeamGeneratorOptions) -> None:
    """C.04.6 art. 3: the desk's next round equals ``pair --system team`` on the same file."""
    played = replace(options, rounds=options.rounds - 1)
    event = generate_team_event(played)
    event = replace(event, rules=replace(event.rules, total_rounds=options.rounds))
    path = tmp_path / "part.trf"
    path.write_text(write_team_trf(event), encoding="utf-8")
    expected = TeamSystem().pair_teams(load_team_trf(path), options.rounds)
    desk = Desk.import_trf(tmp_path / "p.adesk", path)
    try:
        desk.teams.pair_next_team_round()
        state = desk.teams.team_state()
        tpn = {t.id: t.tpn for t in state.teams}
        got = [(tpn[m.first_team], tpn[m.second_team]) for m in state.matches_of(options.rounds)]
        assert got == [(b.white, b.black) for b in expected.boards]
        pab = [tpn[b.team] for b in state.byes if b.round == options.rounds and b.kind == "pab"]
        assert pab == ([] if expected.bye is None else [expected.bye])
    finally:
        desk.close()


def test_reader_accepts_what_the_desk_writes(tmp_path: Path) -> None:
    path, _ = _trf_event(tmp_path, CASES[2])
    desk = Desk.import_trf(tmp_path / "t.adesk", path)
    desk.export_trf(tmp_path / "out.trf")
    desk.close()
    assert read_team_trf((tmp_path / "out.trf").read_bytes()).errors == ()


def test_a_board_left_unoccupied_survives_export_and_import(tmp_path: Path) -> None:
    """Reading T1 / team-swiss-trf.md 5.5: a line-up with an empty board (``0000 - +`` opposite, a ``300``
    record) is a played match whose board is lost by forfeit; importing the desk's export must keep the match,
    not turn both teams into absentees (C.04.2 3.3) and the file must read back the same."""
    settings = SettingsRecord(info=TournamentInfo(name="Unoccupied"), total_rounds=5, pairing_system="team",
                              team_rules=TeamRules())  # fmt: skip
    desk = Desk.create(tmp_path / "a.adesk", settings)
    for t in range(4):
        desk.teams.add_team(f"Club {t}", "", [RosterPlayer(f"P{t}{k}, X", 2300 - 100 * t - 10 * k) for k in range(5)])
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    first = desk.teams.team_state().matches_of(1)[0]
    roster = list(desk.teams.team_state().team(first.first_team).members)
    desk.teams.set_lineup(1, first.number, first.first_team, [roster[0], roster[4], roster[2], None])
    for m in desk.teams.team_state().matches_of(1):
        for g in desk.teams.team_state().match(1, m.number).games:
            if not g.has_result:
                desk.teams.record_board_result(1, m.number, g.board, GameResult.DRAW)
    snapshot = desk.teams.team_snapshot()
    desk.export_trf(tmp_path / "a.trf")
    desk.close()
    again = Desk.import_trf(tmp_path / "b.adesk", tmp_path / "a.trf")
    try:
        assert again.teams.team_snapshot().teams == snapshot.teams
        again.export_trf(tmp_path / "b.trf")
    finally:
        again.close()
    a, b = ((tmp_path / f"{n}.trf").read_text(encoding="utf-8").splitlines() for n in "ab")
    assert [x for x in a if not x.startswith("###")] == [x for x in b if not x.startswith("###")]
