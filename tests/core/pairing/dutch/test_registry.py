"""The Dutch system is registered and found from TRF record 192 (FIDE_DUTCH_2026, FIDE_DUTCH_2025)."""

from arbiter_desk.core.pairing import Capability, entry_for_trf_code, find_entry, find_system
from arbiter_desk.core.pairing.api import AllocatesColours


def test_dutch_is_registered_and_allocates_colours() -> None:
    system = find_system("Dutch")
    assert system.name == "dutch" and "C.04.3" in system.title
    assert isinstance(system, AllocatesColours)
    entry = find_entry("dutch")
    assert entry.trf_codes[0] == "FIDE_DUTCH_2026"
    assert entry.can(Capability.ACCELERATION) and entry.can(Capability.PROHIBITED_PAIRS)


def test_record_192_codes_name_the_dutch_system() -> None:
    for code in ("FIDE_DUTCH_2026", "FIDE_DUTCH_2025", "fide_dutch", "FIDE_DUTCH_BAKU"):
        entry = entry_for_trf_code(code)
        assert entry is not None and entry.name == "dutch"
