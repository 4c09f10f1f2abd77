"""The Registration tab's players model: Qt model contract, texts, and sorting by the column's key."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import Qt

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.services.event.data import PlayerId, PlayerRecord
from arbiter_desk.services.event.demo import open_demo
from arbiter_desk.ui.common.sorting import SortFilterProxy
from arbiter_desk.ui.registration.players import PlayersModel, player_status


def record(tpn: int, name: str, rating: int = 0, **extra: Any) -> PlayerRecord:
    return PlayerRecord(PlayerId(tpn * 10), PairingNumber(tpn), name, rating=rating, **extra)


def test_model_contract_on_the_demo(qtmodeltester: Any, tmp_path: Path) -> None:
    desk = open_demo(tmp_path)
    model = PlayersModel()
    model.set_rows(desk.players.all())
    desk.close()
    qtmodeltester.check(model)
    assert model.rowCount() == 24
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())] == [
        "TPN", "Title", "Name", "Rating", "Fed", "FIDE id", "Birth date", "Status",
    ]  # fmt: skip


def test_provisional_rating_is_shown_in_brackets_and_sorts_as_its_value() -> None:
    """C.04.4.1 art. 1.1.2: a provisional rating for pairing, distinct from a FIDE rating."""
    model = PlayersModel()
    model.set_rows([record(1, "Doe, Jane", pairing_rating=1450), record(2, "Roe, Ann", 1500)])
    assert [model.index(r, 3).data() for r in range(2)] == ["(1450)", "1500"]
    assert "provisional rating 1450" in model.index(0, 3).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(1, 3).data(Qt.ItemDataRole.ToolTipRole) == "FIDE rating"


def test_texts_for_unrated_player_without_fide_id() -> None:
    model = PlayersModel()
    model.set_rows([record(1, "Doe, Jane")])
    texts = [model.index(0, c).data() for c in range(model.columnCount())]
    assert texts == ["1", "", "Doe, Jane", "–", "", "", "", "playing"]
    assert "Unrated, no provisional rating" in model.index(0, 3).data(Qt.ItemDataRole.ToolTipRole)
    assert model.player_id(0) == PlayerId(10)
    assert model.row_of(PlayerId(10)) == 0
    assert model.row_of(PlayerId(99)) is None


def test_status_names_late_entry_and_withdrawal() -> None:
    assert player_status(record(1, "A, B", entry_round=3)) == "late entry from round 3"
    assert player_status(record(1, "A, B", withdrawal_round=5)) == "withdrawn from round 5"
    both = player_status(record(1, "A, B", entry_round=2, withdrawal_round=4))
    assert both == "late entry from round 2, withdrawn from round 4"


def test_rating_sorts_as_a_number_not_as_text() -> None:
    model = PlayersModel()
    model.set_rows([record(1, "A, A", 2100), record(2, "B, B", 900), record(3, "C, C", 10000 // 10)])
    proxy = SortFilterProxy()
    proxy.setSourceModel(model)
    proxy.sort(3, Qt.SortOrder.AscendingOrder)
    assert [proxy.index(r, 3).data() for r in range(3)] == ["900", "1000", "2100"]


def test_status_cell_is_coloured_for_withdrawn_and_late_players() -> None:
    model = PlayersModel()
    model.set_rows([record(1, "A, A"), record(2, "B, B", entry_round=3), record(3, "C, C", withdrawal_round=4)])
    colours = [model.index(r, 7).data(Qt.ItemDataRole.BackgroundRole) for r in range(3)]
    assert colours[0] is None
    assert colours[1].color().name() == "#dde8fb"
    assert colours[2].color().name() == "#e4e4e4"


def test_birth_dates_are_shown_in_the_language_s_form_and_sorted_as_dates(french: None) -> None:
    """A French desk shows 21/07/1974 (the file keeps 1974/07/21); the column still sorts by the date."""
    from arbiter_desk.core.text import tr
    from arbiter_desk.ui.registration.players import PLAYER_COLUMNS

    (column,) = (c for c in PLAYER_COLUMNS if c.title == tr("Birth date"))
    older, younger = (SimpleNamespace(birth_date=d) for d in ("1974/07/21", "1999/01/05"))
    assert column.text(older) == "21/07/1974"  # type: ignore[arg-type]
    assert column.sort_key is not None and column.sort_key(older) < column.sort_key(younger)  # type: ignore[arg-type]
