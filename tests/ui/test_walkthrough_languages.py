"""The Dutch walkthrough of the guide's Getting started chapter, by keys, in the desk's other languages: register,
pair, publish, results, standings, print and export, as the page's numbered steps say, with the menus found by the
names the guide in that language prints.

- Under the pseudo-language (every translated message wrapped in ⟦…⟧), every text on screen — the window at each
  step and every dialog the walkthrough opens — passed through a catalog: the pseudo-locale test of the tabs and the
  main dialogs (data typed in Greek letters stays data).
- In each of the six languages (the guide's own translated steps, the real catalogs), no English message is left on
  screen, the Arabic window is mirrored with the numbers beside the names in their places, and the standings PDF
  prints its headings in the language.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from pypdf import PdfReader
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.text import tr
from arbiter_desk.language import say, use
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.guide_build import DOCS
from tests.ui.desk_helpers import isolated_settings
from tests.ui.pseudo_locale import english_left, unmarked
from tests.ui.round_fixtures import wait_for_pairing
from tests.ui.shell.test_getting_started_keys import RESULTS, page_steps

PSEUDO = "qps"
PLAYERS = (("Αδάμου, Άννα", "2210"), ("Βεργής, Βασίλης", "2150"), ("Γιαννάκη, Γεωργία", "2090"),
           ("Δήμου, Δημήτρης", "2030"), ("Ευαγγέλου, Ελένη", "1970"), ("Ζαχαρίου, Ζήσης", "1910"))  # fmt: skip
"""Six players with Greek names: data, which no check may take for untranslated English."""


def type_text(widget: QWidget, text: str) -> None:
    """Keys typed into ``widget``, one key event per character (QTest's own typing knows only ASCII keys)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char))


def translated_steps(code: str) -> list[str]:
    """The page's numbered steps as the guide in ``code`` prints them: each step's first paragraph looked up in
    the page's catalog (the pseudo-language reads the English page)."""
    steps = page_steps()
    if code == PSEUDO:
        return steps
    with (DOCS / "locale" / code / "LC_MESSAGES" / "start" / "getting-started.po").open("rb") as stream:
        catalog = read_po(stream, locale=code)
    out = []
    for step in steps:
        first = " ".join(step.strip().split("\n\n", 1)[0].split())
        message = catalog.get(first)
        assert message is not None and message.string, f"{code}: the guide does not translate {first[:60]!r}"
        out.append(str(message.string))
    return out


_UNACCENTED = str.maketrans("ÅÉÎÕÛÝåéîõûýçñšÇÑŠđĐğĞłŁžŽ", "AEIOUYaeiouycnsCNSdDgGlLzZ")


def _flat(text: str) -> str:
    """A menu name as the guide and the menu bar compare: no mnemonic, no ellipsis, the pseudo-language's marks
    and accents undone (its letters after ``&`` keep the English key)."""
    return text.replace("&", "").replace("⟦", "").replace("⟧", "").replace("…", "").translate(_UNACCENTED).strip()


def find_action(window: MainWindow, code: str, menu: str, name: str) -> QAction:
    """The action the step names, found by the names the menu bar shows in ``code``."""
    wanted_menu, wanted = _flat(menu), _flat(name)
    for qmenu in window.menus.values():
        if _flat(qmenu.title()) == wanted_menu and (code != PSEUDO or qmenu.title().startswith("⟦")):
            for action in qmenu.actions():
                if _flat(action.text()) == wanted and (code != PSEUDO or action.text().startswith("⟦")):
                    return action
    shown = {_flat(m.title()): [_flat(a.text()) for a in m.actions()] for m in window.menus.values()}
    raise AssertionError(f"{code}: the guide names {menu} → {name}, which the menus do not show: {shown}")


class Walk:
    """Presses the steps' keys and answers the dialogs by keys, checking every screen on the way."""

    def __init__(self, qtbot: QtBot, folder: Path, code: str) -> None:
        self.qtbot, self.folder, self.code = qtbot, folder, code
        self.written: list[Path] = []
        self.failures: list[str] = []
        self.seen: list[str] = []

    def check(self, widget: QWidget, where: str) -> None:
        left = unmarked(widget) if self.code == PSEUDO else english_left(widget, self.code)
        if self.code == PSEUDO:  # the print summary names the sheet in the sheet's language (no pseudo sheets)
            left = [line for line in left if not line.startswith("QLabel(summary)")]
        if left:
            self.failures.append(f"{where}: " + "; ".join(left[:12]))

    def run_dialog(self, dialog: QDialog) -> bool:
        try:
            return self._answer(dialog)
        except Exception as exc:  # Qt would swallow a failure raised in its slot
            self.failures.append(f"{dialog.windowTitle()}: {exc!r}")
            dialog.reject()
            return False

    def _answer(self, dialog: QDialog) -> bool:
        self.qtbot.addWidget(dialog)
        dialog.show()
        dialog.activateWindow()
        self.check(dialog, dialog.windowTitle())
        if isinstance(dialog, SettingsDialog):
            type_text(dialog.name, "Λέσχη Όπεν")
            dialog.rounds.selectAll()
            QTest.keyClicks(dialog.rounds, "3")
            QTest.keyClick(dialog.name, Qt.Key.Key_Return)
            assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()
        elif isinstance(dialog, PlayerDialog):
            QTest.keyClick(dialog.keep_adding, Qt.Key.Key_Space)
            for name, rating in PLAYERS:
                field = dialog.first_field()
                field.setFocus()
                type_text(field, name)
                for _ in range(2):
                    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
                QTest.keyClicks(dialog.focusWidget(), rating)
                QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
                assert not dialog.error.text(), dialog.error.text()
                self.check(dialog, "Add player, after a player")
            QTest.keyClick(dialog.first_field(), Qt.Key.Key_Escape)
        elif isinstance(dialog, PrintDialog):
            dialog.kind_combo.setFocus()
            QTest.keyClick(dialog.kind_combo, Qt.Key.Key_Home)
            while dialog.kind_combo.currentData() != "standings":
                QTest.keyClick(dialog.kind_combo, Qt.Key.Key_Down)
            assert dialog.kind_combo.currentText() == say(tr("Standings"))
            self.qtbot.waitUntil(dialog.pdf_button.isEnabled, timeout=30000)
            self.check(dialog, "Print, standings chosen")
            QTest.keyClick(dialog.pdf_button, Qt.Key.Key_Space)
            self.qtbot.waitUntil(lambda: bool(self.written) and not dialog.output_job.is_busy, timeout=30000)
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        else:
            raise AssertionError(f"a dialog the page does not mention: {dialog.windowTitle()}")
        return dialog.result() == QDialog.DialogCode.Accepted

    def save_file(self, _parent: object, _title: str, suggested: Path, filters: str) -> tuple[Path, str]:
        path = self.folder / {".pdf": "standings.pdf", ".trf": "club.trf"}.get(suggested.suffix, suggested.name)
        self.written.append(path)
        return path, filters.split(";;")[0]


@pytest.fixture
def speaking(request: pytest.FixtureRequest) -> Iterator[str]:
    """The desk speaks the test's language, and Arabic mirrors the application (English LTR afterwards)."""
    code = str(request.param)
    use(code)
    if code == "ar":
        QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    yield code
    use("en")
    QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("speaking", [PSEUDO, "fr", "es", "de", "ru", "it", "ar"], indirect=True)
def test_the_walkthrough_runs_by_keys_with_no_english_left(
    speaking: str, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code = speaking
    walk = Walk(qtbot, tmp_path, code)
    monkeypatch.setattr(prompts, "run_dialog", walk.run_dialog)
    monkeypatch.setattr(prompts, "save_file", walk.save_file)
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: pytest.fail(message))
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    walk.check(window, "start page")
    steps = translated_steps(code)

    def press(step: str) -> None:
        found = re.search(r"\*\*([^*→]+?) → ([^*]+?)\*\*", step)
        assert found is not None, f"{code}: a step without a menu path: {step[:60]}"
        action = find_action(window, code, found.group(1).strip(), found.group(2).strip())
        assert action.shortcut().toString() in step, f"{code}: the step does not give the key of {action.text()}"
        before = len(window.session.require().rounds.all()) if window.session.is_open else 0
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        combination = action.shortcut()[0]
        QTest.keyClick(window, combination.key(), combination.keyboardModifiers())
        if action.objectName() == "action_tab_registration":
            letter = re.findall(r"\(Alt\+(\w)\)", step)[0]  # Add player…'s key, as the guide in the language says
            key = Qt.Key(ord(letter.upper()))  # Alt+Д, Alt+ض: Qt names no key of those letters
            QTest.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
            qtbot.waitUntil(lambda: len(window.session.require().players.all()) == len(PLAYERS) or bool(walk.failures))
        elif action.objectName() == "action_pair_round":
            qtbot.waitUntil(lambda: len(window.session.require().rounds.all()) == before + 1, timeout=30000)
            wait_for_pairing(qtbot, window.pairing_tab)
        elif action.objectName() == "action_tab_results":
            round_no = window.session.require().rounds.all()[-1].number
            QTest.keyClicks(window.focusWidget(), RESULTS[round_no])
        qtbot.wait(50)
        walk.check(window, f"after {action.objectName()}")

    for step in steps:
        repeat = re.search(r"(\d+)\D+(\d+)", step) if not re.search(r"\*\*[^*]+→", step) else None
        if repeat:  # "Repeat steps 3 to 5 for each round"
            first, last = int(repeat.group(1)), int(repeat.group(2))
            for _round in (2, 3):
                for again in steps[first - 1 : last]:
                    press(again)
            continue
        press(step)
        assert walk.failures == [], "\n".join(walk.failures)

    desk = window.session.require()
    assert [r.state for r in desk.rounds.all()] == [RoundState.COMPLETE] * 3
    assert (tmp_path / "standings.pdf").read_bytes()[:4] == b"%PDF"
    assert "001    1" in (tmp_path / "club.trf").read_text(encoding="utf-8")
    printed = " ".join(page.extract_text() or "" for page in PdfReader(tmp_path / "standings.pdf").pages)
    if code != PSEUDO:  # a new event's sheets are in the desk's language (no sheets in the pseudo-language)
        title = say(tr("Standings after round {number}", number=3), code)
        assert all(word in printed for word in title.split()), (title, printed[:200])
    if code == "ar":
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        view = window.standings_tab.view
        first, name = view.visualRect(view.model().index(0, 0)), view.visualRect(view.model().index(0, 1))
        assert first.x() > name.x(), "the rank stands at the right of the name in a right-to-left window"
