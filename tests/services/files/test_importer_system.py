"""Importing a TRF keeps the pairing system its record 192 names (C.04.2 1.3)."""

import pytest

from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.formats.trf.file_system import SystemNotNamedError
from arbiter_desk.services.files.importer import settings_from_snapshot


def test_import_keeps_dutch_from_record_192() -> None:
    for code in ("FIDE_DUTCH_2026", "FIDE_DUTCH_2025"):
        snapshot = Tournament(info=TournamentInfo(type_code=code))
        assert settings_from_snapshot(snapshot).pairing_system == "dutch"


def test_import_without_a_known_code_is_refused_unless_the_system_is_given() -> None:
    """No silent Dubov default (a Dutch file without 192 got false "### Import @ Round n" lines)."""
    for unnamed in (Tournament(), Tournament(info=TournamentInfo(type_code="FIDE_SOMETHING_ELSE"))):
        with pytest.raises(SystemNotNamedError, match="names no pairing system"):
            settings_from_snapshot(unnamed)
        assert settings_from_snapshot(unnamed, "dutch").pairing_system == "dutch"
    assert settings_from_snapshot(Tournament(info=TournamentInfo(type_code="FIDE_DUBOV"))).pairing_system == "dubov"


def test_the_system_line_and_the_edition_line_are_read() -> None:
    lim = Tournament(info=TournamentInfo(type_code="CUSTOM_SWISS"), comments=("System: lim",))
    assert settings_from_snapshot(lim).pairing_system == "lim"
    old = Tournament(info=TournamentInfo(type_code="FIDE_DUBOV"), comments=("Edition: Dubov 1997",))
    assert settings_from_snapshot(old).pairing_system == "dubov-1997"
