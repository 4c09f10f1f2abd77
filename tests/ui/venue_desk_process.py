"""A desk window in a process of its own, typing results by keys into an event on a venue server (the outage
and hang tests: a crash of Qt kills this process, never the test run).

``python -m tests.ui.venue_desk_process URL LOG STOP BOARD[,BOARD…]`` opens the event as ``arbiter-desk
--server URL`` does (the real window, the real fault hooks), goes to the Results tab and, every ``KEY_MS``,
types a result key on the next of its boards (cycling 1, 0, =), until the file STOP exists and nothing it
typed is still unconfirmed. A key refused for an outage (the row marked "not saved") is typed again on the
same board with the same result. It writes one line per fact to LOG (flushed at once):

- ``confirmed BOARD RESULT`` once the table shows the typed result, saved (the command returned);
- ``refused BOARD`` for a key refused while the server was out (its row marked);
- ``box TEXT`` for every modal box that opened (it is closed at once, as a typist would);
- ``start MONOTONIC`` once: the zero of the ticks' seconds (``time.monotonic`` of the machine);
- ``tick SECONDS PAINTS WAITING BANNER`` every ``TICK_MS``: the event loop ran, how often the window was
  painted, whether the desk was waiting for the server's answer to a call at that moment (1: this tick ran
  inside that wait, the GUI thread was not blocked by it), the banner's text.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from arbiter_desk.ui.shell import fault_report
from arbiter_desk.ui.shell.main_window import MainWindow

KEY_MS = 120
TICK_MS = 100
KEYS = (("1", "1-0"), ("0", "0-1"), ("=", "½-½"))


class Painted(QObject):
    """Counts the window's paint events (the window is repainted only while its event loop runs)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


class TypingDesk:
    def __init__(self, url: str, log: Path, stop: Path, boards: list[int], folder: Path) -> None:
        self.log = open(log, "a", encoding="utf-8")  # noqa: SIM115  (open for the process's life)
        self.stop, self.boards = stop, boards
        self.window = MainWindow(settings=QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        fault_report.install(self.window.report_failure, self.window.venue_link.show_outage)
        self.painted = Painted()
        self.window.installEventFilter(self.painted)
        self.window.resize(960, 600)
        self.window.show()
        self.started = time.monotonic()
        self.write(f"start {self.started:.3f}")  # the ticks' zero on the machine's monotonic clock
        if not self.window.commands.connect_url(url):
            self.write("box could not connect")
            raise SystemExit(3)
        self.tab = self.window.results_tab
        self.window.show_tab(self.window.tab_pages().index(self.tab))
        self.turn = 0
        self.pending: tuple[int, int] | None = None
        """(board, key index) typed but not yet confirmed: typed again until it is."""
        self.busy = False
        self.keys = QTimer()
        self.keys.setInterval(KEY_MS)
        self.keys.timeout.connect(self.type_next)
        self.keys.start()
        self.ticks = QTimer()
        self.ticks.setInterval(TICK_MS)
        self.ticks.timeout.connect(self.tick)
        self.ticks.start()

    def write(self, line: str) -> None:
        self.log.write(line + "\n")
        self.log.flush()

    def tick(self) -> None:
        self.window.update()
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            self.write(f"box {box.text()[:200]!r}")
            box.reject()
        banner = self.window.venue_link.label.text() if self.window.venue_link.label_action.isVisible() else ""
        waiting = int(self.window.session.calls.waiting)
        self.write(f"tick {time.monotonic() - self.started:.2f} {self.painted.count} {waiting} {banner[:40]!r}")

    def row_of(self, board: int) -> int:
        return next(row for row, line in enumerate(self.tab.model.rows) if line.number == board)

    def type_next(self) -> None:
        if self.busy:
            return  # a key is being handled (a box may be open in its nested loop)
        if self.pending is None and self.stop.exists():
            QApplication.quit()
            return
        self.busy = True
        try:
            if self.pending is None:
                board = self.boards[self.turn % len(self.boards)]
                self.pending = (board, (self.turn // len(self.boards)) % len(KEYS))
                self.turn += 1
            board, which = self.pending
            key, shown = KEYS[which]
            if self.tab.loader.is_loading or not self.tab.model.rows:
                return
            row = self.row_of(board)
            if board in self.tab.model.unsaved and self.shows(board, shown):
                self.tab.model.mark_unsaved(board, None)  # the server had saved it before it stopped
            else:
                self.tab.view.setFocus()
                self.tab.view.setCurrentIndex(self.tab.model.index(row, 0))
                QTest.keyClicks(self.tab.view, key)
            if board in self.tab.model.unsaved:
                self.write(f"refused {board}")
            elif self.shows(board, shown):
                self.write(f"confirmed {board} {shown}")
                self.pending = None
        finally:
            self.busy = False

    def shows(self, board: int, shown: str) -> bool:
        """The table shows ``shown`` on ``board``, read from the server (an entry whose commit the server made
        just before it stopped is shown once the desk has read the event again)."""
        line = self.tab.model.rows[self.row_of(board)]
        return (line.result.label if line.result is not None else "") == shown


def main(argv: list[str]) -> int:
    url, log, stop, boards = argv[0], Path(argv[1]), Path(argv[2]), [int(b) for b in argv[3].split(",")]
    app = QApplication.instance() or QApplication(sys.argv[:1])
    desk = TypingDesk(url, log, stop, boards, log.parent)
    code = app.exec()
    desk.write("exit")
    desk.window.session.close()
    return int(code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
