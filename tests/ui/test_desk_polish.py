"""The polish a newcomer's pass found: each a small thing a newcomer met (and a test that fails on the old code)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog
from pytestqt.qtbot import QtBot

from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.registration.player_import_dialog import PlayerImportDialog


def test_the_csv_preview_shows_the_club_column(qtbot: QtBot) -> None:
    dialog = PlayerImportDialog("club.csv", [PlayerData("Abel, Ines", rating=2105, club="SC Nord")])
    qtbot.addWidget(dialog)
    titles = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert titles[-1] == "Club" and dialog.table.item(0, titles.index("Club")).text() == "SC Nord"


def test_a_round_robin_offers_no_acceleration_rules_to_print(tmp_path: Path) -> None:
    """C.04.7 (Baku acceleration) is a Swiss rule: Print offered "Acceleration rules (Baku)" in a round robin."""
    from arbiter_desk.services.documents.sheets import document_kinds
    from tests.services.round_robins.test_round_robin_schedule import _desk

    desk = _desk(tmp_path)
    kinds = document_kinds(desk)
    assert "all-rounds" in kinds and "acceleration-rules" not in kinds
    desk.close()


def test_file_dialogs_start_in_the_folder_last_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """They always opened in the home folder."""
    monkeypatch.setattr(prompts, "_last_folder", None)
    started: list[str] = []
    chosen = tmp_path / "lists" / "players.csv"

    def pick(_parent: object, _title: str, start: str, _filters: str) -> tuple[str, str]:
        started.append(start)
        return str(chosen), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", pick)
    assert prompts.open_file(None, "Import", Path.home(), "*.csv") == chosen
    prompts.open_file(None, "Import", Path.home(), "*.csv")
    prompts.save_file(None, "Export", Path.home() / "standings.csv", "*.csv")
    prompts.open_file(None, "Open", tmp_path / "data", "*.adesk")  # a folder of its own is kept
    assert started == [
        str(Path.home()),
        str(chosen.parent),
        str(chosen.parent / "standings.csv"),
        str(tmp_path / "data"),
    ]


def test_the_rp_tick_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    from tests.ui.desk_helpers import session_on
    from tests.ui.round_fixtures import new_desk, play

    desk = new_desk(tmp_path, players=4)
    play(desk, 1)
    session = session_on(desk)
    first = PrintDialog(session, "standings", None)
    qtbot.addWidget(first)
    qtbot.waitUntil(lambda: not first.is_busy, timeout=30_000)
    assert not first.extras.rating_columns.isChecked()
    first.extras.rating_columns.setChecked(True)
    qtbot.waitUntil(lambda: not first.is_busy, timeout=30_000)
    again = PrintDialog(session, "standings", None)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: not again.is_busy, timeout=30_000)
    assert again.extras.rating_columns.isChecked()


def test_ctrl_p_prints_what_the_tab_shows(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+P from the Standings tab opened the Print dialog on "Pairings by board"."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from arbiter_desk.ui.common.session import DeskSession
    from arbiter_desk.ui.shell.main_window import MainWindow
    from tests.ui.desk_helpers import isolated_settings
    from tests.ui.round_fixtures import new_desk, play

    desk = new_desk(tmp_path, players=6)
    play(desk, 2)
    opened: list[tuple[str, int | None]] = []

    def look(dialog: QDialog) -> bool:
        assert isinstance(dialog, PrintDialog)
        qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30_000)  # the rounds are read in the background
        opened.append((dialog.kind(), dialog.round_no()))
        return False

    monkeypatch.setattr(prompts, "run_dialog", look)
    window = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.session.attach(desk)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ctrl = Qt.KeyboardModifier.ControlModifier
    for tab, shown in ((5, window.standings_tab), (3, window.pairing_tab), (1, None)):
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key(Qt.Key.Key_0 + tab), ctrl)
        if shown is not None:  # the tab shows its round once read (in the background)
            qtbot.waitUntil(lambda shown=shown: shown.shown_round() == 2, timeout=10_000)
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_P, ctrl)
    assert opened == [("standings", 2), ("pairings", 2), ("players", None)]


def test_a_drafts_pairing_sheet_carries_a_draft_watermark_on_every_page(qtbot: QtBot, tmp_path: Path) -> None:
    """The draft pairing PDF had no watermark (only its status line said DRAFT): a draft is never posted as the
    pairing (C.04.2 art. 4.4). The PDF and the print preview both draw it; a published round has none."""
    import io

    from pypdf import PdfReader
    from PySide6.QtGui import QImage

    from arbiter_desk.formats.pdf import render_pdf
    from arbiter_desk.services.documents.sheets import document_for
    from arbiter_desk.ui.printing.output import paint_document
    from tests.ui.round_fixtures import new_desk, play

    desk = new_desk(tmp_path, players=8)
    play(desk, 1)
    assert document_for(desk, "pairings", 1).watermark == ""
    desk.rounds.pair_next_round()
    draft = document_for(desk, "pairings", 2)
    assert draft.watermark == "DRAFT" and document_for(desk, "result-slips", 2).watermark == "DRAFT"
    pages = PdfReader(io.BytesIO(render_pdf(draft))).pages
    for page in pages:
        lines = [line.strip() for line in page.extract_text().splitlines()]
        assert "DRAFT" in lines  # the watermark, a line of its own (the status line says more)
    image = QImage(800, 1130, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    assert paint_document(draft, image) == 1
    grey = sum(1 for x in range(0, 800, 4) for y in range(300, 900, 4) if image.pixel(x, y) & 0xFFFFFF == 0xE1E1E1)
    assert grey > 200  # the light-grey letters across the page
    if SHOTS.is_dir():
        image.save(str(SHOTS / "draft_watermark_preview.png"))
    desk.close()


SHOTS = Path("/tmp/r")


def test_the_team_pairing_tab_shows_each_teams_match_points_in_the_draft(qtbot: QtBot, tmp_path: Path) -> None:
    """The team Pairing tab showed no team scores in a draft: each team's match points before the round now
    stand beside it (C.04.6: teams are paired by match points)."""
    from arbiter_desk.core.results import ResultCode
    from arbiter_desk.ui.teams.team_rounds import match_columns
    from tests.ui.teams.test_team_desk import team_desk

    desk = team_desk(tmp_path, teams=4)
    desk.teams.pair_next_team_round()
    desk.teams.publish_team_round()
    for match in (1, 2):
        for board in range(1, 5):
            desk.teams.record_team_result(1, match, board, ResultCode.WIN)
    desk.teams.pair_next_team_round()
    view = desk.teams.team_round_view(2)
    columns = match_columns()
    titles = [c.title for c in columns]
    assert titles.count("MP") == 2
    scores = sorted(c.text(m) for m in view.matches for c in columns if c.title == "MP")
    assert scores == ["0", "0", "2", "2"]  # two matches won 4-0 in round 1: 2 match points each
    assert {m.first_score for m in desk.teams.team_round_view(1).matches} == {"0 MP"}
    desk.close()
