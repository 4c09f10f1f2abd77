"""The consistency check against the valid list (FIDE checklist Q137, Q141–142)."""

from __future__ import annotations

from datetime import date

from arbiter_desk.core.ids import PlayerId
from arbiter_desk.core.rating_check import CheckedPlayer, discrepancies, list_is_current, valid_list_date


def test_q137_short_event_uses_the_list_valid_at_the_start() -> None:
    assert valid_list_date(date(2026, 11, 28), date(2026, 12, 6), date(2026, 12, 5)) == date(2026, 11, 1)


def test_q137_event_over_30_days_uses_the_list_valid_at_the_check_date() -> None:
    assert valid_list_date(date(2026, 10, 1), date(2026, 12, 20), date(2026, 12, 5)) == date(2026, 12, 1)
    # exactly 30 days is not "over 30 days"
    assert valid_list_date(date(2026, 10, 1), date(2026, 10, 31), date(2026, 10, 30)) == date(2026, 10, 1)
    # without an end date, the span runs to the check date
    assert valid_list_date(date(2026, 9, 1), None, date(2026, 11, 2)) == date(2026, 11, 1)


def test_q141_a_list_older_than_the_valid_one_is_not_current() -> None:
    assert not list_is_current(date(2026, 10, 1), date(2026, 11, 1))
    assert list_is_current(date(2026, 11, 1), date(2026, 11, 1))
    assert not list_is_current(None, date(2026, 11, 1))


def test_q142_reports_changed_unrated_and_missing_players_only() -> None:
    players = [
        CheckedPlayer(PlayerId(1), "Same, A", 10, 2000),
        CheckedPlayer(PlayerId(2), "Changed, B", 11, 2000),
        CheckedPlayer(PlayerId(3), "Gone, C", 12, 1900),
        CheckedPlayer(PlayerId(4), "Local, D", None, 1500),
        CheckedPlayer(PlayerId(5), "Lost rating, E", 13, 1800),
        CheckedPlayer(PlayerId(6), "Unlisted unrated, F", 14, 0),
    ]
    found = discrepancies(players, {10: 2000, 11: 2015, 13: 0})
    assert [(d.player, d.stored, d.listed) for d in found] == [(2, 2000, 2015), (3, 1900, None), (5, 1800, 0)]
    assert found[0].text == "Changed, B: 2000 stored, 2015 in the list"
    assert found[1].text == "Gone, C: 1900, not found in the list"
    assert found[2].text == "Lost rating, E: 1800 stored, unrated in the list"
