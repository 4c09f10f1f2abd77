"""The round robin as a pairing system (Handbook C.05, Annex 1): every round straight from the Berger table.

Each board's reason names the table row it comes from ("C.05 Annex 1, table for 10 players, round 3,
board 2"); the second cycle of a double round robin plays the table again with the colours reversed, and the
first cycle's last two rounds are exchanged when the plan says so (``plan.py``, checklist Q98–99).
"""

from __future__ import annotations

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import ColourChoice, RoundPairing
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.explain import BoardExplanation, BracketExplanation, ByeExplanation, Step, StepKind
from arbiter_desk.core.pairing.round_robin.berger import BergerBoard, berger_round, table_size
from arbiter_desk.core.pairing.round_robin.plan import RoundRobinPlan, plan_of
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.tournament import Tournament

ANNEX = "C.05 Annex 1"


def table_round(plan: RoundRobinPlan, round_no: int) -> tuple[int, bool]:
    """The Berger table round played as tournament round ``round_no``, and whether its colours are reversed
    (second cycle)."""
    if not 1 <= round_no <= plan.rounds:
        raise InvalidInputError(
            f"a round robin of {plan.players} players in {plan.cycles} cycle(s) has rounds 1 to {plan.rounds}, "
            f"not {round_no}"
        )
    per_cycle = plan.rounds_per_cycle
    cycle, row = divmod(round_no - 1, per_cycle)
    row += 1
    if cycle == 0 and plan.cycles == 2 and plan.swap_last_two and per_cycle >= 2 and row >= per_cycle - 1:
        row = 2 * per_cycle - 1 - row
    return row, cycle == 1


class RoundRobinSystem:
    """Single and double round robins by the FIDE Berger tables."""

    name = "round-robin"
    title = "Round robin (C.05 Annex 1, Berger tables)"

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
        """The checker's rule line for a legal round of a file that differs from this system's pairing."""
        from arbiter_desk.core.pairing.round_robin.departure import departure

        return departure(round_no, file, engine)

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = tournament.round_to_pair() if round_no is None else round_no
        plan = plan_of(tournament)
        row, reversed_colours = table_round(plan, rnd)
        n = table_size(plan.players)
        dummy = n if plan.players < n else None
        absent = tournament.absent_in(rnd)
        where = f"{ANNEX}, table for {n} players, round {row}"
        notes = [
            f"{'double' if plan.cycles == 2 else 'single'} round robin of {plan.players} players: round {rnd} is "
            f"round {row} of the Berger table for {n} players"
            + (" with the colours reversed (second cycle)" if reversed_colours else ""),
        ]
        if not reversed_colours and row != rnd:
            notes.append("the last two rounds of the first cycle are exchanged (C.05, double round robin)")
        boards: list[BoardExplanation] = []
        bye: ByeExplanation | None = None
        for board in berger_round(plan.players, row):
            white, black = (board.black, board.white) if reversed_colours else (board.white, board.black)
            if dummy in (white, black):
                player = PairingNumber(black if white == dummy else white)
                if player not in absent:
                    bye = ByeExplanation(
                        player, ANNEX, f"{where}, board {board.board}: meets the dummy of an odd field (round off)"
                    )
                continue
            missing = [p for p in (white, black) if p in absent]
            if missing:
                notes.append(
                    f"{where}, board {board.board} ({white}–{black}) not played: "
                    + ", ".join(str(p) for p in missing)
                    + " absent"
                )
                continue
            boards.append(_board(board, PairingNumber(white), PairingNumber(black), where, reversed_colours))
        # one "bracket": the table round, so that every board sits under the row it comes from
        table = BracketExplanation(
            score=ZERO,
            residents=tuple(sorted(p for b in boards for p in (b.white, b.black))),
            steps=(Step(StepKind.NOTE, where, text=notes[0]),),
        )
        return RoundPairing.from_boards(self.title, rnd, boards, bye, (table,) if boards else (), notes)

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """The colours the Berger table gives ``a`` and ``b`` in ``round_no`` when they meet there; otherwise
        (a pair off the table) ``a`` has White."""
        plan = plan_of(tournament)
        row, reversed_colours = table_round(plan, round_no)
        for board in berger_round(plan.players, row):
            white, black = (board.black, board.white) if reversed_colours else (board.white, board.black)
            if {white, black} == {a, b}:
                return ColourChoice(
                    PairingNumber(white), PairingNumber(black), ANNEX, f"table round {row}, board {board.board}"
                )
        return ColourChoice(a, b, "", "not a pair of the Berger table in this round")


def _board(board: BergerBoard, white: PairingNumber, black: PairingNumber, where: str, rev: bool) -> BoardExplanation:
    return BoardExplanation(
        board=0,
        white=white,
        black=black,
        bracket_score=ZERO,
        placed_by=f"{where}, board {board.board}",
        colour_rule=ANNEX,
        colour_reason="the table's colours reversed (second cycle)" if rev else "the table's colours",
    )
