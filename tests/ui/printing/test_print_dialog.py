"""The print dialog: every document of a generated tournament, rounds per document, preview and printing
through ``prompts`` (never a real modal window), Export PDF, and the menus and tabs that open it."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.formats.documents import DOCUMENT_KINDS, ROUND_ROBIN_DOCUMENT_KINDS, Orientation, PaperSize
from arbiter_desk.services.documents.sheets import PRIZE_LISTS
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.printing.output import page_count
from arbiter_desk.ui.printing.print_dialog import DocumentPreviewDialog, PrintDialog
from arbiter_desk.ui.printing.print_documents import DOCUMENT_LABELS
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import Calls, new_desk, session_on
from tests.ui.print_fixtures import generated_desk, pdf_pages


@pytest.fixture
def session(tmp_path: Path) -> DeskSession:
    desk = generated_desk(tmp_path, players=30, rounds=3)
    desk.rounds.pair_next_round()  # round 4 is a draft
    return session_on(desk)


class Shown(list[QDialog]):
    """A stand-in for ``prompts.run_dialog``: keeps each dialog, never shows it, answers ``answer``."""

    def __init__(self, answer: bool) -> None:
        super().__init__()
        self.answer = answer

    def __call__(self, dialog: QDialog) -> bool:
        self.append(dialog)
        return self.answer


def make_dialog(qtbot: QtBot, session: DeskSession, kind: str = "pairings", round_no: int | None = None) -> PrintDialog:
    dialog = PrintDialog(session, kind, round_no)
    qtbot.addWidget(dialog)
    return settle(qtbot, dialog)


def settle(qtbot: QtBot, dialog: PrintDialog) -> PrintDialog:
    """Wait until the background job has made the chosen document."""
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30000)
    return dialog


def test_lists_every_document_kind(qtbot: QtBot, session: DeskSession) -> None:
    dialog = make_dialog(qtbot, session)
    assert [dialog.kind_combo.itemData(i) for i in range(dialog.kind_combo.count())] == list(DOCUMENT_KINDS)
    # prize lists once the event has categories; the Berger schedule for a round robin
    assert set(DOCUMENT_LABELS) == {*DOCUMENT_KINDS, PRIZE_LISTS, *ROUND_ROBIN_DOCUMENT_KINDS}


def test_builds_each_document_kind(qtbot: QtBot, session: DeskSession) -> None:
    dialog = make_dialog(qtbot, session)
    titles = {}
    for kind in DOCUMENT_KINDS:
        dialog.choose(kind)
        assert dialog.document() is None and not dialog.preview_button.isEnabled()  # being made
        document = settle(qtbot, dialog).document()
        assert document is not None, kind
        titles[kind] = document.title
        assert dialog.preview_button.isEnabled()
        assert document.title in dialog.summary.text()
    assert titles["pairings"] == "Pairings, round 4"
    assert titles["standings"] == "Standings after round 3"
    assert titles["players-alpha"] == "Players in alphabetical order"


def test_round_list_follows_the_document(qtbot: QtBot, session: DeskSession) -> None:
    dialog = make_dialog(qtbot, session, "pairings", 2)
    assert dialog.round_combo.count() == 4 and dialog.round_no() == 2
    assert dialog.round_combo.itemText(3) == "Round 4 (draft)"
    assert dialog.round_label.text() == "&Round"
    settle(qtbot, dialog).choose("crosstable")
    settle(qtbot, dialog)
    assert dialog.round_combo.count() == 3 and dialog.round_no() == 3
    assert dialog.round_label.text() == "After &round"
    dialog.choose("players")
    settle(qtbot, dialog)
    assert not dialog.round_combo.isEnabled() and dialog.round_no() is None
    assert dialog.document() is not None


def test_a_draft_round_is_marked_as_such(qtbot: QtBot, session: DeskSession) -> None:
    dialog = make_dialog(qtbot, session, "pairings", 4)
    assert "A draft: publish it" in dialog.summary.text()
    dialog.round_combo.setCurrentIndex(2)
    assert dialog.round_no() == 3 and "draft" not in settle(qtbot, dialog).summary.text()
    dialog.choose("standings")
    assert "draft" not in settle(qtbot, dialog).summary.text()


def test_paper_and_orientation_reach_the_document(qtbot: QtBot, session: DeskSession) -> None:
    dialog = make_dialog(qtbot, session, "standings")
    dialog.paper_combo.setCurrentIndex(dialog.paper_combo.findData(PaperSize.LETTER))
    dialog.orientation_combo.setCurrentIndex(dialog.orientation_combo.findData(Orientation.LANDSCAPE))
    document = settle(qtbot, dialog).document()
    assert document is not None
    assert (document.paper, document.orientation) == (PaperSize.LETTER, Orientation.LANDSCAPE)
    assert "Letter landscape" in dialog.summary.text()


def test_nothing_to_print_before_the_first_round(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = make_dialog(qtbot, session_on(new_desk(tmp_path, players=4)), "pairings")
    assert dialog.document() is None and not dialog.print_button.isEnabled()
    assert dialog.summary.text() == "No round has been paired yet."
    dialog.choose("players")
    assert settle(qtbot, dialog).print_button.isEnabled()


def test_preview_goes_through_prompts_and_paints_the_document(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen = Shown(True)
    monkeypatch.setattr(prompts, "run_dialog", seen)
    dialog = make_dialog(qtbot, session, "pairings-alpha", 4)
    assert dialog.preview()
    assert isinstance(seen[0], QPrintPreviewDialog)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "preview.pdf"))
    seen[0].paintRequested.emit(printer)  # what the preview does to draw its pages
    text = "\n".join(pdf_pages(tmp_path / "preview.pdf"))
    assert "Pairings, round 4, alphabetical" in text
    assert all(p.name in text for p in session.require().players.all())


def test_print_paints_on_the_printer_chosen_in_the_print_dialog(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "printed.pdf"

    def choose_printer(dialog: QDialog) -> bool:
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return True

    monkeypatch.setattr(prompts, "run_dialog", choose_printer)
    dialog = make_dialog(qtbot, session, "standings", 2)
    with qtbot.waitSignal(dialog.printed, timeout=30000) as printed:
        assert dialog.print_document()  # painted in the background
    assert printed.args[0] >= 1 and dialog.print_button.text() == "&Print…"
    assert "Standings after round 2" in pdf_pages(target)[0]
    monkeypatch.setattr(prompts, "run_dialog", lambda _d: False)
    assert not dialog.print_document()


def test_export_pdf_writes_a_valid_pdf(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = Calls((tmp_path / "wall chart", "PDF files (*.pdf)"))
    monkeypatch.setattr(prompts, "save_file", save)
    dialog = make_dialog(qtbot, session, "crosstable", 3)
    assert dialog.suggested_pdf_path().name == "harbour-crosstable-r3.pdf"
    with qtbot.waitSignal(dialog.pdf_written, timeout=30000) as done:
        written = dialog.export_pdf()  # written in the background
    assert written == tmp_path / "wall chart.pdf" and done.args == [written]
    texts = pdf_pages(written)
    assert texts and "Cross table after round 3" in texts[0]
    monkeypatch.setattr(prompts, "save_file", Calls(None))
    assert dialog.export_pdf() is None


def test_tabs_open_the_dialog_on_their_round(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = Shown(False)
    monkeypatch.setattr(prompts, "run_dialog", seen)
    pairing = PairingTab(session)
    standings = StandingsTab(session)
    qtbot.addWidget(pairing)
    qtbot.addWidget(standings)
    pairing.show_round(2)
    pairing.print_button.click()
    standings.after_combo.setCurrentIndex(standings.after_combo.findData(1))
    standings.print_button.click()
    first, second = seen
    assert isinstance(first, PrintDialog) and isinstance(second, PrintDialog)
    settle(qtbot, first)
    settle(qtbot, second)
    assert (first.kind(), first.round_no()) == ("pairings", 2)
    assert (second.kind(), second.round_no()) == ("standings", 1)


def test_preview_shows_the_pages_and_keeps_its_printer(qtbot: QtBot, session: DeskSession, tmp_path: Path) -> None:
    """Preview… really opens (``exec``) and paints: the printer it paints on lives as long as the preview
    (a temporary printer was freed by Python and the program crashed)."""
    dialog = make_dialog(qtbot, session, "pairings", 4)
    document = dialog.document()
    assert document is not None
    seen: dict[str, object] = {}

    def look_then_close() -> None:
        preview = next(w for w in QApplication.topLevelWidgets() if isinstance(w, DocumentPreviewDialog))
        gc.collect()
        widget = preview.findChild(QPrintPreviewWidget)
        widget.updatePreview()
        seen["pages"] = widget.pageCount()
        image = widget.grab().toImage()
        image.save(str(tmp_path / "preview.png"))
        seen["ink"] = sum(
            1
            for x in range(0, image.width(), 4)
            for y in range(0, image.height(), 4)
            if image.pixelColor(x, y).lightness() < 60
        )
        preview.accept()

    QTimer.singleShot(200, look_then_close)
    assert dialog.preview()
    assert seen["pages"] == page_count(document)
    assert int(str(seen["ink"])) > 50  # text was painted on the page


def test_documents_are_made_off_the_gui_thread_and_the_newest_choice_wins(
    qtbot: QtBot, session: DeskSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The document and its page count are made in a background job; choices made meanwhile are
    not lost (the dialog shows the last one)."""
    import threading

    from arbiter_desk.ui.printing import print_dialog, print_documents

    threads: list[bool] = []
    original = print_documents.make_document

    def watched(desk: object, request: print_documents.DocumentRequest) -> print_documents.MadeDocument:
        threads.append(threading.current_thread() is threading.main_thread())
        return original(desk, request)  # type: ignore[arg-type]

    monkeypatch.setattr(print_dialog, "make_document", watched)
    dialog = PrintDialog(session, "pairings", 4)
    qtbot.addWidget(dialog)
    dialog.choose("standings")
    dialog.choose("crosstable", 2)
    assert dialog.is_busy and "Preparing “Cross table”" in dialog.summary.text()
    document = settle(qtbot, dialog).document()
    assert document is not None and document.title == "Cross table after round 2"
    assert dialog.round_no() == 2 and dialog.preview_button.isEnabled()
    assert threads and not any(threads)


def test_one_players_card_and_the_rating_columns_by_keys(qtbot: QtBot, session: DeskSession) -> None:
    """Player cards for the player chosen under Player (Alt+Y); the standings with Rp and ±Rtg."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from arbiter_desk.formats.documents.model import Heading, KeepTogether, Table

    dialog = make_dialog(qtbot, session, "player-cards")
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.extras.player_combo.isVisible() and not dialog.extras.rating_columns.isVisible()
    every = dialog.document()
    assert every is not None and len(every.blocks) == dialog.extras.player_combo.count() - 1
    dialog.extras.player_combo.setFocus()
    QTest.keyClick(dialog.extras.player_combo, Qt.Key.Key_Down)
    QTest.keyClick(dialog.extras.player_combo, Qt.Key.Key_Down)  # the player of TPN 2
    card = settle(qtbot, dialog).document()
    assert card is not None and len(card.blocks) == 1
    block = card.blocks[0]
    assert isinstance(block, KeepTogether) and isinstance(block.blocks[0], Heading)
    assert block.blocks[0].text.startswith("2. ")
    dialog.choose("standings")
    settle(qtbot, dialog)
    assert dialog.extras.rating_columns.isVisible() and not dialog.extras.player_combo.isVisible()
    dialog.extras.rating_columns.setFocus()
    QTest.keyClick(dialog.extras.rating_columns, Qt.Key.Key_Space)
    standings = settle(qtbot, dialog).document()
    assert standings is not None
    table = next(b for b in standings.blocks if isinstance(b, Table))
    assert table.header[-2:] == ("Rp", "±Rtg")
    assert all(row[-1] == "" or row[-1][0] in "+-0" for row in table.rows)


def test_the_cross_table_can_be_printed_in_tpn_order(qtbot: QtBot, session: DeskSession) -> None:
    """A TPN-ordered cross table, chosen by a key (Alt+T) in the dialog; only the cross
    table offers it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    dialog = make_dialog(qtbot, session, "standings")
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.kind_combo.setFocus()
    qtbot.waitUntil(dialog.kind_combo.hasFocus)
    assert not dialog.extras.tpn_order.isVisible()
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("crosstable"))
    ranked = settle(qtbot, dialog).document()
    assert dialog.extras.tpn_order.isVisible() and ranked is not None
    ranked_tpns = [row[0] for row in ranked.tables()[0].rows]
    assert ranked.tables()[0].header[0] == "TPN" and ranked_tpns != sorted(ranked_tpns, key=int)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.extras.tpn_order.isChecked)  # a mnemonic clicks after a short animation
    assert dialog.options().by_tpn
    by_tpn = settle(qtbot, dialog).document()
    assert by_tpn is not None
    assert [row[0] for row in by_tpn.tables()[0].rows] == sorted(ranked_tpns, key=int)
