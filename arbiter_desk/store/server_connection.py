"""How a desk talks to the venue server: every wait for the server's answer is bounded on the client.

A server that is stopped (``SIGSTOP``, a frozen virtual machine, a dead switch that still holds the link) keeps
its TCP connections open: the kernel acknowledges every packet and answers the keepalives, so neither
``statement_timeout`` (the server must run to enforce it) nor TCP keepalives ever fire, and a desk waiting for
its answer would wait for ever. So the driver's own waiting loop is given a limit: on the GUI thread
``ANSWER_WAIT_S`` for each round trip (connecting included), after which the connection is dropped and the
command fails with :class:`NoAnswerError` (the store says "the venue server does not answer"; nothing of the
change was kept unless the server had committed it before it stopped, which the desk re-reads). Other threads
(a background read of a big event may take longer than two seconds on a busy server) wait up to
``BACKGROUND_WAIT_S``, longer than any statement may run on the server, unless they ask for another limit
(``answer_wait``).

The server-side limits still apply for a server that runs but is slow or blocked (``statement_timeout``,
``lock_timeout``), and keepalives notice a pulled cable within seconds.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import errors as pg_errors

ANSWER_WAIT_S = 2.0
"""How long the GUI thread waits for one answer of the server before the desk says it does not answer."""
CONNECT_TIMEOUT_S = 2
"""libpq's connect timeout (its smallest value); the client-side limit above bounds it as well."""
STATEMENT_TIMEOUT_MS = 30_000
"""A statement still running after this is cancelled by the server (a runaway query never holds the event)."""
BACKGROUND_WAIT_S = STATEMENT_TIMEOUT_MS / 1000 + 15
"""Off the GUI thread: an answer later than the server's own statement limit allows means it hangs."""
DESK_CALL_WAIT_S = ANSWER_WAIT_S
"""On a desk window's worker thread, how long one answer may take before the call fails (the typist waits for
it: a result key is confirmed or refused within a few seconds, never minutes; a connection attempt takes up to
twice this with ``sslmode=prefer``, which tries TLS first). The window's own watchdog covers a call of several
round trips, each answered just in time."""
BACKGROUND_CONNECT_S = 10
"""Off the GUI thread, how long connecting may take (the server answers a connection at once when it runs)."""
KEEPALIVES = {"keepalives": 1, "keepalives_idle": 5, "keepalives_interval": 2, "keepalives_count": 2}
"""A pulled cable is noticed within about ten seconds, not after the system's two hours."""

_UNSET = object()
_local = threading.local()


class NoAnswerError(psycopg.OperationalError):
    """The server accepted the connection but gave no answer within the client's limit; the connection was
    dropped (a transaction in progress is rolled back by the server once it runs again)."""


def answer_limit_s() -> float | None:
    """The limit for one answer of the server on this thread (None: no client-side limit)."""
    given: float | object | None = getattr(_local, "limit", _UNSET)
    if given is None or isinstance(given, float | int):
        return given
    return ANSWER_WAIT_S if threading.current_thread() is threading.main_thread() else BACKGROUND_WAIT_S


@contextmanager
def answer_wait(seconds: float | None) -> Iterator[None]:
    """Within the block, this thread waits at most ``seconds`` for each answer of the server."""
    before = getattr(_local, "limit", _UNSET)
    _local.limit = seconds
    try:
        yield
    finally:
        if before is _UNSET:
            del _local.limit
        else:
            _local.limit = before


SQL_WATCH: list[Callable[[], None]] = []
"""Called before each statement a desk's engine sends, on the sending thread (the tests' guard: no statement
on the GUI thread without a client-side limit)."""


class WatchedConnection(psycopg.Connection[Any]):
    """A psycopg connection whose waits for the server are bounded by ``answer_limit_s``."""

    def wait(self, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
        limit = answer_limit_s()
        if limit is None or (timeout is not None and timeout <= limit):
            return super().wait(gen, interval, timeout)
        try:
            return super().wait(gen, interval, limit)
        except pg_errors._WaitTimeout:  # the driver's own "no answer in time" (not a server error)
            self.close()
            raise NoAnswerError(f"the venue server does not answer (no reply within {limit:g} s)") from None

    @classmethod
    def connect(cls, conninfo: str = "", **kwargs: Any) -> WatchedConnection:
        limit = answer_limit_s()
        if limit is not None:
            kwargs["connect_timeout"] = max(CONNECT_TIMEOUT_S, int(min(limit, BACKGROUND_CONNECT_S) + 0.999))
        try:
            return super().connect(conninfo, **kwargs)
        except psycopg.errors.ConnectionTimeout:
            raise NoAnswerError(f"the venue server does not answer (no reply within {limit or '?'} s)") from None


def connection_options(application_name: str) -> dict[str, Any]:
    """What every desk connection sets: its name in ``pg_stat_activity``, timeouts and keepalives."""
    return {
        "connect_timeout": CONNECT_TIMEOUT_S,
        "application_name": application_name,
        **KEEPALIVES,
    }
