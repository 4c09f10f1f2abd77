"""The warning framework (checklist digest §3, Q218–221): levels, tokens, confirmation that cannot be skipped."""

from __future__ import annotations

import pytest

from arbiter_desk.core.warnings import (
    DeskWarning,
    NeedsConfirmation,
    WarningLevel,
    confirmed_note,
    require_confirmed,
    tokens,
    unconfirmed,
)

RE = DeskWarning(WarningLevel.CONFIRM, "mpa.rematch", "Rematch", "A and B have met", (66,), subject="1-2")
LEAVE = DeskWarning(WarningLevel.TWO_STEP, "fide-mode.leave", "Leave FIDE mode", "…", (43,), "for ever")
NO = DeskWarning(WarningLevel.REFUSED, "x.refused", "Refused", "not in FIDE mode")


def test_the_levels_are_the_checklists_two_to_five() -> None:
    assert [int(level) for level in WarningLevel] == [2, 3, 4, 5]


def test_an_unconfirmed_warning_stops_the_action_with_all_warnings_highest_first() -> None:
    with pytest.raises(NeedsConfirmation) as asked:
        require_confirmed([RE, LEAVE], tokens([RE]))
    assert asked.value.warnings == (LEAVE, RE)
    assert asked.value.level is WarningLevel.TWO_STEP


def test_confirmed_tokens_let_the_action_through() -> None:
    require_confirmed([RE, LEAVE], tokens([RE, LEAVE]))


def test_the_token_names_the_subject_so_a_confirmation_covers_only_that_situation() -> None:
    other = DeskWarning(WarningLevel.CONFIRM, "mpa.rematch", "Rematch", "C and D have met", (66,), subject="3-4")
    assert unconfirmed([other], tokens([RE])) == (other,)


def test_level_five_can_never_be_confirmed_q220() -> None:
    assert tokens([NO]) == frozenset()
    with pytest.raises(NeedsConfirmation) as asked:
        require_confirmed([NO], frozenset({NO.token}))
    assert asked.value.refused


def test_the_journal_note_names_each_confirmed_warning_and_its_level() -> None:
    assert confirmed_note([RE]) == "confirmed (level 3): Rematch"
