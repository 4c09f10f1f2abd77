"""How a TRF file names a pairing system or edition that TRF-2026 has no record-192 code for.

This docstring is the format's documentation. TRF-2026 record ``192`` (ETT26) has codes for the systems in force
(``FIDE_DUTCH_2026``, ``FIDE_DUBOV``, ``FIDE_BURSTEIN``, ``FIDE_DOUBLESWISS``, the team and round-robin codes),
none for Lim and none for the historical texts the desk re-pairs and re-checks. Such a file names the system in an
ordinary TRF-2026 comment line, by the desk's registry key (``registry.SystemEntry.key``, case ignored)::

    192 CUSTOM_SWISS
    ### System: rating-1992

* ``rating-1992`` is FIDE's "Swiss System Based on Rating" of 1992; an older edition of a system in force is
  ``<name>-<edition>`` (``dubov-1997``, ``dubov-2018``). For those, record 192 keeps the system's own code, and
  ``generate`` also writes the edition line of ``formats/trf/edition.py`` (``### Edition: Dubov 1997``), which
  ``check`` reads as well::

      192 FIDE_DUBOV
      ### Edition: Dubov 1997
      ### System: dubov-1997

* Every file the desk writes names its system: ``arbiter-desk generate`` and the desk's TRF export (File →
  Export TRF, ``export``) write record 192 for every system and the ``System:`` line where 192 cannot say it
  (Lim, the historical texts). ``pair``, ``explain``, ``check`` and ``import`` take the system from the
  ``System:`` comment first, else from record 192 (with the ``Edition:`` line, else the edition in force); a
  file that names none is refused unless ``--system`` names it (``formats/trf/file_system.py``).
* The lines are comments: programs that do not know them keep or ignore them. A file from elsewhere can be
  re-checked under a historical text by adding the line, or with ``check --system rating-1992`` /
  ``--system dubov --edition 1997``. Where the ``System:`` line and record 192 disagree, the line wins: it is the
  more specific statement and only a person or the desk writes it. A TRF-16 file has no comment records: give the
  system on the command line.
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
    """``tournament`` as a file of the system ``key`` says it, for every registered system: record 192 keeps a
    code of the system already there (``FIDE_DUBOV_BAKU``, a double round robin's code), else gets the system's
    first code (``FIDE_DUTCH_2026``); a historical entry gets the code of the system in force of the same name
    (``FIDE_DUBOV`` for ``dubov-1997``), a system without a code ``CUSTOM_SWISS``; those two also get exactly one
    ``### System: <key>`` line (192 alone does not name them). An unregistered ``key``: unchanged."""
    entry = next((e for e in all_entries() if e.key == key), None)
    if entry is None:
        return tournament
    kept = [c for c in tournament.comments if not c.strip().lower().startswith(SYSTEM_COMMENT.lower())]
    current = tournament.info.type_code.strip().upper()
    if current in entry.trf_codes:
        code = current
    else:
        codes = entry.trf_codes or next(
            (e.trf_codes for e in all_entries() if e.name == entry.name and e.trf_codes), ()
        )
        code = codes[0] if codes else CUSTOM_SWISS
    named = entry.historical or not entry.trf_codes
    comments = (*kept, system_comment(entry)) if named else tuple(kept)
    return replace(tournament, info=replace(tournament.info, type_code=code), comments=comments)
