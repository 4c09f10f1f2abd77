"""The old Dubov editions in the registry: HISTORICAL entries with keys dubov-1997 and dubov-2018."""

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


def test_colours_for_a_single_board_cite_the_edition() -> None:
    """A board added by hand (C.04.2 art. 4.4.4) gets its colours by the edition's own rules."""
    from arbiter_desk.core.ids import PairingNumber, RoundNo
    from arbiter_desk.core.pairing.api import AllocatesColours
    from tests.core.pairing.dubov.tournament_builder import build

    t = build([2400, 2300, 2200, 2100], rounds=[["1-3 1-0", "4-2 ="]])
    old, mid = find_system("dubov", "1997"), find_system("dubov", "2018")
    assert isinstance(old, AllocatesColours) and isinstance(mid, AllocatesColours)
    a = old.colours_for(t, RoundNo(2), PairingNumber(1), PairingNumber(2))
    assert (a.white, a.rule) == (2, "1997 art. 3, indent 1")
    b = mid.colours_for(t, RoundNo(2), PairingNumber(1), PairingNumber(2))
    assert (b.white, b.rule) == (2, "2018 E.1")
