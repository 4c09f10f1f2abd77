"""``arbiter-desk --self-test``: the window and the services end to end, headless, in a temporary folder.

Builds the main window over a desk session, opens the demo tournament (imported into a temporary folder,
never the user's data folder), pairs the next round through the session, checks that its boards exist, opens
the user's guide at the page of the tab in front (F1) and closes. The installer's smoke test runs it on the
built bundle to prove that Qt, its platform plugins, the store and the package data (the guide too) made it into
the bundle. Exit code 0 when everything worked, 1 otherwise.
"""

from __future__ import annotations

import importlib
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TextIO, cast

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.formats.trf import write_trf
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.shell.main_window import MainWindow

DEMO_MODULE = "arbiter_desk.services.event.demo"


class SelfTestError(Exception):
    """A check of the self-test failed."""


def open_generated(folder: Path) -> Desk:
    """A small generated tournament with rounds left to pair (TRF written, then imported): the fallback when
    the program has no demo tournament."""
    played = generate_tournament(find_system("dubov"), GeneratorOptions(players=10, rounds=3, seed=8))
    trf = folder / "self-test.trf"
    trf.write_text(write_trf(replace(played, total_rounds=5)), encoding="utf-8")
    return Desk.import_trf(folder / "self-test.adesk", trf)


def find_opener() -> tuple[str, Callable[[Path], Desk]]:
    """The demo's opener when the program ships a demo tournament, else the generated fallback."""
    try:
        demo = importlib.import_module(DEMO_MODULE)
    except ModuleNotFoundError as exc:
        if exc.name != DEMO_MODULE:
            raise
        return "generated", open_generated
    return "demo", cast(Callable[[Path], Desk], demo.open_demo)


def _close_modal_dialogs(problems: list[str]) -> None:
    """A modal dialog would block a headless run for ever: close it and count it as a failure."""
    dialog = QApplication.activeModalWidget()
    if dialog is not None:
        problems.append(f"unexpected dialog: {dialog.windowTitle()!r}")
        dialog.close()


def run_self_test(folder: Path, out: TextIO) -> int:
    """Run the checks with files in ``folder``; needs a QApplication. Returns the exit code."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("run_self_test needs a QApplication")
    problems: list[str] = []
    watchdog = QTimer()
    watchdog.setInterval(200)
    watchdog.timeout.connect(lambda: _close_modal_dialogs(problems))
    watchdog.start()
    session = DeskSession()
    window = MainWindow(session)
    session.failed.connect(problems.append)
    try:
        window.show()
        app.processEvents()
        _check(session, folder, out)
        app.processEvents()
        _check_guide(window, out)
        _check_languages(out)
    except SelfTestError as exc:
        problems.append(str(exc))
    finally:
        session.close()
        window.close()
        watchdog.stop()
        app.processEvents()
    for problem in problems:
        print(f"self-test failed: {problem}", file=out)
    if problems:
        return 1
    print("self-test passed", file=out)
    return 0


def _check(session: DeskSession, folder: Path, out: TextIO) -> None:
    source, opener = find_opener()
    if not session.open_with(lambda: opener(folder)):
        raise SelfTestError(f"could not open the {source} tournament")
    desk = session.require()
    settings = desk.settings.current()
    print(f"tournament: {source} ({settings.info.name}), {len(desk.players.all())} players", file=out)
    if session.run(lambda d: d.rounds.pair_next_round()) is None:
        raise SelfTestError("pairing the next round was refused")
    rounds = desk.rounds.all()
    if not rounds:
        raise SelfTestError("no round after pairing")
    boards = desk.rounds.boards(rounds[-1].number)
    if not boards:
        raise SelfTestError(f"round {rounds[-1].number} has no boards")
    print(f"paired round {rounds[-1].number}: {len(boards)} boards", file=out)


def _check_guide(window: MainWindow, out: TextIO) -> None:
    """F1 in the main window (Help → User's guide): the page of the tab in front, from the bundled guide. A copy
    run from its source has no built guide: said, not failed (the bundle's smoke test requires the page)."""
    viewer = window.guide_help.open_for_focus()
    try:
        if not window.guide_help.book.is_built:
            print("guide: not built", file=out)
            return
        target = viewer.current_target()
        if not viewer.browser.documentTitle():
            raise SelfTestError(f"the guide's page {target} is empty")
        print(f"guide: {target} ({viewer.browser.documentTitle()})", file=out)
    finally:
        viewer.close()


def _check_languages(out: TextIO) -> None:
    """One catalog (French) translates a message of the sheets, and names sort by the collation table: the
    compiled catalogs and pyuca's data made it into the bundle."""
    from arbiter_desk.core.text import tr
    from arbiter_desk.language import CatalogError, language, say
    from arbiter_desk.language.collation import name_sort_key

    message = tr("Round {number} of {total}", number=1, total=9)
    try:
        french = say(message, "fr")
    except CatalogError as error:
        raise SelfTestError(str(error)) from error
    if french == say(message, "en"):
        raise SelfTestError("the French catalog left a sheet's message in English")
    order = sorted(["Ñandú", "Nzuzo", "Olsen"], key=lambda name: name_sort_key(name, language("es")))
    print(f"catalog: fr ({french}); collation: es ({', '.join(order)})", file=out)
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

    qt_catalog = QTranslator()
    if not qt_catalog.load("qtbase_ar", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        raise SelfTestError("Qt's own Arabic catalog (qtbase_ar.qm) is missing: standard buttons would stay English")
    QCoreApplication.installTranslator(qt_catalog)
    try:
        print(f"qt catalog: ar ({QCoreApplication.translate('QPlatformTheme', 'Cancel')})", file=out)
    finally:
        QCoreApplication.removeTranslator(qt_catalog)


def main() -> int:
    """The ``--self-test`` entry: offscreen Qt unless told otherwise, settings and files in a temporary folder."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="arbiter-desk-selftest-") as tmp:
        for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(fmt, QSettings.Scope.UserScope, tmp)
        app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "arbiter-desk"])
        app.setApplicationName(PROGRAM_NAME)
        app.setOrganizationName("Arbiter Desk")
        print(f"{PROGRAM_NAME} {__version__} self-test (Qt platform {QApplication.platformName()})")
        return run_self_test(Path(tmp), sys.stdout)
