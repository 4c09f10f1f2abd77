"""Errors that escape a thread other than the GUI thread (a worker, the venue listener) are shown by the GUI
thread, never from the failing thread (a widget touched off the GUI thread crashes Qt), and an
outage of the venue server goes to the banner, never to a box."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.errors import ServerUnreachableError
from arbiter_desk.ui.shell import fault_report


def test_an_error_on_another_thread_is_reported_on_the_gui_thread(qtbot: QtBot) -> None:
    seen: list[tuple[str, bool]] = []
    outages: list[str] = []
    restore = fault_report.install(
        lambda text: seen.append((text, threading.current_thread() is threading.main_thread())), outages.append
    )
    try:

        def fail(error: Exception) -> None:
            raise error

        for error in (ValueError("bad row"), ServerUnreachableError("the venue server cannot be reached")):
            worker = threading.Thread(target=fail, args=(error,))
            worker.start()
            worker.join()
        qtbot.waitUntil(lambda: bool(seen) and bool(outages), timeout=2000)
    finally:
        restore()
    assert len(seen) == 1 and "ValueError: bad row" in seen[0][0] and seen[0][1]
    assert outages == ["the venue server cannot be reached"]
