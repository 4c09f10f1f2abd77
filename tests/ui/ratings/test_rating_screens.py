"""The rating screens, driven by keys: which list a file is (and a national CSV's columns), the
event's list sequence and method, the consistency check's report; and the whole story of the issue's "done
when" — three FIDE lists and a national CSV imported, a rapid event whose players are found by the sequence, a
rating changed in a list and reported by the check, only the ticked player updated (checklist Q117–144)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLineEdit
from pytestqt.qtbot import QtBot

from arbiter_desk.core.rating_lists import FIDE, ListRef, RateOfPlay, RatingMethod, default_sequence
from arbiter_desk.services import PlayerData
from arbiter_desk.services.ratings.event_ratings import RatingChoice, RatingKind, RatingSettings
from arbiter_desk.services.ratings.rating_check import CheckReport, check_ratings
from arbiter_desk.services.ratings.rating_lists import COMBINED, find_by_sequence, import_fide_list, installed_lists
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.ratings.rating_check_dialog import RatingCheckDialog
from arbiter_desk.ui.ratings.rating_commands import RatingMenuCommands
from arbiter_desk.ui.ratings.rating_list_dialog import RatingListImportDialog
from arbiter_desk.ui.ratings.rating_settings_dialog import RatingSettingsDialog
from arbiter_desk.ui.ratings.rating_source_dialog import RatingSourceDialog
from arbiter_desk.ui.ratings.tournament_ratings_dialog import TournamentRatingsDialog
from tests.formats.rating_list_samples import txt_line
from tests.ui.desk_helpers import new_desk, session_on

SINGLE = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
    "           FOA NOV26 Gms  K  B-day Flag"
)
SHOTS = Path("/tmp/r")


def _single(path: Path, rows: dict[str, str]) -> Path:
    lines = [SINGLE] + [
        txt_line(SINGLE, ID_Number=i, Name=f"Player{int(i) - 5000 + 1:02d}, Ann", NOV26=r) for i, r in rows.items()
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _shot(widget: QDialog, name: str) -> None:
    if SHOTS.is_dir():
        widget.grab().save(str(SHOTS / f"{name}.png"))


def test_source_dialog_reads_a_national_csv_and_refuses_until_the_name_is_given(qtbot: QtBot, tmp_path: Path) -> None:
    csv_file = tmp_path / "dwz.csv"
    csv_file.write_text("Name;FIDE id;DWZ;Birth\nPlayer01, Ann;5000;2380;1990\n", encoding="utf-8")
    dialog = RatingSourceDialog(csv_file, today=date(2026, 11, 28))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.is_reading)
    assert dialog.chosen_kind == "national" and dialog.mapping_box.isVisible()
    assert dialog.columns["standard"].currentText() == "DWZ"
    assert dialog.columns["fide_id"].currentText() == "FIDE id"
    assert dialog.month.date().month() == 11
    _shot(dialog, "rating_source_national")
    qtbot.keyClick(dialog.ok, Qt.Key.Key_Return)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "national list name" in dialog.message.text().lower()
    dialog.national.setFocus()
    qtbot.keyClicks(dialog.national, "ger")
    qtbot.keyClick(dialog.national, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.mapping == {"name": "Name", "fide_id": "FIDE id", "standard": "DWZ", "birth_year": "Birth"}


def test_source_dialog_recognises_a_fide_single_list(qtbot: QtBot, tmp_path: Path) -> None:
    source = _single(tmp_path / "blitz_rating_list.txt", {"5000": "2300"})
    dialog = RatingSourceDialog(source, today=date(2026, 12, 5))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.is_reading)
    assert dialog.chosen_kind == "blitz" and not dialog.mapping_box.isVisible()
    assert (dialog.month.date().year(), dialog.month.date().month()) == (2026, 11)  # from the NOV26 column
    _shot(dialog, "rating_source_fide")


def test_settings_dialog_edits_the_sequence_by_keys(qtbot: QtBot) -> None:
    dialog = RatingSettingsDialog(RatingSettings(), ["GER"])
    qtbot.addWidget(dialog)
    dialog.show()
    # Q123: a rapid event brings the rapid default sequence
    dialog.rate.setFocus()
    qtbot.keyClick(dialog.rate, Qt.Key.Key_Down)
    assert dialog.refs() == default_sequence(RateOfPlay.RAPID)
    # Q124–126: add the national rapid list, move it up, remove the blitz list
    dialog.candidates.setCurrentIndex(dialog.candidates.findData("national:GER-rapid"))
    qtbot.keyClick(dialog.add_button, Qt.Key.Key_Space)
    dialog.sequence.setFocus()
    qtbot.keyClick(dialog.sequence, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert [r.key for r in dialog.refs()] == ["fide-rapid-effective", "national:GER-rapid", "fide-blitz"]
    qtbot.keyClick(dialog.sequence, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.sequence, Qt.Key.Key_Delete)
    assert [r.key for r in dialog.refs()] == ["fide-rapid-effective", "national:GER-rapid"]
    dialog.method.setCurrentIndex(dialog.method.findData("FIDON"))
    _shot(dialog, "rating_settings")
    # Tab walks the form top to bottom
    order = [dialog.rate, dialog.sequence]
    dialog.rate.setFocus()
    qtbot.keyClick(dialog.rate, Qt.Key.Key_Tab)
    assert dialog.focusWidget() in (dialog.sequence, *order)
    dialog.accept()
    settings = dialog.accepted_settings
    assert settings is not None
    assert settings.event_rate is RateOfPlay.RAPID and settings.method is RatingMethod.FIDON
    assert settings.sequence == (ListRef(FIDE, RateOfPlay.RAPID, effective=True), ListRef("GER", RateOfPlay.RAPID))


def test_settings_dialog_refuses_an_empty_sequence_and_locks_the_tie_order(qtbot: QtBot) -> None:
    dialog = RatingSettingsDialog(RatingSettings(sequence=(ListRef(FIDE, RateOfPlay.STANDARD),)), tie_order_locked=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.tie_order.isEnabled()
    dialog.sequence.setFocus()
    qtbot.keyClick(dialog.sequence, Qt.Key.Key_Delete)
    dialog.accept()
    assert dialog.accepted_settings is None and "at least one list" in dialog.message.text()


def test_check_dialog_ticks_by_keys_and_applies_only_the_ticked(qtbot: QtBot, tmp_path: Path) -> None:
    desk = new_desk(tmp_path, 3)
    import_fide_list(
        _single(tmp_path / "std.txt", {"5000": "2401", "5001": "2392"}), "standard", date(2026, 11, 1), tmp_path
    )
    report = check_ratings(desk.state(), date(2026, 11, 28), tmp_path)
    dialog = RatingCheckDialog(report)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 3  # two changed, one not in the list
    _shot(dialog, "rating_check")
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Space)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Space)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Space)  # untick again
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert [f.discrepancy.name for f in dialog.chosen] == ["Player01, Ann"]
    desk.close()


def test_done_when_story(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three FIDE lists and a national CSV, a rapid event found by the sequence, a rating
    changed in a list reported by the check (after the import), only the ticked player updated."""
    lists = tmp_path / "lists"
    desk = new_desk(tmp_path, 0)
    settings = desk.settings.current()
    desk.settings.update_settings(
        replace(settings, info=replace(settings.info, start_date="2026/11/28", end_date="2026/11/29"))
    )
    session = session_on(desk)
    commands = RatingMenuCommands(session, None, lists)  # type: ignore[arg-type]
    commands.today = lambda: date(2026, 11, 28)
    answers: list[CheckReport] = []

    def run_dialog(dialog: QDialog) -> bool:
        if isinstance(dialog, RatingSourceDialog):
            qtbot.waitUntil(lambda: not dialog.is_reading)  # the file is read in the background first
            if dialog.chosen_kind == "national":
                dialog.national.setText("GER")
            dialog.accept()
            return True
        if isinstance(dialog, RatingListImportDialog):
            qtbot.waitUntil(lambda: not dialog.is_busy, timeout=20000)
            assert dialog.outcome is not None and not dialog.outcome.cancelled, dialog.message.text()
            return True
        if isinstance(dialog, RatingCheckDialog):
            answers.append(dialog.report)
            qtbot.addWidget(dialog)
            dialog.show()
            dialog.table.setFocus()
            if dialog.table.rowCount():
                qtbot.keyClick(dialog.table, Qt.Key.Key_Space)
                qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
                return True
            return False
        raise AssertionError(type(dialog).__name__)

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    monkeypatch.setattr(prompts, "confirm", lambda *_a: True)
    std = _single(tmp_path / "standard_rating_list.txt", {"5000": "2400", "5001": "2390", "5002": "2380"})
    rapid = _single(tmp_path / "rapid_rating_list.txt", {"5000": "2350"})
    blitz = _single(tmp_path / "blitz_rating_list.txt", {"5002": "2200"})
    national = tmp_path / "national.csv"
    national.write_text('Name,FIDE id,Rating\n"Player04, Ann",5003,1900\n', encoding="utf-8")
    for source in (std, rapid, blitz, national):
        assert commands.import_rating_list(source) is not None
    assert [(i.name, i.rate) for i in installed_lists(lists)] == [
        ("fide", "standard"),
        ("fide", "rapid"),
        ("fide", "blitz"),
        ("GER", COMBINED),
    ]
    assert answers and answers[-1].findings == ()  # nobody registered yet: nothing to report
    desk.ratings.set_rating_settings(
        RatingSettings(RateOfPlay.RAPID, (*default_sequence(RateOfPlay.RAPID), ListRef("GER", RateOfPlay.STANDARD)))
    )
    sequence = desk.ratings.rating_settings().sequence
    for number, fide_id in enumerate((5000, 5001, 5002, 5003), start=1):
        outcome = find_by_sequence(sequence, fide_id, lists)
        if outcome.chosen is not None:
            rating, origin = outcome.chosen.rating, outcome.chosen.source_text
        else:  # Q128–129: offered; the arbiter picks the first
            rating, origin = outcome.offers[0].rating, outcome.offers[0].source_text
        desk.players.register_player(PlayerData(f"Player{number:02d}, Ann", rating=rating, fide_id=fide_id))
        player = next(p for p in desk.players.all() if p.fide_id == fide_id)
        desk.ratings.assign_ratings({player.id: RatingChoice(RatingKind.FIDE, rating, origin)})
    found = {p.name: (p.rating, p.rating_source) for p in desk.players.all()}
    assert found == {
        "Player01, Ann": (2350, "fide-rapid-effective@2026-11-01"),  # rapid rating
        "Player02, Ann": (2390, "fide-rapid-effective@2026-11-01"),  # standard stands in (Q118)
        "Player03, Ann": (2380, "fide-rapid-effective@2026-11-01"),
        "Player04, Ann": (1900, "national:GER-standard@2026-11-01"),  # only in the national list: picked
    }
    # a rating changes in the rapid list; the import runs the check, which reports it; Space + Enter apply it
    commands.import_rating_list(_single(tmp_path / "rapid_rating_list.txt", {"5000": "2362"}))
    (finding,) = answers[-1].findings
    assert finding.text == "Player01, Ann: 2350 stored, 2362 in the list (FIDE rapid (effective))"
    assert next(p for p in desk.players.all() if p.fide_id == 5000).rating == 2362
    assert "consistency check" in desk.journal.entries()[-1].why
    desk.close()


def test_tournament_ratings_dialog_edits_national_and_typed_ratings_by_keys(qtbot: QtBot, tmp_path: Path) -> None:
    desk = new_desk(tmp_path, 3)
    desk.ratings.set_rating_settings(replace(desk.ratings.rating_settings(), method=RatingMethod.NIDOF))
    dialog = TournamentRatingsDialog(desk.players.all(), RatingMethod.NIDOF)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.table.setFocus()
    dialog.table.setCurrentCell(2, 4)  # Player03's national rating
    qtbot.keyClick(dialog.table, Qt.Key.Key_F2)
    editor = dialog.table.findChild(QLineEdit)
    assert editor is not None
    qtbot.keyClicks(editor, "2500")
    qtbot.keyClick(editor, Qt.Key.Key_Return)  # the delegate commits on the next turn of the event loop
    qtbot.waitUntil(lambda: dialog.table.item(2, 4).text() == "2500", timeout=2000)
    assert dialog.table.item(2, 6).text() == "2500"  # NIDOF: the national rating ranks
    _shot(dialog, "tournament_ratings")
    dialog.accept()
    third = next(p for p in desk.players.all() if p.name == "Player03, Ann")
    assert dialog.choices == {third.id: (RatingChoice(RatingKind.NATIONAL, 2500),)}
    desk.ratings.assign_ratings(dialog.choices)
    third = next(p for p in desk.players.all() if p.name == "Player03, Ann")
    assert (third.national_rating, third.tournament_rating, int(third.tpn)) == (2500, 2500, 1)
    desk.close()


def test_tournament_ratings_dialog_refuses_unreadable_cells(qtbot: QtBot, tmp_path: Path) -> None:
    desk = new_desk(tmp_path, 1)
    dialog = TournamentRatingsDialog(desk.players.all(), RatingMethod.HBFN)
    qtbot.addWidget(dialog)
    item = dialog.table.item(0, 5)
    assert item is not None
    item.setText("27x0")
    dialog.accept()
    assert dialog.choices == {} and dialog.message.text() == "Player01, Ann, Typed: a whole number from 0 to 3500"
    desk.close()


def test_q138_the_check_after_an_import_can_be_switched_off(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Q138–139: the consistency check runs after a list update through Tournament → Import a rating list…
    (the only import path for lists), unless switched off."""
    desk = new_desk(tmp_path, 1)
    commands = RatingMenuCommands(session_on(desk), None, tmp_path / "lists")  # type: ignore[arg-type]
    shown: list[str] = []

    def run_dialog(dialog: QDialog) -> bool:
        shown.append(type(dialog).__name__)
        if isinstance(dialog, RatingListImportDialog):
            qtbot.waitUntil(lambda: not dialog.is_busy, timeout=20000)
        else:
            dialog.accept()
        return True

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    desk.ratings.set_rating_settings(replace(desk.ratings.rating_settings(), check_after_import=False))
    commands.import_rating_list(_single(tmp_path / "standard_rating_list.txt", {"5000": "2401"}))
    assert shown == ["RatingSourceDialog", "RatingListImportDialog"]
    desk.ratings.set_rating_settings(replace(desk.ratings.rating_settings(), check_after_import=True))
    commands.import_rating_list(_single(tmp_path / "standard_rating_list.txt", {"5000": "2401"}))
    assert shown[-1] == "RatingCheckDialog"
    assert desk.players.all()[0].rating == 2400  # the report was closed unticked: nothing changed (Q143)
    desk.close()
