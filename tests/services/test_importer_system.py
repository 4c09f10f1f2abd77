"""Importing a TRF keeps the pairing system its record 192 names (C.04.2 1.3)."""

from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.services.importer import settings_from_snapshot


def test_import_keeps_dutch_from_record_192() -> None:
    for code in ("FIDE_DUTCH_2026", "FIDE_DUTCH_2025"):
        snapshot = Tournament(info=TournamentInfo(type_code=code))
        assert settings_from_snapshot(snapshot).pairing_system == "dutch"


def test_import_without_a_known_code_defaults_to_dubov() -> None:
    assert settings_from_snapshot(Tournament()).pairing_system == "dubov"
    assert settings_from_snapshot(Tournament(info=TournamentInfo(type_code="FIDE_DUBOV"))).pairing_system == "dubov"
