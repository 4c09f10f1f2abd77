"""Queries on a tournament file: every answer is a frozen record, never a row."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store.convert import board_record, override_record, player_record, settings_record
from arbiter_desk.store.errors import TournamentFileError
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
from arbiter_desk.store.records import (
    AbsenceRecord,
    BoardRecord,
    JournalRecord,
    OverrideRecord,
    PairingByeRecord,
    PlayerId,
    PlayerRecord,
    RoundRecord,
    RoundState,
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
            raise TournamentFileError("the tournament file has no settings")
        return settings_record(row)

    def players(self) -> list[PlayerRecord]:
        rows = self.session.scalars(select(PlayerRow).order_by(PlayerRow.tpn, PlayerRow.id))
        return [player_record(r) for r in rows]

    def rounds(self) -> list[RoundRecord]:
        rows = self.session.scalars(select(RoundRow).order_by(RoundRow.number))
        return [RoundRecord(RoundNo(r.number), RoundState(r.state), r.explanation) for r in rows]

    def boards(self, round_no: int | None = None) -> list[BoardRecord]:
        query = select(BoardRow).order_by(BoardRow.round_no, BoardRow.number)
        if round_no is not None:
            query = query.where(BoardRow.round_no == round_no)
        return [board_record(r) for r in self.session.scalars(query)]

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

    def last_journal_seq(self) -> int:
        """The sequence number of the newest journal entry (0 for none): a cheap "has anything changed"."""
        return self.session.scalar(select(func.max(JournalRow.seq))) or 0

    def journal(self) -> list[JournalRecord]:
        rows = self.session.scalars(select(JournalRow).order_by(JournalRow.seq))
        return [journal_record(r) for r in rows]


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
