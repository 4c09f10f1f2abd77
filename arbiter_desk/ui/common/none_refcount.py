"""A guard against PySide6 6.12.0 dropping a reference to ``None`` on Python 3.11.

Measured here: every call of a Qt method returning ``void`` (``QPainter.fillRect``, ``setFont``, ``setPen``,
``QLabel.setText``, …) lowers ``sys.getrefcount(None)`` by one. Printing a cross table of 1,000 players makes
about a hundred thousand such calls and the program died with "Fatal Python error: none_dealloc". From
Python 3.12 ``None`` is immortal and nothing happens. On 3.11 its count is raised once by a margin no session
can use up; ``None`` is a static object that is never freed, so the count has no other meaning.
"""

from __future__ import annotations

import ctypes
import sys

MARGIN = 1 << 40


def guard_none_refcount() -> None:
    """Raise the reference count of ``None`` by ``MARGIN`` (once per process; nothing from Python 3.12)."""
    global _guarded
    if _guarded or sys.version_info >= (3, 12):
        return
    ctypes.c_ssize_t.from_address(id(None)).value += MARGIN
    _guarded = True


_guarded = False
