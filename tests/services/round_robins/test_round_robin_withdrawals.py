"""A player who withdraws from a round robin mid-event (C.07 and checklist Q103: a round-robin player who completed
fewer than half of the games is left out of the standings): the remaining games are not played, and the desk's
standings, the printed standings, the CSV and the printed cross table all show the player unranked (–)."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.standings.standings_csv import standings_csv
from arbiter_desk.services.standings.standings_view import standings
from tests.ui.round_fixtures import play


def _desk(tmp_path: Path, players: int) -> Desk:
    settings = SettingsRecord(
        info=TournamentInfo(name="Club final", type_code="FIDE_ROUNDROBIN"),
        pairing_system="round-robin",
        point_system=PointSystem.simple(pairing_bye=ZERO),
        tiebreaks=("SB", "DE", "WIN"),
    )
    desk = Desk.create(tmp_path / "rr.adesk", settings)
    for i in range(players):
        desk.players.register_player(PlayerData(f"Member {i + 1}", rating=2300 - 10 * i))
    return desk


def _rank_column(rows: tuple[tuple[str, ...], ...], name_column: int, name: str, rank_column: int = 0) -> str:
    return next(r[rank_column] for r in rows if r[name_column].startswith(name))


def test_a_player_withdrawn_before_half_the_games_is_left_out_everywhere(tmp_path: Path) -> None:
    desk = _desk(tmp_path, 6)  # 5 games each
    play(desk, 2)
    member_1 = next(p for p in desk.players.all() if p.name == "Member 1")
    desk.players.withdraw_player(member_1.id, reason="ill")  # 2 of 5 completed: fewer than half
    play(desk, 3)
    snapshot = desk.export_snapshot()
    entries = {e.round: e for e in next(p for p in snapshot.players if p.name == "Member 1").rounds}
    assert [entries[r].result for r in (3, 4, 5)] == [ResultCode.ZERO_BYE] * 3  # not played, nothing scored
    table = standings(desk)
    row = next(r for r in table.rows if r.name == "Member 1")
    assert row.left_out and table.rows[-1] is row
    printed = document_for(desk, "standings")
    assert _rank_column(printed.tables()[0].rows, 2, "Member 1") == "–"
    assert any("not in the standings" in str(block) for block in printed.contents())
    square = document_for(desk, "crosstable").tables()[0]
    assert square.rows[0][1].startswith("Member 1") and square.rows[0][-1] == "–"
    lines = standings_csv(desk).splitlines()
    assert next(line for line in lines if "Member 1" in line).startswith("–")


def test_a_player_withdrawn_after_half_the_games_stays_ranked(tmp_path: Path) -> None:
    desk = _desk(tmp_path, 4)  # 3 games each
    play(desk, 2)
    member_1 = next(p for p in desk.players.all() if p.name == "Member 1")
    desk.players.withdraw_player(member_1.id)  # 2 of 3 completed: at least half
    play(desk, 1)
    row = next(r for r in standings(desk).rows if r.name == "Member 1")
    assert not row.left_out
    printed = document_for(desk, "standings")
    assert _rank_column(printed.tables()[0].rows, 2, "Member 1") != "–"
