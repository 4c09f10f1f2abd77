"""Why a round is paired as published: the engine's explanation laid over the published boards.

The stored explanation names participants by the TPNs it was made with; its stored
numbering maps them to player ids, so a later renumbering (C.04.2 art. 2.3–2.5) never changes who is meant.
After an override (C.04.2 art. 4.4) the published boards differ from the engine's: each published board is
shown with the engine's reasons when the engine paired it so, or marked overridden with the engine's board for
those players and the 4.4 article and reason beside it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter_desk.core.ids import PairingNumber, PlayerId
from arbiter_desk.core.names import isolated
from arbiter_desk.core.pairing.explain import BoardExplanation, RoundExplanation
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.pairing.explanation_json import StoredExplanation
from arbiter_desk.services.pairing.round_view import RoundView, round_view


@dataclass(frozen=True, slots=True)
class WhyBoard:
    """One published board and what explains it."""

    number: int
    white: str
    black: str
    white_tpn: PairingNumber | None
    """TPN in the explanation's numbering (None: the engine did not pair this participant)."""
    black_tpn: PairingNumber | None
    engine: BoardExplanation | None
    """The engine's reasons, when the engine paired these two this way."""
    overridden: bool = False
    engine_board: str = ""
    """The engine's board(s) for these players, e.g. ``board 2: A (3) – B (7)``."""
    override_reason: str = ""
    """``art. 4.4.x: reason`` of the override(s) of the round."""


@dataclass(frozen=True, slots=True)
class RoundWhy:
    """Everything the why-tree shows for one round."""

    explanation: RoundExplanation | None
    names: dict[int, str]
    """Names by the explanation's TPNs (the numbering it was made with)."""
    boards: tuple[WhyBoard, ...] = ()
    renumbered: bool = False
    """The TPNs changed since the round was paired (the tree shows the numbers it was paired with)."""
    numbers_now: dict[int, int] = field(default_factory=dict)
    """The explanation's TPNs that changed since, and each one's number today (0: no longer registered)."""

    def numbering_note(self, shown: int = 8) -> str:
        """What the numbers of a renumbered round's why-tree are, and today's for the first
        ``shown`` that changed (C.04.2 art. 2.3: TPNs may change until the fourth round has been paired)."""
        if not self.renumbered or self.explanation is None:
            return ""
        moves = sorted(self.numbers_now.items())
        listed = ", ".join(f"{old} is now {new}" if new else f"{old} has left" for old, new in moves[:shown])
        more = f" and {len(moves) - shown} more" if len(moves) > shown else ""
        return (
            f"Pairing numbers as they were in round {self.explanation.round}, when it was paired; renumbered since "
            f"(C.04.2 art. 2.3): {listed}{more}."
        )

    @property
    def is_overridden(self) -> bool:
        return any(b.overridden for b in self.boards)

    def board(self, number: int) -> WhyBoard | None:
        return next((b for b in self.boards if b.number == number), None)


RoundPage = tuple[RoundView, RoundWhy]
"""What the pairing tab shows of a round: its view and its why-tree."""


def round_page(desk: Desk, round_no: int) -> RoundPage:
    """What the pairing tab shows of ``round_no`` (its view and its why-tree), from one read of the file and one
    decoding of the stored explanation (at 1,000 players each costs a tenth of a second)."""
    state = desk.state()
    stored = desk.rounds.stored_explanation(round_no)
    return round_view(desk, round_no, state, stored), round_why(desk, round_no, state, stored)


def round_why(
    desk: Desk, round_no: int, state: TournamentState | None = None, stored: StoredExplanation | None = None
) -> RoundWhy:
    """The why-tree data of ``round_no``: stored explanation, its numbering, the published boards (``state``
    and ``stored``: already read; else read here)."""
    if state is None:
        state = desk.state()
        stored = desk.rounds.stored_explanation(round_no)
    current = {p.tpn: p.id for p in state.players if p.tpn > 0}
    numbering: dict[PairingNumber, PlayerId] = (
        current if stored is None or stored.numbering is None else stored.numbering
    )
    explanation = None if stored is None else stored.explanation
    plain = {p.id: isolated(p.name) for p in state.players}  # screen text: names beside numbers
    names = {int(tpn): plain[pid] for tpn, pid in numbering.items() if pid in plain}
    tpn_of = {pid: tpn for tpn, pid in numbering.items()}
    overrides = [o for o in state.overrides if o.round == round_no]
    reason = "; ".join(f"art. {o.article}: {o.reason}" for o in overrides)
    engine_pairs: dict[frozenset[PlayerId], BoardExplanation] = {}
    if explanation is not None:
        for b in explanation.boards:
            if b.white in numbering and b.black in numbering:
                engine_pairs[frozenset((numbering[b.white], numbering[b.black]))] = b
    boards: list[WhyBoard] = []
    for board in sorted(state.boards_of(round_no), key=lambda b: b.number):
        white_tpn, black_tpn = tpn_of.get(board.white), tpn_of.get(board.black)
        engine = engine_pairs.get(frozenset((board.white, board.black)))
        same = engine is not None and engine.white == white_tpn
        overridden = explanation is not None and not same
        engine_board = ""
        if overridden and explanation is not None:
            seen = []
            for tpn in (white_tpn, black_tpn):
                found = None if tpn is None else explanation.board_of(tpn)
                if found is not None and found not in seen:
                    seen.append(found)
            engine_board = "; ".join(
                f"board {b.board}: {_label(names, b.white)} – {_label(names, b.black)}" for b in seen
            )
            for tpn, pid in ((white_tpn, board.white), (black_tpn, board.black)):
                if explanation.bye is not None and tpn == explanation.bye.player:
                    engine_board += ("; " if engine_board else "") + f"{plain[pid]} had the pairing-allocated bye"
                if tpn is None:
                    engine_board += ("; " if engine_board else "") + f"{plain[pid]} was not paired by the engine"
        boards.append(
            WhyBoard(
                number=board.number,
                white=plain[board.white],
                black=plain[board.black],
                white_tpn=white_tpn,
                black_tpn=black_tpn,
                engine=engine if same else None,
                overridden=overridden,
                engine_board=engine_board,
                override_reason=reason if overridden else "",
            )
        )
    now = {pid: tpn for tpn, pid in current.items()}
    numbers_now = {int(tpn): int(now.get(pid, 0)) for tpn, pid in numbering.items() if current.get(tpn) != pid}
    return RoundWhy(explanation, names, tuple(boards), bool(numbers_now), numbers_now)


def _label(names: dict[int, str], tpn: int) -> str:
    return f"{names.get(tpn, '?')} ({tpn})"
