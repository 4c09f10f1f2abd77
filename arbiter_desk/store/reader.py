"""Queries on a tournament file: every answer is a frozen record, never a row.

The big tables (players, boards) are read as plain column tuples, not ORM objects: a 5,000-player open has
tens of thousands of boards, and a record per tuple is several times cheaper than an identity-mapped row.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store.convert import (
    BOARD_FIELDS,
    PLAYER_FIELDS,
    board_record,
    override_record,
    player_record,
    settings_record,
)
from arbiter_desk.store.errors import DamagedFileError, TournamentFileError
from arbiter_desk.store.journal import decode_changes
from arbiter_desk.store.models import (
    AbsenceRow,
    BoardRow,
    JournalRow,
    OverrideRow,
    PairingByeRow,
    PlayerRow,
    RoundRow,
    SettingsRow,
)
from arbiter_desk.store.proposals import ProposalRecord, read_proposals
from arbiter_desk.store.records import (
    AbsenceRecord,
    BoardRecord,
    JournalHead,
    JournalRecord,
    OverrideRecord,
    PairingByeRecord,
    PlayerId,
    PlayerRecord,
    RoundRecord,
    RoundState,
    RowChange,
    SettingsRecord,
)


class Reader:
    """Queries inside one session; every answer is a frozen record."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def has_settings(self) -> bool:
        return self.session.get(SettingsRow, 1) is not None

    def settings(self) -> SettingsRecord:
        row = self.session.get(SettingsRow, 1)
        if row is None:
            raise DamagedFileError("damaged tournament file: table settings has no row 1 (the tournament's rules)")
        return settings_record(row)

    def players(self) -> list[PlayerRecord]:
        query = select(*_columns(PlayerRow, PLAYER_FIELDS)).order_by(PlayerRow.tpn, PlayerRow.id)
        return [player_record(r) for r in self.session.execute(query)]

    def player_count(self) -> int:
        return self.session.scalar(select(func.count(PlayerRow.id))) or 0

    def rounds(self, explanations: bool = False) -> list[RoundRecord]:
        """Every round in order; the engine's explanation (JSON, large at a big open) only if asked for."""
        if explanations:
            rows = self.session.scalars(select(RoundRow).order_by(RoundRow.number))
            return [RoundRecord(RoundNo(r.number), RoundState(r.state), r.explanation) for r in rows]
        query = select(RoundRow.number, RoundRow.state).order_by(RoundRow.number)
        return [RoundRecord(RoundNo(number), RoundState(state)) for number, state in self.session.execute(query)]

    def explanation(self, round_no: int) -> str | None:
        """The engine's explanation of ``round_no`` as JSON (None for an imported round or no such round)."""
        return self.session.scalar(select(RoundRow.explanation).where(RoundRow.number == round_no))

    def pending_boards(self, round_no: int) -> list[int]:
        """The numbers of the boards of ``round_no`` without a result and not adjourned (C.04.2 art. 3.1)."""
        query = select(BoardRow.number).where(
            BoardRow.round_no == round_no,
            _without_result(),
            BoardRow.adjourned.is_(False),
        )
        return list(self.session.scalars(query.order_by(BoardRow.number)))

    def open_adjourned(self) -> list[tuple[int, int]]:
        """(round, board) of the adjourned games still without a result, every round (one indexed query)."""
        query = select(BoardRow.round_no, BoardRow.number).where(BoardRow.adjourned.is_(True), _without_result())
        return [(int(r), int(n)) for r, n in self.session.execute(query.order_by(BoardRow.round_no, BoardRow.number))]

    def boards(self, round_no: int | None = None) -> list[BoardRecord]:
        query = select(*_columns(BoardRow, BOARD_FIELDS)).order_by(BoardRow.round_no, BoardRow.number)
        if round_no is not None:
            query = query.where(BoardRow.round_no == round_no)
        return [board_record(r) for r in self.session.execute(query)]

    def board(self, round_no: int, number: int) -> BoardRecord | None:
        query = select(*_columns(BoardRow, BOARD_FIELDS)).where(
            BoardRow.round_no == round_no, BoardRow.number == number
        )
        row = self.session.execute(query).first()
        return None if row is None else board_record(row)

    def boards_without_result(self, round_no: int) -> list[int]:
        """The ids of the boards of ``round_no`` still without a result."""
        query = select(BoardRow.id).where(BoardRow.round_no == round_no, _without_result())
        return list(self.session.scalars(query))

    def boards_by_id(self, ids: Iterable[int]) -> list[BoardRecord]:
        """The boards with these ids (in round and board order; unknown ids are left out)."""
        wanted = sorted(set(ids))
        found: list[BoardRecord] = []
        for start in range(0, len(wanted), 400):
            query = select(*_columns(BoardRow, BOARD_FIELDS)).where(BoardRow.id.in_(wanted[start : start + 400]))
            found += [board_record(r) for r in self.session.execute(query)]
        return sorted(found, key=lambda b: (b.round, b.number))

    def pairing_byes(self) -> list[PairingByeRecord]:
        rows = self.session.scalars(select(PairingByeRow).order_by(PairingByeRow.round_no))
        return [PairingByeRecord(RoundNo(r.round_no), PlayerId(r.player_id)) for r in rows]

    def absences(self) -> list[AbsenceRecord]:
        rows = self.session.scalars(select(AbsenceRow).order_by(AbsenceRow.round_no, AbsenceRow.player_id))
        return [AbsenceRecord(PlayerId(r.player_id), RoundNo(r.round_no), ResultCode(r.result)) for r in rows]

    def overrides(self, round_no: int | None = None) -> list[OverrideRecord]:
        query = select(OverrideRow).order_by(OverrideRow.id)
        if round_no is not None:
            query = query.where(OverrideRow.round_no == round_no)
        return [override_record(r) for r in self.session.scalars(query)]

    def proposals(self, round_no: int | None = None, pending_only: bool = True) -> list[ProposalRecord]:
        """Players' result proposals (``store.proposals``), oldest first."""
        return read_proposals(self.session, round_no, pending_only)

    def last_journal_seq(self) -> int:
        """The sequence number of the newest journal entry (0 for none): a cheap "has anything changed"."""
        return self.session.scalar(select(func.max(JournalRow.seq))) or 0

    def journal(self) -> list[JournalRecord]:
        rows = self.session.scalars(select(JournalRow).order_by(JournalRow.seq))
        return [journal_record(r) for r in rows]

    def journal_heads(self) -> list[JournalHead]:
        """Every entry without its rows (nothing decoded): what the undo / redo stacks are worked out from."""
        query = select(JournalRow.seq, JournalRow.action, JournalRow.label, JournalRow.target_seq, JournalRow.undoable)
        return [JournalHead(*row) for row in self.session.execute(query.order_by(JournalRow.seq))]

    def last_change(self, touches: Callable[[RowChange], bool], newest: int = 1000) -> JournalRecord | None:
        """The newest of the last ``newest`` journal entries that changed a row ``touches`` picks (who changed
        what, for a refused stale edit); only read when an edit is refused, newest first."""
        rows = self.session.scalars(select(JournalRow).order_by(JournalRow.seq.desc()).limit(newest))
        for row in rows:
            record = journal_record(row)
            if any(touches(change) for change in record.changes):
                return record
        return None

    def journal_after(self, seq: int) -> list[JournalRecord]:
        """The entries newer than ``seq``: what another desk did since this one last looked."""
        rows = self.session.scalars(select(JournalRow).where(JournalRow.seq > seq).order_by(JournalRow.seq))
        return [journal_record(r) for r in rows]

    def journal_entry(self, seq: int) -> JournalRecord:
        row = self.session.get(JournalRow, seq)
        if row is None:
            raise TournamentFileError(f"no journal entry {seq}")
        return journal_record(row)


def journal_record(row: JournalRow) -> JournalRecord:
    return JournalRecord(
        seq=row.seq,
        at=datetime.fromisoformat(row.at),
        who=row.who,
        action=row.action,
        label=row.label,
        why=row.why,
        changes=decode_changes(row.changes),
        target_seq=row.target_seq,
        undoable=row.undoable,
    )


def _columns(model: type[Any], names: tuple[str, ...]) -> list[Any]:
    """The mapped columns ``names`` of ``model`` (an ORM-enabled select: pending writes are flushed first)."""
    return [getattr(model, name) for name in names]


def _without_result() -> ColumnElement[bool]:
    """A board some game of which has no result yet (both games of a two-game match, schema 7)."""
    game_2_pending = (BoardRow.games == 2) & (BoardRow.white_result2.is_(None) | BoardRow.black_result2.is_(None))
    return BoardRow.white_result.is_(None) | BoardRow.black_result.is_(None) | game_2_pending
