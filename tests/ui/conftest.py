"""GUI tests never block on a modal warning dialog: one that a test did not script (``tests/ui/warning_keys``)
fails the test at once, naming the warnings (the desk never skips a warning, Q218–221)."""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from arbiter_desk.core.warnings import DeskWarning
from arbiter_desk.ui import prompts


def _unexpected(_parent: QWidget | None, warnings: Sequence[DeskWarning], offer_leave_fide: bool = False) -> object:
    raise AssertionError(f"a warning dialog the test did not script: {[w.title for w in warnings]}")


@pytest.fixture(autouse=True)
def no_unscripted_warning_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prompts, "confirm_warnings", _unexpected)


MODAL_LIMIT_S = 60.0
"""How long a modal dialog may stay up unanswered before the test is failed and the dialog closed: a scripted answer
comes within seconds; without this, a dialog nobody answers blocks ``exec()`` and the whole run with it (no Python
code runs there, so pytest-timeout's alarm never gets its turn)."""


@pytest.fixture(autouse=True)
def no_modal_dialog_hangs_the_run() -> Iterator[None]:
    """Every second, look at the active modal dialog; one left unanswered for ``MODAL_LIMIT_S`` is closed and the
    test fails naming it. After the test, dialogs it left open are closed so the next test never answers them."""
    app = QApplication.instance()
    if app is None:
        yield
        return
    since: dict[int, float] = {}
    stuck: list[str] = []

    def look() -> None:
        widget = QApplication.activeModalWidget()
        if widget is None:
            since.clear()
            return
        first = since.setdefault(id(widget), time.monotonic())
        if time.monotonic() - first > MODAL_LIMIT_S:
            text = widget.text() if isinstance(widget, QMessageBox) else ""
            stuck.append(f"{type(widget).__name__} {widget.windowTitle()!r} {text!r}")
            widget.close()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(1000)
    yield
    timer.stop()
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.close()
    if stuck:
        pytest.fail(f"a modal dialog nobody answered for {MODAL_LIMIT_S:.0f} s: {stuck}")
