"""Synthetic brackets for the tests of ``dutch.certified``: random players (colour histories, floats, earlier
opponents, topscorers), the bracket's frame, and both paths of the engine on it (the certificate and the
exact reference, ``bracket.pair_bracket`` over every player still to pair with a matching per decision)."""

from __future__ import annotations

from decimal import Decimal
from itertools import combinations

from hypothesis import strategies as st

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.core.pairing.dutch.bracket import BracketResult, pair_bracket
from arbiter_desk.core.pairing.dutch.completion import perfect_pairs
from arbiter_desk.core.pairing.dutch.criteria import BracketFrame
from arbiter_desk.core.pairing.dutch.round_graph import IllegalParts, RoundGraph
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float, dutch_preference
from arbiter_desk.core.results import Colour

W, B = Colour.WHITE, Colour.BLACK
MDP_SCORE, RESIDENT_SCORE, NEXT_SCORE = Decimal(5), Decimal(4), Decimal(3)


def player(tpn: int, score: Decimal, history: str, floats: tuple[Float, Float], top: bool) -> DutchPlayer:
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


def with_opponents(players: list[DutchPlayer], met: set[tuple[int, int]]) -> list[DutchPlayer]:
    out = []
    for p in players:
        mine = frozenset(PairingNumber(b if a == p.tpn else a) for a, b in met if p.tpn in (a, b))
        out.append(DutchPlayer(**{**{f: getattr(p, f) for f in DutchPlayer.__slots__}, "opponents": mine}))
    return out


def bracket_graph(players: list[DutchPlayer]) -> RoundGraph:
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
def brackets(
    draw: st.DrawFn, last_round: bool, densities: tuple[float, ...] = (0.0, 0.0, 0.1, 0.3), tidy: bool = False
) -> tuple[list[DutchPlayer], BracketFrame]:
    """Players to pair in art. 1.2 order (MDPs, residents, the next scoregroup) and the bracket's frame;
    each pair has met before with a probability drawn from ``densities``. ``tidy``: colours near alternating
    and no float, so that the colour and float bounds are often reached and legality decides."""
    mdps = draw(st.integers(0, 3))
    residents = draw(st.integers(max(2, mdps), 16))
    below = draw(st.sampled_from([0, 0, 2, 3, 5]))
    if (mdps + residents + below) % 2:
        below += 1
    # art. 1.8: over 50 % of the maximum; no topscorer before the last round
    line = draw(st.sampled_from([Decimal("2.5"), Decimal("3.5"), Decimal("4.5")])) if last_round else Decimal(9)
    scores = [MDP_SCORE] * mdps + [RESIDENT_SCORE] * residents + [NEXT_SCORE] * below
    players = [
        player(
            tpn,
            score,
            draw(near_alternating if tidy else st.one_of(histories, near_alternating, near_alternating)),
            (Float.NONE, Float.NONE) if tidy else draw(floats),
            score > line,
        )
        for tpn, score in enumerate(scores, start=1)
    ]
    density = draw(st.sampled_from(densities))
    pairs = list(combinations(range(1, len(players) + 1), 2))
    met = {
        pr
        for pr, hit in zip(
            pairs, draw(st.lists(st.floats(0, 1), min_size=len(pairs), max_size=len(pairs))), strict=True
        )
        if hit < density
    }
    players = with_opponents(players, met)
    members = frozenset(range(mdps + residents))
    frame = BracketFrame(
        players=players,
        members=members,
        mdps=frozenset(range(mdps)),
        score=RESIDENT_SCORE,
        next_group=frozenset(range(mdps + residents, len(players))),
        bye=None,
        initial_colour=draw(st.sampled_from([W, B])),
        last_round=last_round,
    )
    return players, frame


def both_paths(players: list[DutchPlayer], frame: BracketFrame) -> tuple[BracketResult | None, BracketResult] | None:
    """(the certificate's answer, the reference), or None if the reference cannot pair the players ([C4])."""
    graph = bracket_graph(players)
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
