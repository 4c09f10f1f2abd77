"""The player dialog: one clear message per bad field, the services' refusal shown without losing what was
typed, and the data handed to the command when all is well."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from arbiter_desk.core.player import Sex, Title
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.services.ratings.rating_list import import_rating_list
from arbiter_desk.ui.common.wording import shown
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.registration.player_dialog import PlayerDialog, check_fields
from tests.formats.rating_list_samples import txt_sample


class Recorder:
    """A ``submit`` that remembers its calls and answers ``refusal``."""

    def __init__(self, refusal: str | None = None) -> None:
        self.refusal = refusal
        self.calls: list[tuple[PlayerData, int | None]] = []

    def __call__(self, data: PlayerData, entry: int | None) -> str | None:
        self.calls.append((data, entry))
        return self.refusal


def fill(dialog: PlayerDialog, **fields: str) -> None:
    values = {"name": "Carlsen, Magnus", "rating": "2830", "federation": "nor", "fide_id": "1503014",
              "birth_date": "1990/11/30"} | fields  # fmt: skip
    for key, text in values.items():
        getattr(dialog, key).setText(text)


BIRTH_DATE_REFUSED = (
    "Birth date is written YYYY-MM-DD (for example 2026-03-07) or just the year (for example 1990), not “{typed}”."
)
"""English reads dates in ISO form (the language's form, language/languages.py)."""


@pytest.mark.parametrize(
    ("field", "text", "message"),
    [
        ("name", "", "Name is required, written “Lastname, Firstname” (or a single name)."),
        ("name", "Carlsen,", "Write “Lastname, Firstname” (a name on both sides of the comma) or a single name."),
        ("name", ", Magnus", "Write “Lastname, Firstname” (a name on both sides of the comma) or a single name."),
        ("rating", "3501", "Rating is a whole number from 0 (unrated) to 3500."),
        ("rating", "-5", "Rating is a whole number from 0 (unrated) to 3500."),
        ("rating", "abc", "Rating is a whole number from 0 (unrated) to 3500."),
        ("federation", "NO", "Federation is three letters, e.g. FRA."),
        ("federation", "N0R", "Federation is three letters, e.g. FRA."),
        ("fide_id", "15O3014", "FIDE id is up to 11 digits (leave it empty if the player has none)."),
        ("fide_id", "123456789012", "FIDE id is up to 11 digits (leave it empty if the player has none)."),
        ("fide_id", "9" * 400, "FIDE id is up to 11 digits (leave it empty if the player has none)."),
        ("rating", "9" * 400, "Rating is a whole number from 0 (unrated) to 3500."),
        ("name", "Longname, " + "x" * 24, "Name has at most 33 characters (the columns of a TRF player record)."),
        ("birth_date", "30.11.1990", BIRTH_DATE_REFUSED.format(typed="30.11.1990")),
        ("birth_date", "1990/11", BIRTH_DATE_REFUSED.format(typed="1990/11")),
    ],
)
def test_each_bad_field_has_its_message(qtbot: QtBot, field: str, text: str, message: str) -> None:
    submit = Recorder()
    dialog = PlayerDialog(submit)
    qtbot.addWidget(dialog)
    fill(dialog, **{field: text})
    dialog.accept()
    assert dialog.error.text() == message
    assert submit.calls == []
    assert dialog.result() != PlayerDialog.DialogCode.Accepted
    assert getattr(dialog, field).toolTip() == message


def test_several_problems_are_listed_together() -> None:
    problems = check_fields("", "4000", "X", "", "")
    assert set(problems) == {"name", "rating", "federation"}


def test_optional_fields_may_stay_empty(qtbot: QtBot) -> None:
    submit = Recorder()
    dialog = PlayerDialog(submit)
    qtbot.addWidget(dialog)
    fill(dialog, rating="", federation="", fide_id="", birth_date="1990")
    dialog.accept()
    assert dialog.result() == PlayerDialog.DialogCode.Accepted
    assert submit.calls == [(PlayerData("Carlsen, Magnus", birth_date="1990"), None)]


def test_valid_data_goes_to_the_command(qtbot: QtBot) -> None:
    submit = Recorder()
    dialog = PlayerDialog(submit)
    qtbot.addWidget(dialog)
    fill(dialog)
    dialog.title.setCurrentIndex(dialog.title.findData(Title.GM))
    dialog.sex.setCurrentIndex(dialog.sex.findData(Sex.MALE))
    dialog.accept()
    expected = PlayerData("Carlsen, Magnus", Sex.MALE, Title.GM, 2830, "NOR", 1503014, "1990/11/30")
    assert submit.calls == [(expected, None)]
    assert dialog.result() == PlayerDialog.DialogCode.Accepted
    assert dialog.error.text() == ""


def test_refusal_of_the_services_keeps_the_typed_text(qtbot: QtBot) -> None:
    submit = Recorder("FIDE id 1503014 is already registered for Other, Player (#3)")
    dialog = PlayerDialog(submit)
    qtbot.addWidget(dialog)
    fill(dialog)
    dialog.accept()
    assert dialog.error.text() == "FIDE id 1503014 is already registered for Other, Player (#3)"
    assert dialog.result() != PlayerDialog.DialogCode.Accepted
    assert dialog.name.text() == "Carlsen, Magnus"
    assert dialog.fide_id.text() == "1503014"


def test_edit_shows_the_player_and_late_entry_asks_the_round(qtbot: QtBot) -> None:
    edit = PlayerDialog(Recorder(), PlayerData("Doe, Jane", Sex.FEMALE, Title.WIM, 2200, "USA", 77, "2001"))
    qtbot.addWidget(edit)
    assert edit.windowTitle() == "Edit Doe, Jane"
    assert (edit.name.text(), edit.rating.text(), edit.fide_id.text()) == ("Doe, Jane", "2200", "77")
    assert edit.title.currentData() == Title.WIM
    assert edit.entry_round is None
    submit = Recorder()
    late = PlayerDialog(submit, None, (4, 7))
    qtbot.addWidget(late)
    assert late.windowTitle() == "Late entry"
    assert late.entry_round is not None
    assert (late.entry_round.minimum(), late.entry_round.maximum()) == (4, 7)
    fill(late)
    late.entry_round.setValue(6)
    late.accept()
    assert submit.calls[0][1] == 6


# --- Find in FIDE list ----------------------------------------------------------------------------


@pytest.fixture
def rating_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A local FIDE list of the rating-list samples (Carlsen, Żółć, Nguyễn, Ørsted) used by the dialog."""
    db = tmp_path / "ratings.sqlite"
    import_rating_list(txt_sample(), db)
    monkeypatch.setattr(fide_lookup, "database_path", lambda: db)
    return db


def test_lookup_disabled_with_a_hint_without_a_list(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fide_lookup, "database_path", lambda: tmp_path / "none.sqlite")
    dialog = PlayerDialog(Recorder())
    qtbot.addWidget(dialog)
    assert not dialog.lookup.search_edit.isEnabled()
    assert dialog.lookup.status.text() == shown(fide_lookup.NO_LIST_HINT)
    assert dialog.lookup.search("carlsen") == []


def test_picking_a_player_fills_the_fields(qtbot: QtBot, rating_db: Path, qtmodeltester: ModelTester) -> None:
    recorder = Recorder()
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    assert dialog.lookup.is_available and "4 players" in dialog.lookup.status.text()
    found = dialog.lookup.search("nguyen")
    assert [p.fide_id for p in found] == [12401196]
    qtmodeltester.check(dialog.lookup.model)  # type: ignore[no-untyped-call]
    model = dialog.lookup.model
    assert [model.data(model.index(0, c)) for c in range(6)] == ["Nguyễn, Thị Mai Hưng", "VIE", "WGM", "2301", "1994",
                                                                  "12401196"]  # fmt: skip
    with qtbot.waitSignal(dialog.lookup.picked):
        dialog.lookup.fill_button.click()
    assert dialog.name.text() == "Nguyễn, Thị Mai Hưng"
    assert (dialog.fide_id.text(), dialog.rating.text(), dialog.federation.text()) == ("12401196", "2301", "VIE")
    assert (dialog.title.currentData(), dialog.sex.currentData(), dialog.birth_date.text()) == ("WGM", "w", "1994")
    dialog.accept()
    assert recorder.calls[0][0] == PlayerData(
        "Nguyễn, Thị Mai Hưng", Sex.FEMALE, Title.WGM, 2301, "VIE", 12401196, "1994"
    )


def test_a_new_player_starts_in_the_search_field_an_edit_does_not(qtbot: QtBot, rating_db: Path) -> None:
    new = PlayerDialog(Recorder())
    qtbot.addWidget(new)
    assert new.focusWidget() is new.lookup.search_edit
    edit = PlayerDialog(Recorder(), PlayerData("Doe, Jane", Sex.FEMALE, Title.WIM, 2200, "USA", 77, "2001"))
    qtbot.addWidget(edit)
    assert edit.focusWidget() is not edit.lookup.search_edit


def test_lookup_by_fide_id_and_double_click(qtbot: QtBot, rating_db: Path) -> None:
    dialog = PlayerDialog(Recorder())
    qtbot.addWidget(dialog)
    fill(dialog, name="Someone, Else", rating="1500")
    assert [p.name for p in dialog.lookup.search("1503014")] == ["Carlsen, Magnus"]
    view = dialog.lookup.results
    view.activated.emit(view.model().index(0, 0))  # what a double-click or Enter on the row does
    assert (dialog.name.text(), dialog.rating.text(), dialog.title.currentData()) == ("Carlsen, Magnus", "2833", "GM")
    assert dialog.sex.currentData() == "m" and dialog.birth_date.text() == "1990"


def test_enter_in_the_search_field_searches_then_registers_the_match(qtbot: QtBot, rating_db: Path) -> None:
    """Enter on a match fills the form in and registers it (it used to fill it in only, and the
    player needed a click on OK); the first Enter, while the search waits, searches."""
    recorder = Recorder()
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.keyClicks(dialog.lookup.search_edit, "zolc")
    QTest.keyClick(dialog.lookup.search_edit, Qt.Key.Key_Return)  # searches at once
    assert dialog.lookup.model.rowCount() == 1 and dialog.name.text() == "" and recorder.calls == []
    QTest.keyClick(dialog.lookup.search_edit, Qt.Key.Key_Return)  # takes the selected match and registers it
    assert [(c[0].name, c[0].title) for c in recorder.calls] == [("Żółć, Łukasz", "IM")]
    assert not dialog.isVisible()


def test_players_from_the_fide_list_one_after_another_by_keys_only(qtbot: QtBot, rating_db: Path) -> None:
    """Search → Enter → the next player, Keep adding on: each match registered, the empty form back in the search
    field; Down then Enter in the matches registers the one chosen there."""
    recorder = Recorder()
    dialog = PlayerDialog(recorder, keep_adding=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.keep_adding.isChecked()  # as the arbiter left it the last time
    for query in ("carlsen", "zolc"):
        QTest.keyClicks(dialog.focusWidget(), query)
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # search
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # register the match
        assert dialog.isVisible() and dialog.focusWidget() is dialog.lookup.search_edit and dialog.name.text() == ""
    QTest.keyClicks(dialog.lookup.search_edit, "nguyen")
    QTest.keyClick(dialog.lookup.search_edit, Qt.Key.Key_Return)
    QTest.keyClick(dialog.lookup.search_edit, Qt.Key.Key_Down)
    assert dialog.focusWidget() is dialog.lookup.results
    QTest.keyClick(dialog.lookup.results, Qt.Key.Key_Return)
    names = [c[0].name for c in recorder.calls]
    assert names[:2] == ["Carlsen, Magnus", "Żółć, Łukasz"] and len(names) == 3 and names[2].startswith("Nguy")
    assert "(3 so far)" in dialog.added_label.text()


def test_nobody_found(qtbot: QtBot, rating_db: Path) -> None:
    dialog = PlayerDialog(Recorder())
    qtbot.addWidget(dialog)
    assert dialog.lookup.search("Kasparov") == []
    assert dialog.lookup.status.text() == "Nobody found for “Kasparov”."
    assert not dialog.lookup.fill_button.isEnabled()


def test_tab_follows_the_form_top_to_bottom(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tab goes Name → Title → Rating → Rating for pairing → Federation → FIDE id → Birth date
    → Sex → Club, as the form shows them (it jumped Name → Sex → Title)."""
    monkeypatch.setattr(fide_lookup, "database_path", lambda: tmp_path / "none.sqlite")
    dialog = PlayerDialog(Recorder())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.name
    seen = [dialog.focusWidget()]
    for _ in range(8):
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        seen.append(dialog.focusWidget())
    expected = [dialog.name, dialog.title, dialog.rating, dialog.pairing_rating, dialog.federation, dialog.fide_id,
                dialog.birth_date, dialog.sex, dialog.club]  # fmt: skip
    assert seen == expected
    QTest.keyClicks(dialog.club, "  SC   Nord ")  # the club of a club prize list
    assert dialog.player_data().club == "SC Nord"


def test_keep_adding_registers_with_enter_and_opens_an_empty_form(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Registration without the mouse: type, Enter = OK, the next empty form is ready in the first field."""
    monkeypatch.setattr(fide_lookup, "database_path", lambda: tmp_path / "none.sqlite")
    recorder = Recorder()
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.keep_adding.setChecked(True)
    for name, rating in (("Abel, Ines", "2100"), ("Berger, Max", "")):
        QTest.keyClicks(dialog.name, name)
        QTest.keyClick(dialog.name, Qt.Key.Key_Tab)
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        QTest.keyClicks(dialog.focusWidget(), rating)
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
        assert dialog.isVisible() and dialog.name.text() == "" and dialog.focusWidget() is dialog.name
    assert [(c[0].name, c[0].rating) for c in recorder.calls] == [("Abel, Ines", 2100), ("Berger, Max", 0)]
    assert "Berger, Max (2 so far)" in dialog.added_label.text()
    dialog.keep_adding.setChecked(False)
    QTest.keyClicks(dialog.name, "Costa, Eva")
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible() and len(recorder.calls) == 3


def test_provisional_rating_only_for_an_unrated_player(qtbot: QtBot) -> None:
    """C.04.4.1 art. 1.1.2: the arbiter's provisional rating for pairing, disabled once a FIDE rating is typed."""
    recorder = Recorder()
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    fill(dialog, rating="", fide_id="")
    dialog.pairing_rating.setText("1600")
    assert dialog.pairing_rating.isEnabled()
    dialog.accept()
    assert (recorder.calls[0][0].rating, recorder.calls[0][0].pairing_rating) == (0, 1600)
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    fill(dialog)
    dialog.pairing_rating.setText("0")
    assert not dialog.pairing_rating.isEnabled() and dialog.problems() == {}
    assert check_fields("A, B", "", "", "", "", "0") == {
        "pairing_rating": "The provisional rating is a whole number from 1 to 3500."
    }


@pytest.mark.parametrize("name", ["Nakamura", "Sukarno", "Nguyen Van An", "Ng, Wei Jie"])
def test_single_names_and_names_without_a_comma_are_accepted(qtbot: QtBot, name: str) -> None:
    """Mononyms and names typed in their own order (no comma) are kept as typed; the name is
    typed by keys and the form sent with Enter."""
    submit = Recorder()
    dialog = PlayerDialog(submit)
    qtbot.addWidget(dialog)
    fill(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.name.clear()
    QTest.keyClicks(dialog.name, name)
    QTest.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.error.text() == ""
    assert dialog.result() == PlayerDialog.DialogCode.Accepted
    assert submit.calls[0][0].name == name


@pytest.mark.parametrize("late", [False, True])
def test_enter_with_the_focus_on_cancel_registers_the_typed_player(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, late: bool
) -> None:
    """With the focus on Cancel (Tab, Tab… past OK), Enter discarded the typed player; OK is the one
    default button of the form, so Enter registers it (Escape still cancels)."""
    monkeypatch.setattr(fide_lookup, "database_path", lambda: tmp_path / "none.sqlite")
    recorder = Recorder()
    dialog = PlayerDialog(recorder, None, (3, 5) if late else None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QTest.keyClicks(dialog.name, "Abel, Ines")
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    while dialog.focusWidget() is not cancel:
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    QTest.keyClick(cancel, Qt.Key.Key_Return)
    assert [c[0].name for c in recorder.calls] == ["Abel, Ines"]
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_the_registration_tab_remembers_keep_adding(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keep adding, ticked once, is ticked again the next time the dialog opens."""
    from arbiter_desk.ui.common import prompts
    from arbiter_desk.ui.common.session import DeskSession
    from arbiter_desk.ui.registration.registration import RegistrationTab
    from tests.ui.round_fixtures import new_desk

    monkeypatch.setattr(fide_lookup, "database_path", lambda: tmp_path / "none.sqlite")
    session = DeskSession()
    tab = RegistrationTab(session)
    qtbot.addWidget(tab)
    session.attach(new_desk(tmp_path, players=2))
    seen: list[bool] = []

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlayerDialog)
        seen.append(dialog.keep_adding.isChecked())
        dialog.keep_adding.setChecked(True)
        return False

    monkeypatch.setattr(prompts, "run_dialog", run)
    tab.add_player()
    tab.add_player()
    assert seen == [False, True]
    session.close()


def test_the_fide_list_is_labelled_by_its_month_not_the_import_day(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "FIDE list: 4 players (…, 2026-12-07)" named the day of the import; a list is known by its
    month (its date, or the month its file names)."""
    from arbiter_desk.formats.rating_list import RatingListEntry
    from arbiter_desk.store.rating_list_db import RatingListInfo, import_entries

    db = tmp_path / "nov.sqlite"
    import_entries([RatingListEntry(1, "Abel, Ines", "ITA", "F", standard=2000)], db, source="standard_nov26frl.txt")
    monkeypatch.setattr(fide_lookup, "database_path", lambda: db)
    dialog = PlayerDialog(Recorder())
    qtbot.addWidget(dialog)
    assert dialog.lookup.status.text() == "FIDE list of November 2026: 1 player (standard_nov26frl.txt)"
    dated = RatingListInfo(9, "players_list_foa.txt", "2026-12-07T10:00:00", "2026-10-01", "standard", "fide")
    assert fide_lookup.list_month(dated) == "of October 2026"
    undated = RatingListInfo(9, "players_list_foa.txt", "2026-12-07T10:00:00")
    assert fide_lookup.list_month(undated) == "imported 2026-12-07"
