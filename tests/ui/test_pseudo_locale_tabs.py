"""Every word of the round tabs goes through the catalogs: under the pseudo-language each tab of the
demo tournament is shown with its data — players, requested byes, a paired round with its reasons, results with
the re-entry check and the list of other results, the standings with their tie-breaks — and no visible text
(labels, buttons, tooltips, tab and column titles, combo entries, status lines) is left in plain English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.tiebreak_options import TieBreakOptions
from arbiter_desk.services.event.data import GameResult
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.registration.late_entries import LateEntriesTab
from arbiter_desk.ui.registration.registration import RegistrationTab
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.standings.standings import StandingsTab
from arbiter_desk.ui.standings.tiebreak_options_box import TieBreakOptionsBox
from tests.ui.desk_helpers import demo_session
from tests.ui.pseudo_locale import pseudo_language, unmarked

__all__ = ["pseudo_language"]


@pytest.fixture
def session(tmp_path: Path, pseudo_language: None) -> Iterator[DeskSession]:
    """The demo tournament (rounds 1–3 played) with round 4 paired by the engine, as a draft."""
    session = demo_session(tmp_path)
    session.require().rounds.pair_next_round()
    yield session
    session.close()


def unmarked_but(root: QWidget, *others: QWidget, texts: tuple[str, ...] = ()) -> list[str]:
    """``unmarked(root)`` without what ``others`` show, nor lines quoting ``texts``: screens and actions of other
    modules embedded in the tab (the pairing's explanation tree, the journal's Undo this entry), which their
    own pseudo-locale tests check."""
    theirs = {line for other in others for line in unmarked(other)}
    return [line for line in unmarked(root) if line not in theirs and not any(text in line for text in texts)]


def shown(qtbot: QtBot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(1200, 720)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_registration_tab_speaks_through_the_catalogs(qtbot: QtBot, session: DeskSession) -> None:
    tab = shown(qtbot, RegistrationTab(session))
    assert isinstance(tab, RegistrationTab) and tab.model.rowCount() == 24
    tab.table.selectRow(0)
    assert unmarked(tab) == [], unmarked(tab)
    assert "⟦" in tab.title


def test_late_entries_tab_and_its_byes_grid_speak_through_the_catalogs(qtbot: QtBot, session: DeskSession) -> None:
    tab = shown(qtbot, LateEntriesTab(session))
    assert isinstance(tab, LateEntriesTab) and tab.model.rowCount() == 24
    tab.table.setCurrentIndex(tab.model.index(0, 4))
    assert unmarked(tab) == [], unmarked(tab)
    assert "⟦" in tab.title


def test_pairing_tab_draft_and_published_speak_through_the_catalogs(qtbot: QtBot, session: DeskSession) -> None:
    tab = shown(qtbot, PairingTab(session))
    assert isinstance(tab, PairingTab) and tab.boards_model.rowCount() == 11
    tab.select_board(1)
    assert unmarked_but(tab, tab.explanation) == [], unmarked_but(tab, tab.explanation)
    session.run(lambda d: d.rounds.publish_round())
    tab.reload()
    tab.details.setCurrentWidget(tab.audit_view)
    whole = tab.entry_undo.whole
    undo = (tab.entry_undo.action.text(), tab.entry_undo.action.toolTip(), whole.text(), whole.toolTip())
    assert unmarked_but(tab, tab.explanation, texts=undo) == [], unmarked_but(tab, tab.explanation, texts=undo)
    assert "⟦" in tab.title


def test_results_tab_entry_check_and_other_results_speak_through_the_catalogs(
    qtbot: QtBot, session: DeskSession
) -> None:
    session.run(lambda d: d.rounds.publish_round())
    tab = shown(qtbot, ResultsTab(session))
    assert isinstance(tab, ResultsTab) and tab.model.rowCount() == 11
    tab.enter(0, GameResult.WHITE_WINS.value)
    assert unmarked(tab) == [], unmarked(tab)
    tab.set_check_mode(True)
    assert tab.check_banner.isVisible()
    assert unmarked_but(tab, tab.side) == [], unmarked_but(tab, tab.side)  # the side list: ui.reentry_check
    tab.set_check_mode(False)
    tab.view.setFocus()
    qtbot.keyClicks(tab.view, "o")
    assert tab.other.isVisible()
    assert unmarked(tab) == [], unmarked(tab)
    assert all("⟦" in tab.other.choices.item(i).text() for i in range(tab.other.choices.count()))


def test_standings_tab_with_its_tiebreaks_speaks_through_the_catalogs(qtbot: QtBot, session: DeskSession) -> None:
    tab = shown(qtbot, StandingsTab(session))
    assert isinstance(tab, StandingsTab) and tab.model.rowCount() == 24 and tab.model.columnCount() > 5
    tab.select_player(tab.model.tpn_at(0))
    assert unmarked(tab) == [], unmarked(tab)
    assert "⟦" in tab.breakdown.toHtml()


def test_tiebreak_options_row_speaks_through_the_catalogs(qtbot: QtBot, pseudo_language: None) -> None:
    box = shown(qtbot, TieBreakOptionsBox(TieBreakOptions(False, None)))
    assert unmarked(box) == [], unmarked(box)
