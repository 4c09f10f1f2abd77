"""A desk on a venue server never waits for the server on the GUI thread.

Every call the window makes of such a desk (a command, a read of a view, opening and closing the event) runs on
one worker thread of its own, in the order asked; the GUI thread waits for the answer in a local event loop, so
the window keeps painting, its timers run and the banner can be shown while the server is silent. A hung server
(stopped with ``SIGSTOP``, a frozen virtual machine) keeps its connections open and answers nothing, and no
server-side timeout fires then, so the wait is watched on the client: after ``WATCHDOG_MS`` without an answer
``silent`` is emitted (the window shows its "does not answer" banner), and the call itself gives up after the
worker's limit (``services.venue.desk_call_wait``).

While a call waits, the keys typed go on being handled, but nothing else is asked of the server meanwhile: a
command or read asked for then is refused at once with ``DeskWaitingError`` (a result key: the results tab marks
its row, the status line says it — not queued behind a server that may not answer for minutes, no box); closing
the event waits its turn. ``idle`` says when the wait is over (the other desks' changes that arrived meanwhile
are shown then). A tournament file keeps the direct path.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar, cast

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal, Slot

from arbiter_desk.core.text import tr
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.errors import ServerNotAnsweringError
from arbiter_desk.services.venue.server_setup import desk_call_wait
from arbiter_desk.ui.common.wording import shown

T = TypeVar("T")

WATCHDOG_MS = 2000
"""How long the window waits for the server's answer to one call before its banner says it does not answer."""
SILENT_TEXT = tr(
    "the venue server does not answer (no reply within {seconds} s); this desk waits for it",
    seconds=WATCHDOG_MS // 1000,
)
WAITING_TEXT = tr("the venue server does not answer yet (this desk still waits for it): not saved")


class DeskWaitingError(ServerNotAnsweringError):
    """A call asked for while the desk still waits for the server's answer to an earlier one: refused at once
    (never queued behind a server that may not answer for minutes)."""


class _Relay(QObject):
    """Lives on the GUI thread: carries "a call is over" from the worker thread to the waiting loop."""

    finished = Signal(object)


class ServerCalls(QObject):
    """The worker thread of a desk on a venue server and the GUI thread's wait for it."""

    silent = Signal(str)
    """The server has not answered a call within ``WATCHDOG_MS`` (emitted once per call)."""
    idle = Signal()
    """The GUI thread no longer waits for a call."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ThreadPoolExecutor | None = None
        self._relay = _Relay(self)
        self._relay.finished.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)
        self._loops: dict[Future[Any], QEventLoop] = {}
        self._later: dict[Future[Any], tuple[Callable[[Any], None], Callable[[BaseException], None]]] = {}
        self._waiting = 0

    @property
    def waiting(self) -> bool:
        """Whether the GUI thread is waiting for a call now (the window runs inside that wait)."""
        return self._waiting > 0

    def call(self, work: Callable[[], T], *, queue: bool = False) -> T:
        """``work()`` on the worker thread; its result (or its error, raised here). On any other thread than the
        GUI's (the worker itself, a background job) it runs at once where it is asked. While another call waits
        it is refused with ``DeskWaitingError``, unless ``queue`` (then it runs after it)."""
        if threading.current_thread() is not threading.main_thread():
            return work()
        if self.waiting and not queue:
            raise DeskWaitingError(WAITING_TEXT)
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="venue desk")
        future = self._pool.submit(_bounded, work)
        future.add_done_callback(self._relay.finished.emit)
        if not future.done():
            self._wait(future)
        return future.result()

    def submit(self, work: Callable[[], T], done: Callable[[T], None], failed: Callable[[BaseException], None]) -> None:
        """``work()`` on the worker thread, in turn with the calls, without waiting for it: ``done(result)`` (or
        ``failed(error)``) later on the GUI thread. For reads the window makes by itself (a periodic look at the
        players' proposals): the GUI thread is not waiting meanwhile, so the arbiter's keys are never refused
        because of them."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="venue desk")
        future = self._pool.submit(_bounded, work)
        self._later[future] = (done, failed)
        future.add_done_callback(self._relay.finished.emit)

    def _wait(self, future: Future[Any]) -> None:
        loop = QEventLoop()
        self._loops[future] = loop
        watchdog = QTimer()
        watchdog.setSingleShot(True)
        watchdog.setInterval(WATCHDOG_MS)
        watchdog.timeout.connect(lambda: self.silent.emit(shown(SILENT_TEXT)))
        self._waiting += 1
        try:
            watchdog.start()
            while not future.done():
                loop.exec()
        finally:
            self._waiting -= 1
            watchdog.stop()
            del self._loops[future]
            if not self._waiting:
                self.idle.emit()

    @Slot(object)
    def _on_finished(self, future: Future[Any]) -> None:
        later = self._later.pop(future, None)
        if later is not None:
            done, failed = later
            error = future.exception()
            if error is None:
                done(future.result())
            else:
                failed(error)
            return
        loop = self._loops.get(future)
        if loop is not None:
            loop.quit()  # a loop nested inside it returns first; this one then sees its call done

    def shutdown(self) -> None:
        """No more calls of this desk: the worker thread ends once what it runs is over (never waited for)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False)
            self._pool = None


def _bounded(work: Callable[[], T]) -> T:
    with desk_call_wait():
        return work()


class DeskOnWorker:
    """What the window holds of a desk on a venue server: every method called through it runs on the worker
    thread (``ServerCalls.call``); its properties (where the event lives, the role, read-only) are the store's
    values in memory and are read where asked."""

    def __init__(self, desk: Desk, calls: ServerCalls) -> None:
        self._desk = desk
        self._calls = calls

    @property
    def unwrapped(self) -> Desk:
        """The desk itself (for work already running off the GUI thread)."""
        return self._desk

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._desk, name)
        if isinstance(value, DeskBase):  # a feature manager (``desk.rounds``): its calls run on the worker too
            return DeskOnWorker(cast(Desk, value), self._calls)
        if not callable(value) or isinstance(getattr(type(self._desk), name, None), property):
            return value
        calls = self._calls

        @functools.wraps(value)
        def on_worker(*args: Any, **kwargs: Any) -> Any:
            return calls.call(lambda: value(*args, **kwargs))

        return on_worker
