"""Printable documents of the open tournament: which rounds each document can show, the document itself, PDF.

The pairings of a round whose games all have a result come from the snapshot (results printed); a draft, or
a published round still being played, is printed from its stored boards and bye with an empty result column,
the scores being those before the round. Standings and the cross table are made after a round with results;
the player lists need no round.
"""

from __future__ import annotations

import errno
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing import Capability, find_entry
from arbiter_desk.core.pairing.api import Board, RoundPairing
from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.round_robin_numbers import numbering_event
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.two_game_rounds import has_two_game_rounds
from arbiter_desk.formats.documents import (
    DOCUMENT_KINDS,
    ROUND_ROBIN_DOCUMENT_KINDS,
    TEAM_DOCUMENT_KINDS,
    Document,
    PrintOptions,
    build_document,
)
from arbiter_desk.formats.documents.player_cards import undefined_performance_note
from arbiter_desk.formats.documents.prize_lists import prize_lists_document
from arbiter_desk.formats.documents.system_rules import system_rules_document
from arbiter_desk.formats.files import write_bytes_atomically
from arbiter_desk.formats.output_target import check_output_target
from arbiter_desk.formats.pdf import pdf_page_count, render_pdf
from arbiter_desk.language.catalogs import say
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.event.errors import StorageError
from arbiter_desk.services.fide_mode.integrity import integrity_events
from arbiter_desk.services.standings.standings_view import (
    completed_rounds,
    compute_standings,
    round_of,
    standings_snapshot,
)
from arbiter_desk.services.teams.team_documents import round_said, team_document_for, team_round_choices
from arbiter_desk.store.records import RoundState

__all__ = [
    "DOCUMENT_KINDS",
    "PAIRING_KINDS",
    "PRIZE_LISTS",
    "ROUNDLESS_KINDS",
    "TEAM_DOCUMENT_KINDS",
    "PdfWriteError",
    "RoundChoice",
    "document_for",
    "document_kinds",
    "performance_notice",
    "round_choices",
    "write_pdf",
]

PRIZE_LISTS = "prize-lists"
"""The desk's own document: the event's prize categories are not in the TRF, so the command line has no such kind."""
PAIRING_KINDS = frozenset({"pairings", "pairings-alpha", "result-slips"})
"""Documents of one round's pairings."""
ROUNDLESS_KINDS = frozenset({"players", "players-alpha", "acceleration-rules", "all-rounds", "system-rules"})
"""Documents that do not depend on a round (a round robin's schedule is known once its numbers are drawn)."""


@dataclass(frozen=True, slots=True)
class RoundChoice:
    """A round a document can be made of, and how a list shows it (``Round 4 (draft)``)."""

    number: int
    label: Text | str


def document_kinds(desk: Desk) -> tuple[str, ...]:
    """The documents the open tournament offers, in menu order: a team event (C.04.6) has its own."""
    if desk.teams.is_team_event():
        return TEAM_DOCUMENT_KINDS
    kinds: tuple[str, ...] = (
        (*DOCUMENT_KINDS, PRIZE_LISTS) if desk.settings.current().prize_categories else DOCUMENT_KINDS
    )
    if find_entry(desk.settings.current().pairing_system).can(Capability.ROUND_ROBIN):
        swiss_only = {"acceleration-rules"}  # no acceleration in a round robin (C.04.7 is a Swiss rule)
        kinds = tuple(k for k in kinds if k not in swiss_only)
        return (*kinds, *ROUND_ROBIN_DOCUMENT_KINDS)  # the Berger schedule for the wall (C.05 Annex 1)
    return kinds


def round_choices(desk: Desk, kind: str) -> tuple[RoundChoice, ...]:
    """The rounds ``kind`` can show, oldest first: every paired round (drafts included) for the pairings,
    the rounds with results for standings and cross table, none for the player lists."""
    if desk.teams.is_team_event():
        return tuple(RoundChoice(n, label) for n, label in team_round_choices(desk, kind))
    if kind in ROUNDLESS_KINDS:
        return ()
    if kind in PAIRING_KINDS:
        return tuple(RoundChoice(int(r.number), round_said(int(r.number), r.state)) for r in desk.rounds.all())
    if kind in ROUND_ROBIN_DOCUMENT_KINDS:
        return ()
    if kind not in DOCUMENT_KINDS and kind != PRIZE_LISTS:
        raise InvalidInputError(f"unknown document {kind!r}")
    last = round_of(snapshot := standings_snapshot(desk), completed_rounds(snapshot))
    played = [int(r.number) for r in desk.rounds.all() if r.state is not RoundState.DRAFT and r.number <= last]
    return tuple(RoundChoice(n, tr("After round {number}", number=n)) for n in played)


def performance_notice(desk: Desk) -> str | None:
    """Why the performance (Rp, TPR) would print as "–" for everybody, and which setting fills it; None when it is
    defined (a team event has none)."""
    if desk.teams.is_team_event():
        return None
    return undefined_performance_note(desk.snapshot())


def document_for(desk: Desk, kind: str, round_no: int | None = None, options: PrintOptions | None = None) -> Document:
    """The document ``kind`` of the open tournament (``round_no``: the pairings' round, or the round after
    which standings and cross table are made; None: the newest). Raises InvalidInputError if it cannot be
    made (e.g. no round played yet)."""
    options = options or PrintOptions()
    if desk.teams.is_team_event():
        if round_no is None:  # the newest round the document can show, named in the status line too
            round_no = next(reversed(team_round_choices(desk, kind)), (None, ""))[0]
        document = team_document_for(desk, kind, round_no, options)
    elif kind in PAIRING_KINDS:
        document = _pairings(desk, kind, round_no, options)
    elif kind == "system-rules":  # the event's system, as its settings say (Q91-92)
        document = system_rules_document(desk.snapshot(), desk.settings.current().pairing_system, options=options)
    elif kind == "acceleration-rules" and not desk.rounds.all():  # round 1's byes known before it is paired (Q111)
        document = build_document(kind, desk.snapshot(1), options=options)
    elif kind in ROUNDLESS_KINDS:
        document = build_document(kind, desk.snapshot(), options=options)
    else:
        late = tuple((int(p.tpn), p.entry_round) for p in desk.players.all() if p.entry_round > 1)
        options = replace(options, entry_rounds=late)  # the cross table marks their missed rounds (art. 2.4)
        snapshot = standings_snapshot(desk)
        if completed_rounds(snapshot) < 1:
            raise InvalidInputError("no round has results yet")
        after = round_no
        if after is not None and has_two_game_rounds(snapshot):  # after a match: after its game-2 column (D1)
            after = min(2 * after, completed_rounds(snapshot))
        if kind == PRIZE_LISTS:
            standings = compute_standings(snapshot, after_round=after)
            document = prize_lists_document(snapshot, standings, desk.standings.prize_lists(standings), options)
        else:
            document = build_document(kind, snapshot, after, options=options)
    draft = kind in PAIRING_KINDS and _is_draft(desk, round_no)
    return replace(
        document,
        header_lines=(*document.header_lines, sheet_status(desk, kind, round_no, options.language)),
        watermark="DRAFT" if draft else document.watermark,  # never posted by mistake as the pairing
    )


def _is_draft(desk: Desk, round_no: int | None) -> bool:
    rounds = {int(r.number): r.state for r in desk.rounds.all()}
    number = round_no if round_no is not None else max(rounds, default=0)
    return rounds.get(number) is RoundState.DRAFT


def sheet_status(desk: Desk, kind: str, round_no: int | None, language: str = "en") -> str:
    """The state of what a sheet shows, printed in the header of every page in the sheet's ``language``: a draft is
    never posted as the pairing, standings during a round are provisional, the last round's are final."""
    rounds = {int(r.number): r.state for r in desk.rounds.all()}
    total = desk.settings.current().total_rounds
    of = "?" if total is None else str(total)
    if kind == "all-rounds":
        return say(schedule_status(desk, rounds, total), language)
    if kind in ROUNDLESS_KINDS:
        if not rounds:
            return say(tr("Status: list of participants, before round 1"), language)
        paired = tr("Status: list of participants, {paired} of {total} rounds paired", paired=len(rounds), total=of)
        return say(paired, language)
    number = round_no if round_no is not None else max(rounds, default=0)
    state = rounds.get(number)
    if kind in PAIRING_KINDS:
        text = {
            RoundState.DRAFT: tr("Status: round {number} DRAFT — not published, may still change", number=number),
            RoundState.PUBLISHED: tr("Status: round {number} published, games in progress", number=number),
            RoundState.COMPLETE: tr("Status: round {number} complete, every result entered", number=number),
        }
        shown = say(text[state] if state else tr("Status: round {number} not paired", number=number), language)
        if state is RoundState.DRAFT and (articles := sorted({o.article for o in desk.rounds.overrides(number)})):
            changed = tr("changed from the engine's pairing (C.04.2 art. {articles})", articles=", ".join(articles))
            shown += f"; {say(changed, language)}"
        return shown
    if state is RoundState.PUBLISHED:
        return say(tr("Status: PROVISIONAL — round {number} is still being played", number=number), language)
    if total is not None and number >= total and state is RoundState.COMPLETE:
        return say(tr("Status: final, after round {number} of {total}", number=number, total=of), language)
    return say(tr("Status: provisional, after round {number} of {total}", number=number, total=of), language)


def schedule_status(desk: Desk, rounds: dict[int, RoundState], total: int | None) -> Text:
    """What a printed round-robin schedule stands on: the numbers drawn (or not yet) and the rounds published."""
    if not rounds and numbering_event(integrity_events(desk.settings.current())) is None:
        return tr(
            "Status: the schedule by the pairing numbers of today, not drawn yet ({menu}): it changes with them",
            menu="Round robin → Draw or set pairing numbers",  # the menu's path, as the English window names it
        )
    published = sum(1 for state in rounds.values() if state is not RoundState.DRAFT)
    played = sum(1 for state in rounds.values() if state is RoundState.COMPLETE)
    return tr(
        "Status: the schedule (C.05 Annex 1), {published} of {total} rounds published, {played} complete",
        published=published,
        total="?" if total is None else str(total),
        played=played,
    )


def _pairings(desk: Desk, kind: str, round_no: int | None, options: PrintOptions) -> Document:
    rounds = {int(r.number): r for r in desk.rounds.all()}
    if not rounds:
        raise InvalidInputError("no round has been paired yet")
    number = max(rounds) if round_no is None else round_no
    if number not in rounds:
        raise InvalidInputError(f"round {number} has not been paired")
    boards = desk.rounds.boards(number)
    if kind == "result-slips":  # the code a player proposes the board's result with
        options = replace(options, board_codes=tuple(desk.results.board_codes(number).items()))
    if rounds[number].state is not RoundState.DRAFT and all(b.has_result or b.adjourned for b in boards):
        return build_document(kind, desk.snapshot(), number, options=options)
    tpn = {p.id: PairingNumber(p.tpn) for p in desk.players.all()}
    byes = [b.player for b in desk.rounds.pairing_byes() if b.round == number]
    pairing = RoundPairing(
        round=RoundNo(number),
        boards=tuple(Board(b.number, tpn[b.white], tpn[b.black]) for b in sorted(boards, key=lambda b: b.number)),
        bye=tpn[byes[0]] if byes else None,
        explanation=RoundExplanation(system="", round=number),
    )
    return build_document(kind, desk.snapshot(pairing_round=number), number, pairing=pairing, options=options)


class PdfWriteError(StorageError):
    """The PDF file could not be written; the message says why in plain words (the tournament is unchanged)."""


_WRITE_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the disk or folder is read-only",
    errno.EACCES: "there is no permission to write there (the folder or an open file refused)",
    errno.EPERM: "there is no permission to write there (the folder or an open file refused)",
    errno.ENOENT: "the folder does not exist",
    errno.ENOTDIR: "the folder does not exist",
    errno.EISDIR: "a folder has that name",
    errno.EIO: "the disk reported an I/O error",
}


def write_pdf(document: Document, path: Path, protect: Iterable[Path] = ()) -> int:
    """Write ``document`` as a PDF file (a temporary file renamed into place) and return its pages (the PDF's own
    layout may break a page elsewhere than the print preview); :class:`PdfWriteError` in plain words if the disk
    refuses (nothing is left behind). A target that is a tournament file (or ``protect``, the open one) is refused
    before the document is drawn (``formats.output_target``)."""
    path = Path(path)
    protect = tuple(protect)
    check_output_target(path, protect)
    try:
        data = render_pdf(document)
        write_bytes_atomically(path, data, protect)
        return pdf_page_count(data)
    except OSError as exc:
        reason = _WRITE_REASONS.get(exc.errno or 0, (exc.strerror or "the disk refused").lower())
        raise PdfWriteError(f"the PDF file {path} was not written: {reason}") from exc
