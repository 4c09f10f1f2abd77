"""Renders the desk's real windows into the guide's images: ``python docs/make_screenshots.py [OUT]`` (default
``docs/images``), offscreen, so a new version's guide shows the new screens.

The main window is driven through its own menu actions and buttons over the demo tournament and a few
prepared events (a new event, a team event, a round robin before round 1); every dialog it opens goes through
``prompts.run_dialog``, which is replaced here by a camera: the dialog is shown, saved as
``<title-slug>.png`` (or the name the step asks for) and cancelled. Nothing is written outside a temporary
folder but the images. ``tests/docs`` runs it (that it makes every image, not what the pixels are).
"""

from __future__ import annotations

import io
import os
import re
import runpy
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget  # noqa: E402

from arbiter_desk import cli  # noqa: E402
from arbiter_desk.core.tournament import TournamentInfo  # noqa: E402
from arbiter_desk.core.warnings import DeskWarning  # noqa: E402
from arbiter_desk.services.event.data import (  # noqa: E402
    GameResult,
    PlayerData,
    SettingsRecord,
)
from arbiter_desk.services.event.desk import Desk  # noqa: E402
from arbiter_desk.ui.common import prompts  # noqa: E402
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer, WarningDialog  # noqa: E402
from arbiter_desk.ui.guide.guide_viewer import GuideBook, GuideWindow  # noqa: E402
from arbiter_desk.ui.results.result_keys import result_for_key  # noqa: E402
from arbiter_desk.ui.shell.main_window import MainWindow  # noqa: E402

DEFAULT_OUT = ROOT / "docs" / "images"
CAMERA_MESSAGES: list[str] = []
WINDOW_SIZE = (1100, 680)


def slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:50] or "dialog"


class Camera:
    """Saves widgets as PNG files; stands in for the desk's modal prompts while the steps run."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.made: list[Path] = []
        self.names: list[str] = []
        """Names for the next dialogs, in the order they open (else the title's slug)."""
        self.messages: list[str] = []

    def save(self, widget: QWidget, name: str, size: tuple[int, int] | None = None) -> Path:
        if size is None and isinstance(widget, MainWindow):
            size = WINDOW_SIZE
        if size is not None:
            widget.resize(*size)
        widget.show()
        for _ in range(3):
            QApplication.processEvents()
        path = self.out / f"{name}.png"
        if not widget.grab().save(str(path)):
            raise RuntimeError(f"could not write {path}")
        self.made.append(path)
        return path

    def dialog(self, dialog: QDialog) -> bool:
        """``prompts.run_dialog``: the dialog saved, then cancelled."""
        name = self.names.pop(0) if self.names else slug(dialog.windowTitle())
        self.save(dialog, name)
        dialog.reject()
        dialog.hide()
        return False

    def warnings(
        self, parent: QWidget | None, warnings: Sequence[DeskWarning], offer_leave_fide: bool = False
    ) -> WarningAnswer:
        dialog = WarningDialog(warnings, parent, offer_leave_fide)
        self.dialog(dialog)
        dialog.deleteLater()
        return WarningAnswer.CANCELLED

    @contextmanager
    def standing_in(self) -> Iterator[None]:
        names = ("run_dialog", "confirm_warnings", "warn", "inform", "confirm", "ask_text", "choose", "open_file")
        saved = {name: getattr(prompts, name) for name in names}
        prompts.run_dialog = self.dialog
        prompts.confirm_warnings = self.warnings
        prompts.warn = lambda _parent, message: self.messages.append(message)
        prompts.inform = lambda _parent, _title, text: self.messages.append(text)
        prompts.confirm = lambda _parent, question: self.messages.append(question) is not None
        prompts.ask_text = lambda _parent, _title, _label: "shown in the user's guide"
        prompts.choose = lambda _parent, _message, _choices: None
        prompts.open_file = lambda _parent, _title, _folder, _filters: None
        try:
            yield
        finally:
            for name, value in saved.items():
                setattr(prompts, name, value)


def open_dialog(camera: Camera, name: str, trigger: Callable[[], object]) -> None:
    camera.names.append(name)
    trigger()
    camera.names.clear()


def window_modal(camera: Camera, name: str, dialog: QDialog | None) -> None:
    """A dialog the desk opens with ``open()`` (window-modal, not through ``prompts.run_dialog``)."""
    if dialog is None:
        raise RuntimeError(f"no dialog for {name}")
    camera.save(dialog, name)
    dialog.reject()
    dialog.deleteLater()


def run_to_dialog(camera: Camera, start: Callable[[], object], seconds: float = 60) -> None:
    """A command that works in the background, then shows its dialog: wait for the camera to take it."""
    wanted = len(camera.made) + 1
    start()
    deadline = time.monotonic() + seconds
    while len(camera.made) < wanted and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.02)
    if len(camera.made) < wanted:
        raise RuntimeError(f"the background command showed no dialog: {camera.messages[-3:]}")


def click(button: QPushButton) -> None:
    if not button.isEnabled():
        raise RuntimeError(f"the button {button.text()!r} is off: {button.toolTip()}")
    button.click()


def individual_event(window: MainWindow, camera: Camera) -> None:
    """The demo tournament: every tab, the round's work and the dialogs of the menus."""
    window.desk_actions["open_demo"].trigger()
    session = window.session
    w = window
    w.show_tab(0)
    camera.save(w, "tab-registration")
    open_dialog(camera, "dialog-add-player", lambda: click(w.registration_tab.add_button))
    open_dialog(camera, "dialog-ratings-for-pairing", lambda: click(w.registration_tab.ratings_button))
    open_dialog(camera, "dialog-byes-and-withdrawals", lambda: click(w.registration_tab.byes_button))
    w.show_tab(1)
    camera.save(w, "tab-late-entries")
    w.show_tab(2)
    camera.save(w, "tab-pairing-before")
    session.run(lambda d: d.rounds.pair_next_round())
    w.show_tab(2)
    w.pairing_tab.select_board(2)
    camera.save(w, "tab-pairing-draft")
    window_modal(camera, "dialog-edit-pairings", w.pairing_tab.make_override_dialog())
    session.run(lambda d: d.rounds.publish_round())
    w.show_tab(1)
    camera.save(w, "tab-late-entries-round-4")
    open_dialog(camera, "dialog-late-entry", lambda: click(w.late_entries_tab.add_button))
    w.late_entries_tab.panel.table.selectRow(3)
    open_dialog(camera, "dialog-withdraw", lambda: click(w.late_entries_tab.withdraw_button))
    w.show_tab(3)
    results = w.results_tab
    for row, key in enumerate("1=01=10=1"):
        results.enter(row, _result(key))
    results.view.selectRow(2)
    camera.save(w, "tab-results")
    results.view.setCurrentIndex(results.model.index(2, 0))
    window_modal(camera, "dialog-rating-correction", results.open_rating_correction())
    results.set_check_mode(True)
    for row, key in enumerate("1=10"):
        results.enter(row, _result(key))
    camera.save(w, "tab-results-re-entry-check")
    results.set_check_mode(False)
    w.show_tab(4)
    camera.save(w, "tab-standings")
    w.standings_tab.select_player(1)
    camera.save(w, "tab-standings-breakdown")
    w.rounds_check.shown.connect(lambda dialog: window_modal(camera, "dialog-check-all-rounds", dialog))
    run_to_dialog(camera, w.rounds_check.run)
    for key, name in (
        ("settings", "dialog-tournament-settings"),
        ("prohibited_pairs", "dialog-prohibited-pairs"),
        ("prize_categories", "dialog-prize-categories"),
        ("long_event", "dialog-event-over-30-days"),
        ("rating_settings", "dialog-ratings-and-lists"),
        ("update_lists", "dialog-update-rating-lists"),
        ("tournament_ratings", "dialog-tournament-ratings"),
        ("exchange_tpns", "dialog-exchange-pairing-numbers"),
        ("print", "dialog-print"),
        ("export_pdf", "dialog-export-pdf"),
        ("shortcuts", "dialog-keyboard-shortcuts"),
        ("connect_server", "dialog-venue-server"),
        ("leave_fide_mode", "dialog-warning-leave-fide-mode"),
    ):
        open_dialog(camera, name, lambda key=key: w.desk_actions[key].trigger())


def _result(key: str) -> GameResult | str:
    value = result_for_key(key)
    if value is None:
        raise ValueError(f"no result key {key!r}")
    return value


def new_event(window: MainWindow, camera: Camera) -> None:
    open_dialog(camera, "dialog-new-tournament", lambda: window.desk_actions["new"].trigger())


def open_file(window: MainWindow, path: Path) -> None:
    if not window.session.open_with(lambda: Desk.open(path)):
        raise RuntimeError(f"could not open {path}")


def team_event(window: MainWindow, camera: Camera, folder: Path) -> None:
    """A generated Team Swiss (C.04.6): its four tabs and the team dialogs."""
    trf, adesk = folder / "team.trf", folder / "team.adesk"
    generate = ["generate", "--system", "team", "--teams", "10", "--boards", "4", "--rounds", "5", "--seed", "5"]
    if (
        cli.run([*generate, "-o", str(trf)], io.StringIO()) != 0
        or cli.run(["import", str(trf), "-o", str(adesk)], io.StringIO()) != 0
    ):
        raise RuntimeError("the team event could not be generated")
    open_file(window, adesk)
    w = window
    w.show_tab(0)
    w.teams_tab.view.selectRow(1)
    camera.save(w, "team-tab-teams")
    open_dialog(camera, "dialog-register-team", lambda: click(w.teams_tab.add_button))
    w.show_tab(1)
    camera.save(w, "team-tab-pairing")
    open_dialog(camera, "dialog-line-up", lambda: click(w.team_pairing_tab.lineup_button))
    w.show_tab(2)
    camera.save(w, "team-tab-results")
    w.show_tab(3)
    camera.save(w, "team-tab-standings")
    window.session.close()


def round_robin_event(window: MainWindow, camera: Camera, folder: Path) -> None:
    """A round robin (C.05) of eight before round 1: the pairing numbers' dialog, then round 1 paired."""
    info = TournamentInfo(name="Club Championship", city="Graz", federation="AUT", chief_arbiter="Huber, Eva")
    desk = Desk.create(folder / "club.adesk", SettingsRecord(info=info, total_rounds=7, pairing_system="round-robin"))
    names = ("Huber, Lena", "Gruber, Max", "Bauer, Anna", "Wagner, Paul", "Pichler, Sara", "Steiner, Felix",
             "Moser, Julia", "Hofer, Jakob")  # fmt: skip
    for number, name in enumerate(names):
        desk.players.register_player(PlayerData(name, rating=2210 - 37 * number, fide_id=1_600_000 + number))
    desk.close()
    open_file(window, folder / "club.adesk")
    open_dialog(camera, "dialog-round-robin-numbers", lambda: window.desk_actions["round_robin_numbers"].trigger())
    window.session.run(lambda d: d.rounds.pair_next_round())
    window.show_tab(2)
    window.pairing_tab.select_board(1)
    camera.save(window, "round-robin-pairing")
    window.session.close()


def guide_window(camera: Camera, folder: Path) -> None:
    """The guide itself in the desk's viewer (built from these sources into a temporary folder)."""
    source, built = folder / "docs", folder / "guide"
    shutil.copytree(ROOT / "docs", source, ignore=shutil.ignore_patterns("_build", "__pycache__", "guide-window.png"))
    shutil.copy(ROOT / "pyproject.toml", folder)  # the version the pages show
    for image in camera.made:  # the images just made, wherever they were written
        shutil.copy(image, source / "images" / image.name)
    (source / "images" / "guide-window.png").write_bytes(camera.made[0].read_bytes())  # itself: not made yet
    runpy.run_path(str(ROOT / "docs" / "build_guide.py"))["build"](built, source)
    viewer = GuideWindow(GuideBook(built))
    viewer.show_target("tabs/results.html")
    camera.save(viewer, "guide-window", (900, 600))
    viewer.close()


def main(out: Path = DEFAULT_OUT) -> list[Path]:
    """Every screenshot into ``out``; returns the files written."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out.mkdir(parents=True, exist_ok=True)
    camera = Camera(out)
    CAMERA_MESSAGES.clear()
    camera.messages = CAMERA_MESSAGES
    with tempfile.TemporaryDirectory(prefix="arbiter-desk-screens-") as tmp:
        folder = Path(tmp)
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        with camera.standing_in():
            window = MainWindow(settings=settings, data_folder=lambda: folder)
            window.resize(*WINDOW_SIZE)
            camera.save(window, "start-page")
            new_event(window, camera)
            individual_event(window, camera)
            window.session.close()
            team_event(window, camera, folder)
            round_robin_event(window, camera, folder)
            window.close()
            guide_window(camera, folder)
    del app
    return camera.made


if __name__ == "__main__":
    made = main(Path(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1] != "-v" else DEFAULT_OUT)
    if "-v" in sys.argv:
        print(*CAMERA_MESSAGES, sep="\n---\n")
    print(f"{len(made)} screenshots in {made[0].parent if made else DEFAULT_OUT}")
