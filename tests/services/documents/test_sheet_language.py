"""The event's sheet language: changed through the settings like any setting (one journaled action,
undone by Undo), refused when the desk does not speak it, and the language the desk's documents and the command
line's ``print`` of a tournament file use unless told another."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.services.event.desk import Desk
from tests.ui.desk_helpers import SETTINGS
from tests.ui.round_fixtures import play


def _desk(tmp_path: Path) -> Desk:
    desk = Desk.create(tmp_path / "spring.adesk", SETTINGS)
    for i in range(4):
        desk.players.register_player(PlayerData(f"Player{i + 1:02d}, Ann", rating=2400 - 10 * i, fide_id=5000 + i))
    play(desk, 1)
    return desk


def test_the_sheet_language_is_a_journaled_settings_change(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    before = desk.settings.current()
    desk.settings.update_settings(replace(before, sheet_language="fr"), based_on=before)
    assert desk.settings.current().sheet_language == "fr"
    assert desk.journal.undo_label() is not None and "settings" in desk.journal.undo_label().lower()  # type: ignore[union-attr]
    desk.journal.undo()
    assert desk.settings.current().sheet_language == "en"
    desk.close()


def test_a_language_the_desk_does_not_speak_is_refused_by_name(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    before = desk.settings.current()
    with pytest.raises(InvalidInputError, match="language of the printed sheets 'pt'"):
        desk.settings.update_settings(replace(before, sheet_language="pt"), based_on=before)
    assert desk.settings.current().sheet_language == "en"
    desk.close()


def test_print_of_a_tournament_file_uses_the_events_language_unless_lang_says_another(tmp_path: Path) -> None:
    desk = _desk(tmp_path)
    before = desk.settings.current()
    desk.settings.update_settings(replace(before, sheet_language="de"), based_on=before)
    path = desk.path
    desk.close()
    out = io.StringIO()
    target = tmp_path / "paarungen.pdf"
    assert run(["print", str(path), "--doc", "pairings", "--round", "1", "-o", str(target)], out) == EXIT_OK
    assert "Paarungen, Runde 1" in out.getvalue()
    assert "Brett" in " ".join(p.extract_text() or "" for p in PdfReader(target).pages)
    out = io.StringIO()
    assert run(["print", str(path), "--doc", "standings", "--lang", "it", "-o", str(target)], out) == EXIT_OK
    assert "Classifica dopo il turno 1" in out.getvalue()


def test_the_status_line_of_a_desk_sheet_is_in_the_sheets_language(tmp_path: Path) -> None:
    from arbiter_desk.formats.documents import PrintOptions
    from arbiter_desk.services.documents.sheets import document_for

    desk = _desk(tmp_path)
    french = document_for(desk, "pairings", 1, PrintOptions(language="fr"))
    assert french.header_lines[-1] == "État : ronde 1 terminée, chaque résultat saisi"
    standings = document_for(desk, "standings", 1, PrintOptions(language="de"))
    assert standings.header_lines[-1] == "Stand: vorläufig, nach Runde 1 von 5"
    assert document_for(desk, "pairings", 1).header_lines[-1] == "Status: round 1 complete, every result entered"
    desk.close()
