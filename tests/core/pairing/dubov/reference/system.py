"""Reference reading of the Dubov system, C.04.4.1 (2026): bye (art. 3.1), brackets (art. 3.2), colours (art. 5).

An independent, exhaustive reading for tests: written from the rules text and the project's clarifications
note only, never from the engine in ``arbiter_desk.core.pairing.dubov``.
"""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import Board, RoundPairing
from arbiter_desk.core.pairing.explain import BracketExplanation, ByeExplanation, RoundExplanation, Step, StepKind
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

from .bracket import BracketPairing, pair_bracket
from .colours import allocate, board_order_key
from .data import PlayerData, max_upfloats, player_data
from .legal import Matcher, make_compat
from .orders import sets_in_order, upfloaters_in_order


class RoundState:
    """The data of one round being paired: players to pair, their art. 1 data and the legality searches."""

    def __init__(self, tournament: Tournament, round_no: int) -> None:
        self.tournament = tournament
        self.round_no = round_no
        absent = tournament.absent_in(round_no)
        self.present: list[int] = [int(p.tpn) for p in tournament.players if p.tpn not in absent]
        self.data: dict[int, PlayerData] = {t: player_data(tournament, t, round_no) for t in self.present}
        self.matcher = Matcher(make_compat(self.data, tournament, round_no))
        total = tournament.total_rounds
        # Clar. 7: C8-C10 are off when the round being paired is the declared last round.
        self.is_last_round = total is not None and round_no == total
        self.max_t = max_upfloats(total if total is not None else round_no)


def choose_bye(state: RoundState) -> ByeExplanation | None:
    """Art. 3.1: C2-eligible (3.1.1), the rest can be paired (3.1.2, clar. 8), lowest score (3.1.3), most games
    played over the board (3.1.4), largest TPN (3.1.5)."""
    if len(state.present) % 2 == 0:
        return None
    everyone = frozenset(state.present)
    candidates = sorted(state.data.values(), key=lambda p: (p.score, -p.games, -p.tpn))
    excluded: list[tuple[PairingNumber, str]] = []
    for p in candidates:
        if p.bye_forbidden:
            excluded.append((PairingNumber(p.tpn), "3.1.1"))
        elif not state.matcher.can_pair_all(everyone - {p.tpn}):
            excluded.append((PairingNumber(p.tpn), "3.1.2"))
        else:
            return ByeExplanation(PairingNumber(p.tpn), "3.1.3-3.1.5", "first eligible", tuple(excluded))
    raise NoValidPairingError("no player can receive the pairing-allocated bye (art. 3.1)", tuple(state.present))


def _c6(upfloaters: tuple[PlayerData, ...]) -> tuple[Decimal, ...]:
    """[C6] (art. 2.3.2, clar. 11): upfloater scores sorted ascending, higher better; negated to minimise."""
    return tuple(-p.score for p in sorted(upfloaters, key=lambda p: p.score))


def _quality(
    state: RoundState, upfloaters: tuple[PlayerData, ...], c7: int
) -> tuple[tuple[Decimal, ...], int, int, int, int]:
    """[C6]-[C10] of a set of upfloaters, smaller is better (C5 is equal: every set has the minimum size)."""
    c6 = _c6(upfloaters)
    if state.is_last_round:
        return (c6, c7, 0, 0, 0)
    maximum = [p for p in upfloaters if p.upfloats >= state.max_t]
    c8 = len(maximum)
    c9 = sum(p.upfloats for p in maximum)
    c10 = sum(1 for p in upfloaters if p.upfloated_last_round)
    return (c6, c7, c8, c9, c10)


def _c7(state: RoundState, pairing: BracketPairing) -> int:
    """[C7] (clar. 11): players of the bracket who miss their preference in the pairing art. 3.2.3-3.2.6 give."""
    misses = 0
    for a, b in pairing.pairs:
        white, _, _ = allocate(state.data[a], state.data[b], state.tournament.initial_colour)
        for t in (a, b):
            got = Colour.WHITE if t == white else Colour.BLACK
            misses += got is not state.data[t].preference
    return misses


def pair_brackets(state: RoundState, remaining: set[int]) -> list[tuple[BracketPairing, BracketExplanation]]:
    """Art. 3.2, scoregroups in descending order of score (art. 1.9.2)."""
    out: list[tuple[BracketPairing, BracketExplanation]] = []
    while remaining:
        top = max(state.data[t].score for t in remaining)
        residents = sorted(t for t in remaining if state.data[t].score == top)
        pool = upfloaters_in_order([state.data[t] for t in remaining if state.data[t].score < top])
        legal: list[tuple[PlayerData, ...]] = []
        for k in range(len(pool) + 1):  # art. 3.2.1 (clar. 10): the minimum number of upfloaters
            if (len(residents) + k) % 2:
                continue
            for chosen in sets_in_order(pool, k):
                bracket = set(residents) | {p.tpn for p in chosen}
                if state.matcher.can_pair_all(bracket) and state.matcher.can_pair_all(remaining - bracket):
                    legal.append(chosen)
            if legal:
                break
        if not legal:
            raise NoValidPairingError(f"scoregroup {top} cannot be paired (art. 3.2.1)", tuple(residents))
        # Art. 3.2.2 (clar. 11): best by C6..C10; among equals the first in art. 4.2 order.
        best_c6 = min(_c6(u) for u in legal)
        best: tuple[tuple[tuple[Decimal, ...], int, int, int, int], tuple[PlayerData, ...], BracketPairing] | None = (
            None
        )
        for chosen in legal:
            if _c6(chosen) != best_c6:
                continue
            players = [state.data[t] for t in residents] + list(chosen)
            pairing = pair_bracket(players, state.matcher)
            key = _quality(state, chosen, _c7(state, pairing))
            if best is None or key < best[0]:
                best = (key, chosen, pairing)
        assert best is not None
        key, chosen, pairing = best
        shifts = tuple(f"out {t}" for t in pairing.shifted_out) + tuple(f"back {t}" for t in pairing.shifted_back)
        explanation = BracketExplanation(
            score=top,
            residents=tuple(PairingNumber(t) for t in residents),
            floaters=tuple(PairingNumber(p.tpn) for p in chosen),
            floater_label="upfloaters",
            steps=(
                Step(StepKind.FLOATERS, "C6-C10", text=f"key {key}"),
                Step(StepKind.GROUPS, "G1", tuple(PairingNumber(t) for t in pairing.g1)),
                Step(StepKind.GROUPS, "G2", tuple(PairingNumber(t) for t in pairing.g2)),
                *(Step(StepKind.SHIFT, "shift", text=shift) for shift in shifts),
                Step(
                    StepKind.CANDIDATE,
                    "S1",
                    tuple(PairingNumber(t) for t in pairing.s1),
                    tuple(f"ARO {state.data[t].aro}" for t in pairing.s1),
                ),
                Step(StepKind.CANDIDATE, "T2", tuple(PairingNumber(t) for t in pairing.t2)),
            ),
        )
        out.append((pairing, explanation))
        remaining -= set(residents) | {p.tpn for p in chosen}
    return out


class ReferenceDubov:
    """The reference reading as a ``PairingSystem`` (tests only)."""

    name = "dubov-reference"
    title = "Dubov system (C.04.4.1, 2026), reference reading for tests"
    state_class: type[RoundState] = RoundState
    """The player data of a round; an edition's oracle (2018 C.2) swaps it."""

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = round_no if round_no is not None else tournament.round_to_pair()
        state = self.state_class(tournament, rnd)
        bye = choose_bye(state)
        remaining = set(state.present) - ({int(bye.player)} if bye else set())
        brackets = pair_brackets(state, remaining)
        games: list[tuple[tuple[Decimal, Decimal, int], int, int]] = []
        for pairing, _ in brackets:
            for a, b in pairing.pairs:
                white, black, _rule = allocate(state.data[a], state.data[b], tournament.initial_colour)
                games.append((board_order_key(state.data[white], state.data[black]), white, black))
        games.sort()
        boards = tuple(Board(i, PairingNumber(w), PairingNumber(b)) for i, (_, w, b) in enumerate(games, start=1))
        explanation = RoundExplanation(self.name, rnd, bye, tuple(e for _, e in brackets))
        return RoundPairing(rnd, boards, bye.player if bye else None, explanation)
