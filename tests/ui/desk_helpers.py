"""Shared set-up of the desk's GUI tests: real tournament files in ``tmp_path``, isolated Qt settings,
and a stand-in for ``prompts.run_dialog`` that fills a dialog and presses OK without showing it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.event.data import PlayerData, SettingsRecord
from arbiter_desk.services.event.demo import open_demo
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.ui.common.session import DeskSession

SETTINGS = SettingsRecord(
    info=TournamentInfo(name="Spring Open", city="Rome", federation="ITA", chief_arbiter="Rossi, Anna"),
    total_rounds=5,
)


def isolated_settings(tmp_path: Path) -> QSettings:
    """A ``QSettings`` in an ini file of the test, never the user's."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def new_desk(tmp_path: Path, players: int = 0) -> Desk:
    """A fresh tournament (registration, no round yet) with ``players`` rated players."""
    desk = Desk.create(tmp_path / "spring.adesk", SETTINGS)
    for i in range(players):
        desk.players.register_player(PlayerData(f"Player{i + 1:02d}, Ann", rating=2400 - 10 * i, fide_id=5000 + i))
    return desk


def demo_session(tmp_path: Path) -> DeskSession:
    """A session on the demo tournament (24 players, rounds 1–3 complete, round 4 not paired)."""
    session = DeskSession()
    session.attach(open_demo(tmp_path))
    return session


def session_on(desk: Desk) -> DeskSession:
    session = DeskSession()
    session.attach(desk)
    return session


class DialogRunner:
    """Replaces ``prompts.run_dialog``: ``fill`` types into the dialog, then OK is pressed (``accept``).

    Keeps every dialog it saw and whether it ended accepted, so a test can read the error shown.
    """

    def __init__(self, fill: Callable[[QDialog], None]) -> None:
        self.fill = fill
        self.dialogs: list[QDialog] = []

    def __call__(self, dialog: QDialog) -> bool:
        self.dialogs.append(dialog)
        self.fill(dialog)
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted


class Calls:
    """A stand-in prompt that records its arguments and answers ``answer``."""

    def __init__(self, answer: object = None) -> None:
        self.answer = answer
        self.args: list[tuple[object, ...]] = []

    def __call__(self, *args: object) -> object:
        self.args.append(args)
        return self.answer
