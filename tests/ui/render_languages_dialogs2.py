"""Renders the override dialog (C.04.2 art. 4.4, mid-edit: a board's colours swapped, so the checks and the hint
show) and the rating-list import (once done) in French and in Arabic, right to left, to PNG under tests/output/
for a look by eye: long translations must not be cut, Arabic lines must read right to left.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_languages_dialogs2``.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from arbiter_desk.language import use
from arbiter_desk.ui.pairing.override_dialog import OverrideDialog
from arbiter_desk.ui.ratings.rating_list_dialog import RatingListImportDialog
from tests.ui.desk_helpers import session_on
from tests.ui.rating_list_fixtures import write_txt_list
from tests.ui.round_fixtures import new_desk, play

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def render(app: QApplication, code: str, folder: Path) -> None:
    use(code)
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if code == "ar" else Qt.LayoutDirection.LeftToRight)
    desk = new_desk(folder)
    try:
        play(desk, 2)
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        dialog = OverrideDialog(session_on(desk), 3)
        dialog.swap_colours(0)
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(OUTPUT / f"override_{code}.png"))
        dialog.close()
    finally:
        desk.close()
    importer = RatingListImportDialog(write_txt_list(folder / "players_list_foa.txt", 30), folder / "r.sqlite")
    importer.show()
    importer.start()
    while importer.is_busy:
        app.processEvents()
    app.processEvents()
    importer.grab().save(str(OUTPUT / f"rating_list_import_{code}.png"))
    importer.close()


def main() -> None:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    OUTPUT.mkdir(exist_ok=True)
    try:
        for code in ("fr", "ar"):
            render(app, code, Path(tempfile.mkdtemp()))
    finally:
        use("en")
    print(f"written to {OUTPUT}")


if __name__ == "__main__":
    main()
