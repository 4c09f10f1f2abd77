"""Pairing-integrity events and their TRF-2026 ``###`` lines: one format, written and read here only.

FIDE's approval checklist for tournament programs (VCL4THP.13, Q112–115) asks that every *pairing-integrity
breaching event* — a manual pairing alteration, the import of a round the rules would not have produced, a
regeneration or exchange of pairing numbers, a result correction, an adjournment, a configuration change — be
logged, confirmed, undoable and written to the TRF as a ``###`` comment line (TRF-2026 treats every line starting
with ``###`` as a comment). The TEC Manual §3.9.4.9 that fixes the wording is not public; the checklist names
``### MPA @ Round n: …`` (Q69), ``### Import @ Round n: …`` (Q55), ``### Correction @ Round n: …`` (Q190),
``### Adjournment @ Round n: …`` (Q163) and ``### Configuration @ Round n: …`` (Q61). The desk writes every
event in that one shape::

    ### <Kind> @ Round <n>: <detail>

* ``<Kind>`` is one of :class:`EventKind` (the words above, plus ``TPN``, ``FPB`` for a full-point bye, Q179,
  ``Rating correction`` for a correction valid for the rating report only, C.04.2 art. 4.3 / Q193,
  ``Tie-breaks`` for a tie-break list changed after the start, Q202, and ``Expelled`` for an expelled
  participant, Q197–198, ``core.expulsion``, ``Tie decision`` for a tie decided by hand or by a play-off, Q205,
  Q207, ``core.tie_decisions``, ``Long event`` and ``Round rating`` for events over 30 days, Q210–216,
  ``core.long_events``);
* ``<n>`` is the round the event concerns (0: before round 1 was paired);
* ``<detail>`` is one line of plain text (line breaks become spaces).

``check`` reads the lines back with :func:`parse_event`; a comment that starts like an event but does not parse
is reported (:func:`malformed_events`) rather than silently taken as free text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


class EventKind(StrEnum):
    """The kinds of pairing-integrity event (VCL4THP.13 Q112) and the other audited changes with a ``###`` line."""

    MPA = "MPA"
    """Manual pairing alteration (Q66–69; C.04.2 art. 4.4)."""
    IMPORT = "Import"
    """An imported round the checker finds non-compliant (Q54–55)."""
    TPN = "TPN"
    """Pairing numbers regenerated or exchanged (Q112)."""
    CORRECTION = "Correction"
    """A result, pairing or colour of the previous round corrected (C.04.2 art. 4.3; Q189–190)."""
    ADJOURNMENT = "Adjournment"
    """A game adjourned, or an adjourned game finished with a non-draw (Q157, Q163)."""
    CONFIGURATION = "Configuration"
    """A tournament setting changed after the start, e.g. the number of rounds (Q57–61)."""
    FULL_POINT_BYE = "FPB"
    """A full-point bye given to a player (deprecated, Q177–179)."""
    RATING_CORRECTION = "Rating correction"
    """A correction valid for the rating report only (C.04.2 art. 4.3; Q192–193)."""
    TIEBREAKS = "Tie-breaks"
    """The tie-break list changed after the start; the detail names the previous list (Q200–202)."""
    EXPULSION = "Expelled"
    """A participant expelled (Q197–198): TRF-2026 has no mark for it (``core.expulsion``)."""
    TIE_DECISION = "Tie decision"
    """Tied players ranked by hand or by values entered, e.g. a play-off (Q205, Q207; ``core.tie_decisions``)."""
    LONG_EVENT = "Long event"
    """The over-30-days flag and the ratings rating tie-breaks use (Q210–216; ``core.long_events``)."""
    TIEBREAK_OPTIONS = "Tie-break options"
    """The drawing of lots and the rating of unrated players the standings use (Q204–209; ``core.tiebreak_options``)."""
    ROUND_RATING = "Round rating"
    """A player's rating from a round on, in an event over 30 days (Q212–213; ``core.long_events``)."""
    CHESS960 = "Chess960"
    """A Chess960 event's seed and rule, and each round's starting position (Q222; ``core.chess960``)."""


_KINDS = "|".join(re.escape(k.value) for k in sorted(EventKind, key=lambda k: -len(k.value)))
_EVENT = re.compile(rf"^\s*(?P<kind>{_KINDS})\s+@\s+Round\s+(?P<round>\d{{1,4}})\s*:\s?(?P<detail>.*)$")
_LOOKS_LIKE_EVENT = re.compile(r"^\s*[A-Za-z][A-Za-z -]*\s+@\s+Round\b")
_LINE_BREAK = re.compile(r"\s*[\r\n]+\s*")


@dataclass(frozen=True, slots=True)
class IntegrityEvent:
    """One audited event: its kind, the round it concerns (0 before round 1) and a one-line detail."""

    kind: EventKind
    round: int
    detail: str

    def __post_init__(self) -> None:
        if self.round < 0:
            raise ValueError(f"{self.kind.value}: round {self.round} is negative")

    def to_comment(self) -> str:
        """The comment text without the ``###`` marker (how the snapshot keeps comments)."""
        detail = _LINE_BREAK.sub(" ", self.detail).strip()
        return f"{self.kind.value} @ Round {self.round}: {detail}"

    def to_line(self) -> str:
        """The TRF-2026 line: ``### Correction @ Round 3: board 2 1-0 -> 0-1 (scoresheet)``."""
        return f"### {self.to_comment()}"


def parse_event(comment: str) -> IntegrityEvent | None:
    """The event a comment (with or without its ``###`` marker) records, or None for any other comment."""
    text = comment[3:] if comment.startswith("###") else comment
    match = _EVENT.match(text)
    if match is None:
        return None
    return IntegrityEvent(EventKind(match["kind"]), int(match["round"]), match["detail"].strip())


def events_in(comments: Iterable[str]) -> tuple[IntegrityEvent, ...]:
    """Every integrity event among ``comments``, in file order."""
    return tuple(e for e in (parse_event(c) for c in comments) if e is not None)


def malformed_events(comments: Iterable[str]) -> tuple[str, ...]:
    """Comments shaped like ``<Word> @ Round …`` that are not a known event line (an unknown kind, a missing
    round number or colon): reported by ``check`` so that a mistyped event is not lost as free text."""
    out = []
    for comment in comments:
        text = comment[3:] if comment.startswith("###") else comment
        if _LOOKS_LIKE_EVENT.match(text) and _EVENT.match(text) is None:
            out.append(comment)
    return tuple(out)


def events_text(events: Iterable[IntegrityEvent]) -> str:
    """``check``'s summary: one line per event, or a line saying there are none."""
    lines = [f"  {e.kind.value} @ Round {e.round}: {e.detail}" for e in events]
    if not lines:
        return "Integrity events (### lines): none\n"
    return f"Integrity events (### lines): {len(lines)}\n" + "\n".join(lines) + "\n"
