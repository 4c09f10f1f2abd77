"""A cooperative stop for long pairing runs: the kit calls :func:`checkpoint` before each matching it computes
(several per bracket, in every system that uses the kit), and a caller that runs the engine under
:func:`stop_when` makes the engine give up there by raising from its check.

The pairing itself never depends on it: with no check set (the command line, the tests), ``checkpoint`` does
nothing; a check that raises ends the run without a result. The check lives in a context variable, so one
thread's cancel never reaches another thread's pairing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_check: ContextVar[Callable[[], None] | None] = ContextVar("pairing_checkpoint", default=None)


def checkpoint() -> None:
    """Let the caller stop the pairing here (its check raises); otherwise nothing happens."""
    check = _check.get()
    if check is not None:
        check()


@contextmanager
def stop_when(check: Callable[[], None]) -> Iterator[None]:
    """Run the block with ``check`` called at every checkpoint of the pairing kit in this thread."""
    token = _check.set(check)
    try:
        yield
    finally:
        _check.reset(token)
