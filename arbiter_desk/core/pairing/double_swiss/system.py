"""The Double-Swiss system (C.04.5, 2026): PAB first, then top-scoregroup brackets, then colours (art. 3.3.2).

Rounds are Double-Swiss rounds (matches); the TRF columns are read by ``matches.py`` (D1). The output is the
game-1 pairing of the round (art. 4.4: White in game 1 plays Black in game 2). Readings D1–D21 of
``double-swiss-2026-clarifications.md`` apply; no acceleration (D20).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import ColourChoice, RoundPairing
from arbiter_desk.core.pairing.common.boards import PlacedPair, explained_boards
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.common.top_down import cached_completion, pab_first, top_down_brackets, upfloat_notes
from arbiter_desk.core.pairing.double_swiss.bracket import pair_bracket
from arbiter_desk.core.pairing.double_swiss.colours import allocate_colours
from arbiter_desk.core.pairing.double_swiss.matches import game_column, paired_match_rounds
from arbiter_desk.core.pairing.double_swiss.players import DSPlayer, build_players
from arbiter_desk.core.pairing.explain import (
    BracketExplanation,
    ByeExplanation,
    Step,
    StepKind,
)
from arbiter_desk.core.tournament import Tournament


def _c8(
    ups: set[PairingNumber], players: dict[PairingNumber, DSPlayer]
) -> Callable[[PairingNumber, PairingNumber], int]:
    """[C8] count of a pair: an upfloater whose opponent was a floater in the previous round (art. 2.3.5)."""

    def cost(a: PairingNumber, b: PairingNumber) -> int:
        return int(a in ups and players[b].floated_last_round) + int(b in ups and players[a].floated_last_round)

    return cost


def total_rounds(tournament: Tournament) -> int | None:
    """Double-Swiss rounds of the event: ``XXR`` / 2 (format rule 2, D16)."""
    return None if tournament.total_rounds is None else (tournament.total_rounds + 1) // 2


class DoubleSwissSystem:
    """FIDE Double-Swiss system, 2026 edition."""

    name = "double-swiss"
    title = "Double-Swiss system (C.04.5, 2026)"

    def round_to_pair(self, tournament: Tournament) -> RoundNo:
        """The round after the last Double-Swiss round with an opponent or a PAB (format rule 7)."""
        return RoundNo(paired_match_rounds(tournament) + 1)

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
        """The checker's rule line for a legal round of a file that differs from this system's pairing."""
        from arbiter_desk.core.pairing.double_swiss.departure import departure

        return departure(snapshot, round_no, file, engine)

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = self.round_to_pair(tournament) if round_no is None else round_no
        players = build_players(tournament, rnd)
        to_pair = [p for p in players.values() if p.present]
        legality = Legality(players, tournament, game_column(rnd), {})
        total = total_rounds(tournament)
        last_round = total is not None and rnd >= total
        notes = [f"{len(to_pair)} players to pair, {len(players) - len(to_pair)} absent"]
        if total is None:
            notes.append("no XXR: the round is not treated as the last (D16)")
        if last_round:
            notes.append("last round: [C7] and [C8] do not apply (art. 2.3.4-2.3.5)")
        can_complete = cached_completion(legality)

        # Art. 3.4: lowest score, most matches played, largest TPN, leaving a legal pairing (3.4.1).
        remaining, bye = pab_first(rnd, to_pair, legality, can_complete, "player", "those leaving a legal pairing")

        upfloated: dict[PairingNumber, Decimal] = {}
        pairs: list[tuple[DSPlayer, DSPlayer, Decimal]] = []
        brackets: list[BracketExplanation] = []
        # D10: the scoregroups of the round are fixed at its start (PAB recipient excluded).
        for top_bracket in top_down_brackets(
            rnd,
            remaining,
            lambda t: players[t].score,
            lambda t: players[t].floated_last_round,
            last_round,
            can_complete,
        ):
            top = top_bracket.score
            ups = set(top_bracket.choice.upfloaters)
            for t in ups:
                upfloated[t] = top

            bracket = top_bracket.members
            result = pair_bracket(bracket, legality.can_meet, None if last_round or not ups else _c8(ups, players))
            if result is None:
                raise top_bracket.unpairable(rnd)
            pairing = Step(
                StepKind.CANDIDATE,
                "Pairing (art. 3.6)",
                tuple(t for pair in result for t in pair),
                text="first identifier complying with [C1] and the fewest [C8]",
            )
            brackets.append(top_bracket.explanation(pairing))
            for a, b in result:
                pairs.append((players[a], players[b], top))

        return self._finish(tournament, rnd, players, pairs, brackets, bye, notes, upfloated)

    def _finish(
        self,
        tournament: Tournament,
        rnd: int,
        players: dict[PairingNumber, DSPlayer],
        pairs: list[tuple[DSPlayer, DSPlayer, Decimal]],
        brackets: list[BracketExplanation],
        bye: ByeExplanation | None,
        notes: list[str],
        upfloated: dict[PairingNumber, Decimal],
    ) -> RoundPairing:
        placed = []
        for a, b, score in pairs:
            d = allocate_colours(a, b, tournament.initial_colour)
            placed_by = "first pairing by identifier complying with [C1] and [C8] (art. 3.6)"
            floats = upfloat_notes(upfloated, d.white, d.black)
            placed.append(PlacedPair(d.white, d.black, score, placed_by, d.rule, d.reason, floats))
        # D15: C.04.2 art. 3.6 with the HRP of art. 4.2; the PAB last.
        explained = explained_boards(placed, lambda t: players[PairingNumber(t)].score)
        return RoundPairing.from_boards(self.title, rnd, explained, bye, brackets, notes)

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """Art. 4.3 for one pair of Double-Swiss round ``round_no``."""
        players = build_players(tournament, round_no)
        d = allocate_colours(players[a], players[b], tournament.initial_colour)
        return ColourChoice(d.white, d.black, d.rule, d.reason)
