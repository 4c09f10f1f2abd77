"""Scores and tie-break values on screen in the desk's language: "4,5" in French, "4.5" in English,
the same digits as the core writes (C.07 values keep their decimals) and the tables still sort on the numbers."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.core.tiebreaks import TieBreakSpec
from arbiter_desk.language import use
from arbiter_desk.services.event.data import PlayerId
from arbiter_desk.services.pairing.round_view import Seat
from arbiter_desk.ui.common.row_table import SORT_ROLE
from arbiter_desk.ui.common.shown_numbers import shown_points, shown_tiebreak
from arbiter_desk.ui.common.sorting import SortFilterProxy
from arbiter_desk.ui.pairing.boards import points_text
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import demo_session


def test_points_and_values_take_the_language_s_decimal_separator(french: None) -> None:
    assert shown_points(Decimal("4.5")) == "4,5"
    assert shown_points(Decimal("4")) == "4,0"
    assert shown_points(Decimal("0.25")) == "0,25"  # more decimals only when needed, as format_points
    assert shown_tiebreak(TieBreakSpec.parse("BH"), Decimal("12.5")) == "12,5"
    assert shown_tiebreak(TieBreakSpec.parse("ARO"), Decimal("2415")) == "2415"
    assert shown_tiebreak(TieBreakSpec.parse("BH"), None) == "–"
    seat = Seat(PlayerId(1), 1, "Σοφία", 2400, Decimal("1.5"), virtual=Decimal("1"))  # type: ignore[arg-type]
    assert points_text(seat) == "1,5 +1,0v"  # C.04.7 art. 1.5: points and virtual points of an accelerated round
    use("en")
    assert shown_points(Decimal("4.5")) == "4.5"
    assert points_text(seat) == "1.5 +1.0v"


def test_french_standings_show_commas_and_still_sort_by_the_numbers(tmp_path: Path, qtbot: QtBot, french: None) -> None:
    session = demo_session(tmp_path)
    tab = StandingsTab(session)
    qtbot.addWidget(tab)
    model = tab.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    points = headers.index("Pts")
    shown = [model.index(r, points).data() for r in range(model.rowCount())]
    assert any("," in text for text in shown) and not any("." in text for text in shown)
    tiebreak = next(c for c in range(points + 1, model.columnCount()) if headers[c] in ("BH", "BH-1", "BH/C1"))
    values = [model.index(r, tiebreak).data() for r in range(model.rowCount())]
    assert all("." not in text for text in values) and any("," in text for text in values)
    proxy = SortFilterProxy()
    proxy.setSourceModel(model)
    proxy.sort(tiebreak, Qt.SortOrder.DescendingOrder)
    keys = [proxy.index(r, tiebreak).data(SORT_ROLE) for r in range(proxy.rowCount())]
    assert keys == sorted(keys, reverse=True)  # numeric, not the text "9,5" above "12,0"
    session.close()
