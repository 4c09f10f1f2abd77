"""Test set-up shared by the whole suite: Qt runs headless."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from arbiter_desk.store.repository import TournamentStore

TournamentStore.verify_journal = True
"""Every command of the suite also compares every journaled table before and after it: the oracle that the
journal records exactly the rows a command touched."""


@pytest.fixture(autouse=True)
def _no_unexpected_warning_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A warning dialog (``ui.prompts.confirm_warnings``) that a test did not script fails the test instead of
    waiting for ever for keys nobody presses (tests answer it through ``tests/ui/warning_keys.script``)."""
    from arbiter_desk.ui.common import prompts

    def unexpected(_parent: object, warnings: object, offer_leave_fide: bool = False) -> object:
        raise AssertionError(f"an unexpected warning dialog: {warnings}")

    monkeypatch.setattr(prompts, "confirm_warnings", unexpected)


from tests.guide_build import built_guide  # noqa: E402, F401  (fixture)
from tests.venue_server import event_url, postgres_url, store_location  # noqa: E402, F401  (fixtures)


@pytest.fixture(autouse=True)
def _no_unbounded_sql_on_the_gui_thread() -> object:
    """A statement a venue-server desk sends on the GUI thread without a client-side limit fails the test: a
    hung server would freeze the window (``store.server_connection``)."""
    import threading

    from arbiter_desk.store import server_connection

    def guard() -> None:
        if threading.current_thread() is threading.main_thread() and server_connection.answer_limit_s() is None:
            raise AssertionError("SQL on the GUI thread without a limit on the wait for the server's answer")

    server_connection.SQL_WATCH.append(guard)
    yield
    server_connection.SQL_WATCH.remove(guard)


HANG_MARGIN_S = 120
"""Beyond a test's own timeout, how long before the whole run is ended with every thread's stack printed."""


def _uncaptured_stderr(config: pytest.Config) -> int:
    """The terminal's stderr as pytest's faulthandler plugin keeps it (fd 2 itself is captured during a test)."""
    try:
        from _pytest.faulthandler import fault_handler_stderr_fd_key

        return config.stash[fault_handler_stderr_fd_key]
    except (ImportError, KeyError):
        return 2


@pytest.fixture(autouse=True)
def _a_hung_test_ends_the_run_with_its_stacks(request: pytest.FixtureRequest) -> object:
    """pytest-timeout's alarm is Python code: it never runs while the main thread is blocked inside C (a Qt
    ``exec()`` nobody answers, a socket read). Past the test's timeout plus a margin, faulthandler's own thread
    prints every stack and ends the process, so a hang costs minutes and names itself instead of eating the run."""
    import faulthandler

    marker = request.node.get_closest_marker("timeout")
    limit = float(marker.args[0]) if marker and marker.args else float(request.config.getini("timeout") or 900)
    faulthandler.dump_traceback_later(limit + HANG_MARGIN_S, exit=True, file=_uncaptured_stderr(request.config))
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture(autouse=True)
def _no_web_beyond_this_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rating-list update (``services.rating_download``) may only reach the tests' own server on 127.0.0.1:
    a test that would ask FIDE's site (the desk's default address, the daily offer at start) finds no network."""
    import urllib.error
    import urllib.parse
    import urllib.request

    real = urllib.request.urlopen

    def loopback_only(request: object, *args: object, **kwargs: object) -> object:
        url = request.full_url if isinstance(request, urllib.request.Request) else str(request)
        if urllib.parse.urlsplit(url).hostname not in ("127.0.0.1", "localhost", "::1"):
            raise urllib.error.URLError(f"the tests never leave this computer ({url})")
        return real(request, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(urllib.request, "urlopen", loopback_only)


MODAL_LIMIT_S = 60.0
"""How long a modal dialog may stay up unanswered before the test is failed and the dialog closed: a scripted answer
comes within seconds; without this, a dialog nobody answers blocks ``exec()`` and the whole run with it (no Python
code runs there, so pytest-timeout's alarm never gets its turn)."""


@pytest.fixture(autouse=True)
def _no_modal_dialog_outlives_its_test() -> object:
    """While a test runs, a modal dialog left unanswered for ``MODAL_LIMIT_S`` is closed and the test fails naming
    it; a modal dialog still open when the test ends is closed (the next test's scripted answer would go to it).
    Only ``QApplication.activeModalWidget`` is asked: walking every top-level widget between tests is not safe
    while Qt still deletes some of them."""
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None:
        yield
        return
    since: dict[int, float] = {}
    stuck: list[str] = []

    def name(widget: object) -> str:
        text = widget.text() if isinstance(widget, QMessageBox) else ""
        return f"{type(widget).__name__} {widget.windowTitle()!r} {text!r}"  # type: ignore[attr-defined]

    def look() -> None:
        widget = QApplication.activeModalWidget()
        if widget is None:
            since.clear()
            return
        if time.monotonic() - since.setdefault(id(widget), time.monotonic()) > MODAL_LIMIT_S:
            stuck.append(name(widget))
            widget.close()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(1000)
    yield
    timer.stop()
    for _ in range(5):  # a dialog a test opened and left: closed, so the next test's answers never go to it
        left = QApplication.activeModalWidget()
        if left is None:
            break
        left.close()
    if stuck:
        pytest.fail(f"a modal dialog nobody answered: {stuck}")
