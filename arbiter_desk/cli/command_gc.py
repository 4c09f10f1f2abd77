"""When a command lets Python's cyclic garbage collector scan the whole process.

A command reads a file into millions of small objects that live until it ends: a 9,999-player file's
snapshot, its tie-break records and their terms. Each full (generation-2) collection scans every one of them,
and the allocations of the work set one off again and again: measured, a third of the CPU of ``standings``
on a 9,999 × 9 file (5.7 s with them, 4.6 s without). Those objects are frozen dataclasses and tuples
without reference cycles — reference counting frees them — so while a command runs only the young
generations are collected (they still free the short-lived cycles of the libraries); the full collections
resume when it ends. The desk's window has its own policy (``ui.gc_policy``).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

POSTPONED = 1_000_000
"""Generation-2 threshold while a command runs: the full collections wait for the command's end."""


@contextmanager
def young_collections_only() -> Iterator[None]:
    """Run the block with full collections postponed (Python's thresholds restored after it)."""
    first, second, third = gc.get_threshold()
    gc.set_threshold(first, second, max(third, POSTPONED))
    try:
        yield
    finally:
        gc.set_threshold(first, second, third)
