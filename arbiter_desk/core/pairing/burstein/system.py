"""The Burstein system (C.04.4.2, 2026): seeding rounds by the Dutch system, then the PAB, brackets in
descending score paired by the opposition index, colours and board order.

Art. 1.6: the first min(⌊declared rounds / 2⌋, 4) rounds are paired by the FIDE (Dutch) system (B1: the whole
Dutch procedure; B2: the declared number of rounds, TRF ``XXR``). This package never imports that system: it is
given one (``seeding``), which the registry builds from its own Dutch entry (``core/pairing/registry.py``).
After them: the PAB first (3.1, 1.9.2), then bracket by bracket in descending score (1.9.2, 3.2, 4), colours by
art. 5, boards by C.04.2 art. 3.6 (B20).

Readings added to B1–B32 (where the text and the notes are silent):

* B33 – 1.6.2 without a declared number of rounds (no ``XXR`` / 142): the seeding rounds cannot be counted; the
  engine refuses with a message rather than guess.
* B34 – 3.2.2 "the first pairing ... that complies best": lexicographically best on [C5], [C6], [C7], [C8] in
  that order (3.2.2.2), and among those the first in the order of art. 4.3.
* B35 – [C8] counts the players of the bracket's pairs only; an outgoing floater is judged in the bracket where he
  is paired.
* B36 – "score" in the score groups, [C6], [C7] and 3.1.3 is the pairing score (virtual points of TRF 250
  included, ``pairing-input.md``); the index never includes them (1.7.2.2), board order uses it (B20).
* B37 – 5.2.2 when one player has no preference (1.5.4 "the preference of their opponents is granted"): granting
  the other's preference grants "both".
* B38 – the B5 exception with a non-standard point system: each zero-point bye of the series adds a draw's points.
* B39 – a seeding round's explanation is the Dutch system's own, with a note naming the seeding round.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError, NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import AllocatesColours, ColourChoice, PairingSystem, RoundPairing
from arbiter_desk.core.pairing.burstein.bracket import pair_bracket
from arbiter_desk.core.pairing.burstein.bracket_result import BracketResult
from arbiter_desk.core.pairing.burstein.bye import choose_bye
from arbiter_desk.core.pairing.burstein.colours import allocate_colours
from arbiter_desk.core.pairing.burstein.players import BursteinPlayer, build_players
from arbiter_desk.core.pairing.common.boards import PlacedPair, explained_boards, require_all_pairable
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.common.scoregroups import score_groups
from arbiter_desk.core.pairing.explain import (
    BracketExplanation,
    ByeExplanation,
    Step,
    StepKind,
)
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tournament import Tournament

MAX_SEEDING_ROUNDS = 4


def seeding_rounds(total_rounds: int) -> int:
    """Art. 1.6.2: half the declared rounds (rounded down) or 4, whichever is lower."""
    return min(total_rounds // 2, MAX_SEEDING_ROUNDS)


def _score(p: BursteinPlayer) -> Decimal:
    return p.score


class BursteinSystem:
    """FIDE Burstein system, 2026 edition; the readings of ``burstein-2026-clarifications.md`` apply."""

    name = "burstein"
    title = "Burstein system (C.04.4.2, 2026)"

    def __init__(self, seeding: PairingSystem, exact: bool = False) -> None:
        """``seeding`` pairs the seeding rounds (the Dutch system, art. 1.6.1). ``exact`` always uses the
        general matching for each bracket instead of the quick walk first; both give the same pairing (tested).
        """
        self._seeding = seeding
        self._exact = exact

    def seeding_rounds(self, tournament: Tournament) -> int:
        if tournament.total_rounds is None:
            raise InvalidInputError(
                "the Burstein system needs the declared number of rounds (TRF XXR) to count its seeding "
                "rounds (C.04.4.2 art. 1.6.2)"
            )
        return seeding_rounds(tournament.total_rounds)

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
        """The checker's rule line for a legal round of a file that differs from this system's pairing."""
        from arbiter_desk.core.pairing.burstein.departure import departure

        return departure(snapshot, round_no, file, engine)

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = tournament.round_to_pair() if round_no is None else round_no
        seeding = self.seeding_rounds(tournament)
        if rnd <= seeding:
            pairing = self._seeding.pair(tournament, rnd)
            note = (
                f"seeding round {rnd} of {seeding} (art. 1.6): paired by the {self._seeding.title} with its own "
                "PAB, floats and colour rules (B1)"
            )
            explanation = replace(pairing.explanation, system=self.title, notes=(note, *pairing.explanation.notes))
            return replace(pairing, explanation=explanation)
        return self._pair_after_seeding(tournament, rnd, seeding)

    def _pair_after_seeding(self, tournament: Tournament, rnd: RoundNo, seeding: int) -> RoundPairing:
        players = build_players(tournament, rnd)
        absent = tournament.absent_in(rnd)
        to_pair = [players[p.tpn] for p in tournament.players if p.tpn not in absent]
        legality = Legality(players, tournament, rnd, {t: p.absolute_colour for t, p in players.items()})
        notes = [
            f"{len(to_pair)} players to pair" + (f", {len(absent)} absent" if absent else ""),
            f"after the {seeding} seeding round(s): ranking by the opposition index (art. 1.7-1.8)",
        ]
        bye: ByeExplanation | None = None
        remaining = list(to_pair)
        if len(to_pair) % 2:
            choice = choose_bye(to_pair, legality)
            if choice is None:
                raise NoValidPairingError(
                    f"round {rnd}: nobody can receive the pairing-allocated bye and leave the others pairable "
                    "(art. 3.1, 1.9.3)"
                )
            bye = choice.explanation
            remaining = [p for p in to_pair if p.tpn != choice.player.tpn]
        else:
            require_all_pairable(legality, [p.tpn for p in remaining], rnd, "[C1] and [C3]")
        groups = score_groups(remaining, _score)
        pairs: list[PlacedPair] = []
        brackets: list[BracketExplanation] = []
        incoming: tuple[BursteinPlayer, ...] = ()
        for g, group in enumerate(groups):
            following = groups[g + 1].members if g + 1 < len(groups) else ()
            rest = [p for later in groups[g + 2 :] for p in later.members]
            result = pair_bracket([*group.members, *incoming], following, rest, legality, exact=self._exact)
            if result is None:  # cannot happen: the players left were shown pairable above
                raise NoValidPairingError(f"round {rnd}: the {format_points(group.score)} bracket cannot be paired")
            explanation = _bracket_explanation(group.score, group.members, incoming, result)
            brackets.append(explanation)
            floating_in = {p.tpn for p in incoming}
            for s, t in result.pairs:
                pairs.append(self._make_pair(s, t, result, explanation, tournament, floating_in))
            incoming = result.floaters
        boards = explained_boards(pairs, lambda t: players[PairingNumber(t)].score)
        return RoundPairing.from_boards(self.title, rnd, boards, bye, brackets, notes)

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """Art. 5.2 for one pair of ``round_no`` (e.g. a late entry's board added under C.04.2 4.4.4); in a
        seeding round the seeding system's colour rules (B1)."""
        if round_no <= self.seeding_rounds(tournament):
            if isinstance(self._seeding, AllocatesColours):
                return self._seeding.colours_for(tournament, round_no, a, b)
            raise InvalidInputError(f"the seeding system {self._seeding.name} cannot give the colours of one pair")
        players = build_players(tournament, round_no)
        decision = allocate_colours(players[a], players[b], tournament.initial_colour)
        return ColourChoice(decision.white, decision.black, decision.rule, decision.reason)

    @staticmethod
    def _make_pair(
        s: BursteinPlayer,
        t: BursteinPlayer,
        result: BracketResult,
        bracket: BracketExplanation,
        tournament: Tournament,
        floating_in: set[PairingNumber],
    ) -> PlacedPair:
        decision = allocate_colours(s, t, tournament.initial_colour)
        i, j = sorted((result.bsn(s.tpn), result.bsn(t.tpn)))
        placement = next(p for p in result.placements if p.bsn == i)
        passed = "; ".join(f"BSN {k} {why}" for k, why in placement.passed_over)
        placed_by = (
            f"BSN {i} ({result.order[i - 1].tpn}) with BSN {j} ({result.order[j - 1].tpn}) "
            f"(art. 4.3: the largest opponent of a best pairing" + (f"; passed over: {passed}" if passed else "") + ")"
        )
        floats = tuple(
            f"{p.tpn} floats down from {format_points(p.score)} to the {format_points(bracket.score)} bracket"
            for p in (s, t)
            if p.tpn in floating_in
        )
        return PlacedPair(
            decision.white, decision.black, bracket.score, placed_by, decision.rule, decision.reason, floats
        )


def _bracket_explanation(
    score: Decimal,
    residents: tuple[BursteinPlayer, ...],
    incoming: tuple[BursteinPlayer, ...],
    result: BracketResult,
) -> BracketExplanation:
    """The kit's explanation steps for one Burstein bracket (art. 4.1-4.3, 3.2.2)."""
    order = result.order
    walk = ", ".join(f"{p.bsn}-{p.opponent}" for p in result.placements)
    steps = [
        Step(
            StepKind.CANDIDATE,
            "BSN order by index (art. 4.1, 1.8)",
            tuple(p.tpn for p in order),
            tuple(p.index.short() for p in order),
        ),
        Step(
            StepKind.NOTE,
            "Index terms (art. 1.7: scores of the opponents; unplayed rounds against himself)",
            tuple(p.tpn for p in order),
            tuple(p.index.terms_text() for p in order),
        ),
        Step(
            StepKind.FLOATERS,
            "Outgoing floaters (art. 4.2, [C5]-[C7])",
            tuple(p.tpn for p in result.floaters),
            text="none" if not result.floaters else f"{len(result.floaters)} virtual player(s) of BSN 0 added",
        ),
        Step(StepKind.CRITERION, "Best pairing (art. 3.2.2)", text=result.quality.text()),
        Step(StepKind.CANDIDATE, "First best pairing in the order of art. 4.3 (BSN-opponent)", text=walk),
    ]
    return BracketExplanation(
        score=score,
        residents=tuple(p.tpn for p in residents),
        floaters=tuple(p.tpn for p in incoming),
        floater_label="incoming floaters",
        steps=tuple(steps),
    )
