"""Renders the main window on a read-only tournament (banner, editing controls off) and a hostile player name
to PNG under tests/output/ for a look by eye: ``QT_QPA_PLATFORM=offscreen python -m tests.ui.render_read_only``.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.demo import open_demo
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings, new_desk

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def main() -> None:
    app = QApplication.instance() or QApplication([])
    OUTPUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        desk = new_desk(Path(folder), players=6)
        desk.players.register_player(PlayerData("<b>Bold</b>, <img src=x>", rating=1500))
        desk.close()
        window = MainWindow(settings=isolated_settings(Path(folder)))
        window.session.attach(Desk.open(Path(folder) / "spring.adesk", read_only=True))
        window.registration_tab.table.selectRow(0)
        window.resize(1200, 560)
        window.show()
        app.processEvents()
        window.grab().save(str(OUTPUT / "read_only_window.png"))
        window.session.close()
        demo = open_demo(Path(folder))
        demo.rounds.pair_next_round()
        demo.rounds.publish_round()
        demo.close()
        window.session.attach(Desk.open(demo.path, read_only=True))
        window.show_tab(window.tab_pages().index(window.results_tab))
        QTest.keyClicks(window.results_tab.view, "1")  # refused in place, with the banner's reason
        app.processEvents()
        window.grab().save(str(OUTPUT / "read_only_results.png"))
        window.show_tab(window.tab_pages().index(window.late_entries_tab))
        app.processEvents()
        window.grab().save(str(OUTPUT / "read_only_byes.png"))
        window.session.close()
        window.session.attach(Desk.open(demo.path))  # another desk takes the file over
        window.show_tab(window.tab_pages().index(window.results_tab))
        other = Desk.open(demo.path, take_over=True)
        prompts.warn = lambda _parent, _message: None  # type: ignore[assignment]  # the box is not rendered here
        QTest.keyClicks(window.results_tab.view, "1")  # refused: the banner says who took the file over
        app.processEvents()
        window.grab().save(str(OUTPUT / "taken_over_results.png"))
        other.close()
        window.session.close()
    shots = ("read_only_window", "read_only_results", "read_only_byes", "taken_over_results")
    print(*(OUTPUT / f"{name}.png" for name in shots))


if __name__ == "__main__":
    main()
