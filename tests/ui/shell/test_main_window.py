"""The main window: menus enabled by state, journal-backed undo/redo texts, New / Open / Import / Export /
demo / Settings with the prompts replaced (no real modal dialog ever opens), recent files, status bar."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from arbiter_desk.core.warnings import english
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.guide.help_dialogs import ShortcutsDialog
from arbiter_desk.ui.registration.player_import_dialog import PlayerImportDialog
from arbiter_desk.ui.results.result_keys import key_help
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.actions import ACTION_SPECS
from arbiter_desk.ui.shell.export_commands import TRF16_FILTER, TRF26_FILTER
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.ui.desk_helpers import Calls, DialogRunner, isolated_settings, new_desk
from tests.ui.warning_keys import CANCEL, TWO_STEP, script

DEMO_TRF = Path(__file__).resolve().parents[3] / "resources" / "demo.trf"


@pytest.fixture
def data_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    warnings: list[str] = []
    monkeypatch.setattr(prompts, "warn", lambda _parent, message: warnings.append(message))
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: data_folder)
    win.warnings = warnings  # type: ignore[attr-defined]
    qtbot.addWidget(win)
    return win


def enabled(window: MainWindow, *keys: str) -> list[bool]:
    return [window.desk_actions[key].isEnabled() for key in keys]


def test_starts_on_the_start_page_with_tournament_actions_off(window: MainWindow) -> None:
    assert window.stack.currentWidget() is window.start_page
    assert enabled(window, "export_trf", "close", "settings", "undo", "redo") == [False] * 5
    assert enabled(window, "new", "open", "import_trf", "open_demo", "quit", "about") == [True] * 6
    assert "no tournament open" in window.status_text
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == ["&File", "&Edit", "&View", "&Tournament", "R&ound robin", "&Help"]
    assert [a.text() for a in window.menuBar().actions() if a.isVisible()] == [
        "&File", "&Edit", "&View", "&Tournament", "&Help"
    ]  # fmt: skip


def test_the_round_robin_menu_is_shown_only_for_a_round_robin(window: MainWindow, tmp_path: Path) -> None:
    """Draw or set pairing numbers (C.05 Annex 1, checklist Q95) has no use in a Swiss: its menu is hidden."""
    menu = window.menus["R&ound robin"].menuAction()
    new_desk(tmp_path, players=4).close()  # a Dutch Swiss before round 1
    window.commands.open_path(tmp_path / "spring.adesk")
    assert not menu.isVisible()
    window.session.run(
        lambda d: d.settings.update_settings(replace(d.settings.current(), pairing_system="round-robin"))
    )
    assert menu.isVisible()
    window.session.run(lambda d: d.settings.update_settings(replace(d.settings.current(), pairing_system="dutch")))
    assert not menu.isVisible()


def test_print_pdf_and_csv_need_an_open_tournament(window: MainWindow) -> None:
    keys = ("print", "export_pdf", "export_csv")
    assert enabled(window, *keys) == [False] * 3
    window.desk_actions["open_demo"].trigger()
    assert enabled(window, *keys) == [True] * 3
    keys_shown = {spec.key for spec in ACTION_SPECS}
    assert "import_ratings" not in keys_shown  # one import path for lists: Import a rating list…
    assert window.desk_actions["import_any_list"].isEnabled()


def test_demo_opens_mid_tournament(window: MainWindow, data_folder: Path) -> None:
    window.start_page.buttons["open_demo"].click()
    assert window.stack.currentWidget() is window.tabs
    assert window.session.path == data_folder / "Arbiter-Desk-Demo-Open.adesk"
    assert window.status_text.endswith("round 3 of 7: complete")
    assert str(window.session.path) in window.status_text
    assert window.windowTitle() == "Arbiter Desk Demo Open — Arbiter Desk"
    assert enabled(window, "export_trf", "close", "settings") == [True] * 3
    assert enabled(window, "undo", "redo") == [False, False]  # an import is not undoable
    assert window.registration_tab.model.rowCount() == 24


def test_undo_redo_texts_follow_the_journal(window: MainWindow) -> None:
    window.desk_actions["open_demo"].trigger()
    window.session.run(lambda d: d.players.register_player(PlayerData("Late, Lou", rating=1400), 5))
    undo, redo = window.desk_actions["undo"], window.desk_actions["redo"]
    assert (undo.text(), undo.isEnabled()) == ("Undo: register Late, Lou (late entry from round 5)", True)
    assert not redo.isEnabled()
    undo.trigger()
    assert window.registration_tab.model.rowCount() == 24
    assert not undo.isEnabled() and undo.text() == "&Undo"
    assert (redo.text(), redo.isEnabled()) == ("Redo: register Late, Lou (late entry from round 5)", True)
    redo.trigger()
    assert window.registration_tab.model.rowCount() == 25


def test_new_tournament(window: MainWindow, data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        dialog.name.setText("Autumn Cup")
        dialog.rounds.setValue(5)
        dialog.arbiter.setText("Keller, Tobias")

    suggestions: list[Path] = []

    def save(_parent: object, _title: str, suggested: Path, _filters: str) -> tuple[Path, str]:
        suggestions.append(suggested)
        return suggested, ""

    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(fill))
    monkeypatch.setattr(prompts, "save_file", save)
    window.desk_actions["new"].trigger()
    assert suggestions == [data_folder / "Autumn-Cup.adesk"]
    assert window.session.path == data_folder / "Autumn-Cup.adesk"
    desk = window.session.require()
    assert (desk.settings.current().info.name, desk.settings.current().total_rounds) == (
        "Autumn Cup",
        5,
    )
    assert desk.journal.entries()[-1].who == "Keller, Tobias"
    assert window.commands.recent.paths() == [(data_folder / "Autumn-Cup.adesk").resolve()]
    assert window.status_text.endswith("registration")


def test_new_cancelled_keeps_the_start_page(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prompts, "run_dialog", lambda _dialog: False)
    window.desk_actions["new"].trigger()
    assert not window.session.is_open


def test_open_and_recent_files(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    new_desk(tmp_path, players=3).close()
    path = tmp_path / "spring.adesk"
    monkeypatch.setattr(prompts, "open_file", lambda *_args: path)
    window.desk_actions["open"].trigger()
    assert window.registration_tab.model.rowCount() == 3
    window.desk_actions["close"].trigger()
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.recent_list.count() == 1
    assert window.recent_menu.actions()[0].text() == "&1 Spring Open — registration"  # event and round state
    assert "Spring Open — registration" in window.start_page.recent_list.item(0).text()
    window.start_page.recent_list.itemActivated.emit(window.start_page.recent_list.item(0))
    assert window.session.path == path


def test_missing_recent_file_is_dropped_with_a_message(window: MainWindow, tmp_path: Path) -> None:
    gone = tmp_path / "gone.adesk"
    window.commands.recent.add(gone)
    assert window.start_page.recent_list.count() == 1
    window.recent_menu.actions()[0].trigger()
    assert window.warnings == [f"{gone.resolve()} no longer exists."]  # type: ignore[attr-defined]
    assert window.commands.recent.paths() == []
    assert window.start_page.no_recent.isVisibleTo(window.start_page)


def wait_for_import(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.commands.import_job.is_busy, timeout=30000)


def test_import_trf_goes_to_a_new_file(
    qtbot: QtBot, window: MainWindow, data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(prompts, "open_file", lambda *_args: DEMO_TRF)
    steps: list[tuple[int, int]] = []
    window.commands.import_job.progressed.connect(lambda done, total: steps.append((done, total)))
    assert window.commands.import_trf()
    assert not window.commands.import_trf()  # in the background, one import at a time
    wait_for_import(qtbot, window)
    assert steps[-1] == (3, 3)  # progress by round written
    window.desk_actions["import_trf"].trigger()
    wait_for_import(qtbot, window)
    assert window.session.path == data_folder / "demo-2.adesk"
    assert (data_folder / "demo.adesk").exists()
    assert window.registration_tab.model.rowCount() == 24


def test_import_of_a_bad_trf_is_reported(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("001 nonsense\n")
    monkeypatch.setattr(prompts, "open_file", lambda *_args: bad)
    window.desk_actions["import_trf"].trigger()
    wait_for_import(qtbot, window)
    assert not window.session.is_open
    assert len(window.warnings) == 1  # type: ignore[attr-defined]


@pytest.mark.parametrize(("chosen", "marker"), [(TRF26_FILTER, "192 FIDE_DUBOV"), (TRF16_FILTER, "012 Arbiter")])
def test_export_trf(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chosen: str, marker: str
) -> None:
    window.desk_actions["open_demo"].trigger()
    target = tmp_path / "out.trf"
    monkeypatch.setattr(prompts, "save_file", lambda *_args: (target, chosen))
    window.desk_actions["export_trf"].trigger()
    text = target.read_text(encoding="utf-8")
    assert marker in text
    assert ("192 FIDE_DUBOV" in text) is (chosen == TRF26_FILTER)


def test_settings_are_one_undoable_command(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.desk_actions["open_demo"].trigger()

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        assert dialog.name.text() == "Arbiter Desk Demo Open"
        dialog.name.setText("Renamed Open")

    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(fill))
    window.desk_actions["settings"].trigger()
    assert window.windowTitle() == "Renamed Open — Arbiter Desk"
    assert window.desk_actions["undo"].text() == "Undo: edit tournament settings"
    window.desk_actions["undo"].trigger()
    assert window.windowTitle() == "Arbiter Desk Demo Open — Arbiter Desk"


def test_refused_command_is_shown(window: MainWindow) -> None:
    window.desk_actions["open_demo"].trigger()
    player = window.session.require().players.all()[0].id
    window.session.run(lambda d: d.players.reinstate_player(player))
    assert window.warnings == ["Eriksen, Dmitri has not withdrawn"]  # type: ignore[attr-defined]


def test_help_lists_result_keys_and_menu_shortcuts(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = Calls(True)
    monkeypatch.setattr(prompts, "run_dialog", shown)
    window.desk_actions["shortcuts"].trigger()
    dialog = shown.args[0][0]
    assert isinstance(dialog, ShortcutsDialog)
    keys = [dialog.result_keys.model().index(r, 0).data() for r in range(dialog.result_keys.rowCount())]
    assert keys == [key for key, _ in key_help()]
    assert any("game 1 → game 2" in label.text() for label in dialog.findChildren(QLabel))  # C.04.5 matches
    meanings = [dialog.menu_keys.model().index(r, 1).data() for r in range(dialog.menu_keys.rowCount())]
    assert "Undo" in meanings and "Open" in meanings and "Import TRF" in meanings
    about: list[str] = []
    monkeypatch.setattr(prompts, "inform", lambda _parent, _title, text: about.append(text))
    window.desk_actions["about"].trigger()
    assert all(system in about[0] for system in ("Dubov", "Dutch", "Burstein", "Lim", "Double-Swiss", "Team Swiss"))


def test_standard_shortcuts(window: MainWindow) -> None:
    shortcuts = {key: window.desk_actions[key].shortcut().toString() for key in ("new", "open", "undo", "quit")}
    assert shortcuts == {"new": "Ctrl+N", "open": "Ctrl+O", "undo": "Ctrl+Z", "quit": "Ctrl+Q"}


def test_window_state_is_kept_in_qsettings(qtbot: QtBot, tmp_path: Path, data_folder: Path) -> None:
    settings = isolated_settings(tmp_path)
    first = MainWindow(settings=settings, data_folder=lambda: data_folder)
    qtbot.addWidget(first)
    first.resize(900, 600)
    first.close()
    assert settings.value("window/geometry") is not None


def test_a_reopened_tournament_lands_on_the_current_rounds_work(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Registration before round 1, Results while a round is played, Round pairing when the
    next one is due, Standings once the last round is complete."""
    from tests.ui.round_fixtures import new_desk as round_desk
    from tests.ui.round_fixtures import play

    desk = round_desk(tmp_path, players=6, name="land")
    path = desk.path
    landings = []
    for step in ("none", "publish", "complete", "all"):
        if step == "publish":
            desk.rounds.pair_next_round()
            desk.rounds.publish_round()
        elif step == "complete":
            for board in desk.rounds.boards(1):
                desk.results.record_result(1, board.number, GameResult.DRAW)
        elif step == "all":
            play(desk, 4)
        desk.close()
        window.commands.open_path(path)
        landings.append(window.tabs.currentWidget())
        window.session.close()
        desk = Desk.open(path)
    desk.close()
    assert landings == [window.registration_tab, window.results_tab, window.pairing_tab, window.standings_tab]


def test_round_state_stays_in_the_status_bar_and_files_say_where_they_went(
    qtbot: QtBot, window: MainWindow, data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A menu hint never hides the round state; the demo is not copied twice."""
    window.desk_actions["open_demo"].trigger()
    assert window.statusBar().currentMessage() == f"Created {data_folder / 'Arbiter-Desk-Demo-Open.adesk'}"
    window.statusBar().showMessage("Open a tournament file")  # what hovering a menu item does
    assert window.state_label.isVisibleTo(window) and "round 3 of 7: complete" in window.state_label.text()
    window.desk_actions["close"].trigger()
    window.desk_actions["open_demo"].trigger()
    assert sorted(p.name for p in data_folder.iterdir() if p.suffix == ".adesk") == ["Arbiter-Desk-Demo-Open.adesk"]
    assert "demo copy you already have" in window.statusBar().currentMessage()
    monkeypatch.setattr(prompts, "open_file", lambda *_args: DEMO_TRF)
    window.desk_actions["import_trf"].trigger()
    wait_for_import(qtbot, window)
    assert window.statusBar().currentMessage() == f"Imported demo.trf into {data_folder / 'demo.adesk'}"


def test_import_players_into_the_open_tournament(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Players of a TRF or CSV file join the *current* tournament (one undoable command)."""
    assert not window.desk_actions["import_players"].isEnabled()
    new_desk(tmp_path, players=2).close()
    window.commands.open_path(tmp_path / "spring.adesk")
    listing = tmp_path / "club.csv"
    listing.write_text('Name,Rating,FIDE id\n"Abel, Ines",2105,4100\n"Berger, Max",,\n', encoding="utf-8")
    titles: list[str] = []
    monkeypatch.setattr(prompts, "open_file", lambda _p, title, *_args: titles.append(title) or listing)
    previews: list[PlayerImportDialog] = []

    def preview(dialog: QDialog) -> bool:
        """What was read is shown first; Esc adds nobody, Enter (on OK) imports."""
        assert isinstance(dialog, PlayerImportDialog)
        previews.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        rows = [[dialog.table.item(r, c).text() for c in (0, 2, 4)] for r in range(dialog.table.rowCount())]
        assert rows == [["Abel, Ines", "2105", "4100"], ["Berger, Max", "", ""]]
        assert any("Name (required)" in label.text() for label in dialog.findChildren(QLabel))
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Escape if len(previews) == 1 else Qt.Key.Key_Return)
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", preview)
    window.desk_actions["import_players"].trigger()
    assert window.registration_tab.model.rowCount() == 2  # cancelled in the preview
    window.desk_actions["import_players"].trigger()
    assert "Name and any of Rating, FIDE id" in titles[0]
    assert window.registration_tab.model.rowCount() == 4
    assert window.statusBar().currentMessage() == "Import 2 players from club.csv"
    assert window.desk_actions["undo"].text() == "Undo: import 2 players from club.csv"
    monkeypatch.setattr(prompts, "open_file", lambda *_args: DEMO_TRF)
    monkeypatch.setattr(prompts, "run_dialog", lambda _dialog: True)
    window.desk_actions["import_players"].trigger()
    assert window.registration_tab.model.rowCount() == 28 and window.session.path == tmp_path / "spring.adesk"


def test_new_tournament_makes_the_data_folder_before_asking_where(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a first run the data folder did not exist, so the save dialog opened in the current folder."""
    fresh = tmp_path / "first-run" / "ArbiterDesk"
    win = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: fresh)
    qtbot.addWidget(win)
    folder_existed: list[bool] = []

    def save(_parent: object, _title: str, suggested: Path, _filters: str) -> tuple[Path, str]:
        folder_existed.append(suggested.parent.is_dir())
        return suggested, ""

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        dialog.name.setText("First Cup")

    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(fill))
    monkeypatch.setattr(prompts, "save_file", save)
    win.desk_actions["new"].trigger()
    assert folder_existed == [True]
    assert win.session.path == fresh / "First-Cup.adesk"


def test_new_tournament_starts_with_dutch_then_the_last_system(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dutch, the common case, the first time; afterwards the system the last new tournament used."""
    offered: list[str] = []

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        offered.append(str(dialog.system.currentData()))
        dialog.name.setText(f"Cup {len(offered)}")
        dialog.system.setCurrentIndex(dialog.system.findData("burstein"))

    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(fill))
    monkeypatch.setattr(prompts, "save_file", lambda _p, _t, suggested, _f: (suggested, ""))
    window.desk_actions["new"].trigger()
    assert window.session.require().settings.current().pairing_system == "burstein"
    window.desk_actions["new"].trigger()
    assert offered == ["dutch", "burstein"]


def test_q92_a_new_tournament_never_defaults_to_a_superseded_system(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q92: the superseded texts (1992, Dubov 1997/2018) are for re-checking old events: a new event of one of
    them asks the level-4 warning (confirmed by keys: it is created outside FIDE mode; Escape: nothing made), and
    the next New tournament offers Dutch again, not the historical system."""
    offered: list[str] = []

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SettingsDialog)
        offered.append(str(dialog.system.currentData()))
        dialog.name.setText(f"Old Cup {len(offered)}")
        dialog.system.setCurrentIndex(dialog.system.findData("rating-1992"))

    made: list[Path] = []

    def save(_parent: object, _title: str, suggested: Path, _filters: str) -> tuple[Path, str]:
        made.append(suggested)
        return suggested, ""

    monkeypatch.setattr(prompts, "run_dialog", DialogRunner(fill))
    monkeypatch.setattr(prompts, "save_file", save)
    warnings = script(monkeypatch, qtbot, TWO_STEP, CANCEL)
    window.desk_actions["new"].trigger()
    desk = window.session.require()
    assert desk.settings.current().pairing_system == "rating-1992" and not desk.fide_mode.in_fide_mode()
    assert warnings.levels == [4] and "re-check old events" in english(warnings.seen[0][0].text)
    window.desk_actions["new"].trigger()  # the warning cancelled: no second event
    assert len(made) == 1 and window.session.require() is desk and warnings.levels == [4, 4]
    assert offered == ["dutch", "dutch"]
