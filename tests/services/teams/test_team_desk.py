"""A Team Swiss event run in the desk (C.04.6 (2026)): registration, line-ups, board results,
match forfeits, team byes, withdrawal, standings, undo — nine rounds end to end through the services."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.trf.team_reader import load_team_trf
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.store.records import RoundState, SettingsRecord

TEAM_SETTINGS = SettingsRecord(
    info=TournamentInfo(name="Club League", city="Turin", chief_arbiter="Ann Arbiter"),
    total_rounds=9,
    pairing_system="team",
    team_rules=TeamRules(),
)
KEYS = (ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS, ResultCode.DRAW, ResultCode.WIN)


def _team_desk(tmp_path: Path, teams: int = 7, players: int = 5) -> Desk:
    desk = Desk.create(tmp_path / "league.adesk", TEAM_SETTINGS)
    for t in range(teams):
        roster = [RosterPlayer(f"T{t + 1} Player {k + 1}", rating=2400 - 40 * t - 10 * k) for k in range(players)]
        desk.teams.add_team(f"Team {t + 1:02d}", f"C{t + 1}", roster)
    return desk


def _finish(desk: Desk, round_no: int) -> None:
    for m in desk.teams.team_state().matches_of(round_no):
        for g in m.games:
            if not g.has_result:
                desk.teams.record_team_result(round_no, m.number, g.board, KEYS[(g.board + m.number + round_no) % 5])


def test_registration_gives_tpns_rosters_and_strength(tmp_path: Path) -> None:
    """Art. 1.1.1: TPNs 1 … n; roster in board order, reserves last; strength = starters' average rating."""
    desk = _team_desk(tmp_path, teams=3)
    state = desk.teams.team_state()
    assert [t.tpn for t in state.teams] == [1, 2, 3]
    assert [len(t.members) for t in state.teams] == [5, 5, 5]
    assert state.teams[0].strength == (2400 + 2390 + 2380 + 2370) // 4
    with pytest.raises(InvalidInputError, match="player 2 of the roster has no name"):
        desk.teams.add_team("Bad", "", [RosterPlayer("A"), RosterPlayer(" ")])
    desk.teams.remove_team(state.teams[0].id)
    assert [(t.tpn, t.name) for t in desk.teams.team_state().teams] == [(1, "Team 02"), (2, "Team 03")]
    desk.close()


def test_names_fit_the_trf_columns_so_the_export_reads_back_the_same(tmp_path: Path) -> None:
    """team-swiss-trf.md sections 2-3: a team name is TRF 310 cols 9-40 (32 characters), a player name 001 cols
    15-47 (33); a longer one would be cut on export, so registration refuses it instead of losing it."""
    desk = _team_desk(tmp_path, teams=2)
    with pytest.raises(InvalidInputError, match="at most 32 characters"):
        desk.teams.add_team("Circolo Scacchistico Torinese Alfieri", "", [RosterPlayer("A")])
    with pytest.raises(InvalidInputError, match="at most 33 characters"):
        desk.teams.add_team("Torino", "", [RosterPlayer("Bartolomeo-Castelnuovo, Massimiliano")])
    desk.teams.add_team("x" * 32, "", [RosterPlayer("y" * 33)])
    path = tmp_path / "e.trf"
    desk.teams.export_team_trf(path)
    team = load_team_trf(path).teams[-1]
    assert team.name == "x" * 32
    desk.close()


def test_default_lineup_is_the_first_b_players_and_a_reserve_can_come_in(tmp_path: Path) -> None:
    desk = _team_desk(tmp_path, teams=4)
    desk.teams.pair_next_team_round()
    state = desk.teams.team_state()
    match = state.matches_of(1)[0]
    first = state.team(match.first_team)
    assert [g.first_player for g in match.games] == list(first.members[:4])
    lineup = [first.members[4], first.members[0], first.members[1], None]
    desk.teams.set_lineup(1, match.number, first.id, lineup)
    games = desk.teams.team_state().match(1, match.number).games
    assert [g.first_player for g in games] == lineup
    assert (games[3].first_result, games[3].second_result) == (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN)
    with pytest.raises(InvalidInputError, match="two boards"):
        desk.teams.set_lineup(1, match.number, first.id, [first.members[0]] * 4)
    desk.close()


def test_board_results_derive_the_match_result(tmp_path: Path) -> None:
    """Readings T3–T5: match points from game points; 2½–1½ wins the match (2 / 1 / 0, TRF 362)."""
    desk = _team_desk(tmp_path, teams=4)
    desk.teams.pair_next_team_round()
    with pytest.raises(RoundStateError, match="not published"):
        desk.teams.record_team_result(1, 1, 1, ResultCode.WIN)
    desk.teams.publish_team_round()
    for board, key in zip(
        (1, 2, 3, 4), (ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS, ResultCode.WIN), strict=True
    ):
        desk.teams.record_team_result(1, 1, board, key)
    state = desk.teams.team_state()
    match = state.match(1, 1)
    event = desk.teams.team_snapshot()
    first, second = event.team(state.team(match.first_team).tpn), event.team(state.team(match.second_team).tpn)
    assert (first.game_points(), second.game_points()) == (Decimal("2.5"), Decimal("1.5"))
    assert (first.match_points(), second.match_points()) == (Decimal(2), Decimal(0))
    assert next(r for r in state.rounds if r.number == 1).state is RoundState.PUBLISHED
    desk.teams.record_match_forfeit(1, 2, "-+")
    assert next(r for r in desk.teams.team_state().rounds if r.number == 1).state is RoundState.COMPLETE
    event = desk.teams.team_snapshot()
    m2 = desk.teams.team_state().match(1, 2)
    loser = event.team(desk.teams.team_state().team(m2.first_team).tpn).rounds[0]
    assert loser.forfeit_record == "-+" and not loser.played and loser.match_points == 0
    desk.journal.undo()
    assert next(r for r in desk.teams.team_state().rounds if r.number == 1).state is RoundState.PUBLISHED
    desk.close()


def test_nine_rounds_end_to_end(tmp_path: Path) -> None:
    """13 teams (a PAB, art. 1.4), a 240 H bye, a withdrawal, a match forfeit; every round equals the engine on
    the exported file, and the export reads back."""
    desk = _team_desk(tmp_path, teams=13)
    teams = desk.teams.team_state().teams
    desk.teams.set_team_bye(teams[2].id, 3, "H")
    for rnd in range(1, 10):
        if rnd == 6:
            desk.teams.withdraw_team(teams[6].id)
        desk.export_trf(tmp_path / "before.trf")
        expected = TeamSystem().pair_teams(load_team_trf(tmp_path / "before.trf"), rnd)
        desk.teams.pair_next_team_round()
        state = desk.teams.team_state()
        tpn = {t.id: t.tpn for t in state.teams}
        assert [(tpn[m.first_team], tpn[m.second_team]) for m in state.matches_of(rnd)] == [
            (b.white, b.black) for b in expected.boards
        ]
        desk.teams.publish_team_round()
        if rnd == 4:
            desk.teams.record_match_forfeit(4, 1, "+-")
        _finish(desk, rnd)
    assert all(r.state is RoundState.COMPLETE for r in desk.rounds.all()) and len(desk.rounds.all()) == 9
    standings = desk.teams.team_standings()
    assert [r.tpn for r in standings.rows] != [] and standings.rows[0].rank == 1
    assert sum(r.match_points for r in standings.rows) > 0
    with pytest.raises(RuleViolationError, match="only 9 rounds"):
        desk.teams.pair_next_team_round()
    desk.export_trf(tmp_path / "final.trf")
    again = Desk.import_trf(tmp_path / "again.adesk", tmp_path / "final.trf")
    again.export_trf(tmp_path / "again.trf")
    again.close()
    final = (tmp_path / "final.trf").read_text(encoding="utf-8").splitlines()
    again_lines = (tmp_path / "again.trf").read_text(encoding="utf-8").splitlines()
    assert again_lines[: len(final)] == final  # lossless; the second desk's journal follows as ### lines
    assert len(again_lines) == len(final) + 1 and again_lines[-1].endswith("import Club League (13 teams)")
    assert "330 +-   4" in (tmp_path / "final.trf").read_text(encoding="utf-8")
    desk.close()


def test_team_byes_only_for_rounds_not_yet_paired(tmp_path: Path) -> None:
    desk = _team_desk(tmp_path, teams=4)
    team = desk.teams.team_state().teams[0]
    desk.teams.pair_next_team_round()
    with pytest.raises(RoundStateError, match="already paired"):
        desk.teams.set_team_bye(team.id, 1, "Z")
    with pytest.raises(InvalidInputError, match="Z, H or F"):
        desk.teams.set_team_bye(team.id, 2, "X")
    desk.teams.set_team_bye(team.id, 2, "F")
    assert [(b.round, b.kind) for b in desk.teams.team_state().byes if b.team == team.id] == [(2, "F")]
    desk.close()


def test_board_results_are_entered_white_first_with_the_352_colours(tmp_path: Path) -> None:
    """Art. 4 / TRF 352 WBWB: on board 2 the first team's player has Black, so 1-0 is the second team's point."""
    desk = _team_desk(tmp_path, teams=4)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    desk.teams.record_board_result(1, 1, 1, GameResult.WHITE_WINS)
    desk.teams.record_board_result(1, 1, 2, GameResult.WHITE_WINS)
    desk.teams.record_board_result(1, 1, 3, GameResult.DOUBLE_FORFEIT)
    games = desk.teams.team_state().match(1, 1).games
    assert (games[0].first_result, games[0].second_result) == (ResultCode.WIN, ResultCode.LOSS)
    assert (games[1].first_result, games[1].second_result) == (ResultCode.LOSS, ResultCode.WIN)
    assert (games[2].first_result, games[2].second_result) == (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)
    desk.teams.record_board_result(1, 1, 2, None)
    assert not desk.teams.team_state().match(1, 1).games[1].has_result
    desk.close()


def test_round_view_shows_matches_boards_white_first_and_the_explanation(tmp_path: Path) -> None:
    desk = _team_desk(tmp_path, teams=5)
    desk.teams.pair_next_team_round()
    view = desk.teams.team_round_view(1)
    assert view.state is RoundState.DRAFT and len(view.matches) == 2 and view.pab
    assert any(line.startswith("PAB: ") and "3.4" in line for line in view.explanation)
    board2 = view.matches[0].boards[1]
    assert not board2.first_has_white and board2.black.startswith(f"T{view.matches[0].first_tpn} ")
    desk.teams.publish_team_round()
    desk.teams.record_board_result(1, 1, 1, GameResult.DRAW)
    match = desk.teams.team_round_view(1).matches[0]
    assert match.score_text == "½ : ½" and match.boards[0].result_text == "½-½" and not match.complete
    desk.close()


def test_team_settings_go_together_and_stay_teams(tmp_path: Path) -> None:
    with pytest.raises(InvalidInputError, match="team rules"):
        Desk.create(tmp_path / "x.adesk", replace(TEAM_SETTINGS, team_rules=None))
    desk = _team_desk(tmp_path, teams=2)
    with pytest.raises(RuleViolationError, match="between individuals and teams"):
        desk.settings.update_settings(replace(TEAM_SETTINGS, pairing_system="dutch", team_rules=None))
    desk.settings.update_settings(replace(desk.settings.current(), team_tiebreaks=("MP", "BH:GP/C1")))
    assert [t.label for t in desk.teams.team_standings().tiebreaks] == ["MP", "BH:GP/C1"]
    desk.close()


def test_a_board_result_names_its_board_and_the_patched_match_equals_the_round_view(tmp_path: Path) -> None:
    """A key's ``Changes`` names the team board (round, match, board); ``with_games`` on the shown
    match gives what reading the whole round would (C.04.6 art. 4: board colours from ``352``)."""
    from arbiter_desk.services.teams.team_view import with_games

    desk = _team_desk(tmp_path)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    before = desk.teams.team_round_view(1).matches[0]
    changes = desk.teams.record_board_result(1, before.number, 2, GameResult.WHITE_WINS)
    assert changes.team_games == {(1, before.number, 2)}
    changes = desk.teams.record_board_result(1, before.number, 3, GameResult.DRAW)
    keys = {(1, before.number, 2), (1, before.number, 3)}
    games = {k[2]: g for k, g in desk.teams.team_games(keys).items()}
    patched = with_games(before, games)
    assert patched == desk.teams.team_round_view(1).matches[0]
    assert patched.first_points + patched.second_points == 2  # a decisive game and a draw
    assert desk.journal.undo() is not None and desk.teams.team_games(keys)[(1, before.number, 3)].first_result is None


def test_match_points_are_fixed_once_a_match_has_a_result(tmp_path: Path) -> None:
    """TRF 362 / C.04.6 art. 1.2.2 (match points are the default primary score): once a board has a result,
    changing the match points would recompute every team's score, so it is refused with the reason, as the
    number of boards is; before any result they may still change."""
    from arbiter_desk.core.teams import MatchPoints

    desk = _team_desk(tmp_path, teams=4)
    three = replace(TEAM_SETTINGS.team_rules, match_points=MatchPoints(Decimal(3), Decimal(1), Decimal(0)))
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    desk.settings.update_settings(replace(desk.settings.current(), team_rules=three))  # paired, no result yet: allowed
    desk.teams.record_board_result(1, 1, 1, GameResult.DRAW)
    with pytest.raises(RoundStateError, match=r"match points \(won 3, drawn 1, lost 0\) are fixed once a match"):
        desk.settings.update_settings(replace(desk.settings.current(), team_rules=TEAM_SETTINGS.team_rules))
    assert desk.settings.current().team_rules == three
    desk.settings.update_settings(
        replace(desk.settings.current(), team_tiebreaks=("MP", "GP"))
    )  # other settings still change
    desk.close()
