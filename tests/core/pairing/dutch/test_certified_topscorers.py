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
from decimal import Decimal
from itertools import combinations

from hypothesis import assume, event, given, settings
from hypothesis import strategies as st

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.core.pairing.dutch.bracket import BracketResult, pair_bracket
from arbiter_desk.core.pairing.dutch.colours import topscorer_colour_faults
from arbiter_desk.core.pairing.dutch.completion import perfect_pairs
from arbiter_desk.core.pairing.dutch.criteria import BracketFrame
from arbiter_desk.core.pairing.dutch.round_graph import IllegalParts, RoundGraph
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float, dutch_preference
from arbiter_desk.core.results import Colour

W, B = Colour.WHITE, Colour.BLACK
MDP_SCORE, RESIDENT_SCORE, NEXT_SCORE = Decimal(5), Decimal(4), Decimal(3)


def _player(tpn: int, score: Decimal, history: str, floats: tuple[Float, Float], top: bool) -> DutchPlayer:
    colours = tuple(W if c == "W" else B for c in history)
    return DutchPlayer(
        tpn=PairingNumber(tpn),
        score=score,
        history=colours,
        preference=dutch_preference(colours),
        opponents=frozenset(),
        can_get_bye=True,
        unplayed=0,
        float_prev=floats[0],
        float_prev2=floats[1],
        topscorer=top,
        parity_rank=tpn,
    )


def _with_opponents(players: list[DutchPlayer], met: set[tuple[int, int]]) -> list[DutchPlayer]:
    out = []
    for p in players:
        mine = frozenset(PairingNumber(b if a == p.tpn else a) for a, b in met if p.tpn in (a, b))
        out.append(DutchPlayer(**{**{f: getattr(p, f) for f in DutchPlayer.__slots__}, "opponents": mine}))
    return out


def _graph(players: list[DutchPlayer]) -> RoundGraph:
    """Who may not meet whom as ``round_graph.illegal_parts`` makes it: [C1] rematches, [C3] groups."""
    own = {p.tpn: p.opponents for p in players}
    groups: dict[Colour, list[PairingNumber]] = {}
    for p in players:
        if p.absolute and not p.topscorer and p.preference is not None:
            groups.setdefault(p.preference.colour, []).append(p.tpn)
    return RoundGraph(tuple(players), IllegalParts(own, tuple(tuple(g) for g in groups.values())), None, frozenset())


histories = st.text(alphabet="WB", min_size=1, max_size=6)
near_alternating = st.builds(
    lambda n, flip: "".join("WB"[(k + (k in flip)) % 2] for k in range(n)),
    st.integers(2, 6),
    st.sets(st.integers(0, 5), max_size=2),
)
floats = st.tuples(*(st.sampled_from([Float.NONE, Float.UP, Float.DOWN]),) * 2)


@st.composite
def last_round_brackets(draw: st.DrawFn) -> tuple[list[DutchPlayer], BracketFrame]:
    """Players to pair in art. 1.2 order (MDPs, residents, the next scoregroup) and the bracket's frame."""
    mdps = draw(st.integers(0, 3))
    residents = draw(st.integers(max(2, mdps), 16))
    below = draw(st.sampled_from([0, 0, 2, 3, 5]))
    if (mdps + residents + below) % 2:
        below += 1
    line = draw(st.sampled_from([Decimal("2.5"), Decimal("3.5"), Decimal("4.5")]))  # art. 1.8: over 50 %
    scores = [MDP_SCORE] * mdps + [RESIDENT_SCORE] * residents + [NEXT_SCORE] * below
    players = [
        _player(tpn, score, draw(st.one_of(histories, near_alternating, near_alternating)), draw(floats), score > line)
        for tpn, score in enumerate(scores, start=1)
    ]
    density = draw(st.sampled_from([0.0, 0.0, 0.1, 0.3]))
    pairs = list(combinations(range(1, len(players) + 1), 2))
    met = {
        pr
        for pr, hit in zip(
            pairs, draw(st.lists(st.floats(0, 1), min_size=len(pairs), max_size=len(pairs))), strict=True
        )
        if hit < density
    }
    players = _with_opponents(players, met)
    members = frozenset(range(mdps + residents))
    frame = BracketFrame(
        players=players,
        members=members,
        mdps=frozenset(range(mdps)),
        score=RESIDENT_SCORE,
        next_group=frozenset(range(mdps + residents, len(players))),
        bye=None,
        initial_colour=draw(st.sampled_from([W, B])),
        last_round=True,
    )
    return players, frame


def _both_paths(players: list[DutchPlayer], frame: BracketFrame) -> tuple[BracketResult | None, BracketResult] | None:
    """(the certificate's answer, the reference), or None if the reference cannot pair the players ([C4])."""
    graph = _graph(players)
    bad = graph.local_bad(players)
    n = len(players)
    if perfect_pairs(list(range(n)), bad, exact_limit=n) is None:
        return None
    order = list(range(n))
    try:
        reference = pair_bracket(frame, order, graph.local_legal(players, None, bad), n, explain=True)
    except ValueError:  # only MDP-MDP pairs complete the round (clar. 10): no bracket the engine pairs
        return None
    return DutchSystem()._certified(graph, players, frame, n, order, bad), reference


@settings(max_examples=int(os.environ.get("DUTCH_TOPSCORER_EXAMPLES", "300")), deadline=None)
@given(last_round_brackets())
def test_certified_topscorer_bracket_equals_exact(bracket: tuple[list[DutchPlayer], BracketFrame]) -> None:
    players, frame = bracket
    both = _both_paths(players, frame)
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
    pa = _player(1, RESIDENT_SCORE, a + last, (Float.NONE, Float.NONE), a_top)
    pb = _player(2, RESIDENT_SCORE, b + last, (Float.NONE, Float.NONE), not a_top)
    assert pa.preference is not None and pb.preference is not None
    if pa.preference.colour is not pb.preference.colour:
        pb = _player(2, RESIDENT_SCORE, _mirror(b + last), (Float.NONE, Float.NONE), not a_top)
    assert pa.absolute and pb.absolute and pb.preference is not None
    assert pa.preference.colour is pb.preference.colour
    assert sum(topscorer_colour_faults(pa, pb, initial)) >= 1


def test_a_bracket_of_topscorers_is_certified() -> None:
    """Eight topscorers whose preferences can all be granted (art. 1.8, [C10], [C11] at their bounds): the
    certificate answers, with the exact path's pairing."""
    alternating = ["WBWBW", "BWBWB", "WBWB", "BWBW", "WBBW", "BWWB", "WBW", "BWB"]
    players = [_player(tpn, RESIDENT_SCORE, h, (Float.NONE, Float.NONE), True) for tpn, h in enumerate(alternating, 1)]
    frame = BracketFrame(players, frozenset(range(8)), frozenset(), RESIDENT_SCORE, frozenset(), None, W, True)
    both = _both_paths(players, frame)
    assert both is not None
    found, reference = both
    assert found is not None and found == reference


def test_topscorers_who_cannot_all_have_their_colour_are_left_to_the_matching() -> None:
    """Four topscorers who must all have white (colour difference -2, art. 1.7.1): every pairing gives two of
    them a fault; the certificate refuses and the exact path pairs them."""
    players = [_player(tpn, RESIDENT_SCORE, "BWBB", (Float.NONE, Float.NONE), True) for tpn in range(1, 5)]
    frame = BracketFrame(players, frozenset(range(4)), frozenset(), RESIDENT_SCORE, frozenset(), None, W, True)
    both = _both_paths(players, frame)
    assert both is not None
    found, reference = both
    assert found is None and len(reference.pairs) == 2
