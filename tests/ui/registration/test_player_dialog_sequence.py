"""Find in FIDE list by the event's list sequence (checklist Q127–130, Q134): the main list's rating without a
question, else the ratings of the other lists offered to pick, else a rating to type."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from arbiter_desk.core.rating_lists import FIDE, ListRef, RateOfPlay, default_sequence
from arbiter_desk.services.ratings.rating_list import import_rating_list
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from tests.formats.rating_list_samples import txt_sample
from tests.ui.registration.test_player_dialog import Recorder


@pytest.fixture
def rating_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    db = tmp_path / "ratings.sqlite"
    import_rating_list(txt_sample(), db)
    monkeypatch.setattr(fide_lookup, "database_path", lambda: db)
    return db


def _pick(qtbot: QtBot, dialog: PlayerDialog, query: str) -> None:
    dialog.lookup.search(query)
    with qtbot.waitSignal(dialog.lookup.picked):
        dialog.lookup.fill_button.click()


def test_q127_rapid_event_takes_the_rapid_rating_of_the_main_list(qtbot: QtBot, rating_db: Path) -> None:
    recorder = Recorder()
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.rating_sequence = default_sequence(RateOfPlay.RAPID)
    _pick(qtbot, dialog, "carlsen")
    assert dialog.rating.text() == "2823"
    dialog.accept()
    assert recorder.calls[0][0].rating_source == "fide-rapid-effective"


def test_q128_129_a_player_only_in_another_list_is_offered_its_rating(
    qtbot: QtBot, rating_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, tuple[tuple[str, str], ...]]] = []

    def choose(_parent: object, message: str, choices: tuple[tuple[str, str], ...]) -> str | None:
        asked.append((message, choices))
        return "0"

    monkeypatch.setattr(prompts, "choose", choose)
    recorder = Recorder()
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.rating_sequence = (ListRef(FIDE, RateOfPlay.RAPID), ListRef(FIDE, RateOfPlay.STANDARD))
    _pick(qtbot, dialog, "zolc")
    assert asked[0][1] == (("0", "2410 (FIDE standard)"),)
    assert "not in the main list (FIDE rapid)" in asked[0][0]
    assert dialog.rating.text() == "2410"
    dialog.accept()
    assert recorder.calls[0][0].rating_source == "fide-standard"


def test_q130_cancelled_pick_leaves_the_rating_to_type_and_a_typed_one_has_no_list_source(
    qtbot: QtBot, rating_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(prompts, "choose", lambda *_a: None)
    recorder = Recorder()
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.rating_sequence = (ListRef(FIDE, RateOfPlay.RAPID), ListRef(FIDE, RateOfPlay.STANDARD))
    _pick(qtbot, dialog, "zolc")
    assert dialog.rating.text() == ""
    qtbot.keyClicks(dialog.rating, "2400")
    dialog.accept()
    assert (recorder.calls[0][0].rating, recorder.calls[0][0].rating_source) == (2400, "")


def test_enter_after_filling_in_from_the_list_registers_the_player(qtbot: QtBot, rating_db: Path) -> None:
    """Return in the search takes the match and registers it; after "Fill in" (to check the data
    first), Return in the form is OK, not "Fill in" again (which, as an auto-default button once used, used to
    take Enter from the dialog's OK)."""
    recorder = Recorder()
    dialog = PlayerDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClicks(dialog.lookup.search_edit, "carlsen")
    qtbot.keyClick(dialog.lookup.search_edit, Qt.Key.Key_Return)
    dialog.lookup.fill_button.click()
    assert dialog.name.text() == "Carlsen, Magnus" and recorder.calls == []
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.result() == PlayerDialog.DialogCode.Accepted
    assert [c[0].name for c in recorder.calls] == ["Carlsen, Magnus"]
