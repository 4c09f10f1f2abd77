"""Benchmark: the real main window on big generated opens, timed as an arbiter meets it.

Not part of the default run (``tests/benchmarks`` is ignored by ``addopts``). Run it explicitly, e.g.::

    BENCH_SIZES=200,1000,5000 .venv/bin/python -m pytest -o addopts="" -s tests/benchmarks/test_desk_speed.py

For each size a tournament of that many players is generated (Dubov engine, 6 rounds played, 9 in all),
imported and opened in the ``MainWindow`` (pytest-qt, offscreen). Then, through the window's own widgets:
pair round 7 (click → draft shown), publish, result keys typed into the results tab (key → stored and row
shown), switching to the standings tab right after a result and after a pause (idle precompute), File → Print
(pairings, standings and cross table made in the background, the cross table exported as PDF and painted in
the preview), and the import of the TRF through File → Import TRF
(``BENCH_IMPORT=5000x11`` adds a 5,000 × 11 file). Medians are printed as JSON lines and appended
to ``tests/output/bench_desk.jsonl``, with the CPU time of the desk's threads and the longest single
turn of the event loop (``gui_stall_max_ms``: how long the GUI thread was blocked). ``BENCH_KEYS`` sets how
many result keys are timed (default 15).
"""

from __future__ import annotations

import cProfile
import gc
import json
import os
import pstats
import shutil
import statistics
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintPreviewWidget
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.formats.trf import TrfVersion, write_trf
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import gc_policy, prompts
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import isolated_settings

pytestmark = pytest.mark.benchmark

OUTPUT = Path(__file__).resolve().parents[1] / "output"
SIZES = [int(s) for s in os.environ.get("BENCH_SIZES", "200,1000,5000").split(",") if s]
KEYS = int(os.environ.get("BENCH_KEYS", "15"))
IMPORTS = [tuple(int(n) for n in s.split("x")) for s in os.environ.get("BENCH_IMPORT", "").split(",") if s]


def trf_file(players: int, played: int, total: int) -> Path:
    """A generated tournament as TRF-2026, cached in ``tests/output/bench``."""
    path = OUTPUT / "bench" / f"open-{players}x{played}of{total}.trf"
    if not path.exists():
        options = GeneratorOptions(players=players, rounds=played, seed=7, bye_rate=0.02, forfeit_rate=0.01)
        tournament = generate_tournament(find_system("dubov"), options)
        tournament = replace(tournament, total_rounds=total, info=replace(tournament.info, name=f"Open {players}"))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(write_trf(tournament, TrfVersion.TRF26), encoding="utf-8")
    return path


GUI_STALL: list[float] = []
"""The longest single turn of the event loop during each ``timed`` call: how long the GUI thread was blocked."""
GC_PAUSES: list[tuple[float, str]] = []
"""Each full (generation-2) garbage collection of the desk's process: (seconds, thread). A collection holds
the GIL: while any thread collects, the GUI thread cannot run."""
GC_MAX: list[tuple[float, str]] = []
"""The longest full collection during each ``timed`` call (0 if none)."""
_gc_started: dict[int, float] = {}


def _watch_gc(phase: str, info: dict[str, int]) -> None:
    if info["generation"] != 2:
        return
    if phase == "start":
        _gc_started[threading.get_ident()] = time.perf_counter()
    elif (began := _gc_started.pop(threading.get_ident(), None)) is not None:
        GC_PAUSES.append((time.perf_counter() - began, threading.current_thread().name))


gc.callbacks.append(_watch_gc)
CPU: list[float] = []
"""Process CPU seconds of each ``timed`` call: on a machine shared with other work, wall time includes waiting
for a core; CPU time (all threads of the desk) does not."""


PROFILES: list[cProfile.Profile] = []
"""With ``BENCH_PROFILE=1``: the GUI thread's profile of each ``timed`` call, printed by ``report``."""


def report(size: int, what: str, seconds: list[float]) -> None:
    cpu = CPU[-len(seconds) :]
    line = {
        "players": size,
        "what": what,
        "median_ms": round(statistics.median(seconds) * 1000, 1),
        "max_ms": round(max(seconds) * 1000, 1),
        "cpu_median_ms": round(statistics.median(cpu) * 1000, 1),
        "gui_stall_max_ms": round(max(GUI_STALL[-len(seconds) :]) * 1000, 1),
        "full_gc_max_ms": round(max(GC_MAX[-len(seconds) :])[0] * 1000, 1),
        "full_gc_thread": max(GC_MAX[-len(seconds) :])[1],
        "n": len(seconds),
        "load": round(os.getloadavg()[0], 1),
    }
    print(json.dumps(line))
    if PROFILES:
        pstats.Stats(PROFILES[-1]).sort_stats("cumulative").print_stats(25)
        PROFILES.clear()
    OUTPUT.mkdir(exist_ok=True)
    with (OUTPUT / "bench_desk.jsonl").open("a", encoding="utf-8") as out:
        out.write(json.dumps(line | {"at": time.strftime("%Y-%m-%dT%H:%M:%S")}) + "\n")


def timed(action: Callable[[], None], until: Callable[[], bool] = lambda: True, timeout: float = 600) -> float:
    """Seconds from ``action`` until ``until()`` holds and the event queue is empty (the screen is up to date)."""
    app = QApplication.instance()
    assert app is not None
    profile = cProfile.Profile() if os.environ.get("BENCH_PROFILE") else None
    if profile is not None:
        profile.enable()  # the GUI thread only: what it spends the stalls on
    start, cpu = time.perf_counter(), time.process_time()
    GC_PAUSES.clear()
    action()
    turn = time.perf_counter()
    stall = turn - start
    app.processEvents()
    while not until():
        if time.perf_counter() - start > timeout:
            raise TimeoutError("the window did not get there in time")
        time.sleep(0.001)
        now = time.perf_counter()  # a turn is measured with the pause before it: the GIL is taken back there
        stall, turn = max(stall, now - turn - 0.001), now
        app.processEvents()
    now = time.perf_counter()
    stall = max(stall, now - turn)
    app.processEvents()
    CPU.append(time.process_time() - cpu)
    GC_MAX.append(max(GC_PAUSES, default=(0.0, "")))
    if profile is not None:
        profile.disable()
        PROFILES.append(profile)
    GUI_STALL.append(stall)
    return time.perf_counter() - start


def open_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """The main window as ``app.run_gui`` starts it (with the desk's garbage-collection policy, unless
    ``BENCH_GC_POLICY=0``)."""
    folder = tmp_path / "data"
    folder.mkdir(exist_ok=True)
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(window)
    if os.environ.get("BENCH_GC_POLICY", "1") != "0":
        gc_policy.enable()
    window.show()
    qtbot.waitExposed(window)
    return window


def import_through_window(window: MainWindow, trf: Path, monkeypatch: pytest.MonkeyPatch) -> float:
    """File → Import TRF, timed until the tournament is open."""
    monkeypatch.setattr(prompts, "open_file", lambda *_args: trf)
    window.session.close()
    return timed(lambda: window.desk_actions["import_trf"].trigger(), lambda: window.session.is_open)


@pytest.mark.parametrize("size", SIZES)
def test_desk_speed(size: int, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    trf = trf_file(size, 6, 9)
    window = open_window(qtbot, tmp_path)
    report(size, "import TRF (6 rounds)", [import_through_window(window, trf, monkeypatch)])
    path = window.session.require().path
    window.session.close()
    working = tmp_path / "working.adesk"
    shutil.copy(path, working)

    pairing = window.pairing_tab
    report(
        size,
        "open the file (pairing tab shown)",
        [timed(lambda: window.commands.open_path(working), lambda: window.session.is_open and pairing.is_loaded)],
    )

    def draft_shown() -> bool:
        data = pairing.view_data
        return not pairing.worker.is_busy and data is not None and data.round.state is RoundState.DRAFT

    report(size, "pair round 7 -> draft shown", [timed(pairing.pair_button.click, draft_shown)])
    assert pairing.view_data is not None and int(pairing.view_data.round.number) == 7
    report(size, "publish", [timed(pairing.publish_button.click)])

    results = window.results_tab
    shown = timed(lambda: window.show_tab(window.tab_pages().index(results)), lambda: results.is_loaded)
    report(size, "results tab shown after publishing", [shown])
    assert results.shown_round() == 7
    keys = min(KEYS, results.model.rowCount() - 4)
    seconds = []
    for _ in range(keys):
        row = results.view.currentIndex().row()
        seconds.append(timed(lambda: QTest.keyClick(results.view, Qt.Key.Key_1)))
        assert results.model.row_at(row).result is not None
    report(size, "result key -> row shown", seconds)
    report(size, "open the file (results tab shown)", [reopen(window, results)])

    standings = window.standings_tab
    seconds = []
    for _ in range(3):
        window.show_tab(window.tab_pages().index(results))
        QTest.keyClick(results.view, Qt.Key.Key_0)
        QApplication.processEvents()
        index = window.tab_pages().index(standings)
        seconds.append(timed(lambda i=index: window.show_tab(i), lambda: is_shown(standings)))
    report(size, "standings tab shown right after a result", seconds)
    seconds = []
    for _ in range(3):
        window.show_tab(window.tab_pages().index(results))
        QTest.keyClick(results.view, Qt.Key.Key_0)
        idle_until = time.perf_counter() + 1.6 * standings.idle_timer.interval() / 1000
        timed(lambda: None, lambda t=idle_until: time.perf_counter() > t and not standings.is_busy)
        index = window.tab_pages().index(standings)
        seconds.append(timed(lambda i=index: window.show_tab(i), lambda: is_shown(standings)))
    report(size, "standings tab shown after a pause of the typist", seconds)
    print_documents(window, size, tmp_path, monkeypatch)


def reopen(window: MainWindow, results: ResultsTab) -> float:
    """File → Open of the tournament again: timed until it lands on the results tab with its boards shown."""
    path = window.session.require().path
    window.session.close()
    QApplication.processEvents()

    def shown() -> bool:
        return results.isVisible() and results.model.rowCount() > 0 and results.is_loaded

    seconds = timed(lambda: window.commands.open_path(path), shown)
    assert results.shown_round() == 7
    return seconds


def print_documents(window: MainWindow, size: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File → Print: each document made in the background until its buttons are ready; Export PDF written;
    the preview's pages painted (on the GUI thread, as Qt's preview does)."""
    shown: list[PrintDialog] = []
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: shown.append(dialog) or False)
    opened = timed(window.desk_actions["print"].trigger, lambda: bool(shown) and not shown[0].is_busy)
    report(size, "print dialog open -> pairings ready", [opened])
    dialog = shown[0]
    for kind in ("standings", "crosstable"):
        made = timed(lambda k=kind: dialog.choose(k), lambda: not dialog.is_busy)
        report(size, f"print dialog: {kind} ready", [made])
    pdf = tmp_path / "crosstable.pdf"
    monkeypatch.setattr(prompts, "save_file", lambda *_args: (pdf, "PDF files (*.pdf)"))
    written: list[object] = []
    dialog.pdf_written.connect(written.append)
    report(size, "export PDF: crosstable written", [timed(dialog.export_pdf, lambda: bool(written))])
    preview = dialog.make_preview()
    assert preview is not None
    widget = preview.findChild(QPrintPreviewWidget)
    report(size, "print preview: crosstable painted (GUI thread)", [timed(widget.updatePreview)])
    preview.deleteLater()


def is_shown(standings: object) -> bool:
    """The standings tab shows a computed table (after any background work)."""
    busy = getattr(standings, "is_busy", False)
    model = standings.model  # type: ignore[attr-defined]
    return not busy and model.rowCount() > 0


@pytest.mark.parametrize("shape", IMPORTS)
def test_import_speed(shape: tuple[int, int], qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    players, rounds = shape
    trf = trf_file(players, rounds, rounds)
    window = open_window(qtbot, tmp_path)
    report(players, f"import TRF ({rounds} rounds)", [import_through_window(window, trf, monkeypatch)])
