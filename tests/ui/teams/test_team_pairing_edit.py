"""The working pairing of the team override dialog (C.04.2 (2026) art. 4.4 for C.04.6): places, locks, the bye."""

from __future__ import annotations

from arbiter_desk.services.teams.team_override_checks import TeamLayout
from arbiter_desk.ui.teams.team_pairing_edit import BYE, TeamPairingEdit

START = TeamLayout(((1, 2), (3, 4), (5, 6)), 7)


def test_exchange_swap_and_reset() -> None:
    edit = TeamPairingEdit(START)
    assert edit.exchange((0, 1), (1, 0)) and edit.layout().matches == ((1, 3), (2, 4), (5, 6))
    assert edit.swap_colours(2) and edit.layout().matches[2] == (6, 5)  # 6 now White on board 1 (C.04.6 art. 4)
    assert edit.exchange((0, 0), BYE) and edit.bye == 1 and edit.matches[0] == [7, 3]
    assert not edit.exchange((1, 1), (1, 1)) and not edit.swap_colours(5)
    edit.reset()
    assert edit.layout() == START and edit.slot_of(7) == BYE and edit.slot_of(4) == (1, 1)


def test_a_match_with_results_is_locked() -> None:
    edit = TeamPairingEdit(START, [(3, 4)])
    assert edit.is_locked((1, 0)) and not edit.is_locked(BYE)
    assert not edit.exchange((0, 0), (1, 1)) and not edit.swap_colours(1) and not edit.set_bye(3)
    assert edit.layout() == START


def test_the_bye_changes_places_or_takes_a_team_out_of_its_match() -> None:
    edit = TeamPairingEdit(START)
    assert edit.set_bye(2) and edit.bye == 2 and edit.matches[0] == [1, 7]
    unpaired = TeamPairingEdit(TeamLayout(((1, 2), (3, 4)), None))
    assert unpaired.set_bye(3) and unpaired.layout() == TeamLayout(((1, 2),), 3)  # 4 left out: the preview warns
    assert not unpaired.set_bye(9)
