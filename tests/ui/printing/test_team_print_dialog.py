"""File → Print for a team event (C.04.6 (2026)): the team documents only, each made in the
background, the preview really shown and driven by keys; and the dialog's own failures (a PDF that cannot be
written, a document that cannot be made) told in plain words and kept in the status bar."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtPrintSupport import QPrintPreviewWidget
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.formats.documents import TEAM_DOCUMENT_KINDS
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.printing import print_documents
from arbiter_desk.ui.printing.output import page_count
from arbiter_desk.ui.printing.print_dialog import DocumentPreviewDialog, PrintDialog
from arbiter_desk.ui.printing.print_documents import TEAM_DOCUMENT_LABELS
from tests.services.teams.test_team_desk import _finish, _team_desk
from tests.ui.desk_helpers import Calls, session_on
from tests.ui.print_fixtures import pdf_pages


@pytest.fixture
def session(tmp_path: Path) -> DeskSession:
    desk = _team_desk(tmp_path, teams=7)
    for round_no in (1, 2):
        desk.teams.pair_next_team_round()
        desk.teams.publish_team_round()
        _finish(desk, round_no)
    desk.teams.pair_next_team_round()  # round 3 is a draft
    return session_on(desk)


def settle(qtbot: QtBot, dialog: PrintDialog) -> PrintDialog:
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30000)
    return dialog


def make_dialog(qtbot: QtBot, session: DeskSession, kind: str = "pairings", round_no: int | None = None) -> PrintDialog:
    dialog = PrintDialog(session, kind, round_no)
    qtbot.addWidget(dialog)
    return settle(qtbot, dialog)


def test_a_team_event_lists_only_the_team_documents(qtbot: QtBot, session: DeskSession) -> None:
    dialog = make_dialog(qtbot, session)
    kinds = [dialog.kind_combo.itemData(i) for i in range(dialog.kind_combo.count())]
    assert kinds == list(TEAM_DOCUMENT_KINDS) and set(TEAM_DOCUMENT_LABELS) == set(TEAM_DOCUMENT_KINDS)
    assert "pairings-alpha" not in kinds and "players" not in kinds
    titles = {}
    for kind in TEAM_DOCUMENT_KINDS:
        dialog.choose(kind)
        document = settle(qtbot, dialog).document()
        assert document is not None, kind
        titles[kind] = document.title
    assert titles == {
        "pairings": "Pairings, round 3",
        "result-slips": "Result slips, round 3",
        "standings": "Team standings after round 2",
        "crosstable": "Team cross table after round 2",
        "boards": "Board statistics after round 2",
    }
    dialog.choose("pairings")
    assert "A draft: publish it" in settle(qtbot, dialog).summary.text()


def test_preview_of_each_team_document_is_shown_and_driven_by_keys(
    qtbot: QtBot, session: DeskSession, tmp_path: Path
) -> None:
    """The dialog by keyboard: Down in the document list picks the next document, Alt+V opens the preview
    (really ``exec``-ed), which paints the pages; Escape closes it."""
    dialog = make_dialog(qtbot, session, "pairings", 3)
    dialog.show()
    qtbot.waitExposed(dialog)
    seen: list[tuple[str, int, int, int]] = []

    def look_then_close() -> None:
        preview = next((w for w in QApplication.topLevelWidgets() if isinstance(w, DocumentPreviewDialog)
                        and w.isVisible()), None)  # fmt: skip
        if preview is None:  # the mnemonic clicks after its animation: look again shortly
            QTimer.singleShot(50, look_then_close)
            return
        widget = preview.findChild(QPrintPreviewWidget)
        widget.updatePreview()
        image = widget.grab().toImage()
        ink = sum(
            1
            for x in range(0, image.width(), 4)
            for y in range(0, image.height(), 4)
            if image.pixelColor(x, y).lightness() < 60
        )
        document = dialog.document()
        assert document is not None
        seen.append((document.title, widget.pageCount(), page_count(document), ink))
        qtbot.keyClick(preview, Qt.Key.Key_Escape)

    def focused() -> QWidget:
        """The widget keys go to: the dialog active again once the preview closed."""
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
        widget = QApplication.focusWidget()
        assert widget is not None
        return widget

    for index in range(len(TEAM_DOCUMENT_KINDS)):
        if index:
            qtbot.keyClick(focused(), Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # &Document
            assert QApplication.focusWidget() is dialog.kind_combo
            qtbot.keyClick(dialog.kind_combo, Qt.Key.Key_Down)
            settle(qtbot, dialog)
        assert dialog.kind() == TEAM_DOCUMENT_KINDS[index]
        QTimer.singleShot(50, look_then_close)
        qtbot.keyClick(focused(), Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)  # Pre&view…
        qtbot.waitUntil(lambda i=index: len(seen) > i, timeout=20000)
    assert [title for title, *_ in seen] == [
        "Pairings, round 3",
        "Result slips, round 3",
        "Team standings after round 2",
        "Team cross table after round 2",
        "Board statistics after round 2",
    ]
    for title, shown, counted, ink in seen:
        assert shown == counted >= 1, title
        assert ink > 50, title  # text was painted on the page


def test_team_pdf_export_writes_the_boards(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(prompts, "save_file", Calls((tmp_path / "boards.pdf", "PDF files (*.pdf)")))
    dialog = make_dialog(qtbot, session, "boards")
    assert dialog.suggested_pdf_path().name == "league-boards-r2.pdf"
    with qtbot.waitSignal(dialog.pdf_written, timeout=30000):
        dialog.export_pdf()
    text = "\n".join(pdf_pages(tmp_path / "boards.pdf"))
    assert "Board statistics after round 2" in text and "Board 4" in text


def test_a_pdf_that_cannot_be_written_is_told_in_plain_words_and_in_the_status_bar(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "no such folder" / "standings.pdf"
    monkeypatch.setattr(prompts, "save_file", Calls((target, "PDF files (*.pdf)")))
    warned = Calls()
    monkeypatch.setattr(prompts, "warn", warned)
    reported: list[str] = []
    session.reported.connect(reported.append)
    dialog = make_dialog(qtbot, session, "standings")
    assert dialog.export_pdf() == target
    qtbot.waitUntil(lambda: bool(warned.args), timeout=30000)
    expected = f"Export PDF failed: the PDF file {target} was not written: the folder does not exist"
    assert warned.args[0][1] == expected and reported == [expected]
    assert "Errno" not in expected and dialog.pdf_button.text() == "Export PD&F…"
    assert "was not written" in dialog.summary.text()


def test_a_document_that_cannot_be_made_reaches_the_status_bar(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> object:
        raise ValueError("the standings could not be computed: a team has no rounds")

    monkeypatch.setattr(print_documents, "document_for", broken)
    reported: list[str] = []
    session.reported.connect(reported.append)
    dialog = make_dialog(qtbot, session, "standings")
    assert dialog.document() is None and not dialog.preview_button.isEnabled()
    message = "“Team standings” could not be made: the standings could not be computed: a team has no rounds"
    assert reported == [message] and message in dialog.summary.text()


def test_an_internal_error_is_named_as_such(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> object:
        raise KeyError(5)

    monkeypatch.setattr(print_documents, "document_for", broken)
    reported: list[str] = []
    session.reported.connect(reported.append)
    make_dialog(qtbot, session, "crosstable")
    assert reported == ["“Team cross table” could not be made: an internal error (please report it): KeyError(5)"]


def test_the_main_window_keeps_the_dialogs_failure_in_its_status_bar(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from arbiter_desk.ui.shell.main_window import MainWindow
    from tests.ui.desk_helpers import isolated_settings

    window = MainWindow(session, isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(window)
    monkeypatch.setattr(prompts, "warn", Calls())
    monkeypatch.setattr(prompts, "save_file", Calls((tmp_path / "gone" / "x.pdf", "PDF files (*.pdf)")))
    shown: list[QDialog] = []

    def run(dialog: QDialog) -> bool:
        shown.append(dialog)
        return False

    monkeypatch.setattr(prompts, "run_dialog", run)
    dialog = window.commands.print_documents("crosstable")
    settle(qtbot, dialog)
    dialog.export_pdf()
    qtbot.waitUntil(lambda: "was not written" in window.statusBar().currentMessage(), timeout=30000)
    assert window.statusBar().currentMessage().startswith("Export PDF failed: the PDF file")


def test_the_team_pairing_tab_prints_its_round(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arbiter_desk.ui.teams.team_rounds import TeamPairingTab

    seen: list[QDialog] = []
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: seen.append(dialog) or False)
    tab = TeamPairingTab(session)
    qtbot.addWidget(tab)
    tab.reload_all()
    tab.chooser.combo.setCurrentIndex(tab.chooser.combo.findData(2))
    tab.print_button.click()
    dialog = seen[0]
    assert isinstance(dialog, PrintDialog)
    document = settle(qtbot, dialog).document()
    assert (dialog.kind(), dialog.round_no()) == ("pairings", 2)
    assert document is not None and document.title == "Pairings, round 2"
