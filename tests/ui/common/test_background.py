"""The one helper for the desk's long jobs: work in a worker thread, progress on the main thread,
Cancel honoured at the next progress report, refusals and crashes as readable messages."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.ui.common.background import BackgroundJob, Report


def test_the_work_runs_off_the_main_thread_and_reports_progress(qtbot: QtBot) -> None:
    job = BackgroundJob()
    steps: list[tuple[int, int]] = []
    job.progressed.connect(lambda done, total: steps.append((done, total)))
    main = threading.get_ident()

    def work(report: Report) -> int:
        for step in range(1, 4):
            report(step, 3)
        return threading.get_ident()

    with qtbot.waitSignal(job.finished, timeout=10000) as finished:
        assert job.start(work) and job.is_busy
        assert not job.start(work)  # one job at a time
    assert finished.args[0] != main
    assert steps == [(1, 3), (2, 3), (3, 3)] and not job.is_busy


def test_cancel_is_seen_at_the_next_report(qtbot: QtBot) -> None:
    job = BackgroundJob()
    release = threading.Event()

    def work(report: Report) -> str:
        release.wait(10)
        return "cancelled" if not report(1, 2) else "went on"

    with qtbot.waitSignal(job.finished, timeout=10000) as finished:
        job.start(work)
        job.cancel()
        release.set()
    assert finished.args == ["cancelled"]


def test_refusals_and_crashes_become_messages(qtbot: QtBot) -> None:
    job = BackgroundJob(crash_text="the job failed")

    def refuse(_report: Report) -> None:
        raise InvalidInputError("line 3: bad rating")

    def crash(_report: Report) -> None:
        raise KeyError("x")

    with qtbot.waitSignal(job.failed, timeout=10000) as failed:
        job.start(refuse)
    assert failed.args == ["line 3: bad rating"]
    with qtbot.waitSignal(job.failed, timeout=10000) as failed:
        job.start(crash)
    assert failed.args == ["the job failed: KeyError('x')"]


def test_an_abandoned_job_is_dropped_and_the_helper_is_free_at_once(qtbot: QtBot) -> None:
    """Cancel of a job that cannot stop at once (the pairing engine): its result never arrives, the next job
    starts immediately, and the abandoned thread is waited for."""
    job = BackgroundJob()
    release = threading.Event()
    results: list[object] = []
    job.finished.connect(results.append)
    job.failed.connect(results.append)
    asked: list[bool] = []

    def slow(report: Report) -> str:
        release.wait(10)
        asked.append(report(1, 1))
        return "late"

    assert job.start(slow)
    job.abandon()
    assert not job.is_busy
    with qtbot.waitSignal(job.finished, timeout=10000) as finished:
        assert job.start(lambda _report: "next")
    assert finished.args == ["next"]
    release.set()
    job.wait()
    qtbot.wait(50)
    assert results == ["next"] and asked == [False]  # the abandoned job was told to stop, its result dropped
    assert not job._abandoned
