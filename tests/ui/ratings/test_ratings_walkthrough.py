"""The rating screens end to end, walked by keyboard only and offline, with the real dialogs (checklist Q117–144):
the three FIDE single lists and a national CSV imported (which list each file is, the CSV's column mapping),
a rapid event whose players are found by the list sequence (effective rapid, then blitz; a player only in the
national list linked by name and year of birth, offered, never silently), a rating changed in a newer list,
the consistency check after that import reporting it, and only the ticked player updated.

Every question box (``prompts``) is a real modal box answered by a key: ``answer_next`` presses the key on the
box as soon as it is shown. Screens are saved to /tmp/r when that folder exists.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.rating_lists import FIDE, ListRef, RateOfPlay
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.ratings.rating_lists import COMBINED, installed_lists, list_path
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.ratings.rating_check_dialog import RatingCheckDialog
from arbiter_desk.ui.ratings.rating_commands import RatingMenuCommands
from arbiter_desk.ui.ratings.rating_list_dialog import RatingListImportDialog
from arbiter_desk.ui.ratings.rating_settings_dialog import RatingSettingsDialog
from arbiter_desk.ui.ratings.rating_source_dialog import RatingSourceDialog
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from tests.formats.rating_list_samples import txt_line
from tests.ui.desk_helpers import new_desk, session_on

SHOTS = Path("/tmp/r")


def _single(path: Path, month: str, rows: dict[int, tuple[str, str]]) -> Path:
    """A FIDE single list (``standard_rating_list.txt`` …): FIDE id → (name, rating in the month's column)."""
    header = (
        "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
        f"           FOA {month} Gms  K  B-day Flag"
    )
    lines = [header] + [
        txt_line(header, ID_Number=str(i), Name=name, Fed="ITA", Sex="M", B_day="1990", **{month: rating})
        for i, (name, rating) in rows.items()
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _shot(widget: QWidget, name: str) -> None:
    if SHOTS.is_dir():
        widget.grab().save(str(SHOTS / f"walk_{name}.png"))


class Keys:
    """Answers modal boxes by keys and drives the dialogs ``prompts.run_dialog`` would open."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.boxes: list[str] = []
        self.reports: list[RatingCheckDialog] = []
        self.tick_rows: list[int] = []

    def answer_next(self, key: Qt.Key = Qt.Key.Key_Return) -> None:
        """Press ``key`` on the next modal box once it is shown (its default button: Return)."""

        def press() -> None:
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox):
                QTimer.singleShot(20, press)
                return
            self.boxes.append(box.text())
            _shot(box, f"box{len(self.boxes)}")
            self.qtbot.keyClick(box, key)

        QTimer.singleShot(0, press)

    def run_dialog(self, dialog: QDialog) -> bool:
        self.qtbot.addWidget(dialog)
        dialog.show()
        if isinstance(dialog, RatingSourceDialog):
            self.qtbot.waitUntil(lambda: not dialog.is_reading)
            _shot(dialog, f"source_{dialog.chosen_kind}")
            if dialog.chosen_kind == "national":
                dialog.national.setFocus()
                self.qtbot.keyClicks(dialog.national, "ITA")
                self.qtbot.keyClick(dialog.national, Qt.Key.Key_Return)
            else:
                self.qtbot.keyClick(dialog.ok, Qt.Key.Key_Return)
        elif isinstance(dialog, RatingListImportDialog):
            self.qtbot.waitUntil(lambda: not dialog.is_busy, timeout=20000)
            assert dialog.outcome is not None and not dialog.outcome.cancelled, dialog.message.text()
            self.qtbot.keyClick(dialog, Qt.Key.Key_Escape)
            return True
        elif isinstance(dialog, RatingCheckDialog):
            self.reports.append(dialog)
            _shot(dialog, f"check{len(self.reports)}")
            dialog.table.setFocus()
            for row in self.tick_rows:
                dialog.table.setCurrentCell(row, 0)  # as ↓ would: the rows the test names
                self.qtbot.keyClick(dialog.table, Qt.Key.Key_Space)
            self.qtbot.keyClick(dialog.table, Qt.Key.Key_Return if self.tick_rows else Qt.Key.Key_Escape)
        elif isinstance(dialog, RatingSettingsDialog):
            dialog.rate.setFocus()
            self.qtbot.keyClick(dialog.rate, Qt.Key.Key_Down)  # standard → rapid: its default sequence (Q123)
            dialog.candidates.setFocus()
            index = dialog.candidates.findData("national:ITA-rapid")
            while dialog.candidates.currentIndex() != index:
                self.qtbot.keyClick(dialog.candidates, Qt.Key.Key_Down)
            self.qtbot.keyClick(dialog.add_button, Qt.Key.Key_Space)
            _shot(dialog, "settings")
            dialog.sequence.setFocus()
            self.qtbot.keyClick(dialog.sequence, Qt.Key.Key_Return)
        else:
            raise AssertionError(type(dialog).__name__)
        return dialog.result() == QDialog.DialogCode.Accepted


@pytest.fixture
def walk(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[Desk, RatingMenuCommands, Keys]]:
    lists = tmp_path / "lists"
    desk = new_desk(tmp_path, 0)
    settings = desk.settings.current()
    desk.settings.update_settings(
        replace(settings, info=replace(settings.info, start_date="2026/11/28", end_date="2026/11/29"))
    )
    commands = RatingMenuCommands(session_on(desk), None, lists)  # type: ignore[arg-type]
    commands.today = lambda: date(2026, 11, 28)
    keys = Keys(qtbot)
    monkeypatch.setattr(prompts, "run_dialog", keys.run_dialog)
    monkeypatch.setattr(fide_lookup, "database_path", lambda: list_path(lists, FIDE, "standard"))
    yield desk, commands, keys
    desk.close()


def _register_by_keys(qtbot: QtBot, desk: Desk, search: str, sequence: tuple[ListRef, ...]) -> PlayerDialog:
    """Registration → Add player: type in the FIDE search, Return (search), Return (the first match filled in,
    the sequence finding the rating, and registered)."""

    def submit(data: PlayerData, _entry: int | None) -> str | None:
        desk.players.register_player(data)
        return None

    dialog = PlayerDialog(submit)
    dialog.rating_sequence = sequence
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.lookup.search_edit
    edit.setFocus()
    qtbot.keyClicks(edit, search)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    _shot(dialog, f"player_{search}")
    qtbot.keyClick(edit, Qt.Key.Key_Return)  # the match filled in and registered
    return dialog


def test_done_when_walked_by_keys(qtbot: QtBot, tmp_path: Path, walk: tuple[Desk, RatingMenuCommands, Keys]) -> None:
    desk, commands, keys = walk
    players = {5000: "Rossi, Anna", 5001: "Bianchi, Luca", 5002: "Verdi, Marco"}
    std = _single(
        tmp_path / "standard_rating_list.txt",
        "NOV26",
        {i: (n, r) for (i, n), r in zip(players.items(), ("2400", "2390", "2380"), strict=True)},
    )
    rapid = _single(tmp_path / "rapid_rating_list.txt", "NOV26", {5000: (players[5000], "2350")})
    blitz = _single(tmp_path / "blitz_rating_list.txt", "NOV26", {5002: (players[5002], "2200")})
    national = tmp_path / "fsi.csv"
    national.write_text(
        "Id;Name;Rapid;Year of birth\nN7;Neri, Lia;1710;2001\nN8;Neri, Lia;1500;1970\n", encoding="utf-8"
    )
    for source in (std, rapid, blitz, national):
        assert commands.import_rating_list(source) is not None
    assert [(i.name, i.rate) for i in installed_lists(commands.folder)] == [
        ("fide", "standard"),
        ("fide", "rapid"),
        ("fide", "blitz"),
        ("ITA", COMBINED),
    ]
    # the rapid event and its sequence: effective rapid, blitz, then the national rapid list (Q123–126)
    commands.edit_rating_settings()
    sequence = desk.ratings.rating_settings().sequence
    assert desk.ratings.rating_settings().event_rate is RateOfPlay.RAPID
    assert [r.key for r in sequence] == ["fide-rapid-effective", "fide-blitz", "national:ITA-rapid"]
    # players found by the sequence (Q127), each registered by keys from the FIDE search
    for search in ("rossi", "bianchi", "verdi"):
        _register_by_keys(qtbot, desk, search, sequence)
    found = {p.name: (p.rating, p.rating_source) for p in desk.players.all()}
    assert found == {
        "Rossi, Anna": (2350, "fide-rapid-effective@2026-11-01"),  # the rapid list
        "Bianchi, Luca": (2390, "fide-rapid-effective@2026-11-01"),  # standard stands in (Q118)
        "Verdi, Marco": (2380, "fide-rapid-effective@2026-11-01"),
    }
    # a player of the national list only: typed, then offered by name and year of birth and picked by Return
    desk.players.register_player(PlayerData("Neri, Lia", rating=0, birth_date="2001"))
    keys.answer_next(Qt.Key.Key_Return)
    assert commands.find_national_ids() == 1
    assert "Neri, Lia (born 2001) has no FIDE id" in keys.boxes[-1]
    neri = next(p for p in desk.players.all() if p.name == "Neri, Lia")
    assert (neri.national_id, neri.national_rating) == ("N7", 1710)
    # a newer rapid list changes two ratings; the check after the import reports both; only the ticked applies
    keys.tick_rows = [0]  # Bianchi (TPN 1); Rossi stays unticked
    newer = {5000: (players[5000], "2362"), 5001: (players[5001], "2301")}
    commands.import_rating_list(_single(tmp_path / "rapid_rating_list.txt", "DEC26", newer))
    report = keys.reports[-1].report
    assert [f.text for f in report.findings] == [
        "Bianchi, Luca: 2390 stored, 2301 in the list (FIDE rapid (effective))",
        "Rossi, Anna: 2350 stored, 2362 in the list (FIDE rapid (effective))",
    ]
    after = {p.name: p.rating for p in desk.players.all()}
    assert after == {"Rossi, Anna": 2350, "Bianchi, Luca": 2301, "Verdi, Marco": 2380, "Neri, Lia": 0}
    assert "consistency check" in desk.journal.entries()[-1].why
