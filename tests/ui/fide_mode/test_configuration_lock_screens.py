"""Configuration locks met at the desk (VCL4THP.13 Q57–62, Q85, Q93, Q195–196), every warning answered by keys in
the real warning dialog: the PAB value refused at level 5 in FIDE mode (and possible after leaving it), the number
of rounds behind level 4, prohibited pairs after round 1, and the setup notice before round 1 (Q62).
Rendered to ``tests/output/configuration_lock_level_5.png``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.pairing.prohibited_pairs_dialog import ProhibitedPairsDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.desk_commands import DeskCommands
from tests.ui.desk_helpers import DialogRunner, isolated_settings, new_desk, session_on
from tests.ui.round_fixtures import wait_for_pairing
from tests.ui.test_screenshots import save
from tests.ui.warning_keys import ACKNOWLEDGE, CANCEL, CONFIRM, LEAVE, TWO_STEP, script, shown


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    d = new_desk(tmp_path, players=6)
    d.rounds.pair_next_round()
    d.rounds.publish_round()
    return d


def _commands(desk: Desk, tmp_path: Path) -> DeskCommands:
    return DeskCommands(session_on(desk), None, isolated_settings(tmp_path), lambda: tmp_path)


def _settings_change(monkeypatch: pytest.MonkeyPatch, **values: str | int) -> None:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        if "bye" in values:
            dialog.pairing_bye.setText(str(values["bye"]))
        if "rounds" in values:
            dialog.rounds.setValue(int(values["rounds"]))

    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(fill))


def test_the_pab_value_is_refused_at_level_5_in_fide_mode_q85(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _settings_change(monkeypatch, bye="0.5")
    answers = script(monkeypatch, qtbot, CANCEL)
    assert not _commands(desk, tmp_path).edit_settings()
    assert answers.levels == [5] and answers.seen[0][0].code == "config.pab"
    assert str(desk.settings.current().point_system.pairing_bye) == "1"
    dialog = shown(qtbot, answers.seen[0], leave=True)
    save(dialog, "configuration_lock_level_5")
    assert dialog.go_button is None  # no way to confirm a level-5 warning


def test_leaving_fide_mode_from_the_refusal_then_confirming_at_level_3(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _settings_change(monkeypatch, bye="0.5")
    monkeypatch.setattr(prompts, "ask_text", lambda *_args: "club rules: half-point PAB")
    answers = script(monkeypatch, qtbot, LEAVE, TWO_STEP, CONFIRM)
    assert _commands(desk, tmp_path).edit_settings()
    assert answers.levels == [5, 4, 3]
    assert not desk.fide_mode.in_fide_mode() and str(desk.settings.current().point_system.pairing_bye) == "0.5"


def test_the_number_of_rounds_needs_the_two_step_confirmation_q58(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _settings_change(monkeypatch, rounds=4)
    answers = script(monkeypatch, qtbot, TWO_STEP[:1] + CANCEL, TWO_STEP)
    commands = _commands(desk, tmp_path)
    assert not commands.edit_settings() and desk.settings.current().total_rounds == 5
    assert commands.edit_settings() and desk.settings.current().total_rounds == 4
    assert answers.levels == [4, 4]


def test_prohibited_pairs_after_round_1_are_refused_in_the_dialog_q196(
    qtbot: QtBot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(prompts, "run_dialog", lambda dialog: None)
    answers = script(monkeypatch, qtbot, CANCEL)
    dialog = _commands(desk, tmp_path).edit_prohibited_pairs()
    assert isinstance(dialog, ProhibitedPairsDialog)
    qtbot.addWidget(dialog)
    players = [p.id for p in desk.players.all()]
    message = dialog._submit([ProhibitedGroup((players[0], players[1]), 2, None)])
    assert message == "Cancelled at the warning: nothing was changed."
    assert answers.levels == [5] and desk.settings.current().forbidden_pairs == ()


def test_too_many_rounds_for_the_field_is_noticed_before_pairing_round_1_q62(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = new_desk(tmp_path, players=4)  # 5 rounds planned, 3 possible
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    answers = script(monkeypatch, qtbot, CANCEL)
    tab.pair_next_round()
    assert answers.levels == [2] and desk.rounds.all() == []
    assert "Not paired" in tab.status_label.text()
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)
    tab.pair_next_round()
    wait_for_pairing(qtbot, tab)
    assert desk.rounds.all()[0].number == 1
    assert answers.levels == [2]
