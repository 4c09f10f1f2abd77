"""Renders the printing and rating-list windows to PNG under tests/output/ for a look by eye.

Run: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_printing``. A 60-player tournament of 3 rounds is
generated and imported, round 4 paired as a draft; then: the print dialog, page 1 of the Qt-painted pairings
(draft) and standings (QPrinter → PDF → pdftoppm), the rating-list import mid-progress and after it, and the
player dialog with lookup results.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QWidget

from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.services.ratings.rating_list import RatingListImport, import_rating_list
from arbiter_desk.ui.printing.output import print_to_pdf_file
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.ratings import rating_list_worker
from arbiter_desk.ui.ratings.rating_list_dialog import RatingListImportDialog
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from tests.formats.rating_list_samples import txt_sample
from tests.ui.desk_helpers import session_on
from tests.ui.print_fixtures import generated_desk
from tests.ui.rating_list_fixtures import write_txt_list

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def save(widget: QWidget, name: str, size: tuple[int, int] | None = None) -> Path:
    if size is not None:
        widget.resize(*size)
    widget.show()
    for _ in range(5):
        QApplication.processEvents()
    path = OUTPUT / name
    widget.grab().save(str(path))
    return path


def page_png(pdf: Path, name: str, dpi: int = 80) -> Path:
    stem = OUTPUT / name
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", "-f", "1", "-l", "1", "-singlefile", str(pdf), str(stem)],
                   check=True)  # fmt: skip
    return stem.with_suffix(".png")


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    OUTPUT.mkdir(exist_ok=True)
    folder = Path(tempfile.mkdtemp())
    desk = generated_desk(folder, players=60, rounds=3)
    desk.rounds.pair_next_round()
    session = session_on(desk)
    written = []
    dialog = PrintDialog(session, "pairings", 4)
    while dialog.is_busy:  # the document is made in the background
        app.processEvents()
        time.sleep(0.01)
    written.append(save(dialog, "print_dialog.png"))
    for kind, number in (("pairings", 4), ("standings", 3), ("crosstable", 3)):
        pdf = folder / f"{kind}.pdf"
        print_to_pdf_file(document_for(desk, kind, number), pdf)
        written.append(page_png(pdf, f"print_{kind}_page1"))

    gate = threading.Event()

    def slow(source: Path, db: Path | None, progress: object) -> RatingListImport:
        def report(players: int) -> bool:
            answer = progress(players)  # type: ignore[operator]
            gate.wait(10)
            return bool(answer)

        return import_rating_list(source, db, report)

    rating_list_worker.import_rating_list = slow  # type: ignore[attr-defined,assignment]
    source = write_txt_list(folder / "players_list_foa.txt", 900)
    db = folder / "ratings.sqlite"
    from arbiter_desk.store import rating_list_db

    rating_list_db.BATCH_SIZE = 300
    importer = RatingListImportDialog(source, db)
    importer.show()
    importer.start()
    while "players read" not in importer.count.text():
        app.processEvents()
    written.append(save(importer, "rating_list_import_progress.png"))
    gate.set()
    while importer.is_busy:
        app.processEvents()
    written.append(save(importer, "rating_list_import_done.png"))

    import_rating_list([*txt_sample(), *write_txt_list(folder / "more.txt", 30, "Nilsen").read_text().splitlines()[1:]],
                       db)  # fmt: skip
    fide_lookup.database_path = lambda: db
    player = PlayerDialog(lambda _d, _e: None)
    player.lookup.search("n")
    written.append(save(player, "player_dialog_lookup.png"))
    player.lookup.pick(0)
    written.append(save(player, "player_dialog_filled.png"))
    empty = PlayerDialog(lambda _d, _e: None)
    empty.lookup.db_path = folder / "none.sqlite"
    empty.lookup._show_availability()
    written.append(save(empty, "player_dialog_no_list.png"))
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
