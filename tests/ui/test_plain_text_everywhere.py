"""Plain text everywhere. A tournament whose names, reasons and titles are markup
(``<img src="/etc/x.png"><b>X</b>``) is opened in the window; every tab is shown, every dialog and message box
the desk opens on it is shown, and each widget tree is walked (``tests.ui.plain_text_audit``): the name is
shown as typed, never rendered (no local image loaded, no bold X)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, GameResult, OverrideArticle, PlayerData
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.pairing.override_preview import published_layout
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.teams.lineup_dialog import LineupDialog
from tests.services.conftest import validate_pairing
from tests.ui.desk_helpers import isolated_settings
from tests.ui.plain_text_audit import HOSTILE, rich_renderings, shows_hostile

NAMELESS = {"PrintDialog"}
"""Dialogs that need not show a name (the print dialog shows the document as a picture)."""
INFO = TournamentInfo(name=HOSTILE, city=HOSTILE, federation="ITA", chief_arbiter=HOSTILE)


class Seen:
    """Every dialog and message box the desk opened (each shown, walked, then closed as if cancelled)."""

    def __init__(self) -> None:
        self.findings: dict[str, list[str]] = {}
        self.walked: list[str] = []

    def walk(self, name: str, widget: QWidget) -> None:
        widget.show()
        QApplication.processEvents()
        self.walked.append(name)
        found = rich_renderings(widget)
        if found:
            self.findings[name] = found
        assert shows_hostile(widget) or name.startswith("~"), f"{name} does not show the name at all"

    def dialog(self, dialog: QDialog) -> bool:
        kind = type(dialog).__name__
        self.walk(f"{'~' if kind in NAMELESS else ''}dialog {kind}", dialog)
        dialog.close()
        return False

    def box(self, box: QMessageBox) -> int:
        self.walk(f"message {box.text()[:30]}", box)
        box.close()
        return int(QMessageBox.StandardButton.No)


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> Seen:
    record = Seen()
    monkeypatch.setattr(prompts, "run_dialog", record.dialog)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: record.box(box))
    return record


def _window(qtbot: QtBot, tmp_path: Path, desk: Desk) -> MainWindow:
    folder = tmp_path / "data"
    folder.mkdir(exist_ok=True)
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: folder)
    qtbot.addWidget(window)
    window.resize(1300, 800)
    window.show()
    window.session.attach(desk)
    return window


def _individual(tmp_path: Path) -> Desk:
    desk = Desk.create(tmp_path / "h.adesk", SettingsRecord(info=INFO, total_rounds=5, pairing_system="dutch"))
    desk.players.register_player(PlayerData(HOSTILE, rating=2400, fide_id=4000))
    for i in range(7):
        desk.players.register_player(PlayerData(f"Player {i + 2:02d}", rating=2300 - 10 * i, fide_id=4001 + i))
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    for board in desk.rounds.boards(1):
        desk.results.record_result(1, board.number, GameResult.WHITE_WINS)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    layout = published_layout(desk, 2)
    validate_pairing(
        desk, 2, [(b, w) if k == 0 else (w, b) for k, (w, b) in enumerate(layout.boards)], layout.bye,
        OverrideArticle.COMPETITION_RULES, HOSTILE,
    )  # fmt: skip
    hostile = next(p for p in desk.players.all() if p.name == HOSTILE)
    desk.players.withdraw_player(hostile.id, 3, HOSTILE)
    return desk


def test_every_tab_dialog_and_message_of_an_individual_event_shows_a_hostile_name_as_typed(
    qtbot: QtBot, tmp_path: Path, seen: Seen
) -> None:
    desk = _individual(tmp_path)
    hostile = next(p for p in desk.players.all() if p.name == HOSTILE)
    window = _window(qtbot, tmp_path, desk)
    for tab in window.tab_pages():
        window.tabs.setCurrentWidget(tab)
        QApplication.processEvents()
        qtbot.waitUntil(lambda tab=tab: not getattr(tab, "loader", None) or not tab.loader.is_loading, timeout=10000)
        seen.walk(f"~tab {tab.title}", tab)
    seen.walk("window", window)

    registration = window.registration_tab
    registration.select_player(hostile.id)
    registration.edit_selected()
    registration.remove_selected()
    byes = registration.make_byes_dialog()
    seen.walk("byes dialog", byes)
    panel = byes.panel
    row = panel._row(hostile.id)
    assert row is not None
    panel.table.setCurrentIndex(panel.model.index(row, 1))
    panel.withdraw_selected()  # the Withdraw dialog, as the button opens it
    assert "dialog WithdrawDialog" in seen.walked
    window.late_entries_tab.withdraw_selected()
    window.tabs.setCurrentWidget(window.pairing_tab)
    window.pairing_tab.show_round(2)
    override = window.pairing_tab.make_override_dialog()
    assert override is not None
    seen.walk("override dialog", override)
    window.commands.edit_settings()
    window.commands.edit_prohibited_pairs()
    window.commands.print_documents("pairings", 2)
    adding = PlayerDialog(lambda _data, _entry: None)  # keep adding: the names registered are listed
    adding.keep_adding.setChecked(True)
    adding.name.setText(f"{HOSTILE},A")  # the dialog wants "Lastname, Firstname"
    adding.accept()
    assert HOSTILE in adding.added_label.text()
    seen.walk("player dialog, keep adding", adding)
    window.session.failed.emit(f"{HOSTILE} could not be saved")  # a refusal naming the player
    assert seen.walked and not seen.findings, seen.findings
    window.session.close()


def test_every_team_screen_shows_a_hostile_team_and_player_name_as_typed(
    qtbot: QtBot, tmp_path: Path, seen: Seen
) -> None:
    settings = SettingsRecord(info=INFO, total_rounds=5, pairing_system="team", team_rules=TeamRules())
    desk = Desk.create(tmp_path / "t.adesk", settings)
    desk.teams.add_team(HOSTILE, "<b>", [RosterPlayer(f"{HOSTILE[:28]} {k}", rating=2000) for k in range(5)])
    for t in range(3):
        desk.teams.add_team(f"Team {t + 2}", f"C{t}", [RosterPlayer(f"T{t} P{k}", rating=1900) for k in range(5)])
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    desk.teams.set_team_bye(desk.teams.team_state().teams[0].id, 3, "Z")
    window = _window(qtbot, tmp_path, desk)
    for tab in window.tab_pages():
        window.tabs.setCurrentWidget(tab)
        QApplication.processEvents()
        seen.walk(f"~tab {tab.title}", tab)
    teams = window.teams_tab
    teams.view.setCurrentIndex(teams.model.index(0, 0))
    teams.edit_team()
    teams.team_bye()
    teams.remove_team()
    match = desk.teams.team_round_view(1).matches[0]
    seen.walk("line-up dialog", LineupDialog(window.session, 1, match))
    override = window.team_pairing_tab.make_override_dialog()
    if override is not None:
        seen.walk("team override dialog", override)
    assert seen.walked and not seen.findings, seen.findings
    window.session.close()


def test_the_audit_finds_a_rendered_name(qtbot: QtBot) -> None:
    """The walk itself: a label left in automatic format with the name is found (the test can fail)."""
    from PySide6.QtWidgets import QLabel

    label = QLabel(f"{HOSTILE} withdraws")
    qtbot.addWidget(label)
    assert rich_renderings(label) and shows_hostile(label)
    label.setTextFormat(label.textFormat().PlainText)
    assert not rich_renderings(label)
