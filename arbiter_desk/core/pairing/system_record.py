"""How a TRF file names a system that TRF-2026 has no record-192 code for (issue 29; ``docs/trf-systems.md``).

Record 192 says ``CUSTOM_SWISS`` and a comment line names the system by its registry key::

    192 CUSTOM_SWISS
    ### System: rating-1992

so ``check`` replays such a file without flags.  The line is an ordinary TRF-2026 comment (``###``): programs that
do not know it keep it as a comment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.pairing.registry import SystemEntry, all_entries, find_entry
from arbiter_desk.core.tournament import Tournament

CUSTOM_SWISS = "CUSTOM_SWISS"
"""Record 192 (ETT26) for a system without its own code."""

SYSTEM_COMMENT = "System: "
"""The comment's text before the key (after ``### ``)."""


def system_comment(entry: SystemEntry) -> str:
    """The comment text naming ``entry`` (written as ``### System: <key>``)."""
    return f"{SYSTEM_COMMENT}{entry.key}"


def entry_named_in_comments(comments: Sequence[str]) -> SystemEntry | None:
    """The system a ``### System: <key>`` comment names (it is more precise than ``CUSTOM_SWISS``), or None."""
    for comment in comments:
        text = comment.strip()
        if text.lower().startswith(SYSTEM_COMMENT.lower()):
            return find_entry(text[len(SYSTEM_COMMENT) :].strip())
    return None


def with_system_named(tournament: Tournament, key: str) -> Tournament:
    """``tournament`` as a file of the system ``key`` says it: for a historical entry, ``192 CUSTOM_SWISS`` (when
    the entry has no code of its own) and exactly one ``### System: <key>`` line; others unchanged."""
    entry = next((e for e in all_entries() if e.key == key), None)
    if entry is None or not entry.historical:
        return tournament
    kept = [c for c in tournament.comments if not c.strip().lower().startswith(SYSTEM_COMMENT.lower())]
    code = entry.trf_codes[0] if entry.trf_codes else CUSTOM_SWISS
    return replace(tournament, info=replace(tournament.info, type_code=code), comments=(*kept, system_comment(entry)))
