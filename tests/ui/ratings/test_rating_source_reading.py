"""Import rating list: the file is read off the window's thread with bounded reads, and a file that cannot be a
list is said in the dialog "Import a rating list" (Import stays off, Escape closes). Before, a ZIP holding
one 1 GB line froze the window for seconds, a broken ZIP escaped as "An unexpected error stopped this action",
and a CSV header of 200,001 columns built ten combo boxes of 200,003 items."""

from __future__ import annotations

import time
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.ratings.rating_source_dialog import RatingSourceDialog
from tests.formats.broken_zips import KINDS, broken_zip

SHOTS = Path("/tmp/r")
WORDS = {
    "encrypted": "encrypted (protected by a password)",
    "method 99": "compressed with method 99",
    "cut directory": "damaged ZIP archive: its directory is missing or cut",
    "one huge line": "a line longer than any rating list's",
}


def _opened(qtbot: QtBot, source: Path) -> RatingSourceDialog:
    dialog = RatingSourceDialog(source, today=date(2026, 12, 5))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.is_reading, timeout=10000)
    return dialog


@pytest.mark.parametrize("kind", KINDS)
def test_a_broken_zip_is_said_in_the_dialog(qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    dialog = _opened(qtbot, broken_zip(tmp_path, kind))
    assert WORDS[kind] in dialog.message.text() and dialog.refusal is not None
    assert not dialog.ok.isEnabled()
    if SHOTS.is_dir():
        dialog.grab().save(str(SHOTS / f"rating_source_{kind.replace(' ', '_')}.png"))
    qtbot.keyClick(dialog.kind, Qt.Key.Key_Return)
    assert dialog.result() != QDialog.DialogCode.Accepted
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_a_csv_header_of_200001_columns_is_refused_without_building_it(qtbot: QtBot, tmp_path: Path) -> None:
    source = tmp_path / "wide.csv"
    source.write_text(";".join(f"c{n}" for n in range(200_001)) + "\n", encoding="utf-8")
    started = time.process_time()
    dialog = _opened(qtbot, source)
    assert "line 1" in dialog.message.text() and not dialog.ok.isEnabled()
    assert all(combo.count() <= 2 for combo in dialog.columns.values())
    assert time.process_time() - started < 5  # a generous bound for the 2-core machine; was 27 s


def test_the_window_is_free_while_the_file_is_read(qtbot: QtBot, tmp_path: Path) -> None:
    """The dialog shows at once and says it is reading; Enter does nothing until the file is read."""
    source = tmp_path / "blitz_rating_list.txt"
    source.write_text("ID Number      Name    Fed NOV26\n1              A, B    NOR 2000\n", encoding="utf-8")
    dialog = RatingSourceDialog(source, today=date(2026, 12, 5))
    qtbot.addWidget(dialog)
    dialog.show()
    if dialog.is_reading:
        assert not dialog.ok.isEnabled() and "Reading" in dialog.message.text()
    qtbot.waitUntil(lambda: not dialog.is_reading, timeout=10000)
    assert dialog.ok.isEnabled() and dialog.chosen_kind == "blitz"
