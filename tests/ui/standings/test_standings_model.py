"""The standings model: undefined tie-break values show as "–" and sort below every defined value
(the reading of FIDE's checker)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from arbiter_desk.core.standings import compute_standings
from arbiter_desk.ui.common.sorting import SortFilterProxy
from arbiter_desk.ui.standings.standings_model import StandingsModel
from tests.core.tiebreaks.crosstable import make_tournament

RATINGS = {1: 2000, 2: 1900, 3: 1800, 4: 1700}


def model() -> StandingsModel:
    # 3 played no game over the board: no ARO.
    t = make_tournament({1: "2w1 4b1", 2: "1b0 U", 3: "H Z", 4: "U 1w0"}, ratings=RATINGS)
    standings = compute_standings(t, "ARO")
    result = StandingsModel()
    result.set_standings(standings, RATINGS)
    return result


def aro_column(m: StandingsModel) -> int:
    return next(c for c in range(m.columnCount()) if m.headerData(c, Qt.Orientation.Horizontal) == "ARO")


def test_undefined_value_shows_a_dash(qtmodeltester: Any) -> None:
    m = model()
    qtmodeltester.check(m)
    column = aro_column(m)
    shown = {m.tpn_at(r): m.data(m.index(r, column)) for r in range(m.rowCount())}
    assert shown[3] == "–"
    assert shown[2] == "2000"


def test_undefined_value_sorts_below_every_value() -> None:
    m = model()
    proxy = SortFilterProxy()
    proxy.setSourceModel(m)
    column = aro_column(m)
    proxy.sort(column, Qt.SortOrder.DescendingOrder)
    order = [m.tpn_at(proxy.mapToSource(proxy.index(r, 0)).row()) for r in range(proxy.rowCount())]
    assert order[-1] == 3
    proxy.sort(column, Qt.SortOrder.AscendingOrder)
    order = [m.tpn_at(proxy.mapToSource(proxy.index(r, 0)).row()) for r in range(proxy.rowCount())]
    assert order[0] == 3
