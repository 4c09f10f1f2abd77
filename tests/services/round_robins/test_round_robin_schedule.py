"""A round robin's whole schedule (C.05 Annex 1): printed once the numbers are drawn, paired ahead without
waiting for results, published all at once; a round published ahead changes only through the manual-pairing phase
(C.04.2 art. 4.4, ``### MPA``), and is not played: standings and the exported TRF leave it out, so that ``check``
reads only the rounds with results."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.pairing.round_robin import schedule
from arbiter_desk.core.scoring import ONE, ZERO, PointSystem
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.documents.sheets import document_for, round_choices
from arbiter_desk.services.event.data import OverrideArticle, RoundState, SettingsRecord
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.standings.standings_view import compute_standings, standings_snapshot
from tests.services.conftest import validate_pairing


def _desk(tmp_path: Path, players: int = 6, code: str = "FIDE_DOUBLEROUNDROBIN", bye: object = ZERO) -> Desk:
    settings = SettingsRecord(
        info=TournamentInfo(name="Club final", type_code=code),
        total_rounds=2,
        pairing_system="round-robin",
        point_system=PointSystem.simple(pairing_bye=bye),  # type: ignore[arg-type]
    )
    desk = Desk.create(tmp_path / "rr.adesk", settings)
    for i in range(players):
        desk.players.register_player(PlayerData(f"Member {i + 1:02d}", rating=2300 - 10 * i))
    desk.round_robins.draw_pairing_numbers(4711)
    return desk


def _tpn_pairs(desk: Desk, round_no: int) -> list[tuple[int, int]]:
    tpn = {p.id: int(p.tpn) for p in desk.players.all()}
    return [(tpn[b.white], tpn[b.black]) for b in desk.rounds.boards(round_no)]


def test_round_2_is_paired_before_round_1_has_results(tmp_path: Path) -> None:
    """C.05 Annex 1: the Berger table reads no score; nothing is marked adjourned (C.04.2 art. 3.1 is not used)."""
    desk = _desk(tmp_path)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.rounds.pair_next_round()  # refused before: "round 1 is not complete"
    assert [r.number for r in desk.rounds.all()] == [1, 2]
    assert not any(b.adjourned or b.has_any_result for b in desk.rounds.boards())
    assert desk.round_robins.round_in_play() == 1


def test_a_swiss_still_waits_for_the_results(tmp_path: Path) -> None:
    settings = SettingsRecord(info=TournamentInfo(name="Open"), total_rounds=5, pairing_system="dutch")
    desk = Desk.create(tmp_path / "swiss.adesk", settings)
    for i in range(6):
        desk.players.register_player(PlayerData(f"P{i}", rating=2000 - i))
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    with pytest.raises(RoundStateError, match="round 1 is not complete"):
        desk.rounds.pair_next_round()
    with pytest.raises(RoundStateError, match="only a round robin"):
        desk.round_robins.publish_all_rounds()


def test_publish_all_rounds_lays_out_the_whole_berger_schedule(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    desk.round_robins.publish_all_rounds()
    rounds = desk.rounds.all()
    assert [r.number for r in rounds] == list(range(1, 11))
    assert all(r.state is RoundState.PUBLISHED for r in rounds)
    table = schedule(6, 2, swap_last_two=True)
    for number in range(1, 11):
        assert _tpn_pairs(desk, number) == [(b.white, b.black) for b in table[number - 1]], number
    assert not any(b.adjourned for b in desk.rounds.boards())
    assert "pair and publish rounds 1-10 (the whole schedule)" in desk.journal.entries()[-1].label
    assert desk.round_robins.round_in_play() == 1
    with pytest.raises(RoundStateError, match="every round is already published"):
        desk.round_robins.publish_all_rounds()
    desk.journal.undo()
    assert desk.rounds.all() == []


def test_publish_all_after_round_1_and_refused_with_a_draft(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    desk.rounds.pair_next_round()
    with pytest.raises(RoundStateError, match="round 1 is a draft"):
        desk.round_robins.publish_all_rounds()
    desk.rounds.publish_round()
    for board in desk.rounds.boards(1):
        desk.results.record_result(1, board.number, GameResult.DRAW)
    desk.round_robins.publish_all_rounds()
    assert desk.journal.entries()[-1].label.startswith("pair and publish rounds 2-10")
    assert desk.round_robins.round_in_play() == 2


def test_the_schedule_prints_before_round_1_once_the_numbers_are_drawn(tmp_path: Path) -> None:
    """The "All rounds" sheet needs no result: it was refused with "no round has results yet"."""
    desk = _desk(tmp_path)
    assert round_choices(desk, "all-rounds") == ()
    sheet = document_for(desk, "all-rounds")
    assert len(sheet.tables()[0].rows) == 10
    assert "Status: the schedule (C.05 Annex 1), 0 of 10 rounds published, 0 complete" in sheet.header_lines


def test_the_schedule_before_the_numbers_are_drawn_says_so(tmp_path: Path) -> None:
    settings = SettingsRecord(
        info=TournamentInfo(name="Club final", type_code="FIDE_ROUNDROBIN"),
        total_rounds=2,
        pairing_system="round-robin",
    )
    desk = Desk.create(tmp_path / "undrawn.adesk", settings)
    for i in range(4):
        desk.players.register_player(PlayerData(f"Member {i}", rating=2000 - i))
    status = document_for(desk, "all-rounds").header_lines[-1]
    assert "not drawn yet" in status and "Draw or set pairing numbers" in status


def test_rounds_published_ahead_are_not_played_in_the_standings(tmp_path: Path) -> None:
    """An odd field: the round off of a round published ahead scores nothing before that round has a result."""
    desk = _desk(tmp_path, players=5, code="FIDE_ROUNDROBIN", bye=ONE)
    desk.round_robins.publish_all_rounds()
    for board in desk.rounds.boards(1):
        desk.results.record_result(1, board.number, GameResult.WHITE_WINS)
    snapshot = standings_snapshot(desk)
    assert {e.round for p in snapshot.players for e in p.rounds} == {1}
    assert sum(r.points for r in compute_standings(snapshot).rows) == 3  # two games and round 1's round off


def test_a_round_published_ahead_changes_only_through_edit_pairings(tmp_path: Path) -> None:
    """C.04.2 art. 4.4 with its reason and the ``### MPA`` line, as any published round."""
    desk = _desk(tmp_path)
    desk.round_robins.publish_all_rounds()
    boards = [(b.white, b.black) for b in desk.rounds.boards(5)]
    changed = [(boards[0][1], boards[0][0]), *boards[1:]]
    validate_pairing(desk, 5, changed, None, OverrideArticle.COMPETITION_RULES, "the players asked")
    assert desk.rounds.all()[4].state is RoundState.PUBLISHED
    assert desk.rounds.overrides(5)[0].article == "4.4.2"
    desk.export_trf(tmp_path / "ahead.trf")
    assert any(line.startswith("### MPA @ Round 5") for line in (tmp_path / "ahead.trf").read_text().splitlines())


def test_the_exported_trf_writes_only_the_rounds_with_results_and_check_reads_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Export → ``check``: rounds published ahead without results are not written (no program reads them as
    played). A TRF's round columns are positional (a blank one reads as a round without pairing), so round 4's
    game played early is written once round 3 has begun."""
    desk = _desk(tmp_path, players=5, code="FIDE_ROUNDROBIN", bye=ONE)
    desk.round_robins.publish_all_rounds()
    for round_no in (1, 2):
        for board in desk.rounds.boards(round_no):
            desk.results.record_result(round_no, board.number, GameResult.DRAW)
    desk.results.record_result(4, 1, GameResult.WHITE_WINS)  # a game played early, by agreement
    desk.export_trf(tmp_path / "ahead.trf")
    event = load_trf(tmp_path / "ahead.trf")
    assert {e.round for p in event.players for e in p.rounds} == {1, 2}
    capsys.readouterr()
    assert run(["check", str(tmp_path / "ahead.trf")]) == EXIT_OK, capsys.readouterr().out
    assert "all 2 rounds agree" in capsys.readouterr().out
    desk.results.record_result(3, 1, GameResult.BLACK_WINS)
    desk.export_trf(tmp_path / "ahead.trf")
    event = load_trf(tmp_path / "ahead.trf")
    assert {e.round for p in event.players for e in p.rounds if e.opponent is not None} == {1, 2, 3, 4}
    assert run(["check", str(tmp_path / "ahead.trf")]) == EXIT_OK, capsys.readouterr().out


def test_a_withdrawal_takes_the_player_off_the_rounds_published_ahead(tmp_path: Path) -> None:
    """The remaining games of a round robin's withdrawn player are not played (C.05; checklist Q103): from the
    round in play on they leave the published rounds, their opponents have no game there."""
    desk = _desk(tmp_path)
    desk.round_robins.publish_all_rounds()
    for board in desk.rounds.boards(1):
        desk.results.record_result(1, board.number, GameResult.DRAW)
    leaving = desk.players.all()[0]
    changes = desk.players.withdraw_player(leaving.id, reason="ill")
    assert desk.players.all()[0].withdrawal_round == 2  # the round in play, not "round 11"
    assert len(changes.warnings) == 9 and all("game is not played" in w for w in changes.warnings)
    for number in range(2, 11):
        assert (
            all(leaving.id not in (b.white, b.black) for b in desk.rounds.boards(number))
            and len(desk.rounds.boards(number)) == 2
        )
    assert any(leaving.id in (b.white, b.black) for b in desk.rounds.boards(1))
    desk.journal.undo()
    assert len(desk.rounds.boards(5)) == 3


def test_a_withdrawal_is_refused_where_the_game_has_a_result(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    desk.round_robins.publish_all_rounds()
    board = desk.rounds.boards(3)[0]
    desk.results.record_result(3, board.number, GameResult.WHITE_WINS)  # played early
    with pytest.raises(RoundStateError, match="game of round 3 has a result"):
        desk.players.withdraw_player(board.white, from_round=1)
