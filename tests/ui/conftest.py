"""GUI tests never block on a modal warning dialog: one that a test did not script (``tests/ui/warning_keys``)
fails the test at once, naming the warnings (the desk never skips a warning, Q218–221)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtWidgets import QWidget

from arbiter_desk.core.warnings import DeskWarning
from arbiter_desk.ui import prompts


def _unexpected(_parent: QWidget | None, warnings: Sequence[DeskWarning], offer_leave_fide: bool = False) -> object:
    raise AssertionError(f"a warning dialog the test did not script: {[w.title for w in warnings]}")


@pytest.fixture(autouse=True)
def no_unscripted_warning_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prompts, "confirm_warnings", _unexpected)
