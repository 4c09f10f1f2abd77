"""GUI tests never block on a modal warning dialog: one that a test did not script (``tests/ui/warning_keys``)
fails the test at once, naming the warnings (the desk never skips a warning, Q218–221); and the window never
sends SQL to a venue server on the GUI thread."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import FrameType

import pytest
from PySide6.QtWidgets import QWidget
from sqlalchemy import Connection, Engine, event

import arbiter_desk.app as app_module
import arbiter_desk.ui as ui_package
from arbiter_desk.core.warnings import DeskWarning
from arbiter_desk.ui.common import prompts


def _unexpected(_parent: QWidget | None, warnings: Sequence[DeskWarning], offer_leave_fide: bool = False) -> object:
    raise AssertionError(f"a warning dialog the test did not script: {[w.title for w in warnings]}")


@pytest.fixture(autouse=True)
def no_unscripted_warning_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prompts, "confirm_warnings", _unexpected)


UI_CODE = (str(Path(ui_package.__file__).parent) + os.sep, str(Path(app_module.__file__)))


@pytest.fixture(autouse=True)
def no_server_sql_on_the_gui_thread() -> Iterator[list[str]]:
    """Any SQL the window sends to a venue server (PostgreSQL) on the GUI thread fails the test: a hung server
    would freeze the window however short the statement (``ui.server_calls``). The test's own set-up (an event
    created by the services directly) is not the window's: only statements with window code on their call
    stack count. Each is refused where it runs and, in case the window swallowed that error, again at the end."""
    found: list[str] = []

    def guard(connection: Connection, _cursor: object, statement: str, *_args: object) -> None:
        if connection.dialect.name != "postgresql" or threading.current_thread() is not threading.main_thread():
            return
        frame: FrameType | None = sys._getframe(1)
        while frame is not None:
            if frame.f_code.co_filename.startswith(UI_CODE):
                where = f"{frame.f_code.co_filename}:{frame.f_lineno} ({frame.f_code.co_name})"
                found.append(f"{where}: {statement[:80]}")
                raise AssertionError(f"SQL for the venue server on the GUI thread, from {where}")
            frame = frame.f_back

    event.listen(Engine, "before_cursor_execute", guard)
    try:
        yield found
    finally:
        event.remove(Engine, "before_cursor_execute", guard)
    assert not found, "SQL for the venue server ran on the GUI thread:\n" + "\n".join(found)


@pytest.fixture
def french() -> Iterator[None]:
    """The desk speaks French for the test (its real catalog)."""
    from tests.ui.pseudo_locale import speaking

    with speaking("fr"):
        yield


@pytest.fixture
def german() -> Iterator[None]:
    """The desk speaks German for the test (its real catalog)."""
    from tests.ui.pseudo_locale import speaking

    with speaking("de"):
        yield
