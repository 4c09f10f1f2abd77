"""A round robin's pairing numbers drawn by lot or set by hand before round 1 (C.05 Annex 1; checklist Q95).

In a round robin the pairing number decides the whole schedule: number *k* plays the row of the Berger table for
*k* (C.05 Annex 1), so the numbers are given before round 1 by a drawing of lots or set by the arbiter (the
checklist, Q95, fails a program whose round-robin numbers cannot be set by hand). Until then the desk numbers the
field in the initial order of C.04.2 art. 2.2, as for a Swiss.

The drawing is repeatable: the seed is recorded, and the same seed on the same list (in its numbering before
the drawing) gives the same numbers on any machine — each place is ordered by the SHA-256 digest of
``"<seed>:<place>"``, which depends on no random generator of the running Python.

Either way the event is a ``### TPN @ Round 1: …`` line (``core.integrity``), recorded with the change, journaled
and exported to the TRF. That line is also what keeps the numbers: while a ``TPN @ Round 1`` event of this module
is in force, the desk no longer renumbers the field by rating (a late registration takes the next number), and a
TRF read back keeps the event with the numbers of its ``001`` records.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence

from arbiter_desk.core.integrity import EventKind, IntegrityEvent

DRAWN = "drawn by lot"
BY_HAND = "set by hand"
_PREFIX = "round-robin numbers "


def lot_order(count: int, seed: int) -> tuple[int, ...]:
    """The places ``0 … count-1`` of the list before the drawing, in the order the lot gives them the numbers
    ``1 … count``."""
    if count < 0:
        raise ValueError("a negative field cannot be drawn")

    def ticket(place: int) -> bytes:
        return hashlib.sha256(f"{seed}:{place}".encode("ascii")).digest()

    return tuple(sorted(range(count), key=ticket))


def numbers_event(how: str, names_in_order: Sequence[str], seed: int | None = None) -> IntegrityEvent:
    """The ``TPN @ Round 1`` event of a drawing (``how`` = :data:`DRAWN`, with its ``seed``) or of numbers set by
    hand (:data:`BY_HAND`): ``round-robin numbers drawn by lot (seed 42; C.05): 1 Kim, 2 Ada, …``."""
    if how not in (DRAWN, BY_HAND):
        raise ValueError(f"unknown way of numbering {how!r}")
    if how == DRAWN and seed is None:
        raise ValueError("a drawing by lot records its seed")
    said = f"{how} (seed {seed}; C.05)" if how == DRAWN else f"{how} (C.05)"
    listed = ", ".join(f"{n} {name}" for n, name in enumerate(names_in_order, start=1))
    return IntegrityEvent(EventKind.TPN, 1, f"{_PREFIX}{said}: {listed}")


def numbering_event(events: Iterable[IntegrityEvent]) -> IntegrityEvent | None:
    """The last drawing or hand numbering among ``events`` (None: the field is numbered by rating)."""
    found = None
    for event in events:
        if event.kind is EventKind.TPN and event.round == 1 and event.detail.startswith(_PREFIX):
            found = event
    return found


def seed_of(event: IntegrityEvent) -> int | None:
    """The seed a drawing's event recorded (None for numbers set by hand)."""
    head = event.detail.removeprefix(_PREFIX)
    if not head.startswith(f"{DRAWN} (seed "):
        return None
    digits = head[len(f"{DRAWN} (seed ") :].split(";", 1)[0]
    return int(digits) if digits.isdigit() else None
