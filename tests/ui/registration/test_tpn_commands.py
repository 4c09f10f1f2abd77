"""Exchange and regeneration of pairing numbers from the Tournament menu (C.04.2 art. 2.3; checklist
Q148–154): the warning is asked before anything changes — once at level 3, twice at level 4 — and a No keeps
every number."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.ratings.event_ratings import RatingChoice, RatingKind
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.ratings.rating_commands import RatingMenuCommands
from arbiter_desk.ui.registration.tpn_exchange_dialog import TpnExchangeDialog
from tests.services.conftest import SETTINGS, play_rounds
from tests.services.fakes import FakeSystem
from tests.ui.desk_helpers import session_on

SHOTS = Path("/tmp/r")


@pytest.fixture
def commands(tmp_path: Path) -> RatingMenuCommands:
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "t.adesk", SETTINGS, systems=lambda _n: fake)
    desk.players.register_player(PlayerData("Alpha", rating=2000, fide_id=1))
    desk.players.register_player(PlayerData("Beta", rating=2000, fide_id=2))
    desk.players.register_player(PlayerData("Gamma", rating=1900, fide_id=3))
    desk.players.register_player(PlayerData("Delta", rating=1800, fide_id=4))
    return RatingMenuCommands(session_on(desk), None, tmp_path)  # type: ignore[arg-type]


def _tpns(commands: RatingMenuCommands) -> dict[str, int]:
    return {p.name: int(p.tpn) for p in commands.session.require().players.all()}


def _pick(qtbot: QtBot, second: int) -> Callable[[QDialog], bool]:
    def run_dialog(dialog: QDialog) -> bool:
        assert isinstance(dialog, TpnExchangeDialog)
        qtbot.addWidget(dialog)
        dialog.show()
        if SHOTS.is_dir():
            dialog.grab().save(str(SHOTS / "tpn_exchange.png"))
        dialog.second.setCurrentIndex(second)  # 1. Alpha with the participant at that row
        qtbot.keyClick(dialog.ok, Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted

    return run_dialog


def test_exchange_asks_at_level_3_and_no_keeps_the_numbers(
    qtbot: QtBot, commands: RatingMenuCommands, monkeypatch: pytest.MonkeyPatch
) -> None:
    questions: list[str] = []
    answers = iter([False, True])

    def confirm(_parent: object, text: str) -> bool:
        questions.append(text)
        return next(answers)

    monkeypatch.setattr(prompts, "confirm", confirm)
    monkeypatch.setattr(prompts, "run_dialog", _pick(qtbot, 1))  # Alpha with Beta, both 2000
    commands.exchange_tpns()
    assert _tpns(commands) == {"Alpha": 1, "Beta": 2, "Gamma": 3, "Delta": 4}
    assert "two players rated 2000" in questions[0]
    commands.exchange_tpns()
    assert _tpns(commands) == {"Alpha": 2, "Beta": 1, "Gamma": 3, "Delta": 4}
    assert len(questions) == 2


def test_q148_in_fide_mode_an_exchange_of_different_ratings_is_refused_unasked(
    qtbot: QtBot, commands: RatingMenuCommands, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []
    monkeypatch.setattr(prompts, "confirm", lambda *_a: pytest.fail("a level-5 refusal asks nothing"))
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: said.append(text))
    monkeypatch.setattr(prompts, "run_dialog", _pick(qtbot, 2))  # Alpha 2000 with Gamma 1900
    commands.exchange_tpns()
    assert _tpns(commands) == {"Alpha": 1, "Beta": 2, "Gamma": 3, "Delta": 4}
    assert len(said) == 1 and said[0].startswith("Not allowed in FIDE mode.") and "(2000 and 1900)" in said[0]


def test_exchange_dialog_refuses_the_same_participant_twice(qtbot: QtBot, commands: RatingMenuCommands) -> None:
    dialog = TpnExchangeDialog(commands.session.require().players.all())
    qtbot.addWidget(dialog)
    dialog.second.setCurrentIndex(0)
    dialog.accept()
    assert dialog.pair is None and dialog.message.text() == "Choose two different participants."


def test_regeneration_after_round_4_asks_twice(commands: RatingMenuCommands, monkeypatch: pytest.MonkeyPatch) -> None:
    desk = commands.session.require()
    play_rounds(desk, 4)
    delta = next(p for p in desk.players.all() if p.name == "Delta")
    desk.ratings.assign_ratings({delta.id: RatingChoice(RatingKind.FIDE, 2500, "typed")})
    questions: list[str] = []

    def confirm(_parent: object, text: str) -> bool:
        questions.append(text)
        return len(questions) != 2  # yes to the first, no to the second

    monkeypatch.setattr(prompts, "confirm", confirm)
    assert not commands.regenerate_tpns()
    assert len(questions) == 2 and questions[1].startswith("Second confirmation (level 4).")
    assert _tpns(commands)["Delta"] == 4
    monkeypatch.setattr(prompts, "confirm", lambda *_a: True)
    assert commands.regenerate_tpns()
    assert _tpns(commands)["Delta"] == 1
