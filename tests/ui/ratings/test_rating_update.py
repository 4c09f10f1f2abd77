"""Tournament → Update rating lists… at the desk, by keys (checklist Q136: every list updated in one action;
Q135: lists kept current), against a local HTTP server on 127.0.0.1 in the test process — never FIDE's site.

The dialog is the real one, driven by the keys a person presses (Ctrl+Shift+L, Alt+F to the address, Return to
download, Escape to cancel or close); the download runs in its worker thread while the test waits on the GUI
thread, which stays free. Screens are saved to /tmp/r when that folder exists.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.core.rating_lists import FIDE
from arbiter_desk.services.ratings.rating_download import UpdateStep
from arbiter_desk.services.ratings.rating_lists import list_path
from arbiter_desk.store.rating_list_db import rating_list_info
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.ratings.rating_check_dialog import RatingCheckDialog
from arbiter_desk.ui.ratings.rating_update_dialog import RatingUpdateDialog
from arbiter_desk.ui.ratings.rating_updates import URL_KEY
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.rating_list_server import ListServer, Route, list_server
from tests.ui.desk_helpers import isolated_settings, new_desk

SHOTS = Path("/tmp/r")
ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def _shot(dialog: QDialog, name: str) -> None:
    if SHOTS.is_dir():
        dialog.grab().save(str(SHOTS / f"update_{name}.png"))


def shown(qtbot: QtBot, dialog: QDialog) -> None:
    """Shown, active and with the focus inside, as a person sees it."""
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: (w := QApplication.focusWidget()) is not None and w.window() is dialog)


class Update:
    """The desk's window on a lists folder of the test; ``run`` presses Ctrl+Shift+L and ``drive`` answers the
    dialog it opens (by default: the server's address typed, Return, wait for the end, Escape)."""

    def __init__(self, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, server: ListServer) -> None:
        self.qtbot = qtbot
        self.server = server
        self.folder = tmp_path / "lists"
        self.folder.mkdir()
        monkeypatch.setattr(fide_lookup, "database_path", lambda: self.folder / "fide_ratings.sqlite")
        monkeypatch.setattr(prompts, "run_dialog", self._run_dialog)
        self.window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
        self.window.rating_updates.timeout = 1.0
        qtbot.addWidget(self.window)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.steps: list[UpdateStep] = []
        self.cancel_at_first_step = False
        self.dialog: RatingUpdateDialog | None = None
        self.checks: list[RatingCheckDialog] = []

    def run(self) -> RatingUpdateDialog:
        self.steps.clear()
        self.window.activateWindow()
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window)
        QTest.keyClick(
            self.window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        )
        assert self.dialog is not None, "Ctrl+Shift+L opened no dialog"
        return self.dialog

    def _run_dialog(self, dialog: QDialog) -> bool:
        if isinstance(dialog, RatingCheckDialog):  # the consistency check after an update (Q139)
            self.checks.append(dialog)
            return False
        assert isinstance(dialog, RatingUpdateDialog) and dialog.windowTitle() == "Update rating lists"
        self.dialog = dialog
        self.qtbot.addWidget(dialog)
        dialog._steps.stepped.connect(self.steps.append)
        shown(self.qtbot, dialog)
        assert QApplication.focusWidget() is dialog.download_button
        QTest.keyClick(dialog, Qt.Key.Key_F, ALT)  # Download from:
        assert QApplication.focusWidget() is dialog.url
        QTest.keyClick(dialog.url, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(dialog.url, self.server.url)
        QTest.keyClick(dialog.url, Qt.Key.Key_Return)  # Download, the default button
        assert dialog.is_busy
        if self.cancel_at_first_step:
            self.qtbot.waitUntil(lambda: any(s.done for s in self.steps))  # a part has arrived
            _shot(dialog, "downloading")
            assert dialog.status.text().startswith("Standard list: downloading, ")
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
            assert not dialog.is_busy and dialog.isVisible()  # cancelled at once, the dialog says so
        else:
            self.qtbot.waitUntil(lambda: not dialog.is_busy, timeout=20000)
        _shot(dialog, "done" if not self.cancel_at_first_step else "cancelled")
        QTest.keyClick(dialog, Qt.Key.Key_Escape)  # Close
        assert not dialog.isVisible()
        return False

    def month_of(self, rate: str) -> str:
        info = rating_list_info(list_path(self.folder, FIDE, rate))
        return "" if info is None else info.list_date


@pytest.fixture
def server() -> Iterator[ListServer]:
    with list_server() as running:
        yield running


@pytest.fixture
def update(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, server: ListServer) -> Iterator[Update]:
    made = Update(qtbot, tmp_path, monkeypatch, server)
    yield made
    made.window.rating_updates.job.wait()  # an abandoned download ends before the folder goes


def test_ctrl_shift_l_downloads_the_three_lists_with_progress_and_says_each_month_q136(
    update: Update, server: ListServer
) -> None:
    server.serve_lists("DEC26", players=1500)
    dialog = update.run()
    assert dialog.status.text() == "Done: the rating lists are up to date."
    assert dialog.results.text() == (
        "Standard: December 2026 — 1,500 players\nRapid: December 2026 — 1,500 players\n"
        "Blitz: December 2026 — 1,500 players"
    )
    assert dialog.progress.value() == dialog.progress.maximum()
    phases = [(s.rate.value, s.phase) for s in update.steps]
    assert ("standard", "download") in phases and ("blitz", "import") in phases  # progress shown throughout
    assert [update.month_of(rate) for rate in ("standard", "rapid", "blitz")] == ["2026-12-01"] * 3
    assert update.window.settings.value(URL_KEY) == server.url  # the address typed is remembered


def test_cancel_by_escape_frees_the_window_at_once_and_keeps_the_previous_lists_q135(
    update: Update, server: ListServer
) -> None:
    server.serve_lists("NOV26", players=3000)
    update.run()
    server.serve_lists("DEC26", players=3000)
    for name, route in server.routes.items():
        server.routes[name] = Route(route.body, delay=0.2)  # a slow line: 1 KiB every 0.2 s
    update.cancel_at_first_step = True
    dialog = update.run()
    assert dialog.cancelled and dialog.outcome is None
    assert dialog.status.text() == "Cancelled: the lists not updated keep their previous version."
    update.window.rating_updates.job.wait()
    assert [update.month_of(rate) for rate in ("standard", "rapid", "blitz")] == ["2026-11-01"] * 3


def test_a_cut_download_is_said_and_leaves_the_previous_list_whole_q135(update: Update, server: ListServer) -> None:
    server.serve_lists("NOV26", players=40)
    update.run()
    server.serve_lists("DEC26", players=40)
    body = server.routes["standard_rating_list.zip"].body
    server.routes["standard_rating_list.zip"] = Route(body, cut_at=len(body) - 100)
    dialog = update.run()
    standard, rapid, blitz = dialog.results.text().splitlines()
    assert standard.startswith("Standard: not updated — the download is cut: ")
    assert standard.endswith("; the list of November 2026 stays")
    assert rapid == "Rapid: December 2026 — 40 players" and blitz == "Blitz: December 2026 — 40 players"
    assert dialog.status.text() == "Done; 1 of 3 lists could not be updated."
    assert update.month_of("standard") == "2026-11-01"


def test_http_404_and_a_server_that_never_answers_are_said_in_plain_words(update: Update, server: ListServer) -> None:
    server.serve_lists("DEC26", players=10)
    del server.routes["rapid_rating_list.zip"]
    dialog = update.run()
    assert f"Rapid: not updated — HTTP 404 (Not Found) for {server.url}rapid_rating_list.zip" in dialog.results.text()
    server.routes["standard_rating_list.zip"] = Route(hang=True)
    dialog = update.run()
    lines = dialog.results.text().splitlines()
    assert lines[0].startswith("Standard: not updated — the server did not answer within 1 s")
    assert lines[2].startswith("Blitz: not updated — not tried: the server did not answer")


def test_a_bad_address_is_refused_naming_the_field(update: Update, server: ListServer) -> None:
    server.url = "ftp://127.0.0.1/lists/"
    seen: list[str] = []

    def refused(dialog: QDialog) -> bool:
        assert isinstance(dialog, RatingUpdateDialog)
        update.qtbot.addWidget(dialog)
        shown(update.qtbot, dialog)
        QTest.keyClick(dialog, Qt.Key.Key_F, ALT)
        QTest.keyClick(dialog.url, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(dialog.url, server.url)
        QTest.keyClick(dialog.url, Qt.Key.Key_Return)
        seen.append(dialog.status.text())
        assert not dialog.is_busy and QApplication.focusWidget() is dialog.url
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        return False

    prompts.run_dialog = refused  # type: ignore[assignment]  (restored by monkeypatch: it set it first)
    update.dialog = None
    update.window.rating_updates.update_rating_lists()
    assert seen and seen[0].startswith("Download from: download address 'ftp://127.0.0.1/lists/': it must start")


def test_the_update_needs_no_open_tournament_and_the_action_names_its_key(update: Update) -> None:
    action = update.window.desk_actions["update_lists"]
    assert action.isEnabled() and action.shortcut().toString() == "Ctrl+Shift+L"
    assert action.text() == "Up&date rating lists…"


def test_tab_order_and_fides_address_by_keys(update: Update, server: ListServer) -> None:
    """Download has the focus; Tab goes address → FIDE's address → Download → Cancel; Alt+A puts FIDE's address
    back; Escape closes without downloading."""
    seen: list[str] = []

    def walk(dialog: QDialog) -> bool:
        assert isinstance(dialog, RatingUpdateDialog)
        update.qtbot.addWidget(dialog)
        shown(update.qtbot, dialog)
        assert dialog.url.text() == "https://ratings.fide.com/download/"  # nothing typed yet: FIDE's
        order = [dialog.url, dialog.fide_button, dialog.download_button, dialog.buttons.buttons()[0]]
        assert QApplication.focusWidget() is dialog.download_button
        QTest.keyClick(dialog, Qt.Key.Key_F, ALT)
        for expected in order:
            assert QApplication.focusWidget() is expected, QApplication.focusWidget()
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        QTest.keyClick(dialog, Qt.Key.Key_F, ALT)
        QTest.keyClicks(dialog.url, "x")
        QTest.keyClick(dialog, Qt.Key.Key_A, ALT)
        update.qtbot.waitUntil(lambda: dialog.url.text() == "https://ratings.fide.com/download/")
        _shot(dialog, "start")
        seen.append(dialog.status.text())
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        assert not dialog.isVisible() and not dialog.is_busy
        return False

    prompts.run_dialog = walk  # type: ignore[assignment]  (restored by monkeypatch: it set it first)
    update.window.rating_updates.update_rating_lists()
    assert seen == [""] and server.requests == []


def test_with_an_event_open_the_update_is_reported_and_the_consistency_check_follows_q135(
    update: Update, server: ListServer, tmp_path: Path
) -> None:
    """Checklist Q139: the check runs after each import of a list, an update's included."""
    update.window.session.attach(new_desk(tmp_path, players=4))
    server.serve_lists("DEC26", players=20)
    update.run()
    assert (
        update.window.statusBar()
        .currentMessage()
        .startswith("Rating lists updated: Standard: December 2026 — 20 players; Rapid: December 2026 — 20 players")
    )
    (check,) = update.checks
    assert check.windowTitle() == "Rating consistency check"
    update.window.session.close()
