"""Tournament → Prize categories (issue 35 item 16): shown, driven by keys only (Insert adds, Tab walks the row,
the kind chosen by typing, Delete removes, Enter is OK), stored in one command, refusals shown in the dialog;
then the Standings tab's List shows a category's list. Rendered to ``tests/output/prize_categories*.png``."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from arbiter_desk.core.player import Sex
from arbiter_desk.services.desk import Desk
from arbiter_desk.services.prize_lists import CategoryKind, PrizeCategory
from arbiter_desk.ui import prompts
from arbiter_desk.ui.desk_commands import DeskCommands
from arbiter_desk.ui.dialogs.prize_categories_dialog import HIGH, KIND, LOW, NAME, PrizeCategoriesDialog
from arbiter_desk.ui.tabs.standings import StandingsTab
from tests.ui.desk_helpers import isolated_settings, session_on
from tests.ui.print_fixtures import generated_desk
from tests.ui.test_screenshots import save


def _key(qtbot: QtBot, key: Qt.Key) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key)


def _type(qtbot: QtBot, text: str) -> None:
    """Each key to the widget that has the focus then (the first key on a cell opens its editor)."""
    for char in text:
        widget = QApplication.focusWidget()
        assert widget is not None
        qtbot.keyClicks(widget, char)


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    return generated_desk(tmp_path, players=20, rounds=3)


def _open(qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> PrizeCategoriesDialog:
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: dialog.show())
    commands = DeskCommands(session_on(desk), None, isolated_settings(tmp_path), lambda: tmp_path)
    dialog = commands.edit_prize_categories()
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return dialog


def _add_row_by_keys(qtbot: QtBot, dialog: PrizeCategoriesDialog, name: str, kind: str, low: str, high: str) -> None:
    """Insert, the name typed in the editor that opens, Tab to the kind (typed to choose), Tab to From, To."""
    qtbot.keyClick(dialog.table, Qt.Key.Key_Insert)
    row = dialog.table.rowCount() - 1
    assert dialog.table.currentRow() == row and dialog.table.currentColumn() == NAME
    _type(qtbot, name)
    _key(qtbot, Qt.Key.Key_Tab)  # commits the name; the kind combo of the row takes the focus
    assert isinstance(QApplication.focusWidget(), QComboBox)
    _type(qtbot, kind)
    _key(qtbot, Qt.Key.Key_Tab)
    assert dialog.table.currentColumn() == LOW
    _type(qtbot, low)  # typing on a cell starts editing it
    _key(qtbot, Qt.Key.Key_Tab)
    assert dialog.table.currentColumn() == HIGH
    if high or low:  # an editor is open (typing opened it, or Tab from an editor opens the next one)
        _type(qtbot, high)
        _key(qtbot, Qt.Key.Key_Return)  # commits the cell; the dialog stays open
    assert dialog.isVisible()
    dialog.table.setFocus()


def test_categories_are_made_by_keys_and_stored_in_one_command(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _open(qtbot, desk, tmp_path, monkeypatch)
    assert QApplication.focusWidget() is dialog.table and dialog.table.rowCount() == 0
    _add_row_by_keys(qtbot, dialog, "Under 2000", "Rat", "", "1999")
    assert dialog.kind_box(0).currentData() == CategoryKind.RATING
    _add_row_by_keys(qtbot, dialog, "Juniors", "Age", "2008", "")
    _add_row_by_keys(qtbot, dialog, "Mistake", "Wom", "", "")
    assert dialog.table.rowCount() == 3
    dialog.table.setCurrentCell(2, NAME)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Delete)  # the table, not an editor, has the focus: the row goes
    assert dialog.table.rowCount() == 2
    save(dialog, "prize_categories_dialog")
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)  # Enter = OK
    assert not dialog.isVisible()
    assert desk.prize_categories() == (
        PrizeCategory("Under 2000", CategoryKind.RATING, None, 1999),
        PrizeCategory("Juniors", CategoryKind.AGE, 2008, None),
    )


def test_what_is_wrong_is_shown_and_the_dialog_stays_open(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _open(qtbot, desk, tmp_path, monkeypatch)
    _add_row_by_keys(qtbot, dialog, "Rated", "Rat", "", "")
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert dialog.isVisible() and "Row 1" in dialog.error.text() and "bound" in dialog.error.text()
    assert desk.prize_categories() == ()
    dialog.table.item(0, LOW).setText("12345")
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert "4 digits" in dialog.error.text()
    assert dialog.table.cellWidget(0, KIND) is not None


def test_the_standings_tab_shows_a_category_list(qtbot: QtBot, desk: Desk) -> None:
    for player in desk.players():
        if player.tpn % 3 == 0:
            desk.edit_player(player.id, replace(player.identity, sex=Sex.FEMALE), based_on=player)
    women = {p.tpn for p in desk.players() if p.sex is Sex.FEMALE}
    desk.set_prize_categories([PrizeCategory("Best woman", CategoryKind.WOMEN)])
    tab = StandingsTab(session_on(desk))
    qtbot.addWidget(tab)
    tab.resize(1000, 500)
    tab.show()
    overall = [tab.model.tpn_at(r) for r in range(tab.model.rowCount())]
    assert tab.category_combo.isEnabled() and tab.category_combo.count() == 2
    tab.category_combo.setFocus()
    qtbot.keyClick(tab.category_combo, Qt.Key.Key_Down)
    shown = [tab.model.tpn_at(r) for r in range(tab.model.rowCount())]
    assert shown == [t for t in overall if t in women] and shown
    assert tab.model.index(0, 0).data() in ("1", "1=")
    assert "— Women: " in tab.list_label.text()
    save(tab, "prize_list_standings_tab")
    qtbot.keyClick(tab.category_combo, Qt.Key.Key_Up)
    assert tab.model.rowCount() == len(overall)
