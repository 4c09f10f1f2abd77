"""The Print dialog's performance columns and player cards when a player is unrated: the reading is
followed (C.07: rating-based values need every player rated unless a rating for unrated players is published, so
Rp is "–" for everybody), and both the sheet and the dialog say so and name the setting that fills it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.formats.documents import PrintOptions
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.documents.sheets import document_for
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play

SETTING = "Tournament → Settings…, Unrated players rated"
SHOTS = Path("/tmp/r")


def _desk(tmp_path: Path) -> Desk:
    desk = new_desk(tmp_path, players=5)
    desk.players.register_player(PlayerData("Newcomer, Nia"))  # no rating
    play(desk, 1)
    return desk


def _notes(document: object) -> list[str]:
    return [b.text for b in document.contents() if type(b).__name__ == "Note"]  # type: ignore[attr-defined]


def test_the_standings_and_the_player_cards_say_why_rp_is_empty_and_which_setting_fills_it(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    standings = document_for(desk, "standings", options=PrintOptions(rating_columns=True))
    (column,) = [i for i, c in enumerate(standings.tables()[0].columns) if c.title == "Rp"]
    assert {row[column] for row in standings.tables()[0].rows} == {"–"}  # the reading, followed
    (why,) = [n for n in _notes(standings) if "Rp" in n]
    assert "1 unrated player (Newcomer, Nia)" in why and SETTING in why
    cards = document_for(desk, "player-cards")
    assert any(SETTING in n for n in _notes(cards))
    desk.settings.update_settings(replace(desk.settings.current(), unrated_tiebreak_rating=1000))
    standings = document_for(desk, "standings", options=PrintOptions(rating_columns=True))
    assert not [n for n in _notes(standings) if "Rp" in n]
    assert {row[column] for row in standings.tables()[0].rows} != {"–"}


def test_the_print_dialog_says_it_beside_the_rp_tick(qtbot: QtBot, tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    dialog = PrintDialog(session_on(desk), "standings", None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    notice = dialog.extras.performance_notice
    assert notice.isVisible() and SETTING in notice.text()
    for kind, shown in (("pairings", False), ("player-cards", True), ("standings", True)):
        qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30_000)  # the document is made in the background
        dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData(kind))
        assert notice.isVisible() is shown, kind
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30_000)
    if SHOTS.is_dir():
        dialog.grab().save(str(SHOTS / "b3_print_rp_notice.png"))


def test_export_pdf_says_how_many_pages_the_pdf_has(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dialog counted the preview's pages ("1 page") while the PDF had two; after Export PDF it
    says the PDF's own count."""
    desk = _desk(tmp_path)
    monkeypatch.setattr(prompts, "save_file", lambda *_a: (tmp_path / "standings.pdf", ""))
    dialog = PrintDialog(session_on(desk), "standings", None)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.is_busy, timeout=30_000)
    with qtbot.waitSignal(dialog.pdf_written, timeout=30_000):
        dialog.export_pdf()
    assert f"Written to {tmp_path / 'standings.pdf'} (1 page)" in dialog.summary.text()
