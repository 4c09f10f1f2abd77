"""The Registration tab on a real tournament file: add, edit, remove through the dialog (never shown),
TPNs as the services compute them (C.04.2 art. 2.2), filter and sort."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.registration.registration import RegistrationTab
from tests.ui.desk_helpers import Calls, DialogRunner, demo_session, new_desk, session_on


def make_tab(qtbot: QtBot, session: DeskSession) -> RegistrationTab:
    tab = RegistrationTab(session)
    qtbot.addWidget(tab)
    return tab


def names(tab: RegistrationTab) -> list[str]:
    return [str(tab.proxy.index(r, 2).data()) for r in range(tab.proxy.rowCount())]


def typing(name: str, rating: str, fide_id: str = "") -> DialogRunner:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, PlayerDialog)
        dialog.name.setText(name)
        dialog.rating.setText(rating)
        dialog.fide_id.setText(fide_id)

    return DialogRunner(fill)


def test_closed_session_shows_empty_state(qtbot: QtBot) -> None:
    tab = make_tab(qtbot, DeskSession())
    assert tab.model.rowCount() == 0
    assert not tab.add_button.isEnabled()
    assert not tab.empty.isHidden()


def test_add_player_gets_tpn_by_rating(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tab = make_tab(qtbot, session_on(new_desk(tmp_path, players=2)))
    assert tab.empty.isHidden()
    runner = typing("Strong, Sam", "2500")
    monkeypatch.setattr(prompts, "run_dialog", runner)
    tab.add_button.click()
    assert runner.dialogs[0].result() == QDialog.DialogCode.Accepted
    assert tab.model.rowCount() == 3
    assert (tab.model.rows[0].tpn, tab.model.rows[0].name) == (1, "Strong, Sam")  # highest rating first
    assert tab.count.text() == "3 players"


def test_duplicate_fide_id_is_shown_in_the_dialog(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = session_on(new_desk(tmp_path, players=2))
    tab = make_tab(qtbot, session)
    failures: list[str] = []
    session.failed.connect(failures.append)
    runner = typing("Copy, Cat", "2000", "5000")
    monkeypatch.setattr(prompts, "run_dialog", runner)
    tab.add_button.click()
    dialog = runner.dialogs[0]
    assert isinstance(dialog, PlayerDialog)
    assert "FIDE id 5000 is already registered for Player01, Ann (#1)" in dialog.error.text()
    assert dialog.name.text() == "Copy, Cat"
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert tab.model.rowCount() == 2
    assert failures == []  # shown in the dialog, not in a second message box


def test_edit_selected_player_resorts_tpns(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tab = make_tab(qtbot, session_on(new_desk(tmp_path, players=3)))
    assert not tab.edit_button.isEnabled()
    tab.table.selectRow(2)
    assert tab.edit_button.isEnabled()
    runner = typing("Player03, Ann", "2450", "5002")
    monkeypatch.setattr(prompts, "run_dialog", runner)
    tab.edit_button.click()
    dialog = runner.dialogs[0]
    assert isinstance(dialog, PlayerDialog) and dialog.windowTitle() == "Edit Player03, Ann"
    assert (tab.model.rows[0].tpn, tab.model.rows[0].name) == (1, "Player03, Ann")
    assert tab.selected_player() == tab.model.player_id(0)  # the edited player stays selected


def test_remove_asks_first(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tab = make_tab(qtbot, session_on(new_desk(tmp_path, players=3)))
    tab.table.selectRow(0)
    refuse = Calls(False)
    monkeypatch.setattr(prompts, "confirm", refuse)
    tab.remove_button.click()
    assert tab.model.rowCount() == 3
    monkeypatch.setattr(prompts, "confirm", Calls(True))
    tab.remove_button.click()
    assert refuse.args[0][1] == "Remove Player01, Ann (#1) from the tournament?"
    assert [p.name for p in tab.model.rows] == ["Player02, Ann", "Player03, Ann"]


def test_remove_is_disabled_once_round_1_is_paired(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Disabled up front (with the reason) instead of refused after the confirmation; the services still refuse."""
    session = demo_session(tmp_path)
    tab = make_tab(qtbot, session)
    failures: list[str] = []
    session.failed.connect(failures.append)
    monkeypatch.setattr(prompts, "confirm", lambda _parent, _q: True)
    tab.table.selectRow(0)
    assert tab.edit_button.isEnabled() and not tab.remove_button.isEnabled()
    assert "withdrawn" in tab.remove_button.toolTip()
    tab.remove_selected()
    assert failures and "withdraw instead" in failures[0]
    assert tab.model.rowCount() == 24


def test_filter_by_name_and_sort_by_column(qtbot: QtBot, tmp_path: Path) -> None:
    tab = make_tab(qtbot, demo_session(tmp_path))
    tab.filter.setText("moreau")
    assert names(tab) == ["Moreau, Dmitri", "Moreau, Pavel", "Moreau, Olga", "Moreau, Carla"]
    tab.table.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    assert names(tab) == ["Moreau, Carla", "Moreau, Dmitri", "Moreau, Olga", "Moreau, Pavel"]
    tab.filter.clear()
    tab.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    ratings = [int(tab.proxy.index(r, 3).data()) for r in range(tab.proxy.rowCount())]
    assert ratings == sorted(ratings) and len(ratings) == 24


def test_double_click_opens_the_edit_dialog(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tab = make_tab(qtbot, demo_session(tmp_path))
    seen = Calls(False)
    monkeypatch.setattr(prompts, "run_dialog", seen)
    tab.table.selectRow(4)
    tab.table.doubleClicked.emit(tab.proxy.index(4, 2))
    dialog = seen.args[0][0]
    assert len(seen.args) == 1 and isinstance(dialog, PlayerDialog)
    assert dialog.windowTitle() == f"Edit {tab.model.rows[4].name}"


def test_one_player_is_counted_in_the_singular(qtbot: QtBot, tmp_path: Path) -> None:
    tab = make_tab(qtbot, session_on(new_desk(tmp_path, players=1)))
    assert tab.count.text() == "1 player"


def test_c04_7_art_1_2_the_registration_tab_shows_who_is_in_ga(qtbot: QtBot, tmp_path: Path) -> None:
    from dataclasses import replace

    from arbiter_desk.services.event.data import AccelerationMethod

    desk = new_desk(tmp_path, players=10)
    session = session_on(desk)
    tab = make_tab(qtbot, session)
    tab.show()
    assert tab.groups.isHidden()  # no acceleration, nothing to show
    session.run(
        lambda d: d.settings.update_settings(replace(d.settings.current(), acceleration=AccelerationMethod.BAKU))
    )
    assert not tab.groups.isHidden()
    text = tab.groups.text()
    assert "GA = #1–#6, 6 players" in text and "art. 1.2" in text
    assert "Player06, Ann (#6)" in text and "Player07" not in text
