"""A desk in a process of its own typing results into an event on the venue server (``test_concurrent_desks``):
each result is one command; the board is written to ``confirmed`` (and flushed to disk) only after the
command returned, i.e. once the server confirmed the commit."""

from __future__ import annotations

import os
import time
from multiprocessing.synchronize import Event
from pathlib import Path

from arbiter_desk.core.results import ResultCode
from arbiter_desk.store import TournamentStore
from arbiter_desk.store.errors import FileLockedError, ServerUnreachableError


def type_results(
    url: str,
    boards: list[int],
    confirmed: Path,
    hang: Event | None = None,
    hang_after: int = 0,
    pause_s: float = 0.0,
) -> None:
    """Record 1-0 on each board id in turn (``pause_s`` between keys); with ``hang``, after ``hang_after``
    results the next command sets ``hang`` inside its transaction (its result written, not committed) and
    waits there to be killed. Each refusal because the server could not be reached adds a line to
    ``confirmed`` + ``.retries``."""
    store = TournamentStore.open(url)
    with open(confirmed, "a", encoding="utf-8") as log:
        for done, board in enumerate(boards):
            while True:
                try:
                    with store.command("result") as (writer, outcome):
                        outcome.who = f"desk {os.getpid()}"
                        writer.set_board_result(board, ResultCode.WIN, ResultCode.LOSS)
                        if hang is not None and done == hang_after:
                            writer.session.flush()
                            hang.set()
                            time.sleep(600)
                    break
                except FileLockedError:
                    continue  # another desk's transaction held the event longer than the wait: type again
                except ServerUnreachableError:
                    with open(f"{confirmed}.retries", "a", encoding="utf-8") as retries:
                        retries.write(f"{board}\n")
                    time.sleep(0.2)  # the server restarts: the desk keeps the key and types it again
            log.write(f"{board}\n")
            log.flush()
            os.fsync(log.fileno())
            time.sleep(pause_s)
    store.close()
