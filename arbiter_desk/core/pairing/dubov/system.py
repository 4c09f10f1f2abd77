"""The Dubov system (C.04.4.1, 2026): bye, brackets in descending score, colours, board order."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import ColourChoice, RoundPairing
from arbiter_desk.core.pairing.common.boards import PlacedPair, explained_boards, require_all_pairable
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.common.scoregroups import top_group
from arbiter_desk.core.pairing.dubov.bracket import BracketPairing, pair_bracket
from arbiter_desk.core.pairing.dubov.bye import choose_bye
from arbiter_desk.core.pairing.dubov.colours import allocate_colours
from arbiter_desk.core.pairing.dubov.editions.rules import EDITION_2026, EditionRules
from arbiter_desk.core.pairing.dubov.legality import Legality
from arbiter_desk.core.pairing.dubov.players import DubovPlayer, build_players
from arbiter_desk.core.pairing.dubov.upfloaters import choose_upfloaters
from arbiter_desk.core.pairing.explain import (
    BracketExplanation,
    ByeExplanation,
    Step,
    StepKind,
)
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tournament import Tournament


def _pairing_score(p: DubovPlayer) -> Decimal:
    return p.score


class DubovSystem:
    """FIDE Dubov system, 2026 edition; the readings of ``dubov-2026-clarifications.md`` apply.

    ``rules`` plugs in an older edition that shares this procedure (2018, ``editions.edition_2018``).
    """

    name = "dubov"

    def __init__(self, exact: bool = False, rules: EditionRules = EDITION_2026) -> None:
        """``exact`` skips the quick constructions and always uses the general matching method; both give
        the same pairing (tested), the quick one in a fraction of the time on large fields.
        """
        self._exact = exact
        self._rules = rules

    @property
    def title(self) -> str:
        return self._rules.title

    @property
    def edition(self) -> str:
        return self._rules.edition

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
        """The checker's rule line for a legal round of a file that differs from this system's pairing."""
        from arbiter_desk.core.pairing.dubov.departure import departure

        return departure(snapshot, round_no, file, engine, "2018" if "2018" in self.title else "2026")

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        try:
            return self._pair(tournament, round_no)
        except NoValidPairingError as error:
            if self._rules is EDITION_2026:
                raise
            # The arbiter reads the edition's own article numbers in the refusal too.
            raise NoValidPairingError(self._rules.cite_text(str(error)), error.players) from error

    def _pair(self, tournament: Tournament, round_no: RoundNo | None) -> RoundPairing:
        rnd = tournament.round_to_pair() if round_no is None else round_no
        players = build_players(tournament, rnd, self._rules.pab_eligible)
        absent = tournament.absent_in(rnd)
        to_pair = [players[p.tpn] for p in tournament.players if p.tpn not in absent]
        legality = Legality(players, tournament, rnd)
        # Clarification 7: only the declared last round itself switches C8-C10 off.
        last_round = tournament.total_rounds is not None and rnd == tournament.total_rounds
        notes = [f"{len(to_pair)} players to pair" + (f", {len(absent)} absent" if absent else "")]
        if last_round:
            notes.append("last round: C8–C10 do not apply")

        bye: ByeExplanation | None = None
        remaining = {p.tpn: p for p in to_pair}
        if len(to_pair) % 2:
            choice = choose_bye(to_pair, legality)
            bye = choice.explanation
            del remaining[choice.player]
        else:
            require_all_pairable(legality, list(remaining), rnd, "C1 and C3")

        pairs: list[PlacedPair] = []
        brackets: list[BracketExplanation] = []
        while remaining:
            group = top_group(list(remaining.values()), _pairing_score)
            top, residents = group.score, list(group.members)
            lower = [p for p in remaining.values() if p.score < top]
            choice_up = choose_upfloaters(residents, lower, legality, last_round, exact=self._exact)
            bracket_players = residents + [remaining[t] for t in choice_up.upfloaters]
            result = pair_bracket(bracket_players, legality, exact=self._exact)
            explanation = bracket_explanation(top, residents, choice_up.upfloaters, choice_up.reason, result)
            brackets.append(explanation)
            for index, (s, t) in enumerate(result.pairs, start=1):
                pairs.append(
                    self._make_pair(players[s], players[t], index, explanation, tournament, choice_up.upfloaters)
                )
                del remaining[s]
                del remaining[t]

        board_explanations = explained_boards(pairs, lambda t: players[PairingNumber(t)].score)
        pairing = RoundPairing.from_boards(self.title, rnd, board_explanations, bye, brackets, notes)
        return self._rules.cite(pairing)

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """Art. 5.2.1-5.2.5 for one pair of ``round_no`` (e.g. a late entry's board added under C.04.2 4.4.4)."""
        players = build_players(tournament, round_no, self._rules.pab_eligible)
        decision = allocate_colours(players[a], players[b], tournament.initial_colour)
        choice = ColourChoice(decision.white, decision.black, decision.rule, decision.reason)
        return self._rules.cite_colours(choice)

    @staticmethod
    def _make_pair(
        s: DubovPlayer,
        t: DubovPlayer,
        index: int,
        bracket: BracketExplanation,
        tournament: Tournament,
        upfloaters: tuple[PairingNumber, ...],
    ) -> PlacedPair:
        decision = allocate_colours(s, t, tournament.initial_colour)
        floats = tuple(
            f"{p.tpn} upfloats from {format_points(p.score)} to the {format_points(bracket.score)} bracket"
            for p in (s, t)
            if p.tpn in upfloaters
        )
        return PlacedPair(
            white=decision.white,
            black=decision.black,
            bracket_score=bracket.score,
            placed_by=f"S1[{index}] {s.tpn} (ARO {s.aro}) with T2[{index}] {t.tpn} (art. 3.2.6)",
            colour_rule=decision.rule,
            colour_reason=decision.reason,
            floats=floats,
        )


def bracket_explanation(
    score: Decimal,
    residents: list[DubovPlayer],
    upfloaters: tuple[PairingNumber, ...],
    upfloater_reason: str,
    result: BracketPairing,
) -> BracketExplanation:
    """The kit's explanation steps for one Dubov bracket (art. 3.2.1-3.2.6)."""
    steps = [
        Step(StepKind.FLOATERS, "Why these upfloaters (art. 3.2.1-3.2.2)", text=upfloater_reason),
        Step(StepKind.GROUPS, "G1 (art. 3.2.3)", result.g1),
        Step(StepKind.GROUPS, "G2 (art. 3.2.3)", result.g2),
        *(Step(StepKind.SHIFT, "Shift (art. 3.2.4)", text=shift) for shift in result.shifts),
        Step(StepKind.CANDIDATE, "S1 by ARO (art. 3.2.5)", result.s1, tuple(f"ARO {a}" for a in result.s1_aro)),
        Step(StepKind.CANDIDATE, "T2 (art. 3.2.6)", result.t2),
        Step(StepKind.TRANSPOSITION, "Transposition (art. 3.2.6, 4.4)", text=result.transposition),
    ]
    return BracketExplanation(
        score=score,
        residents=tuple(p.tpn for p in residents),
        floaters=upfloaters,
        floater_label="upfloaters",
        steps=tuple(steps),
    )
