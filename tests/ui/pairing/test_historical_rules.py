"""The historical texts under "Historical rules" in Settings / New tournament, the board's
"why" in the 1992 text's articles, and Tournament → Check all rounds… (Ctrl+Shift+K) on an imported old event."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from arbiter_desk.cli import run
from arbiter_desk.core.pairing import HISTORICAL
from arbiter_desk.core.warnings import english
from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import AccelerationMethod, SettingsRecord
from arbiter_desk.services.pairing.round_why import round_why
from arbiter_desk.ui.common.wording import shown
from arbiter_desk.ui.pairing.explanation_view import ExplanationView
from arbiter_desk.ui.pairing.rounds_check_dialog import RoundsCheckDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.settings.system_choice import HISTORICAL_NOTE
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.services.conftest import confirming
from tests.ui.desk_helpers import isolated_settings
from tests.ui.round_fixtures import play
from tests.ui.warning_keys import CANCEL, TWO_STEP, script


def test_settings_offer_the_historical_rules_by_keys(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = SettingsDialog(SettingsRecord(acceleration=AccelerationMethod.BAKU))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.historical_note.isVisible()
    heading = dialog.system.findText("Historical rules")
    assert heading > 0 and not dialog.system.model().item(heading).isEnabled()  # type: ignore[attr-defined]
    assert dialog.system.findData("rating-1992") > heading
    dialog.system.setFocus()
    for _ in range(dialog.system.count()):
        if dialog.system.currentData() == "rating-1992":
            break
        qtbot.keyClick(dialog.system, Qt.Key.Key_Down)
    assert dialog.system.currentData() == "rating-1992"
    assert dialog.historical_note.isVisible() and dialog.historical_note.text() == shown(HISTORICAL_NOTE)
    assert not dialog.acceleration.isEnabled()  # the 1992 text knows no acceleration
    dialog.name.setText("Old Open 1994")
    assert dialog.settings_record().pairing_system == "rating-1992"
    dialog.grab().save(str(tmp_path / "settings_historical.png"))
    dialog.system.showPopup()
    dialog.system.view().window().grab().save(str(tmp_path / "settings_historical_list.png"))
    dialog.system.hidePopup()
    assert {e.key for e in HISTORICAL} <= {dialog.system.itemData(i) for i in range(dialog.system.count())}


def test_the_boards_why_cites_the_1992_articles(qtbot: QtBot, tmp_path: Path) -> None:
    """The per-board "why" comes from the engine's explanation: colours by 1992 E1–E4 / B2, the bye by 1992 A5."""
    settings = SettingsRecord(total_rounds=5, pairing_system="rating-1992")
    desk, _asked = confirming(lambda given: Desk.create(tmp_path / "old.adesk", settings, confirmed=given))  # Q92
    from arbiter_desk.services import PlayerData

    for i in range(7):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2300 - 20 * i, fide_id=100 + i))
    play(desk, 2)
    explanation = round_why(desk, 2).explanation
    assert explanation is not None
    assert explanation.system.startswith("Swiss system based on rating (FIDE, 1992)")
    assert all(b.colour_rule.startswith("1992 ") for b in explanation.boards)
    assert explanation.bye is not None and explanation.bye.rule == "1992 A5"
    view = ExplanationView()
    qtbot.addWidget(view)
    view.show()
    view.set_why(round_why(desk, 2))
    view.show_board(1)
    board = view.detail.toPlainText()
    assert "1992 E" in board or "1992 B2" in board
    view.tree.setFocus()
    qtbot.keyClick(view.tree, Qt.Key.Key_Home)
    for _ in range(40):  # walk the tree by keys to the bye
        if "Pairing-allocated bye" in view.detail.toPlainText():
            break
        qtbot.keyClick(view.tree, Qt.Key.Key_Down)
    assert "1992 A5:" in view.detail.toPlainText() and "Art. 1992" not in view.detail.toPlainText()
    view.resize(760, 460)
    view.grab().save(str(tmp_path / "why_1992.png"))
    desk.close()


def _imported_window(qtbot: QtBot, tmp_path: Path, trf: Path) -> MainWindow:
    """The TRF imported (as File → Import TRF… does in its worker), then the tournament open in the window."""
    Desk.import_trf(tmp_path / "imported.adesk", trf).close()
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.commands.open_path(tmp_path / "imported.adesk")
    qtbot.waitUntil(lambda: window.session.desk is not None and QApplication.focusWidget() is not None)
    return window


def _check_by_keys(qtbot: QtBot, window: MainWindow) -> RoundsCheckDialog:
    with qtbot.waitSignal(window.rounds_check.shown, timeout=60_000) as shown:
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = shown.args[0]
    assert isinstance(dialog, RoundsCheckDialog) and dialog.isVisible()
    return dialog


def test_check_all_rounds_of_an_imported_1992_event(qtbot: QtBot, tmp_path: Path) -> None:
    trf = tmp_path / "old.trf"
    assert run(["generate", "--system", "rating-1992", "--players", "11", "--rounds", "5", "--seed", "4",
                "--byes", "0.1", "-o", str(trf)]) == 0  # fmt: skip
    window = _imported_window(qtbot, tmp_path, trf)
    assert window.session.require().settings.current().pairing_system == "rating-1992"  # from "### System: rating-1992"
    dialog = _check_by_keys(qtbot, window)
    assert dialog.summary.text() == "All 5 rounds agree with the Swiss system based on rating (FIDE, 1992) pairing."
    assert dialog.note.isVisible() and "round 5: ok" in dialog.details.toPlainText()
    dialog.grab().save(str(tmp_path / "check_all_rounds_clean.png"))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    window.session.close()


def test_check_all_rounds_names_the_rounds_that_differ(qtbot: QtBot, tmp_path: Path) -> None:
    """A Dutch (2026) event declared as 1992: the rounds where 1992 C14 and C.04.3 part (see
    test_differs_from_dutch.py) are named in the summary and shown with both pairings."""
    trf = tmp_path / "dutch.trf"
    for seed in range(1, 9):  # the first generated Dutch event the 1992 rules would have paired otherwise
        assert run(["generate", "--system", "dutch", "--players", "12", "--rounds", "7", "--seed", str(seed),
                    "-o", str(trf)]) == 0  # fmt: skip
        trf.write_text(trf.read_text().replace("192 FIDE_DUTCH_2026", "192 CUSTOM_SWISS\n### System: rating-1992"))
        if run(["check", str(trf)]) == 1:
            break
    else:
        pytest.fail("no generated Dutch event differs from the 1992 pairing")
    window = _imported_window(qtbot, tmp_path, trf)
    dialog = _check_by_keys(qtbot, window)
    summary = re.fullmatch(
        r"(\d+) of 7 rounds? differs? from the Swiss system based on rating \(FIDE, 1992\) pairing "
        r"\(rounds? ([\d, and]+)\)\.",
        dialog.summary.text(),
    )
    assert summary is not None, dialog.summary.text()
    first = re.findall(r"\d+", summary[2])[0]
    assert f"round {first}: file pairs " in dialog.details.toPlainText()
    dialog.grab().save(str(tmp_path / "check_all_rounds_differs.png"))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    window.session.close()


def test_q92_pairing_a_new_round_of_an_imported_old_event_asks_to_leave_fide_mode_by_keys(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q56/Q92: an imported Dubov 2018 event is in FIDE mode for re-checking; Ctrl+Shift+P asks the level-4
    warning: Escape pairs nothing and keeps FIDE mode, the two confirmations leave FIDE mode (journaled) and pair."""
    trf = tmp_path / "old.trf"
    assert run(["generate", "--system", "dubov-2018", "--players", "9", "--rounds", "3", "--seed", "2",
                "-o", str(trf)]) == 0  # fmt: skip
    trf.write_text(trf.read_text().replace("\n142 3\n", "\n142 5\n"))
    window = _imported_window(qtbot, tmp_path, trf)
    desk = window.session.require()
    assert desk.fide_mode.in_fide_mode()
    warnings = script(monkeypatch, qtbot, CANCEL, TWO_STEP)

    def pair_by_keys() -> None:
        window.activateWindow()
        qtbot.waitUntil(lambda: (w := QApplication.focusWidget()) is not None and w.window() is window)
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)

    pair_by_keys()
    qtbot.waitUntil(lambda: len(warnings.seen) == 1)
    assert desk.fide_mode.in_fide_mode() and len(desk.rounds.all()) == 3
    assert window.pairing_tab.status_label.text() == "Not paired: the event stays in FIDE mode."
    (warning,) = warnings.seen[0]
    assert english(warning.title) == "Superseded pairing system: the event leaves FIDE mode" and 92 in warning.questions
    pair_by_keys()
    qtbot.waitUntil(lambda: len(desk.rounds.all()) == 4 and not window.pairing_tab.worker.is_busy, timeout=20_000)
    assert not desk.fide_mode.in_fide_mode() and warnings.levels == [4, 4]
    assert any(e.label == "leave FIDE mode (round 3): a superseded pairing system" for e in desk.journal.entries())
    window.grab().save(str(tmp_path / "q92_left.png"))
    window.session.close()
