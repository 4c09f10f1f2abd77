"""PySide6 6.12.0 on Python 3.11 drops a reference to None with every void Qt call; the ui layer raises None's
count once, so that printing a big cross table (about 10^5 such calls) no longer kills the program."""

from __future__ import annotations

import sys

import pytest

import arbiter_desk.ui  # noqa: F401  (the guard runs on import)
from arbiter_desk.ui.common.none_refcount import MARGIN, guard_none_refcount


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_none_keeps_a_margin_no_session_can_use_up() -> None:
    guard_none_refcount()  # a second call adds nothing
    assert MARGIN < sys.getrefcount(None) < 2 * MARGIN
