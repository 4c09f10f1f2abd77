"""The grid of requested byes (C.04.2 art. 3.3): Qt model contract, the cycle none → H → Z → none,
and cells of players who do not take part."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.results import ResultCode
from arbiter_desk.services.event.data import AbsenceRecord, PlayerId, PlayerRecord
from arbiter_desk.ui.registration.byes import ByeGridModel, next_bye

PLAYERS = [
    PlayerRecord(PlayerId(1), PairingNumber(1), "Alpha, Ann"),
    PlayerRecord(PlayerId(2), PairingNumber(2), "Beta, Bob", withdrawal_round=5),
    PlayerRecord(PlayerId(3), PairingNumber(3), "Gamma, Gus", entry_round=5),
]
ABSENCES = [
    AbsenceRecord(PlayerId(1), RoundNo(4), ResultCode.HALF_BYE),
    AbsenceRecord(PlayerId(1), RoundNo(5), ResultCode.FULL_BYE),
    AbsenceRecord(PlayerId(2), RoundNo(2), ResultCode.ZERO_BYE),  # a published round: not shown
]


def grid() -> ByeGridModel:
    model = ByeGridModel()
    model.set_data(PLAYERS, ABSENCES, range(4, 7))
    return model


def test_model_contract(qtmodeltester: Any) -> None:
    qtmodeltester.check(grid())


def test_empty_model_contract(qtmodeltester: Any) -> None:
    model = ByeGridModel()
    model.set_data([], [], range(0))
    qtmodeltester.check(model)
    assert model.columnCount() == 3


def test_headers_and_cells() -> None:
    model = grid()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["TPN", "Name", "Status", "R4", "R5", "R6"]
    assert [model.index(0, c).data() for c in range(6)] == ["1", "Alpha, Ann", "playing", "½ (H)", "1 (F)", ""]
    assert model.bye(PlayerId(2), 2) is None


def test_players_not_taking_part_have_read_only_dashes() -> None:
    model = grid()
    withdrawn_r5 = model.index(1, 4)
    late_r4 = model.index(2, 3)
    for index in (withdrawn_r5, late_r4):
        assert index.data() == "—"
        assert not model.is_cell_editable(index)
        assert model.flags(index) & Qt.ItemFlag.ItemIsEnabled  # the keyboard may pass over it
    assert model.is_cell_editable(model.index(1, 3))
    assert not model.is_cell_editable(model.index(0, 1))  # the name column is not a bye cell


def test_published_rounds_are_shown_read_only_on_grey() -> None:
    """Past rounds visible: what was recorded, never changed from the grid."""
    model = ByeGridModel()
    model.set_data(PLAYERS, ABSENCES, range(1, 7), first_editable=4)
    assert model.rounds == [1, 2, 3, 4, 5, 6] and model.editable_rounds == [4, 5, 6]
    past = model.index(1, 4)  # Beta, round 2: a recorded zero-point bye
    assert past.data() == "0 (Z)" and not model.is_cell_editable(past)
    assert model.index(2, 3).data() == "—"  # Gamma entered in round 5
    assert model.index(1, 3).data(Qt.ItemDataRole.BackgroundRole).color().name() == "#f0f0f0"
    assert "published" in model.index(0, 3).data(Qt.ItemDataRole.ToolTipRole)
    assert model.is_cell_editable(model.index(0, 6))


def test_cycle_offers_no_full_point_bye() -> None:
    assert next_bye(None) is ResultCode.HALF_BYE
    assert next_bye(ResultCode.HALF_BYE) is ResultCode.ZERO_BYE
    assert next_bye(ResultCode.ZERO_BYE) is None
    assert next_bye(ResultCode.FULL_BYE) is None
