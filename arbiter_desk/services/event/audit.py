"""The journal as an audit report: one line per action, also written as ``###`` comments in TRF-2026."""

from __future__ import annotations

from collections.abc import Iterable

from arbiter_desk.store.records import JournalRecord


def audit_line(entry: JournalRecord) -> str:
    """``2026-01-05 14:02 UTC, A. Arbiter: override round 3 (art. 4.4.1) - reason``."""
    when = entry.at.strftime("%Y-%m-%d %H:%M UTC")
    who = f", {entry.who}" if entry.who else ""
    why = f" - {entry.why}" if entry.why else ""
    return f"{when}{who}: {entry.label}{why}"


def audit_lines(entries: Iterable[JournalRecord]) -> tuple[str, ...]:
    return tuple(audit_line(e) for e in entries)
