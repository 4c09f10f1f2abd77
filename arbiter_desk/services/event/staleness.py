"""Optimistic concurrency for every edit: an edit carries what the desk showed when the arbiter
chose it (``Seen``); the command compares it with what the file holds inside its own transaction and, if another
desk changed it meanwhile, refuses with who changed what (from the journal) instead of overwriting it silently.

A command without ``seen`` (the command line, a script) is not checked: it acts on the file as it is. What an
edit is compared on is the data the arbiter decided on — a player's record, a board's result, a team and its
roster, a draft's boards —, never the journal position as a whole, so that two desks typing results of
different boards never refuse each other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import GameResult
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.store import Reader
from arbiter_desk.store.errors import StaleRecordError
from arbiter_desk.store.records import BoardRecord, JournalRecord, PairingLayout, PlayerId, RowChange

T = TypeVar("T")

Touches = Callable[[RowChange], bool]
"""Picks the journaled rows an edit rests on (to name the entry that changed them)."""


@dataclass(frozen=True, slots=True)
class Seen(Generic[T]):
    """What the desk showed (``Seen(None)``: nothing, e.g. no bye; a ``None`` argument instead: no check)."""

    value: T


@dataclass(frozen=True, slots=True)
class BoardSeen:
    """A board as the Results tab shows it: which stored board, its result(s) and adjournment."""

    board_id: int
    result: GameResult | None
    adjourned: bool = False
    result2: GameResult | None = None

    @classmethod
    def from_record(cls, board: BoardRecord) -> BoardSeen:
        return cls(
            board.id,
            _result(board.white_result, board.black_result),
            board.adjourned,
            _result(board.black_result2, board.white_result2),
        )


def _result(white: ResultCode | None, black: ResultCode | None) -> GameResult | None:
    return None if white is None or black is None else GameResult.from_codes(white, black)


def refuse_if_board_changed(reader: Reader, board: BoardRecord, seen: BoardSeen | None) -> None:
    """A result key acts on the result the desk showed: another desk's entry on that board is not overwritten."""
    refuse_if_changed(
        reader,
        f"board {board.number} of round {board.round}",
        None if seen is None else Seen(seen),
        BoardSeen.from_record(board),
        row_of("boards", board.id),
        "look at the board again",
    )


def refuse_if_changed(
    reader: Reader,
    what: str,
    seen: Seen[T] | None,
    now: T,
    touches: Touches,
    again: str = "look again",
    *,
    plural: bool = False,
) -> None:
    """``StaleRecordError`` naming who changed ``what`` and how, when ``seen`` is no longer ``now``."""
    if seen is None or seen.value == now:
        return
    raise StaleRecordError(stale_message(what, reader.last_change(touches), again, plural))


def stale_message(what: str, entry: JournalRecord | None, again: str, plural: bool = False) -> str:
    """``board 3 of round 2 was changed meanwhile by Ann Arbiter at 14:02 (record result board 3 of round 2:
    1-0): nothing was saved; look again``."""
    if entry is None:
        by = " (on another desk?)"
    else:
        who = entry.who or "another desk"
        by = f" by {who} at {entry.at.astimezone().strftime('%H:%M')} ({entry.label})"
    return f"{what} {'were' if plural else 'was'} changed meanwhile{by}: nothing was saved; {again}"


def row_of(table: str, *key: Any) -> Touches:
    """The row of ``table`` with primary key ``key``."""
    wanted = tuple(key)
    return lambda change: change.table == table and tuple(change.key) == wanted


def rows_where(table: str, **values: Any) -> Touches:
    """The rows of ``table`` whose columns have ``values`` (before or after the change)."""

    def touches(change: RowChange) -> bool:
        if change.table != table:
            return False
        return any(
            row is not None and all(row.get(column) == value for column, value in values.items())
            for row in (change.before, change.after)
        )

    return touches


def any_of(*picks: Touches) -> Touches:
    return lambda change: any(pick(change) for pick in picks)


def stored_layout(reader: Reader, round_no: int) -> PairingLayout:
    """The pairing of ``round_no`` as stored now (boards in order, the pairing-allocated bye)."""
    boards = tuple((b.white, b.black) for b in reader.boards(round_no))
    byes = [b.player for b in reader.pairing_byes() if b.round == round_no]
    return PairingLayout(boards, PlayerId(byes[0]) if byes else None)


def refuse_if_pairing_changed(reader: Reader, round_no: int, seen: PairingLayout | None, again: str) -> None:
    """Publishing, discarding or changing a pairing acts on the pairing the desk showed: not on a draft
    another desk made (re-paired, changed) meanwhile."""
    refuse_if_changed(
        reader,
        f"the pairing of round {round_no}",
        None if seen is None else Seen(seen),
        stored_layout(reader, round_no),
        any_of(rows_where("boards", round_no=round_no), rows_where("pairing_byes", round_no=round_no)),
        again,
    )


def refuse_if_journal_moved(reader: Reader, since: int, what: str) -> None:
    """A draft made from the file as it was at journal entry ``since`` is stored only if nothing changed since
    (the engine's input would be out of date); the refusal names the newest change and who made it."""
    newest = reader.last_journal_seq()
    if newest == since:
        return
    entry = reader.journal_entry(newest)
    who = f" by {entry.who}" if entry.who else ""
    raise RoundStateError(
        tr(
            "the tournament changed while {what} ({label}{who} at {strftime}): nothing was stored; pair it again",
            what=what,
            label=entry.label,
            who=who,
            strftime=entry.at.astimezone().strftime("%H:%M"),
        )
    )
