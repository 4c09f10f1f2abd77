"""Team desk benchmark (target: result entry ≤ 30 ms per board): 200 teams × 6 boards, 8 rounds
imported from a generated team TRF, round 9 paired and published in the desk, then boards typed one by one.

Then the same keys through the window (``--gui``, offscreen): the key press in the team Results tab to the
cell showing the result, as the arbiter meets it (nothing growing with the event per keystroke).

Run: ``python -m tests.benchmarks.bench_team_desk [--gui]``.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
from arbiter_desk.formats.trf.team_writer import write_team_trf
from arbiter_desk.services import Desk, GameResult


def main() -> int:
    event = generate_team_event(TeamGeneratorOptions(teams=200, rounds=8, boards=6, seed=7))
    event = replace(event, rules=replace(event.rules, total_rounds=9))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        trf = folder / "big.trf"
        trf.write_text(write_team_trf(event), encoding="utf-8")
        start = time.perf_counter()
        desk = Desk.import_trf(folder / "big.adesk", trf)
        print(f"import: {time.perf_counter() - start:.2f} s")
        start = time.perf_counter()
        desk.teams.pair_next_team_round()
        print(f"pair round 9 (read, engine, store): {time.perf_counter() - start:.2f} s")
        desk.teams.publish_team_round()
        times = []
        for match in range(1, 11):
            for board in range(1, 7):
                start = time.perf_counter()
                desk.teams.record_board_result(9, match, board, GameResult.DRAW)
                times.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        desk.teams.team_round_view(9)
        print(f"round view: {(time.perf_counter() - start) * 1000:.0f} ms")
        print(f"result entry: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms per board")
        if "--gui" in sys.argv:
            gui_keys(folder, desk)  # the window's session closes the desk
        else:
            desk.close()
    return 0


def gui_keys(folder: Path, desk: Desk) -> None:
    """60 result keys typed into the team Results tab of the real window; wall and CPU time per key."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from arbiter_desk.ui.common.session import DeskSession
    from arbiter_desk.ui.shell.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(DeskSession(), settings, lambda: folder)
    window.show()
    window.session.attach(desk)
    results = window.team_results_tab
    window.show_tab(window.tab_pages().index(results))
    results.match_view.selectRow(10)
    app.processEvents()
    view = results.board_view
    view.setFocus()
    wall, cpu = [], []
    for _ in range(60):
        start, start_cpu = time.perf_counter(), time.process_time()
        QTest.keyClick(view, Qt.Key.Key_1, Qt.KeyboardModifier.NoModifier)
        app.processEvents()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    print(
        f"GUI key in team Results: wall median {statistics.median(wall):.1f} ms, max {max(wall):.1f} ms; "
        f"CPU median {statistics.median(cpu):.1f} ms, max {max(cpu):.1f} ms"
    )
    window.session.close()
    window.close()


if __name__ == "__main__":
    raise SystemExit(main())
