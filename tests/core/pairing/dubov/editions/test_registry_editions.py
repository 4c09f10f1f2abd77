"""The old Dubov editions in the registry: HISTORICAL entries with keys dubov-1997 and dubov-2018 (issue 29)."""

from arbiter_desk.core.pairing import ENTRIES, HISTORICAL, find_entry, find_system


def test_historical_entries_and_their_keys() -> None:
    keys = {e.key for e in HISTORICAL}
    assert {"dubov-1997", "dubov-2018"} <= keys
    assert all(e.historical for e in HISTORICAL)
    assert not any(e.historical for e in ENTRIES)
    assert find_entry("dubov", "1997").key == "dubov-1997"
    assert find_entry("dubov-2018").edition == "2018"
    assert find_entry("dubov").edition == "2026"


def test_each_edition_builds_its_own_system() -> None:
    assert find_system("dubov", "1997").title == "Dubov system (C.04.3, 1997)"
    assert find_system("dubov", "2018").title == "Dubov system (C.04.4.1, 2018)"
    assert find_system("dubov").title == "Dubov system (C.04.4.1, 2026)"
    assert find_system("dubov-1997").name == "dubov"
