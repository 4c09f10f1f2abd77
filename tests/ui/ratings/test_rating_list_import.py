"""Import of the FIDE rating list from the GUI: runs in the worker thread with progress, can be cancelled
(the previous list stays), reports how many players were imported; the Tournament menu action."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from arbiter_desk.services.ratings.rating_list import RatingListImport, import_rating_list, lookup, rating_list_info
from arbiter_desk.store import rating_list_db
from arbiter_desk.ui.ratings import rating_list_worker
from arbiter_desk.ui.ratings.rating_list_dialog import RatingListImportDialog
from tests.ui.rating_list_fixtures import write_txt_list


def make_dialog(qtbot: QtBot, source: Path, db: Path) -> RatingListImportDialog:
    dialog = RatingListImportDialog(source, db)
    qtbot.addWidget(dialog)
    return dialog


def test_imports_in_the_worker_with_progress(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rating_list_db, "BATCH_SIZE", 10)
    source = write_txt_list(tmp_path / "players_list_foa.txt", 45)
    db = tmp_path / "ratings.sqlite"
    dialog = make_dialog(qtbot, source, db)
    assert 40 <= dialog.progress.maximum() <= 50  # estimated from the file size and the header line
    threads: list[bool] = []
    counts: list[int] = []
    dialog.worker.progressed.connect(counts.append)
    dialog.worker.progressed.connect(lambda _n: threads.append(threading.current_thread() is threading.main_thread()))
    with qtbot.waitSignal(dialog.worker.finished, timeout=10000):
        dialog.start()
        assert dialog.is_busy
    assert counts == [10, 20, 30, 40, 45] and all(threads)
    assert dialog.count.text() == "Imported 45 players from players_list_foa.txt."
    assert dialog.progress.value() == dialog.progress.maximum()
    assert dialog.buttons.standardButtons() == QDialogButtonBox.StandardButton.Close
    info = rating_list_info(db)
    assert info is not None and info.players == 45


def gated_import(gate: threading.Event) -> Callable[..., RatingListImport]:
    """The service, but each progress report waits for ``gate`` before answering (the test cancels first)."""

    def run(source: Path, db_path: Path | None, progress: Callable[[int], bool]) -> RatingListImport:
        def report(players: int) -> bool:
            progress(players)  # shows the count in the dialog
            assert gate.wait(10)
            return progress(players)

        return import_rating_list(source, db_path, report)

    return run


def test_cancel_keeps_the_previous_list(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "ratings.sqlite"
    import_rating_list(write_txt_list(tmp_path / "old.txt", 5, surname="Old"), db)
    gate = threading.Event()
    monkeypatch.setattr(rating_list_worker, "import_rating_list", gated_import(gate))
    dialog = make_dialog(qtbot, write_txt_list(tmp_path / "new.txt", 30, surname="New"), db)
    dialog.show()  # not modal: no event loop of its own
    dialog.start()
    qtbot.waitUntil(lambda: "players read" in dialog.count.text(), timeout=10000)
    dialog.reject()  # Cancel while busy: asks the worker to stop, the dialog stays
    assert dialog.isVisible()
    assert dialog.count.text() == "Cancelling…"
    gate.set()
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=10000)
    assert dialog.outcome is not None and dialog.outcome.cancelled
    assert dialog.message.text() == "The previous list (5 players) is kept."
    assert [p.name for p in lookup("new", db)] == []
    assert len(lookup("old", db)) == 5
    dialog.reject()
    assert not dialog.isVisible()


def test_an_unreadable_file_is_reported(qtbot: QtBot, tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("this is not a rating list\n", encoding="utf-8")
    dialog = make_dialog(qtbot, source, tmp_path / "ratings.sqlite")
    with qtbot.waitSignals([dialog.worker.finished], timeout=10000, raising=False):
        dialog.start()
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=10000)
    assert "no list was stored" in dialog.message.text().lower()
    assert rating_list_info(tmp_path / "ratings.sqlite") is None
