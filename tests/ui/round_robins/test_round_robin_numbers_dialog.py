"""Round robin → Draw or set pairing numbers, by keys (C.05 Annex 1: the number is the Berger-table row;
checklist Q95): Ctrl+↑/↓ move a player, Alt+L draws by lot, a seed typed draws the same again, Enter keeps the
numbers as one undoable command; refused in plain words once round 1 is paired."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.scoring import ZERO, PointSystem
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.round_robins.round_robin_commands import RoundRobinMenuCommands
from arbiter_desk.ui.round_robins.round_robin_numbers_dialog import RoundRobinNumbersDialog
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import play

NAMES = ["Ada", "Ben", "Cleo", "Dan", "Eva"]
SHOTS = Path("/tmp/r")


@pytest.fixture
def commands(tmp_path: Path) -> RoundRobinMenuCommands:
    settings = SettingsRecord(
        info=TournamentInfo(name="Club final", type_code="FIDE_ROUNDROBIN"),
        total_rounds=5,
        pairing_system="round-robin",
        point_system=PointSystem.simple(pairing_bye=ZERO),
    )
    desk = Desk.create(tmp_path / "rr.adesk", settings)
    for i, name in enumerate(NAMES):
        desk.players.register_player(PlayerData(name, rating=2200 - 10 * i))
    return RoundRobinMenuCommands(session_on(desk), None)


def _order(commands: RoundRobinMenuCommands) -> list[str]:
    return [p.name for p in sorted(commands.session.require().players.all(), key=lambda p: p.tpn)]


def _focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _shown(qtbot: QtBot, dialog: QDialog, shot: str) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.field)  # type: ignore[attr-defined]
    if SHOTS.is_dir():
        dialog.grab().save(str(SHOTS / shot))


def test_ctrl_arrows_move_players_and_enter_keeps_the_numbers(
    qtbot: QtBot, commands: RoundRobinMenuCommands, monkeypatch: pytest.MonkeyPatch
) -> None:
    def run_dialog(dialog: QDialog) -> bool:
        assert isinstance(dialog, RoundRobinNumbersDialog)
        _shown(qtbot, dialog, "rr_numbers_by_hand.png")
        field = dialog.field
        qtbot.keyClick(field, Qt.Key.Key_Down)  # Ben
        qtbot.keyClick(field, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)  # Ben to number 3
        qtbot.keyClick(field, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)  # and 4
        qtbot.keyClick(field, Qt.Key.Key_End)
        qtbot.keyClick(field, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)  # Eva to number 4
        assert dialog.status.text() == "Set by hand."
        assert field.item(0).text() == "1. Ada (2200)"
        qtbot.keyClick(field, Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    commands.draw_or_set_numbers()
    assert _order(commands) == ["Ada", "Cleo", "Dan", "Eva", "Ben"]
    desk = commands.session.require()
    assert desk.journal.undo_label() == "Undo: pairing numbers set by hand"
    assert (
        desk.settings.current()
        .fide_events[-1]
        .to_comment()
        .startswith("TPN @ Round 1: round-robin numbers set by hand")
    )


def test_draw_by_lot_shows_its_seed_and_the_seed_draws_the_same_again(
    qtbot: QtBot, commands: RoundRobinMenuCommands, monkeypatch: pytest.MonkeyPatch
) -> None:
    seeds = iter([123456789, 55])
    drawn: list[list[str]] = []

    def run_dialog(dialog: QDialog) -> bool:
        assert isinstance(dialog, RoundRobinNumbersDialog)
        _shown(qtbot, dialog, "rr_numbers_drawn.png")
        qtbot.keyClick(_focus(), Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)  # Draw by lot: seed 123456789
        qtbot.waitUntil(lambda: dialog.seed_box.value() == 123456789)  # a mnemonic clicks after its animation
        first = [dialog.field.item(r).text() for r in range(dialog.field.count())]
        assert dialog.seed_box.value() == 123456789 and "seed 123456789" in dialog.status.text()
        qtbot.keyClick(_focus(), Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)  # another drawing: seed 55
        qtbot.waitUntil(lambda: dialog.seed_box.value() == 55)
        assert [dialog.field.item(r).text() for r in range(dialog.field.count())] != first
        qtbot.keyClick(_focus(), Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # the seed box
        assert QApplication.focusWidget() is dialog.seed_box
        qtbot.keyClick(dialog.seed_box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(dialog.seed_box, "123456789")
        qtbot.keyClick(_focus(), Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # Draw with this seed
        qtbot.waitUntil(lambda: "seed 123456789" in dialog.status.text())
        again = [dialog.field.item(r).text() for r in range(dialog.field.count())]
        assert again == first
        if SHOTS.is_dir():
            dialog.grab().save(str(SHOTS / "rr_numbers_drawn.png"))
        drawn.append([t.split(". ", 1)[1].split(" (")[0] for t in again])
        qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr("arbiter_desk.ui.round_robins.round_robin_commands.new_seed", lambda: next(seeds))
    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    commands.draw_or_set_numbers()
    assert _order(commands) == drawn[0] != NAMES
    desk = commands.session.require()
    assert desk.journal.undo_label() == "Undo: pairing numbers drawn by lot (seed 123456789)"
    assert desk.round_robins.drawn_order(123456789) != ()


def test_escape_changes_nothing(
    qtbot: QtBot, commands: RoundRobinMenuCommands, monkeypatch: pytest.MonkeyPatch
) -> None:
    def run_dialog(dialog: QDialog) -> bool:
        assert isinstance(dialog, RoundRobinNumbersDialog)
        _shown(qtbot, dialog, "rr_numbers_cancel.png")
        qtbot.keyClick(dialog.field, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(_focus(), Qt.Key.Key_Escape)
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    commands.draw_or_set_numbers()
    assert _order(commands) == NAMES and commands.session.require().settings.current().fide_events == ()


def test_locked_once_round_1_is_paired(commands: RoundRobinMenuCommands, monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(prompts, "inform", lambda _parent, _title, text: told.append(text))
    play(commands.session.require(), 1)
    assert commands.draw_or_set_numbers() is None
    assert told and told[0].startswith("Round 1 is paired: the pairing numbers of a round robin are its schedule")
