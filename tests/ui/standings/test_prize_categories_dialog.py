"""Tournament → Prize categories: shown, driven by keys only (Alt+A adds, Tab walks
the form, the kind chosen by typing, Delete in the list removes, Enter is OK), stored in one command, refusals shown
in the dialog;
then the Standings tab's List shows a category's list. Rendered to ``tests/output/prize_categories*.png``."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.player import Sex
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.standings.prize_lists import CategoryKind, PrizeCategory
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.shell.desk_commands import DeskCommands
from arbiter_desk.ui.standings.prize_categories_dialog import PrizeCategoriesDialog
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import isolated_settings, session_on
from tests.ui.print_fixtures import generated_desk
from tests.ui.test_screenshots import save
from tests.ui.warning_keys import MNEMONIC_ANIMATION_MS


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


def _add_by_keys(qtbot: QtBot, dialog: PrizeCategoriesDialog, name: str, kind: str, low: str, high: str) -> None:
    """Alt+A, the name, Tab to the kind (typed to choose: Tab never skips it), Tab to From, Tab to To."""
    _key_alt(qtbot, Qt.Key.Key_A)
    assert QApplication.focusWidget() is dialog.name and dialog.name.text() == ""
    _type(qtbot, name)
    _key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.kind
    qtbot.wait(QApplication.keyboardInputInterval() + 50)  # a new search of the list, as a person types later
    _type(qtbot, kind)
    _key(qtbot, Qt.Key.Key_Tab)
    if dialog.low.isEnabled():
        assert QApplication.focusWidget() is dialog.low
        _type(qtbot, low)
        _key(qtbot, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dialog.high
        _type(qtbot, high)
    assert dialog.isVisible()


def _key_alt(qtbot: QtBot, key: Qt.Key) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key, Qt.KeyboardModifier.AltModifier)
    qtbot.wait(MNEMONIC_ANIMATION_MS)  # a mnemonic clicks its button after a short animation


def test_categories_are_made_in_a_keyboard_form_and_stored_in_one_command(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A form of labelled fields under the list (it was a table whose "Rating group" combos sat over
    the header, Tab skipping the Kind column)."""
    dialog = _open(qtbot, desk, tmp_path, monkeypatch)
    assert QApplication.focusWidget() is dialog.list and dialog.row_count() == 0
    assert not dialog.name.isEnabled()  # nothing to edit before Add
    _add_by_keys(qtbot, dialog, "Under 2000", "Rat", "", "1999")
    assert dialog.kind.currentData() == CategoryKind.RATING
    _add_by_keys(qtbot, dialog, "Juniors", "Age", "2008", "")
    _add_by_keys(qtbot, dialog, "Mistake", "Wom", "", "")
    assert not dialog.low.isEnabled() and not dialog.value.isEnabled()  # women: no bounds, no value
    assert dialog.row_count() == 3 and dialog.list.item(0).text() == "Under 2000 — Rating group, to 1999"
    dialog.list.setFocus()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Delete)  # the list has the focus: the chosen category goes
    assert dialog.row_count() == 2
    save(dialog, "prize_categories_dialog")
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)  # Enter = OK
    assert not dialog.isVisible()
    assert desk.standings.prize_categories() == (
        PrizeCategory("Under 2000", CategoryKind.RATING, None, 1999),
        PrizeCategory("Juniors", CategoryKind.AGE, 2008, None),
    )


def test_what_is_wrong_is_shown_with_the_category_chosen_and_the_dialog_stays_open(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _open(qtbot, desk, tmp_path, monkeypatch)
    _add_by_keys(qtbot, dialog, "Rated", "Rat", "", "")
    _add_by_keys(qtbot, dialog, "Women", "Wom", "", "")
    _key(qtbot, Qt.Key.Key_Return)  # Enter in a field is OK too
    assert dialog.isVisible() and "Category 1 (Rated)" in dialog.error.text() and "bound" in dialog.error.text()
    assert dialog.list.currentRow() == 0 and dialog.name.text() == "Rated"
    assert desk.standings.prize_categories() == ()
    dialog.low.setFocus()
    _type(qtbot, "19x9")
    _key(qtbot, Qt.Key.Key_Return)
    assert "4 digits" in dialog.error.text()
    existing = [PrizeCategory("Under 2000", CategoryKind.RATING, None, 1999)]
    again = PrizeCategoriesDialog(lambda _c: None, existing)
    qtbot.addWidget(again)
    assert again.row_count() == 1 and again.name.text() == "Under 2000" and again.high.text() == "1999"


def test_the_standings_tab_shows_a_category_list(qtbot: QtBot, desk: Desk) -> None:
    for player in desk.players.all():
        if player.tpn % 3 == 0:
            desk.players.edit_player(player.id, replace(player.identity, sex=Sex.FEMALE), based_on=player)
    women = {p.tpn for p in desk.players.all() if p.sex is Sex.FEMALE}
    desk.standings.set_prize_categories([PrizeCategory("Best woman", CategoryKind.WOMEN)])
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
