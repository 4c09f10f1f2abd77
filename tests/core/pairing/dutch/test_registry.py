"""The Dutch system is registered by name and found from TRF record 192 (FIDE_DUTCH_2026, FIDE_DUTCH_2025)."""

from arbiter_desk.core.pairing import TYPE_CODES, find_system, system_for_type_code
from arbiter_desk.core.pairing.api import AllocatesColours


def test_dutch_is_registered_and_allocates_colours() -> None:
    system = find_system("Dutch")
    assert system.name == "dutch" and "C.04.3" in system.title
    assert isinstance(system, AllocatesColours)
    assert TYPE_CODES["dutch"] == "FIDE_DUTCH_2026"


def test_record_192_codes_name_the_dutch_system() -> None:
    for code in ("FIDE_DUTCH_2026", "FIDE_DUTCH_2025", "fide_dutch", "FIDE_DUTCH_BAKU"):
        assert system_for_type_code(code) == "dutch"
    assert system_for_type_code("FIDE_DUBOV") == "dubov"
    assert system_for_type_code("") is None
