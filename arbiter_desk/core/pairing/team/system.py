"""The round-pairing (C.04.6 (2026) art. 3.3.2): PAB (3.4), brackets (3.5, 3.6), colours (4), board order.

* Art. 3.4 PAB: [C2] eligibility, then 3.4.1 a legal pairing for the others, 3.4.2 lowest score, 3.4.3 most
  matches actually played (T10), 3.4.4 largest TPN.
* Scoregroups by primary score (art. 1.3), fixed at the start of the round without the PAB team (T13).
* Art. 3.5 upfloaters on the kit (``common/upfloaters.py``): [C4]–[C7] (T11–T14); [C7] not in the last two
  rounds (T15).
* Art. 3.6 bracket: the first identifier among the legal pairings with the fewest [C8], then [C9] (Type B),
  then [C10] (not in the last two rounds) (T14, T21): ``matching/identifier.py``.
* Board order (T20): C.04.2 art. 3.6 with the art. 4.2 first-team as the higher ranked; the PAB last.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.common.colour import ColourDecision
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.common.top_down import (
    TopBracket,
    cached_completion,
    pab_first,
    top_down_brackets,
    upfloat_notes,
)
from arbiter_desk.core.pairing.explain import BoardExplanation, BracketExplanation, ByeExplanation, Step, StepKind
from arbiter_desk.core.pairing.matching.identifier import first_cheapest_pairing
from arbiter_desk.core.pairing.team.colours import allocate_colours, first_team
from arbiter_desk.core.pairing.team.state import TeamState, build_states
from arbiter_desk.core.teams import PreferenceType, TeamTournament
from arbiter_desk.core.tournament import Tournament


class _Opponents:
    """A team as the kit sees it: TPN and opponents of matches actually played ([C1], T3), and what art. 3.4
    orders the PAB candidates by."""

    def __init__(self, state: TeamState) -> None:
        self.tpn = PairingNumber(state.tpn)
        self.opponents = frozenset(PairingNumber(o) for o in state.opponents)
        self.can_receive_pab = state.can_receive_pab
        self.score = state.score
        self.matches_played = state.matches_played


def bracket_cost(
    states: dict[int, TeamState], upfloaters: set[int], kind: PreferenceType, last_two: bool, size: int
) -> Callable[[int, int], int]:
    """One pair's [C8], [C9], [C10] counts as one number, [C8] first (mixed radix over the bracket size)."""
    radix = 2 * size + 1

    def cost(a: int, b: int) -> int:
        pa, pb = states[a].preference, states[b].preference
        same = pa.exists and pa.colour is pb.colour
        c8 = int(same)  # T21: art. 4 grants one of two equal preferences
        c9 = int(kind is PreferenceType.B and same and pa.strong and pb.strong)
        c10 = 0
        if not last_two:
            c10 = int(a in upfloaters and states[b].floated_last_round)
            c10 += int(b in upfloaters and states[a].floated_last_round)
        return (c8 * radix + c9) * radix + c10

    return cost


class TeamSystem:
    """FIDE Team Swiss system (C.04.6), 2026 edition."""

    name = "team"
    title = "Team Swiss system (C.04.6, 2026)"

    def pair(self, tournament: Tournament | TeamTournament, round_no: RoundNo | None = None) -> RoundPairing:
        if not isinstance(tournament, TeamTournament):
            raise InvalidInputError("the team system pairs teams: read the file with its team records (310 …)")
        return self.pair_teams(tournament, None if round_no is None else int(round_no))

    def pair_teams(self, event: TeamTournament, round_no: int | None = None) -> RoundPairing:
        rnd = event.round_to_pair() if round_no is None else round_no
        event = event.truncated(rnd)
        rules = event.rules
        states = build_states(event, rnd)
        to_pair = [s for s in states.values() if s.present]
        views = {PairingNumber(t): _Opponents(s) for t, s in states.items()}
        legality = Legality(views, Tournament(), rnd, {})
        last_two = rules.is_last_two_rounds(rnd)
        notes = [f"{len(to_pair)} teams to pair, {len(states) - len(to_pair)} not paired (240 / absent)"]
        notes.append(
            f"primary score {rules.primary.value}, secondary {rules.secondary.value if rules.secondary else 'none'}"
            f", Type {rules.preference_type.value} colour preferences"
        )
        if rules.total_rounds is None:
            notes.append("no record 142: the round is not treated as one of the last two (T15)")
        if last_two:
            notes.append("one of the last two rounds: [C7] and [C10] do not apply (art. 2.3.4, 2.3.7)")
        can_complete = cached_completion(legality)
        present = [views[PairingNumber(s.tpn)] for s in to_pair]
        among = "the teams leaving a legal pairing ([C2], 3.4.1)"
        remaining, bye = pab_first(rnd, present, legality, can_complete, "team", among)

        upfloated: dict[int, Decimal] = {}
        pairs: list[tuple[TeamState, TeamState, Decimal]] = []
        brackets: list[BracketExplanation] = []
        for top_bracket in top_down_brackets(
            rnd,
            remaining,
            lambda t: states[t].score,
            lambda t: states[t].floated_last_round,
            last_two,
            can_complete,
        ):
            top = top_bracket.score
            ups = {int(t) for t in top_bracket.choice.upfloaters}
            for up in ups:
                upfloated[up] = top
            bracket = [int(t) for t in top_bracket.members]
            cost = bracket_cost(states, ups, rules.preference_type, last_two, len(bracket))
            result = first_cheapest_pairing(
                bracket, lambda a, b: legality.can_meet(PairingNumber(a), PairingNumber(b)), cost
            )
            if result is None:
                raise top_bracket.unpairable(rnd)
            found_pairs, total = result
            brackets.append(self._bracket(top_bracket, found_pairs, total, len(bracket)))
            for a, b in found_pairs:
                pairs.append((states[a], states[b], top))
        return self._finish(event, rnd, states, pairs, brackets, bye, notes, upfloated)

    @staticmethod
    def _bracket(top_bracket: TopBracket, found: list[tuple[int, int]], total: int, size: int) -> BracketExplanation:
        radix = 2 * size + 1
        c8, rest = divmod(total, radix * radix)
        c9, c10 = divmod(rest, radix)
        pairing = Step(
            StepKind.CANDIDATE,
            "Pairing (art. 3.6)",
            tuple(PairingNumber(t) for pair in found for t in pair),
            text=f"first identifier complying with [C1] with the fewest [C8] ({c8}), [C9] ({c9}), [C10] ({c10})",
        )
        return top_bracket.explanation(pairing)

    def _finish(
        self,
        event: TeamTournament,
        rnd: int,
        states: dict[int, TeamState],
        pairs: list[tuple[TeamState, TeamState, Decimal]],
        brackets: list[BracketExplanation],
        bye: ByeExplanation | None,
        notes: list[str],
        upfloated: dict[int, Decimal],
    ) -> RoundPairing:
        rules = event.rules
        use_secondary = rules.secondary is not None
        decided: list[tuple[ColourDecision, Decimal]] = [
            (allocate_colours(a, b, rules.initial_colour, rules.preference_type, use_secondary), score)
            for a, b, score in pairs
        ]

        def order(item: tuple[ColourDecision, Decimal]) -> tuple[Decimal, Decimal, Decimal, int]:
            d = item[0]
            high, low = first_team(states[d.white], states[d.black], use_secondary)
            return (-high.score, -(high.score + low.score), -high.secondary if use_secondary else Decimal(0), high.tpn)

        explained = (
            BoardExplanation(
                board=0,
                white=PairingNumber(d.white),
                black=PairingNumber(d.black),
                bracket_score=score,
                placed_by="first pairing by identifier complying with [C1], fewest [C8]-[C10] (art. 3.6)",
                colour_rule=d.rule,
                colour_reason=d.reason,
                floats=upfloat_notes(upfloated, d.white, d.black),
            )
            for d, score in sorted(decided, key=order)
        )
        return RoundPairing.from_boards(self.title, rnd, explained, bye, brackets, notes)
