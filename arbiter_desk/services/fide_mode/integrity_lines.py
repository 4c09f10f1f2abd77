"""Pairing-number changes as pairing-integrity events (checklist Q112–113; ``core.integrity``'s one line shape).

An exchange, a regeneration or a late entry's renumbering (C.04.2 art. 2.4–2.5) of pairing numbers is a ``TPN``
event, ``### TPN @ Round n: exchange: …``, ``### TPN @ Round n: regeneration: …`` or ``### TPN @ Round n: late
entry: …``, recorded in the command's own transaction (``services.integrity``), so it
is journaled and undone with the change and exported to the TRF; the same text is the journal entry's *why*.
``Round n`` is the next round to be paired: the first one the change affects.
"""

from __future__ import annotations

from arbiter_desk.core.integrity import EventKind, IntegrityEvent

INTEGRITY_KINDS = {"TPN exchange": "exchange", "TPN regeneration": "regeneration", "TPN late entry": "late entry"}
"""The pairing-number changes and the word their ``TPN`` event's detail starts with."""


def integrity_event(kind: str, round_no: int, text: str) -> IntegrityEvent:
    """The ``TPN`` event of ``kind`` (``TPN exchange``, ``TPN regeneration``), in plain ASCII (it goes to a TRF)."""
    if kind not in INTEGRITY_KINDS:
        raise ValueError(f"unknown pairing-integrity event {kind!r}")
    body = text.replace("→", "->")
    return IntegrityEvent(EventKind.TPN, round_no, f"{INTEGRITY_KINDS[kind]}: {body}")


def integrity_line(kind: str, round_no: int, text: str) -> str:
    """``TPN @ Round 3: exchange: A 4->5, B 5->4``: the event's comment text, on one line."""
    return integrity_event(kind, round_no, text).to_comment()
