"""``arbiter-desk`` with no arguments starts the window on the start page (the event loop is replaced)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk import __main__ as entry
from arbiter_desk import app as app_module
from arbiter_desk.ui.common import gc_policy
from arbiter_desk.ui.shell.main_window import MainWindow


@pytest.fixture(autouse=True)
def default_gc() -> Iterator[None]:
    """``run_gui`` starts the desk's garbage-collection policy: the other tests keep Python's default."""
    yield
    gc_policy.disable()


def recorded_windows(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[MainWindow]:
    """The windows ``run_gui`` makes, kept (settings in the test's folder) while its event loop returns at once."""
    windows: list[MainWindow] = []

    class RecordedWindow(MainWindow):
        def __init__(self) -> None:
            super().__init__(settings=QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat))
            windows.append(self)
            qtbot.addWidget(self)

    monkeypatch.setattr(app_module, "MainWindow", RecordedWindow)
    monkeypatch.setattr(QApplication, "exec", lambda _self: 0)
    return windows


def test_no_arguments_opens_the_start_page(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    names = (QApplication.applicationName(), QApplication.organizationName(), QApplication.applicationVersion())
    windows = recorded_windows(qtbot, tmp_path, monkeypatch)
    assert entry.main([]) == 0
    assert len(windows) == 1
    window = windows[0]
    assert window.isVisible()
    assert window.stack.currentWidget() is window.start_page
    assert gc_policy.is_enabled()  # no full collection scans the modules and the window again
    assert window.rating_updates.daily_timer.isActive()  # Q135: the update offered once a day while it runs
    window.rating_updates.daily_timer.stop()
    window.rating_updates.check.wait()  # the start's check (no network in the tests) is over
    assert QApplication.applicationName() == "Arbiter Desk"
    QApplication.setApplicationName(names[0])  # leave the shared QApplication as it was
    QApplication.setOrganizationName(names[1])
    QApplication.setApplicationVersion(names[2])


def test_a_tournament_file_as_argument_opens_it(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``arbiter-desk FILE.adesk`` (what the desktop file association runs) opens the file."""
    from tests.ui.desk_helpers import new_desk

    new_desk(tmp_path, players=3).close()
    windows = recorded_windows(qtbot, tmp_path, monkeypatch)
    names = (QApplication.applicationName(), QApplication.organizationName(), QApplication.applicationVersion())
    assert entry.main([str(tmp_path / "spring.adesk")]) == 0
    (window,) = windows
    assert window.session.path == tmp_path / "spring.adesk"
    assert window.registration_tab.model.rowCount() == 3
    window.rating_updates.daily_timer.stop()
    window.rating_updates.check.wait()
    window.session.close()
    QApplication.setApplicationName(names[0])
    QApplication.setOrganizationName(names[1])
    QApplication.setApplicationVersion(names[2])


def test_the_desktop_entry_opens_tournament_files() -> None:
    root = Path(__file__).resolve().parents[3]
    entry_text = (root / "resources" / "arbiter-desk.desktop").read_text(encoding="utf-8")
    assert "Exec=arbiter-desk %f" in entry_text and "MimeType=application/x-arbiter-desk;" in entry_text
    mime = (root / "resources" / "arbiter-desk-mime.xml").read_text(encoding="utf-8")
    assert 'type="application/x-arbiter-desk"' in mime and 'pattern="*.adesk"' in mime


@pytest.fixture
def restored_language() -> Iterator[None]:
    """The shared QApplication speaks English left to right again after the test."""
    from PySide6.QtCore import Qt

    from arbiter_desk.language import use

    yield
    use("en")
    QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    for translator in QApplication.instance().findChildren(QTranslator):  # type: ignore[union-attr]
        QApplication.removeTranslator(translator)


@pytest.mark.parametrize(
    ("code", "direction", "qt_word"), [("fr", "LeftToRight", "Annuler"), ("ar", "RightToLeft", "ألغِ")]
)
def test_lang_in_front_starts_the_window_in_that_language(
    code: str,
    direction: str,
    qt_word: str,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    restored_language: None,
) -> None:
    """``arbiter-desk --lang fr``: the desk's catalog, Qt's own catalog (standard buttons) and, for Arabic, the
    whole window mirrored."""
    from PySide6.QtCore import QCoreApplication, Qt

    from arbiter_desk.language import active

    windows = recorded_windows(qtbot, tmp_path, monkeypatch)
    assert entry.main(["--lang", code]) == 0
    (window,) = windows
    window.rating_updates.daily_timer.stop()
    window.rating_updates.check.wait()
    assert active().code == code
    assert QApplication.layoutDirection() == getattr(Qt.LayoutDirection, direction)
    assert window.layoutDirection() == getattr(Qt.LayoutDirection, direction)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == qt_word


def test_an_unknown_lang_is_refused_naming_the_known_ones(capsys: pytest.CaptureFixture[str]) -> None:
    assert entry.main(["--lang", "xx"]) == 2
    assert "en, fr, es, de, ru, it, ar" in capsys.readouterr().err
    assert entry.main(["--lang", "fr", "check", "x.trf"]) == 2


def test_the_bundled_fonts_are_registered_for_the_screens() -> None:
    from arbiter_desk.ui.settings.desk_language import register_fonts

    assert "DejaVu Sans" in register_fonts()
