"""No menu and no dialog has two items on one mnemonic: Alt+letter then cycles between them instead
of acting — in the level-4 warning Alt+C was Cancel, not "Continue…"; in the Tournament menu L went to "Leave FIDE
mode…" or "Ratings and lists…" in turn, and the next keys landed in a player's cell.

Every menu of the window, every tab with the menu bar, every dialog the menus and the tabs' buttons open (the
demo tournament open) and the warning dialog of each level, page by page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
from pytestqt.qtbot import QtBot

from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.language import use
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.wording import t
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer, WarningDialog
from arbiter_desk.ui.round_robins.round_robin_numbers_dialog import RoundRobinNumbersDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings
from tests.ui.mnemonics import menu_clashes, window_clashes
from tests.ui.warning_keys import ALT, press

NOT_TRIGGERED = {"quit", "close", "new", "open", "open_demo", "connect_server", "import_trf", "undo", "redo"}
"""Actions that would leave or replace the open tournament (their dialogs are file choosers of the platform)."""


@pytest.fixture(params=["en", "fr", "es", "de", "ru", "it", "ar"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Every language the desk speaks: its translators chose its mnemonics (the catalogs' ``&``)."""
    use(str(request.param))
    yield str(request.param)
    use("en")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> MainWindow:
    for name in ("inform", "warn"):
        monkeypatch.setattr(prompts, name, lambda *_a, **_k: None)
    monkeypatch.setattr(prompts, "confirm", lambda *_a, **_k: False)
    monkeypatch.setattr(prompts, "choose", lambda *_a, **_k: None)
    monkeypatch.setattr(prompts, "ask_text", lambda *_a, **_k: None)
    monkeypatch.setattr(prompts, "open_file", lambda *_a, **_k: None)
    monkeypatch.setattr(prompts, "save_file", lambda *_a, **_k: None)
    w = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(w)
    w.resize(1300, 800)
    w.show()
    qtbot.waitExposed(w)
    w.desk_actions["open_demo"].trigger()
    assert w.session.is_open
    return w


def test_no_menu_has_two_items_on_one_letter(window: MainWindow) -> None:
    assert menu_clashes(window.menuBar()) == []
    for menu in window.menus.values():  # the Round robin menu too, hidden in a Swiss
        assert menu_clashes(menu) == []


def test_no_tab_shares_a_letter_with_another_of_its_items_or_the_menu_bar(window: MainWindow, qtbot: QtBot) -> None:
    for index in range(window.tabs.count()):
        window.show_tab(index)
        qtbot.wait(20)
        assert window_clashes(window) == [], window.tabs.tabText(index)


def test_every_dialog_of_the_menus_and_the_tabs_has_one_item_per_letter(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    clashes: dict[str, list[str]] = {}

    def look(dialog: QDialog) -> bool:
        dialog.show()
        qtbot.waitExposed(dialog)
        clashes[dialog.windowTitle() or type(dialog).__name__] = window_clashes(dialog)
        dialog.reject()
        return False

    def look_at_warning(_parent: object, warnings: object, _leave: bool = False) -> WarningAnswer:
        look(WarningDialog(warnings, window))  # type: ignore[arg-type]
        return WarningAnswer.CANCELLED

    monkeypatch.setattr(prompts, "run_dialog", look)
    monkeypatch.setattr(prompts, "confirm_warnings", look_at_warning)
    for key in window.desk_actions.keys():  # noqa: SIM118 (DeskActions is no mapping: keys() lists them)
        action = window.desk_actions[key]
        if key not in NOT_TRIGGERED and action.isEnabled():
            action.trigger()
    for index in range(window.tabs.count()):
        window.show_tab(index)
        tab = window.tabs.widget(index)
        for button in tab.findChildren(QPushButton):
            if button.isVisibleTo(tab) and button.isEnabled() and "Pair" not in button.text():
                button.click()
                QApplication.processEvents()
    window.session.run(lambda d: d.rounds.pair_next_round())  # a draft: Edit pairings opens on it (not modal)
    window.show_tab(2)
    qtbot.waitUntil(lambda: window.pairing_tab.shown_round() == len(window.session.require().rounds.all()))
    override = window.pairing_tab.make_override_dialog()
    assert override is not None
    look(override)
    desk = window.session.require()
    look(RoundRobinNumbersDialog(desk.players.all(), desk.round_robins.drawn_order, lambda: 1, None, window))
    titles = {t(title) for title in ("Add player", "Tournament settings", "Print", "Byes and withdrawals")}
    assert titles <= set(clashes), sorted(clashes)  # the dialogs' titles in the language under test
    edit_pairings = t(
        "Edit pairings of round {round}: manual pairing, C.04.2 art. 4.4 (the draft stays a draft until Publish)",
        round="\0",
    ).split("\0")[0]
    assert any(title.startswith(edit_pairings) for title in clashes), sorted(clashes)
    assert len(clashes) >= 18, sorted(clashes)
    assert {title: found for title, found in clashes.items() if found} == {}


def _warning(level: WarningLevel) -> DeskWarning:
    return DeskWarning(level, f"test.{int(level)}", "A warning", "What it is about.", consequences="What follows.")


@pytest.mark.parametrize("level", list(WarningLevel))
def test_each_page_of_the_warning_dialog_has_one_item_per_letter(qtbot: QtBot, level: WarningLevel) -> None:
    for leave in (False, True):
        dialog = WarningDialog([_warning(level)], None, leave)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for page in range(dialog.pages.count()):
            dialog.pages.setCurrentIndex(page)
            assert window_clashes(dialog) == [], (level, leave, page)
        dialog.reject()


def test_alt_c_continues_a_level_4_warning_and_escape_cancels(qtbot: QtBot) -> None:
    """The level-4 warning (Q68–69): Alt+C is "Continue…" (to the second step), Escape cancels."""
    dialog = WarningDialog([_warning(WarningLevel.TWO_STEP)])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    press(qtbot, ((Qt.Key.Key_C, ALT),))
    assert dialog.pages.currentIndex() == 1 and dialog.isVisible()
    press(qtbot, ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),))
    assert dialog.answer is WarningAnswer.CANCELLED and not dialog.isVisible()
