"""The documents File → Print offers, as its list names them, and how the dialog's background job makes one:
the rounds the document can show, the round used (the newest it can show unless one was chosen), the document
(``services.documents``) and its page count, or why it cannot be made yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.text import Text, tr
from arbiter_desk.formats.documents import Document, PrintOptions
from arbiter_desk.services.documents.sheets import (
    PAIRING_KINDS,
    ROUNDLESS_KINDS,
    RoundChoice,
    document_for,
    round_choices,
)
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.ui.printing.output import page_count

DOCUMENT_LABELS: dict[str, Text] = {
    "pairings": tr("Pairings by board"),
    "pairings-alpha": tr("Pairings in alphabetical order (for posting)"),
    "result-slips": tr("Result slips (one per board, to sign)"),
    "standings": tr("Standings"),
    "crosstable": tr("Cross table"),
    "player-cards": tr("Player cards (each player's rounds, performance, rating change)"),
    "players": tr("Player list by starting rank (TPN)"),
    "players-alpha": tr("Player list in alphabetical order"),
    "acceleration-rules": tr("Acceleration rules (Baku C.04.7, or the tournament's own method)"),
    "system-rules": tr("Rules of the pairing system (the event's system, as the desk pairs by it)"),
    "prize-lists": tr("Prize lists (one per category)"),
    "all-rounds": tr("All rounds (the Berger schedule, for the wall)"),
}
"""Every document kind of ``formats.documents.DOCUMENT_KINDS`` (and the desk's prize lists) as the dialog lists them."""
TEAM_DOCUMENT_LABELS: dict[str, Text] = {
    "pairings": tr("Pairings by match, with boards"),
    "result-slips": tr("Result slips (one per match, to sign)"),
    "standings": tr("Team standings"),
    "crosstable": tr("Team cross table"),
    "boards": tr("Board statistics (games, %, performance per board)"),
}
"""A team event's documents (``formats.documents.TEAM_DOCUMENT_KINDS``) as the dialog lists them."""


@dataclass(frozen=True, slots=True)
class DocumentRequest:
    """What the dialog asks the job for: a document, its round (None: the newest it can show), its paper, and
    whether the rounds it can show are wanted too (a new kind of document)."""

    kind: str
    round_no: int | None
    options: PrintOptions
    with_rounds: bool


@dataclass(frozen=True, slots=True)
class MadeDocument:
    """The job's answer: the rounds (if asked), the round used, and the document and its pages, or why not."""

    request: DocumentRequest
    choices: tuple[RoundChoice, ...] | None
    round_no: int | None
    document: Document | None
    pages: int
    message: Text | str


def make_document(desk: Desk, request: DocumentRequest) -> MadeDocument:
    """Run in the background job: reads through connections of its own and paints nothing."""
    choices = round_choices(desk, request.kind) if request.with_rounds else None
    number = request.round_no
    if choices is not None and (number is None or number not in {c.number for c in choices}):
        number = choices[-1].number if choices else None
    if request.kind not in ROUNDLESS_KINDS and number is None:
        waiting = (
            tr("No round has been paired yet.") if request.kind in PAIRING_KINDS else tr("No round has results yet.")
        )
        return MadeDocument(request, choices, None, None, 0, waiting)
    try:
        document = document_for(desk, request.kind, number, request.options)
    except ArbiterDeskError as exc:
        return MadeDocument(request, choices, number, None, 0, exc.text)
    return MadeDocument(request, choices, number, document, page_count(document), "")
