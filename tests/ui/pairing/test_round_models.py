"""The item models of the round tabs, through ``qtmodeltester`` and their own behaviour."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services.event.data import GameResult, PlayerId
from arbiter_desk.services.pairing.round_view import BoardLine, Seat
from arbiter_desk.ui.fide_mode.audit_model import AuditModel
from arbiter_desk.ui.pairing.boards import BoardsModel
from arbiter_desk.ui.results.results_model import HIDDEN, MATCH_COLOUR, MISMATCH_COLOUR, ResultsModel
from arbiter_desk.ui.standings.standings_model import StandingsModel


def seat(n: int) -> Seat:
    return Seat(PlayerId(n), PairingNumber(n), f"Player {n}", 2000 - n, Decimal(n % 2))


LINES = (
    BoardLine(1, seat(1), seat(2), GameResult.WHITE_WINS),
    BoardLine(2, seat(3), seat(4)),
    BoardLine(3, seat(5), seat(6), None, adjourned=True),
)


def test_boards_model(qtmodeltester: object) -> None:
    model = BoardsModel()
    model.set_rows(LINES)
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert [model.index(0, c).data() for c in range(8)] == [
        "1", "Player 1 (1)", "1.0", "1999", "Player 2 (2)", "0.0", "1998", "1-0",
    ]  # fmt: skip
    assert model.index(2, 7).data() == "adjourned" and model.row_of_board(3) == 2 and model.row_of_board(9) is None


def test_results_model_check_mode(qtmodeltester: object) -> None:
    model = ResultsModel()
    model.set_rows(LINES)
    model.set_check_mode(True)
    assert model.index(0, ResultsModel.RESULT_COLUMN).data() == HIDDEN
    assert model.is_empty(0) and model.is_empty(1)
    model.set_check(0, GameResult.WHITE_WINS)
    model.set_check(1, GameResult.DRAW)
    assert [line.number for line in model.mismatches()] == [2]
    background = Qt.ItemDataRole.BackgroundRole
    assert model.index(0, 2).data(background).color().name() == MATCH_COLOUR
    assert model.index(1, 2).data(background).color().name() == MISMATCH_COLOUR
    assert model.index(2, 2).data(background) is None
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    model.set_check(1, None)
    assert model.mismatches() == [] and model.entered() == 1
    model.set_check_mode(False)
    assert model.index(0, ResultsModel.RESULT_COLUMN).data() == "1-0" and not model.is_empty(0)


def test_standings_model_columns_follow_the_list(qtmodeltester: object, qtbot: QtBot) -> None:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament

    tournament: Tournament = generate_tournament(find_system("dubov"), GeneratorOptions(10, 3, 5))
    model = StandingsModel()
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    standings = compute_standings(tournament, "BH,SB")
    model.set_standings(standings, {int(p.tpn): p.rating for p in tournament.players})
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert titles == ["Rank", "TPN", "Name", "Rtg", "Pts", "BH", "SB"]
    assert model.tpn_at(0) == standings.rows[0].tpn
    assert model.index(0, 5).data(Qt.ItemDataRole.ToolTipRole).startswith("BH of player")
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    model.set_standings(None, {})
    assert model.rowCount() == 0 and model.columnCount() == 5


def test_audit_model(qtmodeltester: object, tmp_path: object) -> None:
    from pathlib import Path

    from tests.ui.round_fixtures import new_desk

    desk = new_desk(Path(str(tmp_path)), players=3)
    model = AuditModel()
    model.set_rows(desk.journal.entries())
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert model.index(1, 2).data() == "register Player 01" and model.index(1, 1).data() == "Ann Arbiter"
    desk.close()
