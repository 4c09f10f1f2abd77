"""Pairing-integrity events as the text of their TRF ``###`` line (checklist Q112–113: ``<Kind> @ Round n: …``).

A stand-in of this branch until the shared module for pairing-integrity lines arrives (another branch writes it):
the journal keeps the line as an entry's *why*, and the TRF export writes every journal entry as a ``###`` line
(``services.audit``). ``Round n`` is the next round to be paired: the first one the change affects.
"""

from __future__ import annotations

INTEGRITY_KINDS = ("TPN exchange", "TPN regeneration")


def integrity_line(kind: str, round_no: int, text: str) -> str:
    """``TPN exchange @ Round 3: A 4->5, B 5->4``, plain ASCII (it goes to a TRF file)."""
    if kind not in INTEGRITY_KINDS:
        raise ValueError(f"unknown pairing-integrity event {kind!r}")
    body = text.replace("→", "->").replace("\n", " ")
    return f"{kind} @ Round {round_no}: {body}"
