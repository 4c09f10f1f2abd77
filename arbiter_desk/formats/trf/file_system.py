"""The pairing system a TRF file says it was paired by: ``### System:``, record 192, ``### Edition:``.

A file names its system in one of three ways (``core/pairing/system_record.py`` and ``edition.py`` document
the lines): a ``### System: <key>`` comment (Lim, the historical texts, any ``CUSTOM_SWISS`` event), else the
record 192 code (TRF-2026 ETT26: ``FIDE_DUTCH_2026``, ``FIDE_DUBOV``, …), with a ``### Edition:`` line naming an
older text of the same system. A file that says none of these names no system: ``pair``, ``explain``, ``check``
and ``import`` then ask for ``--system`` rather than assume one (a silent default pairs by the wrong rules).
"""

from __future__ import annotations

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.pairing.registry import SystemEntry, entry_for_trf_code, find_entry
from arbiter_desk.core.pairing.system_record import entry_named_in_comments
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf.edition import recorded_edition


class SystemNotNamedError(ArbiterDeskError):
    """The file names no pairing system and none was given: the caller must ask (the CLI: exit 2)."""


def named_system(tournament: Tournament) -> SystemEntry | None:
    """The system ``tournament``'s file names, or None when it names none (or a code the desk does not know)."""
    entry = entry_named_in_comments(tournament.comments)
    if entry is not None:
        return entry
    code = tournament.info.type_code.strip()
    entry = entry_for_trf_code(code) if code else None
    if entry is None:
        return None
    recorded = recorded_edition(tournament.comments)
    if recorded is not None and recorded.system == entry.name and recorded.edition != entry.edition:
        return find_entry(entry.name, recorded.edition)
    return entry


def system_not_named(source: str, option: str = "--system", code: str = "") -> SystemNotNamedError:
    """The refusal for a file that names no system (no record 192, no ``### System:`` line), or whose record 192
    (``code``) names none this program knows."""
    from arbiter_desk.core.pairing.registry import all_entries

    keys = ", ".join(e.key for e in all_entries())
    said = (
        f"record 192 says {code[:40]!r}, which names no pairing system this program knows"
        if code.strip()
        else "the file names no pairing system (no record 192, no '### System:' line)"
    )
    return SystemNotNamedError(
        f"{source}: {said}: give it with {option} ({keys}); a default would pair by the wrong rules"
    )
