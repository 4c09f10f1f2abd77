"""The certificate's look-ahead on legality (``dutch.remainder_completion``, C.04.3 (2026) art. 2.1.1 [C1],
4.3.2): a choice of S2R partner after which a later S1R player has no legal partner left is refused, and
the certificate then gives the exact path's first transposition instead of leaving the bracket to the
matchings.

- ``RemainderCompletion.fix`` says yes exactly when the free players can still all be paired, checked by
  brute force on random small bipartite graphs;
- brackets with many earlier meetings (before the last round and in it): whenever the certificate answers,
  it equals the reference path (``bracket.pair_bracket`` over every player still to pair, a matching per
  decision of the text);
- the bracket whose last S1 player would meet his last S2 partner a second time is certified;
- with one S2R player to float, the counts of [C12]–[C16] hold for one choice of him, not each for its own.

Set ``DUTCH_REMATCH_EXAMPLES`` for a long run.
"""

from __future__ import annotations

import os
from itertools import permutations

from hypothesis import assume, event, given, settings
from hypothesis import strategies as st

from arbiter_desk.core.pairing.dutch.criteria import BracketFrame
from arbiter_desk.core.pairing.dutch.remainder_completion import RemainderCompletion
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float

from .synthetic_brackets import RESIDENT_SCORE, W, both_paths, brackets, player, with_opponents


def _completes(left: list[int], right: list[int], bad: list[set[int]]) -> bool:
    """Every ``left`` player gets a distinct legal ``right`` partner (brute force)."""
    return any(all(y not in bad[x] for x, y in zip(left, chosen, strict=False)) for chosen in permutations(right))


@st.composite
def bipartite(draw: st.DrawFn) -> tuple[list[int], list[int], list[set[int]], list[tuple[int, int]]]:
    """S1R, S2R (one more when a player floats), who may not meet whom, and a sequence of fixes to try."""
    size = draw(st.integers(1, 5))
    left = list(range(size))
    right = list(range(size, 2 * size + draw(st.integers(0, 1))))
    bad: list[set[int]] = [set() for _ in range(len(left) + len(right))]
    for x in left:
        for y in right:
            if draw(st.integers(0, 9)) < 4:
                bad[x].add(y)
                bad[y].add(x)
    tries = draw(st.lists(st.tuples(st.sampled_from(left), st.sampled_from(right)), max_size=8))
    return left, right, bad, tries


@settings(max_examples=400, deadline=None)
@given(bipartite())
def test_a_fix_is_accepted_exactly_when_the_rest_can_still_be_paired(
    case: tuple[list[int], list[int], list[set[int]], list[tuple[int, int]]],
) -> None:
    left, right, bad, tries = case
    completion = RemainderCompletion(left, right, bad)
    assert completion.complete == _completes(left, right, bad)
    if not completion.complete:
        return
    for x, y in tries:
        if x not in left or y not in right or y in bad[x]:
            continue
        rest_left = [u for u in left if u != x]
        rest_right = [u for u in right if u != y]
        expected = _completes(rest_left, rest_right, bad)
        assert completion.fix(x, y) == expected
        if expected:
            left, right = rest_left, rest_right


@settings(max_examples=int(os.environ.get("DUTCH_REMATCH_EXAMPLES", "300")), deadline=None)
@given(st.booleans().flatmap(lambda last: brackets(last_round=last, densities=(0.1, 0.3, 0.5), tidy=True)))
def test_certified_bracket_with_many_rematches_equals_exact(bracket: tuple[list[DutchPlayer], BracketFrame]) -> None:
    players, frame = bracket
    both = both_paths(players, frame)
    assume(both is not None)
    assert both is not None
    found, reference = both
    event("certified" if found is not None else "refused")
    if found is not None:
        assert found == reference


def test_a_rematch_at_the_last_pair_is_certified() -> None:
    """Six players without a colour history (round 1 pairs S1 with S2 in order, art. 4.3.2): 3 met 6 (as in a
    late-entry or a prohibited pair, [C1]), so 1-4, 2-5, 3-6 fails at its last pair; the first transposition
    of S2 that pairs everyone legally is 4 6 5 (1-4, 2-6, 3-5). The certificate gives it, as the exact path."""
    players = [player(tpn, RESIDENT_SCORE, "", (Float.NONE, Float.NONE), False) for tpn in range(1, 7)]
    players = with_opponents(players, {(3, 6)})
    frame = BracketFrame(players, frozenset(range(6)), frozenset(), RESIDENT_SCORE, frozenset(), None, W, False)
    both = both_paths(players, frame)
    assert both is not None
    found, reference = both
    assert found is not None and found == reference
    assert [(players[a].tpn, players[b].tpn) for a, b in found.pairs] == [(1, 4), (2, 6), (3, 5)]


def test_the_downfloater_is_chosen_once_for_all_the_counts() -> None:
    """Seven residents, one floats (the next scoregroup takes him, [C8]); 7 downfloated last round, so [C14]
    wants him paired; the mild preferences (1 B, 2 B, 3 W; S2: 4 W, 5 W, 6 B, 7 W) allow no [C12] loss.
    After 1-4, 2-5 the last S1 player 3 (W) has 6 (B, then 7 floats: [C14] lost) or 7 (W: [C12] lost): each
    bound held for its own choice of floater, not for one (art. 2.4.7 [C12], 2.4.9 [C14]). The certificate
    now pairs 1-4, 2-7, 3-6 and floats 5, as the exact path; before, it gave the bracket up."""
    histories = ["BW", "BW", "WB", "WB", "WB", "BW", "WB", "BW"]
    scores = [RESIDENT_SCORE] * 7 + [RESIDENT_SCORE - 1]
    players = [
        player(tpn, score, h, (Float.DOWN if tpn == 7 else Float.NONE, Float.NONE), False)
        for tpn, (score, h) in enumerate(zip(scores, histories, strict=True), start=1)
    ]
    frame = BracketFrame(players, frozenset(range(7)), frozenset(), RESIDENT_SCORE, frozenset({7}), None, W, False)
    both = both_paths(players, frame)
    assert both is not None
    found, reference = both
    assert found is not None and found == reference
    assert [(players[a].tpn, players[b].tpn) for a, b in found.pairs] == [(1, 4), (2, 7), (3, 6)]
