"""The last round's brackets with topscorers (C.04.3 (2026) art. 1.8, 2.4.5 [C10], 2.4.6 [C11]): the certified
shortcut (``dutch.certified``) gives exactly the exact path's result on random brackets.

Each example is one bracket of the last round, MDPs and residents with random compressed colour histories
(absolute, strong, mild preferences, some that any colour breaks), floats, earlier opponents and topscorers,
with or without a next scoregroup below it. Whenever the certificate answers, its pairs, downfloaters,
explanations and optimum equal those of the reference (``bracket.pair_bracket`` over every player still to
pair, a matching per decision of the text: ``DutchSystem(narrow=False)``'s path). Set
``DUTCH_TOPSCORER_EXAMPLES`` for a long run.
"""

from __future__ import annotations

import os

from hypothesis import assume, event, given, settings
from hypothesis import strategies as st

from arbiter_desk.core.pairing.dutch.colours import topscorer_colour_faults
from arbiter_desk.core.pairing.dutch.criteria import BracketFrame
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float
from arbiter_desk.core.results import Colour

from .synthetic_brackets import RESIDENT_SCORE, B, W, both_paths, brackets, histories, player


@settings(max_examples=int(os.environ.get("DUTCH_TOPSCORER_EXAMPLES", "300")), deadline=None)
@given(brackets(last_round=True))
def test_certified_topscorer_bracket_equals_exact(bracket: tuple[list[DutchPlayer], BracketFrame]) -> None:
    players, frame = bracket
    both = both_paths(players, frame)
    assume(both is not None)
    assert both is not None
    found, reference = both
    event("certified" if found is not None else "refused")
    if found is not None:
        assert found == reference


def _mirror(history: str) -> str:
    return history.translate(str.maketrans("WB", "BW"))


@settings(max_examples=300, deadline=None)
@given(
    a=histories,
    b=histories,
    last=st.sampled_from(["WW", "BB", "WWW", "BBB"]),
    a_top=st.booleans(),
    initial=st.sampled_from([W, B]),
)
def test_absolute_preferences_for_one_colour_make_a_fault(
    a: str, b: str, last: str, a_top: bool, initial: Colour
) -> None:
    """The counting of ``certified``: two players with an absolute preference (art. 1.7.1) for the same colour
    and a topscorer among them: art. 5 gives one the other colour, a fault of [C10] or [C11]."""
    pa = player(1, RESIDENT_SCORE, a + last, (Float.NONE, Float.NONE), a_top)
    pb = player(2, RESIDENT_SCORE, b + last, (Float.NONE, Float.NONE), not a_top)
    assert pa.preference is not None and pb.preference is not None
    if pa.preference.colour is not pb.preference.colour:
        pb = player(2, RESIDENT_SCORE, _mirror(b + last), (Float.NONE, Float.NONE), not a_top)
    assert pa.absolute and pb.absolute and pb.preference is not None
    assert pa.preference.colour is pb.preference.colour
    assert sum(topscorer_colour_faults(pa, pb, initial)) >= 1


def test_a_bracket_of_topscorers_is_certified() -> None:
    """Eight topscorers whose preferences can all be granted (art. 1.8, [C10], [C11] at their bounds): the
    certificate answers, with the exact path's pairing."""
    alternating = ["WBWBW", "BWBWB", "WBWB", "BWBW", "WBBW", "BWWB", "WBW", "BWB"]
    players = [player(tpn, RESIDENT_SCORE, h, (Float.NONE, Float.NONE), True) for tpn, h in enumerate(alternating, 1)]
    frame = BracketFrame(players, frozenset(range(8)), frozenset(), RESIDENT_SCORE, frozenset(), None, W, True)
    both = both_paths(players, frame)
    assert both is not None
    found, reference = both
    assert found is not None and found == reference


def test_topscorers_who_cannot_all_have_their_colour_are_left_to_the_matching() -> None:
    """Four topscorers who must all have white (colour difference -2, art. 1.7.1): every pairing gives two of
    them a fault; the certificate refuses and the exact path pairs them."""
    players = [player(tpn, RESIDENT_SCORE, "BWBB", (Float.NONE, Float.NONE), True) for tpn in range(1, 5)]
    frame = BracketFrame(players, frozenset(range(4)), frozenset(), RESIDENT_SCORE, frozenset(), None, W, True)
    both = both_paths(players, frame)
    assert both is not None
    found, reference = both
    assert found is None and len(reference.pairs) == 2
