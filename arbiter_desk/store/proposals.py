"""Players' result proposals waiting for an arbiter (the table ``proposals``, schema 18).

A proposal is not a change of the event: it is kept apart from the journal (no entry, nothing on an arbiter's
undo stack); the arbiter's confirmation is the ordinary, journaled result command. On a venue server the pages'
login (the ``publication`` role) may only insert into this table (``store.server_role_table``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import select, text, update
from sqlalchemy.orm import Session

from arbiter_desk.store.models import ProposalRow


@dataclass(frozen=True, slots=True)
class ProposalRecord:
    id: int
    round_no: int
    board: int
    result: str
    """``1-0``, ``½-½`` or ``0-1`` (``store.domains.PROPOSAL_RESULTS``)."""
    address: str
    received: str
    state: str


def read_proposals(session: Session, round_no: int | None = None, pending_only: bool = True) -> list[ProposalRecord]:
    query = select(ProposalRow).order_by(ProposalRow.id)
    if round_no is not None:
        query = query.where(ProposalRow.round_no == round_no)
    if pending_only:
        query = query.where(ProposalRow.state == "pending")
    return [
        ProposalRecord(r.id, r.round_no, r.board, r.result, r.address, r.received, r.state)
        for r in session.scalars(query)
    ]


def insert_proposal(session: Session, round_no: int, board: int, result: str, address: str) -> None:
    """One proposal, pending; the time is this computer's (UTC)."""
    received = datetime.now(UTC).isoformat(timespec="microseconds")
    # plain SQL: an ORM/Core insert asks PostgreSQL for the new id (RETURNING), a read the pages' login may not do
    session.execute(
        text(
            "INSERT INTO proposals (round_no, board, result, address, received, state) "
            "VALUES (:round_no, :board, :result, :address, :received, 'pending')"
        ),
        {"round_no": round_no, "board": board, "result": result, "address": address[:100], "received": received},
    )


def settle_proposals(session: Session, round_no: int, board: int, state: str) -> int:
    """Mark the pending proposals of a board ``confirmed`` or ``rejected``; how many."""
    done = session.execute(
        update(ProposalRow)
        .where(ProposalRow.round_no == round_no, ProposalRow.board == board, ProposalRow.state == "pending")
        .values(state=state)
    )
    return int(getattr(done, "rowcount", 0) or 0)
