"""Which system ``pair``, ``explain``, ``check`` and ``import`` use: the file's, unless ``--system`` says otherwise.

The file names its system by ``### System:``, record 192 and ``### Edition:`` (``formats/trf/file_system.py``).
``--system`` overrides it, with a notice on standard error when the two differ; a file that names no system and
no ``--system``: refused (exit 2), never a silent default — pairing by the wrong rules gives wrong pairings.
"""

from __future__ import annotations

import argparse
import sys

from arbiter_desk.core.pairing.registry import SystemEntry, find_entry
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf.file_system import named_system, system_not_named


def _same(named: SystemEntry, system: str, edition: str | None) -> bool:
    return find_entry(system, edition).key == named.key


def chosen_system(args: argparse.Namespace, tournament: Tournament) -> str:
    """The key (or, with ``--edition``, the name) of the system to pair ``tournament`` by; sets nothing."""
    named = named_system(tournament)
    if args.system is None:
        if named is None:
            raise system_not_named(str(args.input), code=tournament.info.type_code)
        return named.name if args.edition else named.key
    if named is not None and not _same(named, args.system, args.edition):
        print(
            f"{args.input}: notice: the file names the {named.title}; paired by --system {args.system} as asked",
            file=sys.stderr,
        )
    return str(args.system)
