"""Dates typed and shown in the arbiter's language: the event's dates in Settings and a player's birth
date, typed by keys in French (DD/MM/YYYY) and German (DD.MM.YYYY), with or without leading zeros or in ISO form;
the file keeps the TRF form YYYY/MM/DD (TRF-2026 records 042, 052, 132; record 001 columns 70-79). A bad date is
refused with a message naming the field and the form expected."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services.event.data import PlayerData, SettingsRecord
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog

START = SettingsRecord(info=TournamentInfo(name="Open d'Aurillac"), total_rounds=3)


def _type(qtbot: QtBot, edit: object, text: str) -> None:
    from PySide6.QtWidgets import QLineEdit

    assert isinstance(edit, QLineEdit)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


@pytest.mark.usefixtures("french")
def test_french_event_dates_are_typed_as_the_french_write_them_and_kept_in_trf_form(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.start_date.placeholderText() == "JJ/MM/AAAA"
    assert dialog.event_fields.round_dates.placeholderText().startswith("JJ/MM/AAAA ; JJ/MM/AAAA")
    _type(qtbot, dialog.start_date, "7/3/2026")  # no leading zeros
    _type(qtbot, dialog.end_date, "09/03/2026")
    _type(qtbot, dialog.event_fields.round_dates, "7/3/2026; 2026-03-08; 09/03/2026")  # ISO accepted too
    qtbot.keyClick(dialog.event_fields.round_dates, Qt.Key.Key_Return)  # Enter is OK
    record = dialog.accepted_settings
    assert record is not None, dialog.error.text()
    assert (record.info.start_date, record.info.end_date) == ("2026/03/07", "2026/03/09")
    assert record.info.round_dates == ("2026/03/07", "2026/03/08", "2026/03/09")
    again = SettingsDialog(record)
    qtbot.addWidget(again)
    assert again.start_date.text() == "07/03/2026"
    assert again.event_fields.round_dates.text() == "07/03/2026; 08/03/2026; 09/03/2026"


@pytest.mark.usefixtures("french")
def test_a_bad_french_date_names_the_field_and_the_form(qtbot: QtBot) -> None:
    dialog = SettingsDialog(START)
    qtbot.addWidget(dialog)
    dialog.show()
    _type(qtbot, dialog.start_date, "31/02/2026")  # not a date of the calendar
    qtbot.keyClick(dialog.start_date, Qt.Key.Key_Return)
    assert dialog.accepted_settings is None and dialog.isVisible()
    assert dialog.error.text() == "la date de début s'écrit JJ/MM/AAAA (par exemple 07/03/2026), pas « 31/02/2026 »"
    _type(qtbot, dialog.start_date, "")
    _type(qtbot, dialog.event_fields.round_dates, "2026/03/07; 8 mars")
    qtbot.keyClick(dialog.event_fields.round_dates, Qt.Key.Key_Return)
    assert dialog.error.text().startswith("Les dates des rondes s'écrivent JJ/MM/AAAA (par exemple 07/03/2026)")


@pytest.mark.usefixtures("german")
def test_german_birth_date_is_typed_with_dots_and_kept_in_trf_form(qtbot: QtBot) -> None:
    added: list[PlayerData] = []
    dialog = PlayerDialog(lambda data, _round: added.append(data))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.birth_date.placeholderText() == "TT.MM.JJJJ oder nur das Jahr"
    dialog.name.setText("Μüller, Ωtto")  # data (QTest types ASCII keys only)
    _type(qtbot, dialog.birth_date, "7.3.1990")
    qtbot.keyClick(dialog.birth_date, Qt.Key.Key_Return)
    assert [p.birth_date for p in added] == ["1990/03/07"]
    shown = PlayerDialog(lambda data, _round: None, player=added[0])
    qtbot.addWidget(shown)
    assert shown.birth_date.text() == "07.03.1990"
    year_only = PlayerDialog(lambda data, _round: None, player=PlayerData("Μüller, Ωtto", birth_date="1990"))
    qtbot.addWidget(year_only)
    assert year_only.birth_date.text() == "1990" and year_only.problems() == {}


@pytest.mark.usefixtures("german")
def test_a_bad_german_birth_date_names_the_field_and_the_form(qtbot: QtBot) -> None:
    dialog = PlayerDialog(lambda data, _round: None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("Μüller, Ωtto")  # data (QTest types ASCII keys only)
    _type(qtbot, dialog.birth_date, "1990/13/01")
    qtbot.keyClick(dialog.birth_date, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.error.text() == (
        "Das Geburtsdatum wird TT.MM.JJJJ geschrieben (zum Beispiel 07.03.2026) oder nur das Jahr "
        "(zum Beispiel 1990), nicht „1990/13/01“."
    )
