"""FIDE's "Swiss System Based on Rating" (1992 General Assembly): the round, the bye, colours, board order.

Every step follows the 1992 text and the readings of ``rating-1992-clarifications.md`` (R1–R24); explanations
cite the 1992 text's own articles ("1992 C6"), never today's.  Readings of our own beyond the R file, asked as
questions:

* Q1 (R15): C12's "its first pairing leaves one unpaired" is read as the heterogeneous bracket's moved-down part
  pairing fewer than all moved-down players (a moved-down player paired later in the remainder still counts as
  left unpaired by the moved-down part).
* Q2 (R18, R13): in a heterogeneous bracket the levels of R12 are shared by both parts and the loops nest as
  p of the moved-down part, p of the remainder, level, transposition, remainder candidate; the remainder's x is
  decreased by its own C14 steps only.
* C12 is judged as written (R15): on the next bracket's own first pairing, the one its C1-C11 and C14 give,
  blind to the brackets below it; the text reaches C12 from C1 or when C6-C11 fail in that bracket, and completing
  the lower brackets is C13's work (R16), which never calls C12.  C13 is R16's shortcut (a candidate after which
  the players below cannot be completely paired is skipped), as the independent oracle in the tests reads it too;
  a literal depth-first C13 with the same C12 paired 1 of 326 generated round-pairings of 6-12 players otherwise,
  where a C12 alternative leaves the brackets below unpairable (the text does not say from which candidate C13 then
  goes on).
"""

from __future__ import annotations

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import ColourChoice, RoundPairing
from arbiter_desk.core.pairing.common.order import board_sort_key
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.explain import (
    BoardExplanation,
    BracketExplanation,
    ByeExplanation,
    Step,
    StepKind,
)
from arbiter_desk.core.pairing.rating_1992.colours import allocate
from arbiter_desk.core.pairing.rating_1992.criteria import Judge
from arbiter_desk.core.pairing.rating_1992.players import Player92, build_players
from arbiter_desk.core.pairing.rating_1992.procedure import BracketRecord, RoundProcedure
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tournament import Tournament


class Rating1992System:
    """FIDE Swiss system based on rating, 1992 (historical)."""

    name = "rating-1992"
    title = "Swiss system based on rating (FIDE, 1992)"

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
        """The checker's rule line for a legal round of a file that differs from this system's pairing."""
        from arbiter_desk.core.pairing.rating_1992.departure import departure

        return departure(snapshot, round_no, file, engine)

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = tournament.round_to_pair() if round_no is None else round_no
        absent = tournament.absent_in(rnd)
        to_pair = frozenset(p.tpn for p in tournament.players if p.tpn not in absent)  # R17, 1992 F5
        players = build_players(tournament, rnd, to_pair)
        judge = Judge(players)
        records = RoundProcedure(judge, sorted(to_pair)).run()
        if records is None:
            raise NoValidPairingError(
                f"round {rnd}: no pairing satisfies 1992 B1 and B2 for the {len(to_pair)} players (R20)",
                tuple(sorted(to_pair)),
            )
        notes = [f"{len(to_pair)} players to pair" + (f", {len(absent)} absent (1992 F5)" if absent else "")]
        if any(players[t].over_half for t in to_pair):
            notes.append("last round: B2, B5, B6 and absolute preferences not applied over 50 % (1992 note to B, R7)")
        rows: list[tuple[PairingNumber, PairingNumber, BoardExplanation]] = []
        bye: ByeExplanation | None = None
        for record in records:
            cand = record.candidate
            for first, second in cand.pairs:
                high, low = sorted((players[first], players[second]), key=lambda q: (-q.score, q.tpn))
                colours = allocate(high, low, tournament.initial_colour)
                explanation = BoardExplanation(
                    board=0,
                    white=colours.white,
                    black=colours.black,
                    bracket_score=record.score,
                    placed_by=f"bracket {format_points(record.score)}: {cand.how}; {cand.level.label}",
                    colour_rule=colours.rule,
                    colour_reason=colours.reason,
                    floats=_floats(high, low),
                )
                rows.append((colours.white, colours.black, explanation))
            if record.lowest and cand.left:
                (tpn,) = cand.left
                bye = ByeExplanation(
                    tpn,
                    "1992 A5",
                    "left unpaired in the lowest score bracket (1992 A5, F4; B1b allows it, R24)",
                )
        rows.sort(key=lambda r: board_sort_key(players[r[0]].score, r[0], players[r[1]].score, r[1]))  # 1992 F1
        brackets = [_bracket(r) for r in records]
        return RoundPairing.from_boards(self.title, rnd, (e for _, _, e in rows), bye, brackets, notes)

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """1992 E1–E4 for one pair of ``round_no`` (e.g. a board added by the arbiter)."""
        absent = tournament.absent_in(round_no)
        to_pair = frozenset(p.tpn for p in tournament.players if p.tpn not in absent) | {a, b}
        players = build_players(tournament, round_no, to_pair)
        high, low = sorted((players[a], players[b]), key=lambda q: (-q.score, q.tpn))
        c = allocate(high, low, tournament.initial_colour)
        return ColourChoice(c.white, c.black, c.rule, c.reason)


def _floats(high: Player92, low: Player92) -> tuple[str, ...]:
    if high.score == low.score:
        return ()
    return (f"{high.tpn} downfloat, {low.tpn} upfloat (1992 A4)",)


def _bracket(record: BracketRecord) -> BracketExplanation:
    cand = record.candidate
    kind = "homogeneous (1992 A3)" if cand.homogeneous else "heterogeneous (1992 A3, A6)"
    steps = [Step(StepKind.GROUPS, f"{kind}, p = {cand.p}, x = {cand.x} (1992 A6, A8, C2, C3)")]
    if record.c1_moved:
        steps.append(Step(StepKind.FLOATERS, "moved down: no opponent under B1/B2 (1992 C1)", record.c1_moved))
    if cand.pairs:
        pairs = ", ".join(f"{a}-{b}" for a, b in cand.pairs)
        steps.append(Step(StepKind.CANDIDATE, cand.how, text=pairs))
        steps.append(Step(StepKind.CRITERION, "first candidate meeting", text=cand.level.label))
    if record.c12:
        steps.append(Step(StepKind.NOTE, record.c12))
    if cand.left and not record.lowest:
        steps.append(Step(StepKind.FLOATERS, "moved down to the next score bracket (1992 A3, C6)", cand.left))
    return BracketExplanation(
        score=record.score,
        residents=record.residents,
        floaters=record.moved_in,
        floater_label="moved down",
        steps=tuple(steps),
    )
