"""Pairing-integrity events at the desk (VCL4THP.13 Q112–115): recorded inside the command that causes them.

An event is kept in the settings' ``fide_events`` (``core.integrity``'s one shape, ``<Kind> @ Round n: …``),
written in the same transaction as the change it describes. So it is journaled with that change (Q112), undone
with it by the journal's undo (Q114), and exported as a ``###`` line of TRF-2026 (Q113) beside the comments an
imported file brought, which ``check`` reads back. The confirmation before the change (Q115) is the caller's.

Which past results may change (Q189–191, C.04.2 art. 4.3): the results of the last paired round are still being
entered; those of the round before it ("the previous round") may be corrected — a Correction event, since a
pairing was already made from them; earlier rounds stay as they are while the tournament is in FIDE mode.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.integrity import EventKind, IntegrityEvent, events_in
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.store import Writer
from arbiter_desk.store.records import RoundRecord, SettingsRecord

__all__ = [
    "EventKind",
    "IntegrityEvent",
    "correctable_from",
    "event_warning",
    "games_said",
    "integrity_events",
    "is_fide_mode",
    "old_round_warning",
    "record_event",
    "refuse_while_adjourned",
]


def record_event(writer: Writer, event: IntegrityEvent) -> None:
    """Append ``event`` to the tournament's events, in the caller's transaction (journaled with it)."""
    settings = writer.reader.settings()
    writer.save_settings(replace(settings, fide_events=(*settings.fide_events, event)))


def integrity_events(settings: SettingsRecord) -> tuple[IntegrityEvent, ...]:
    """Every event the tournament holds: those an imported file brought (its comments), then its own."""
    return (*events_in(settings.comments), *settings.fide_events)


def correctable_from(rounds: Sequence[RoundRecord]) -> int:
    """The first round whose results may still change in FIDE mode (Q189–191): the previous round, i.e. the one
    before the last paired round (1 while only round 1 or 2 is paired)."""
    last = max((r.number for r in rounds), default=0)
    return max(1, last - 1)


def is_fide_mode(settings: SettingsRecord) -> bool:
    """Whether the tournament is in FIDE mode (on by default, Q40; ``services.fide_mode``)."""
    return settings.fide_mode


def old_round_warning(rounds: Sequence[RoundRecord], round_no: int, what: Text | str) -> DeskWarning | None:
    """Q189–191: in FIDE mode a result, pairing or colour of a round before the previous one cannot change
    (level 5: refused, or the arbiter leaves FIDE mode first)."""
    first = correctable_from(rounds)
    if round_no >= first:
        return None
    last = max(r.number for r in rounds)
    return DeskWarning(
        WarningLevel.REFUSED,
        "correction.old-round",
        tr("Round too old to correct"),
        tr(
            "In FIDE mode only the previous round's results may be corrected: round {last} is paired, so {what} of "
            "round {round} cannot change (rounds {first} and later can).",
            last=last,
            what=what,
            round=round_no,
            first=first,
        ),
        questions=(189, 190, 191),
        consequences=tr("Leaving FIDE mode would allow it; the tournament could then not be FIDE-rated as such."),
        subject=f"{round_no}",
    )


def event_warning(event: IntegrityEvent, questions: tuple[int, ...], text: Text | str) -> DeskWarning:
    """Q115: the level-3 confirmation before an integrity event is committed; it names the ``###`` line."""
    return DeskWarning(
        WarningLevel.CONFIRM,
        f"integrity.{event.kind.value.lower().replace(' ', '-')}",
        tr("{kind}: a pairing-integrity event", kind=event.kind.value),
        tr("{explanation} It is logged and written to the TRF as: {line}", explanation=text, line=event.to_line()),
        questions=(112, 113, 115, *questions),
        subject=f"{event.round}:{event.detail}",
    )


def games_said(games: Sequence[tuple[int, int]]) -> Text:
    """``round 1 board 2, round 3 board 1`` as the arbiter reads it: each game a Text, the list joined by a Text,
    so every part is said in one language."""
    said = [tr("round {round} board {board}", round=r, board=b) for r, b in games]
    joined = said[0]
    for one in said[1:]:
        joined = tr("{earlier}, {later}", earlier=joined, later=one)
    return joined


def refuse_while_adjourned(games: Sequence[tuple[int, int]], what: Text | str) -> None:
    """Q161, Q169: neither final standings nor a TRF file while an adjourned game (``games``: round, board) has
    no result."""
    if games:
        named: Text = games_said(games[:10])
        if len(games) > 10:
            named = tr("{games} …", games=named)
        raise RuleViolationError(
            tr(
                "{what} cannot be written while an adjourned game has no result ({named}): enter the result first "
                "(FIDE approval checklist Q169)",
                what=what,
                named=named,
            )
        )


def is_correction(rounds: Sequence[RoundRecord], round_no: int) -> bool:
    """A change to a result of ``round_no`` is a Correction event once a later round has been paired from it."""
    return any(r.number > round_no for r in rounds)
