"""A round as the pairing and results tabs show it: boards in order (C.04.2 art. 3.6) with names, ratings,
points before the round and results; the bye, the absentees, the overrides (art. 4.4) and the audit trail.

Read-only queries over one ``Desk``; the engine is not involved, so they are cheap to repeat after every change.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.names import isolated
from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.player import rating_label
from arbiter_desk.core.results import ResultCode
from arbiter_desk.services.event.data import Changes, GameResult
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.event.staleness import BoardSeen
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.pairing.explanation_json import StoredExplanation
from arbiter_desk.services.pairing.match_snapshot import has_two_game_rounds
from arbiter_desk.store.records import (
    BoardRecord,
    JournalRecord,
    OverrideRecord,
    PairingLayout,
    PlayerId,
    RoundRecord,
)


@dataclass(frozen=True, slots=True)
class Seat:
    """One participant as a board or list shows them."""

    id: PlayerId
    tpn: PairingNumber
    name: str
    rating: int
    points: Decimal
    """Points before the round (standings points; never including virtual points)."""
    virtual: Decimal = Decimal(0)
    """Virtual points of the round (C.04.7 art. 1.4): the pairing score is ``points + virtual`` (art. 1.5)."""
    title: str = ""
    provisional: bool = False
    """``rating`` is a provisional rating for pairing (C.04.4.1 art. 1.1.2)."""

    @property
    def pairing_score(self) -> Decimal:
        return self.points + self.virtual

    @property
    def label(self) -> str:
        """``GM Abel, Ines (1)``: title, name (isolated: ``core.names.isolated``) and TPN."""
        return f"{self.title} {isolated(self.name)} ({self.tpn})".lstrip()

    @property
    def rating_text(self) -> str:
        return rating_label(self.rating, self.provisional)

    @property
    def rating_tip(self) -> str:
        if self.provisional:
            return f"TPN {self.tpn}, no FIDE rating: provisional rating {self.rating} for pairing (C.04.4.1 art. 1.1.2)"
        return f"TPN {self.tpn}, rating {self.rating}" if self.rating else f"TPN {self.tpn}, unrated"


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One board of a round: White, Black and the result (None while the game is on)."""

    number: int
    white: Seat
    black: Seat
    result: GameResult | None = None
    adjourned: bool = False
    board_id: int = 0
    """The stored board's id (what a ``Changes`` names)."""
    games: int = 1
    """2 for a Double-Swiss match (C.04.5): ``white`` has White in game 1 and Black in game 2 (art. 4.4)."""
    result2: GameResult | None = None
    """Game 2 of a match in game 2's own colours: White first, i.e. ``black``'s result first."""

    def with_record(self, board: BoardRecord) -> BoardLine:
        """This line with the result (and adjournment) of ``board``, the same board read again."""
        return replace(
            self,
            result=_result(board.white_result, board.black_result),
            adjourned=board.adjourned,
            result2=_result(board.black_result2, board.white_result2),
        )

    def game_result(self, game: int) -> GameResult | None:
        return self.result if game == 1 else self.result2

    @property
    def seen(self) -> BoardSeen:
        """What a result key on this line acts on (the optimistic check of ``ResultCommands``)."""
        return BoardSeen(self.board_id, self.result, self.adjourned, self.result2)

    @property
    def has_result(self) -> bool:
        return self.result is not None and (self.games == 1 or self.result2 is not None)

    @property
    def match_points(self) -> tuple[Decimal, Decimal]:
        """Points of ``white`` and ``black`` from the games with a result (standard values, D20)."""
        white = black = Decimal(0)
        for game, result in ((1, self.result), (2, self.result2)):
            if result is None:
                continue
            first, second = (_POINTS[c] for c in result.codes)
            white, black = (white + first, black + second) if game == 1 else (white + second, black + first)
        return white, black

    @property
    def match_text(self) -> str:
        """The match score, the board's White first: ``1½–½`` (empty before any game has a result)."""
        if self.result is None and self.result2 is None:
            return ""
        white, black = self.match_points
        text = f"{half_text(white)}–{half_text(black)}"
        return text if self.has_result else f"{text} …"


@dataclass(frozen=True, slots=True)
class Absentee:
    """A participant not paired in the round and what the round scores for them (H, F, Z, …)."""

    seat: Seat
    result: ResultCode
    why: str = ""
    """``withdrawn`` (C.04.2 art. 3.2), ``expelled`` (Q197) or ``late entry`` (art. 2.4) when that is why; "" for a
    bye or absence."""

    @property
    def text(self) -> str:
        """How the screen names it: ``withdrawn``, ``expelled``, ``late entry, H``, or the code (``H``, ``Z``, …)."""
        if self.why in ("withdrawn", "expelled"):
            return self.why
        return f"{self.why}, {self.result.value}" if self.why else self.result.value


@dataclass(frozen=True, slots=True)
class RoundView:
    """Everything the tabs show about one round."""

    round: RoundRecord
    boards: tuple[BoardLine, ...]
    bye: Seat | None
    absentees: tuple[Absentee, ...]
    overrides: tuple[OverrideRecord, ...]
    explanation: RoundExplanation | None
    names: dict[int, str]
    """Names by TPN (for the explanation view)."""
    virtual: dict[int, tuple[Decimal, Decimal]] = field(default_factory=dict)
    """(points, virtual points) by TPN of the players with virtual points in this round (C.04.7 art. 1.5)."""

    @property
    def layout(self) -> PairingLayout:
        """The pairing shown (what Publish, Discard and Override act on: ``services.staleness``)."""
        boards = tuple((b.white.id, b.black.id) for b in self.boards)
        return PairingLayout(boards, None if self.bye is None else self.bye.id)

    @property
    def entered(self) -> int:
        return sum(1 for b in self.boards if b.has_result)

    @property
    def is_overridden(self) -> bool:
        return bool(self.overrides)


def round_view(
    desk: Desk, round_no: int, state: TournamentState | None = None, stored: StoredExplanation | None = None
) -> RoundView:
    """The boards, bye, absentees, overrides and engine explanation of ``round_no`` (``state`` and ``stored``:
    already read, e.g. for the why-tree of the same round; else read here)."""
    if state is None:
        state = desk.state()
        stored = desk.rounds.stored_explanation(round_no)
    before = build_snapshot(state, round_no)
    points = before.point_system.points
    first = 2 * round_no - 1 if has_two_game_rounds(state.settings) else round_no  # TRF columns of matches (D1)
    scores = {
        p.tpn: sum((points(e.result, e.colour) for e in p.rounds if e.round < first), Decimal(0))
        for p in before.players
    }
    seats = {
        p.id: Seat(
            p.id, p.tpn, p.name, p.rating_for_pairing, scores[p.tpn],
            before.acceleration(p.tpn, round_no), p.title.value, p.has_provisional_rating,
        )
        for p in state.players
    }  # fmt: skip
    boards = tuple(
        BoardLine(
            b.number, seats[b.white], seats[b.black], _result(b.white_result, b.black_result), b.adjourned, b.id,
            b.games, _result(b.black_result2, b.white_result2),
        )
        for b in sorted(state.boards_of(round_no), key=lambda b: b.number)
    )  # fmt: skip
    byes = state.bye_of(round_no)
    absentees = tuple(
        Absentee(seats[a.player], a.result)
        for a in sorted(state.absences, key=lambda a: seats[a.player].tpn)
        if a.round == round_no
    )
    absent_ids = {a.seat.id for a in absentees}
    for player in state.players:
        if player.id not in absent_ids and not player.takes_part_in(round_no):
            late = round_no < player.entry_round
            code = state.settings.late_entry_result if late else ResultCode.ZERO_BYE
            why = "late entry" if late else ("expelled" if player.expelled else "withdrawn")
            absentees += (Absentee(seats[player.id], code, why),)
    return RoundView(
        round=state.round(round_no),
        boards=boards,
        bye=seats[byes[0]] if byes else None,
        absentees=absentees,
        overrides=tuple(o for o in state.overrides if o.round == round_no),
        explanation=None if stored is None else stored.explanation,
        names={p.tpn: p.name for p in state.players},
        virtual={s.tpn: (s.points, s.virtual) for s in seats.values() if s.virtual},
    )


_POINTS = {
    ResultCode.WIN: Decimal(1),
    ResultCode.WIN_UNRATED: Decimal(1),
    ResultCode.FORFEIT_WIN: Decimal(1),
    ResultCode.DRAW: Decimal("0.5"),
    ResultCode.DRAW_UNRATED: Decimal("0.5"),
    ResultCode.LOSS: Decimal(0),
    ResultCode.LOSS_UNRATED: Decimal(0),
    ResultCode.FORFEIT_LOSS: Decimal(0),
}


def half_text(points: Decimal) -> str:
    """``1½``, ``½``, ``2``: how a match score is written."""
    whole = int(points)
    half = points - whole == Decimal("0.5")
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


def _result(white: ResultCode | None, black: ResultCode | None) -> GameResult | None:
    if white is None or black is None:
        return None
    try:
        return GameResult.from_codes(white, black)
    except ValueError:
        return None


def event_journal(desk: Desk) -> tuple[JournalRecord, ...]:
    """Every journal entry of the event (settings, players, ratings, every round), newest first: the audit list
    with "Whole journal" ticked, where the chief undoes an entry that touched no round."""
    return tuple(reversed(desk.journal.entries()))


def round_journal(desk: Desk, round_no: int) -> tuple[JournalRecord, ...]:
    """The journal entries (who, when, what, why) that touched ``round_no``, newest first: the audit list."""
    found = [
        entry
        for entry in desk.journal.entries()
        if RoundNo(round_no) in Changes.from_rows(entry.label, entry.seq, entry.changes).rounds
    ]
    return tuple(reversed(found))
