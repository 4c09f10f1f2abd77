"""The one warning dialog (checklist digest §3): every level shown for real and answered by keys; level 4 asks
twice (Q220–221), Escape and the default button never let an action through by accident; rendered to
``tests/output/warning_dialog_level_<n>.png``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.core.warnings import Confirmed, DeskWarning, NeedsConfirmation, WarningLevel, require_confirmed
from arbiter_desk.ui.common.confirmation_loop import ask_with_warnings
from arbiter_desk.ui.fide_mode.warning_dialog import WarningAnswer
from tests.ui.test_screenshots import save
from tests.ui.warning_keys import (
    ACKNOWLEDGE,
    CANCEL,
    CONFIRM,
    LEAVE,
    NONE,
    TWO_STEP,
    press,
    script,
    shown,
)


def _warning(level: WarningLevel) -> DeskWarning:
    return DeskWarning(
        level,
        f"test.level{int(level)}",
        f"A level-{int(level)} warning",
        "Ana Pérez and Bo Li have already played each other (C.04.1 art. 2).",
        (66,),
        "The round is published with this pairing; the TRF gets a ### line." if level >= 4 else "",
    )


def test_level_2_is_acknowledged_by_enter(qtbot: QtBot) -> None:
    dialog = shown(qtbot, [_warning(WarningLevel.NOTICE)])
    save(dialog, "warning_dialog_level_2")
    press(qtbot, ACKNOWLEDGE)
    assert dialog.answer is WarningAnswer.CONFIRMED
    assert not dialog.isVisible()


@pytest.mark.parametrize("level", [WarningLevel.NOTICE, WarningLevel.CONFIRM, WarningLevel.TWO_STEP])
def test_escape_cancels_every_level(qtbot: QtBot, level: WarningLevel) -> None:
    dialog = shown(qtbot, [_warning(level)])
    press(qtbot, CANCEL)
    assert dialog.answer is WarningAnswer.CANCELLED


def test_level_3_needs_the_confirm_key_a_reflex_enter_cancels(qtbot: QtBot) -> None:
    dialog = shown(qtbot, [_warning(WarningLevel.CONFIRM)])
    save(dialog, "warning_dialog_level_3")
    assert "Ana Pérez and Bo Li" in dialog.body.toPlainText()
    assert "Q66" in dialog.body.toPlainText()
    press(qtbot, ((Qt.Key.Key_Return, NONE),))
    assert dialog.answer is WarningAnswer.CANCELLED
    dialog = shown(qtbot, [_warning(WarningLevel.CONFIRM)])
    press(qtbot, CONFIRM)
    assert dialog.answer is WarningAnswer.CONFIRMED


def test_level_3_buttons_are_reached_by_tab(qtbot: QtBot) -> None:
    dialog = shown(qtbot, [_warning(WarningLevel.CONFIRM)])
    assert QApplication.focusWidget() is dialog.cancel_button
    press(qtbot, ((Qt.Key.Key_Tab, NONE),))
    assert QApplication.focusWidget() is dialog.body
    press(qtbot, ((Qt.Key.Key_Tab, NONE),))
    assert QApplication.focusWidget() is dialog.go_button
    press(qtbot, ((Qt.Key.Key_Space, NONE),))
    assert dialog.answer is WarningAnswer.CONFIRMED


def test_level_4_asks_twice_and_restates_the_consequences_q220_q221(qtbot: QtBot) -> None:
    dialog = shown(qtbot, [_warning(WarningLevel.TWO_STEP), _warning(WarningLevel.CONFIRM)])
    assert dialog.level is WarningLevel.TWO_STEP  # never lowered to the lesser warning's level
    save(dialog, "warning_dialog_level_4")
    press(qtbot, TWO_STEP[:1])
    assert dialog.isVisible() and dialog.on_second_page
    assert "the TRF gets a ### line" in dialog.second_text.text()
    save(dialog, "warning_dialog_level_4_second")
    press(qtbot, ((Qt.Key.Key_Return, NONE),))  # the default of the second step is No
    assert dialog.answer is WarningAnswer.CANCELLED
    dialog = shown(qtbot, [_warning(WarningLevel.TWO_STEP)])
    press(qtbot, TWO_STEP)
    assert dialog.answer is WarningAnswer.CONFIRMED


def test_level_5_cannot_be_confirmed_only_closed_or_fide_mode_left(qtbot: QtBot) -> None:
    dialog = shown(qtbot, [_warning(WarningLevel.REFUSED)])
    save(dialog, "warning_dialog_level_5")
    assert dialog.go_button is None and dialog.leave_button is None
    press(qtbot, ((Qt.Key.Key_Return, NONE),))
    assert dialog.answer is WarningAnswer.CANCELLED
    dialog = shown(qtbot, [_warning(WarningLevel.REFUSED)], leave=True)
    press(qtbot, LEAVE)
    assert dialog.answer is WarningAnswer.LEAVE_FIDE_MODE


class _Action:
    """An action that asks for a level-3 and then (once that is confirmed) a level-4 confirmation."""

    def __init__(self) -> None:
        self.calls: list[Confirmed] = []

    def __call__(self, confirmed: Confirmed) -> str:
        self.calls.append(confirmed)
        require_confirmed([_warning(WarningLevel.CONFIRM)], confirmed)
        require_confirmed([_warning(WarningLevel.TWO_STEP)], confirmed)
        return "done"


def test_ask_with_warnings_repeats_the_action_with_each_confirmation(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = script(monkeypatch, qtbot, CONFIRM, TWO_STEP)
    action = _Action()
    assert ask_with_warnings(None, action) == "done"
    assert answers.levels == [3, 4]
    assert len(action.calls) == 3


def test_ask_with_warnings_stops_when_cancelled(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    script(monkeypatch, qtbot, CONFIRM, CANCEL)
    assert ask_with_warnings(None, _Action()) is None


def test_a_level_5_refusal_offers_leaving_fide_mode_and_then_retries(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_fide_mode = [True]

    def action(confirmed: Confirmed) -> str:
        if in_fide_mode[0]:
            raise NeedsConfirmation([_warning(WarningLevel.REFUSED)])
        return "done outside FIDE mode"

    def leave() -> bool:
        in_fide_mode[0] = False
        return True

    script(monkeypatch, qtbot, LEAVE)
    assert ask_with_warnings(None, action, leave) == "done outside FIDE mode"
