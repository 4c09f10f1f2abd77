"""A desk on a venue server waits for the server off the GUI thread (the issue's decision "every database call
runs off the GUI thread with a client-side watchdog, 2 s → banner"): its calls run on one worker thread while the
window's event loop keeps running; after the watchdog's time without an answer the window is told (``silent``,
the banner); anything else asked of the server meanwhile is refused at once (a result key: its row marked, not
queued), except closing the event, which waits its turn. The server's silence is stood in for by a call that
waits for an event the test sets; the real hang (SIGSTOP) is ``test_venue_outages``."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common import server_calls
from arbiter_desk.ui.common.server_calls import DeskWaitingError, ServerCalls
from arbiter_desk.ui.common.wording import shown


@pytest.fixture
def calls(qtbot: QtBot) -> Iterator[ServerCalls]:
    made = ServerCalls()
    yield made
    made.shutdown()


def test_a_call_runs_on_the_worker_while_the_event_loop_runs(qtbot: QtBot, calls: ServerCalls) -> None:
    answer = threading.Event()
    ticks: list[bool] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(calls.waiting))
    timer.timeout.connect(lambda: len(ticks) >= 5 and answer.set())  # the "server" answers after 5 ticks
    timer.start()

    def hung() -> str:
        assert answer.wait(10), "the GUI thread's timer never ran while the call waited"
        return threading.current_thread().name

    ran_on = calls.call(hung)
    timer.stop()
    assert ran_on.startswith("venue desk") and len(ticks) >= 5 and all(ticks)  # every tick inside the wait
    assert not calls.waiting


def test_the_watchdog_says_the_server_does_not_answer(
    qtbot: QtBot, calls: ServerCalls, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server_calls, "WATCHDOG_MS", 50)
    told: list[str] = []
    calls.silent.connect(told.append)
    answer = threading.Event()
    calls.silent.connect(lambda _text: answer.set())
    assert calls.call(lambda: answer.wait(10)) is True  # answered once the watchdog had spoken
    assert told == [shown(server_calls.SILENT_TEXT)] and "does not answer" in told[0]
    calls.call(lambda: None)
    assert len(told) == 1  # a prompt answer: no word


def test_while_a_call_waits_another_is_refused_and_closing_waits_its_turn(qtbot: QtBot, calls: ServerCalls) -> None:
    answer = threading.Event()
    order: list[str] = []
    refused: list[DeskWaitingError] = []

    def meanwhile() -> None:  # runs inside the first call's wait, as a key typed then would
        for work in (lambda: order.append("command"), lambda: order.append("read")):
            try:
                calls.call(work)
            except DeskWaitingError as exc:
                refused.append(exc)
        answer.set()  # the "server" answers the first call now
        calls.call(lambda: order.append("close"), queue=True)  # queued behind the first call, run after it

    def first() -> None:
        answer.wait(10)
        order.append("first")

    QTimer.singleShot(20, meanwhile)
    calls.call(first)
    assert order == ["first", "close"]  # the command and the read never ran, nor were they queued
    assert len(refused) == 2 and "does not answer" in str(refused[0])


def test_a_call_from_another_thread_runs_where_it_is_asked(calls: ServerCalls) -> None:
    found: list[str] = []
    thread = threading.Thread(target=lambda: found.append(calls.call(lambda: threading.current_thread().name)))
    thread.start()
    thread.join(5)
    assert found == [thread.name]
