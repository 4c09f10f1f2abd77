"""Help → User's guide and F1: the bundled guide opens offline in the desk at the page of the tab or dialog in
front, tested by keys; dialogs with a FIDE rule behind them link to their page and name the article
(FIDE approval checklist Q13–15: the manual, in the program)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QVBoxLayout
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.guide.guide_help import RULE_LINKS_NAME, GuideHelp
from arbiter_desk.ui.guide.guide_pages import DIALOG_PAGES, RULE_DIALOGS, TAB_PAGES
from arbiter_desk.ui.guide.guide_viewer import BUILD_COMMAND, GuideBook, GuideWindow
from arbiter_desk.ui.guide.help_dialogs import ShortcutsDialog
from arbiter_desk.ui.registration.tpn_exchange_dialog import TpnExchangeDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings


@pytest.fixture
def opened() -> list[QUrl]:
    """The URLs the desk handed to the system browser (the injectable opener)."""
    return []


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, built_guide: Path, opened: list[QUrl]) -> MainWindow:
    data = tmp_path / "data"
    data.mkdir()
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: data)
    qtbot.addWidget(win)
    win.guide_help.book = GuideBook(built_guide)
    win.guide_help.opener = opened.append
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def shown_page(viewer: GuideWindow) -> str:
    return viewer.current_target()


def test_help_menu_starts_with_the_users_guide_on_f1(window: MainWindow) -> None:
    help_menu = window.menus["&Help"]
    first = help_menu.actions()[0]
    assert first.text() == "&User's guide"
    assert first.shortcut().toString() == "F1"


def test_f1_on_the_start_page_opens_getting_started(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F1)
    viewer = window.guide_help.viewer
    assert viewer is not None and viewer.isVisible()
    assert shown_page(viewer) == "start/getting-started.html"
    assert "Getting started" in viewer.browser.toPlainText()


@pytest.mark.parametrize(
    ("tab_key", "page"),
    [
        (Qt.Key.Key_1, "tabs/registration.html"),
        (Qt.Key.Key_2, "tabs/late-entries.html"),
        (Qt.Key.Key_3, "tabs/pairing.html"),
        (Qt.Key.Key_4, "tabs/results.html"),
        (Qt.Key.Key_5, "tabs/standings.html"),
    ],
)
def test_f1_opens_the_page_of_the_tab_in_front(window: MainWindow, qtbot: QtBot, tab_key: Qt.Key, page: str) -> None:
    """Checklist Q12, Q13: F1 opens the manual at the page of the tab in front."""
    window.desk_actions["open_demo"].trigger()
    qtbot.keyClick(window, tab_key, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F1)
    viewer = window.guide_help.viewer
    assert viewer is not None
    assert shown_page(viewer) == page


def test_f1_in_a_dialog_opens_the_dialogs_page_over_it(window: MainWindow, qtbot: QtBot) -> None:
    """Checklist Q12, Q13: F1 in a dialog opens its page."""
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.result_keys.setFocus()
    qtbot.keyClick(dialog.result_keys, Qt.Key.Key_F1)
    viewer = window.guide_help.viewer
    assert viewer is not None and viewer.parent() is dialog  # usable over a modal dialog
    assert shown_page(viewer) == "menus/help.html#keyboard-shortcuts"
    qtbot.keyClick(viewer.browser, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)  # nothing before it
    assert shown_page(viewer) == "menus/help.html#keyboard-shortcuts"


def test_f1_in_a_dialog_without_a_fixed_page_finds_its_title_among_the_headings(
    window: MainWindow, qtbot: QtBot
) -> None:
    dialog = QDialog(window)
    dialog.setWindowTitle("Prize categories")
    label = QLabel("x", dialog)
    QVBoxLayout(dialog).addWidget(label)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClick(dialog, Qt.Key.Key_F1)
    viewer = window.guide_help.viewer
    assert viewer is not None
    assert shown_page(viewer) == "menus/tournament.html#prize-categories"


def test_a_dialog_with_a_rule_links_to_its_page_and_names_the_fide_article(
    window: MainWindow, qtbot: QtBot, opened: list[QUrl]
) -> None:
    """C.04.2 art. 2.3: the exchange of pairing numbers shows where the guide and the Handbook explain it."""
    dialog = TpnExchangeDialog([], window)
    qtbot.addWidget(dialog)
    dialog.show()
    links = dialog.findChild(QLabel, RULE_LINKS_NAME)
    assert links is not None and links.isVisible()
    assert "C.04.2 art. 2.3" in links.text()
    links.linkActivated.emit(f"guide:{DIALOG_PAGES['TpnExchangeDialog']}")
    viewer = window.guide_help.viewer
    assert viewer is not None and shown_page(viewer) == DIALOG_PAGES["TpnExchangeDialog"]
    links.linkActivated.emit("https://handbook.fide.com/")
    assert opened == [QUrl("https://handbook.fide.com/")]
    dialog.hide()
    dialog.show()
    assert len(dialog.findChildren(QLabel, RULE_LINKS_NAME)) == 1  # once, however often shown


def test_every_page_the_desk_opens_is_in_the_built_guide(built_guide: Path) -> None:
    book = GuideBook(built_guide)
    missing = [t for t in (*TAB_PAGES.values(), *DIALOG_PAGES.values()) if not book.has_target(t)]
    assert missing == []
    assert set(RULE_DIALOGS) <= set(DIALOG_PAGES)


def test_the_viewer_goes_back_and_forward_and_opens_the_system_browser(qtbot: QtBot, built_guide: Path) -> None:
    opened: list[QUrl] = []
    viewer = GuideWindow(GuideBook(built_guide), opener=opened.append)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.show_target("index.html")
    viewer.show_target("tabs/results.html")
    qtbot.keyClick(viewer.browser, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert shown_page(viewer) == "index.html"
    qtbot.keyClick(viewer.browser, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert shown_page(viewer) == "tabs/results.html"
    viewer.browser_button.click()
    assert opened == [GuideBook(built_guide).url("tabs/results.html")]
    viewer.browser.anchorClicked.emit(QUrl("../menus/file.html"))
    assert shown_page(viewer) == "menus/file.html"


def test_a_copy_without_the_built_guide_says_how_to_build_it(qtbot: QtBot, tmp_path: Path) -> None:
    viewer = GuideWindow(GuideBook(tmp_path / "nowhere"))
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.show_target("index.html")
    assert BUILD_COMMAND in viewer.missing.text()
    assert not viewer.browser.isVisible()


def test_guide_help_is_one_filter_per_window(window: MainWindow) -> None:
    assert isinstance(window.guide_help, GuideHelp)


def test_in_another_language_the_guide_is_that_languages_and_a_dialog_is_found_by_its_english_title(
    tmp_path: Path,
) -> None:
    """The desk in French opens the French guide (``lang/fr``); a dialog whose French title no heading of that
    guide has (its pages keep their English headings) is found by its English title."""
    from arbiter_desk.core.text import tr
    from arbiter_desk.language import say, use
    from arbiter_desk.ui.guide.guide_viewer import GuideBook

    folder = tmp_path / "guide"
    (folder / "lang" / "fr").mkdir(parents=True)
    for where in (folder, folder / "lang" / "fr"):
        (where / "index.html").write_text("<html></html>", encoding="utf-8")
    sections = '{"menus/tournament": {"page": "menus/tournament.html", "title": "Tournament", "text": "", '
    sections += '"sections": [{"id": "tournament-settings", "title": "Tournament settings"}]}}'
    (folder / "lang" / "fr" / "sections.json").write_text(sections, encoding="utf-8")
    use("fr")
    try:
        book = GuideBook(folder / "lang" / "fr")
        assert book.target_for_title(say(tr("Tournament settings"))) == "menus/tournament.html#tournament-settings"
    finally:
        use("en")
