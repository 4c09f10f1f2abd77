"""``import`` and ``export``: a TRF file into a tournament file and back (TRF-2026 with the audit trail)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.pairing.registry import all_entries


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("import", help="create a tournament file from a TRF file with all its played rounds")
    p.add_argument("input", type=Path, help="TRF-16 or TRF-2026 file")
    p.add_argument("-o", "--output", type=Path, required=True, help="the new tournament file (.adesk)")
    p.add_argument(
        "--system",
        default=None,
        choices=sorted(e.key for e in all_entries()),
        help="the pairing system (default: the one the file names: '### System:' line, else record 192; a file "
        "naming none needs it)",
    )
    p.add_argument("--edition", default=None, help=argparse.SUPPRESS)
    p.set_defaults(handler=_import)

    p = sub.add_parser("export", help="write a tournament file as TRF-2026 (audit trail as ### comments)")
    p.add_argument("tournament", type=Path, help="tournament file (.adesk)")
    p.add_argument("-o", "--output", type=Path, required=True, help="the TRF file to write")
    p.set_defaults(handler=_export)


def _import(args: argparse.Namespace, out: TextIO) -> int:
    """The tournament file keeps the results; points the TRF file declares otherwise are reported."""
    from arbiter_desk.cli.system_choice import chosen_system
    from arbiter_desk.cli.trf_commands import points_disagreements
    from arbiter_desk.formats.trf import read_trf_file
    from arbiter_desk.formats.trf.team_reader import is_team_file
    from arbiter_desk.services import Desk

    read = read_trf_file(args.input)
    for line in points_disagreements(read):
        print(f"{args.input}: warning: {line}; the results count", file=sys.stderr)
    system = None
    if read.tournament is not None and not is_team_file(args.input):  # the import itself says why it is unusable
        system = chosen_system(args, read.tournament)  # the file's system unless --system overrides it
    from arbiter_desk.core.warnings import english, tokens
    from arbiter_desk.services.files.import_check import import_warning

    desk = Desk.import_trf(args.output, args.input, system=system)
    try:
        players, rounds = len(desk.players.all()), len(desk.rounds.all())
        events = desk.imports.check_import()  # Q54: every imported round re-paired by the checker
        if events:  # Q55: the command line states the level-3 warning and keeps the rounds as Import events
            warning = import_warning(events)
            print(f"{args.input}: warning: {english(warning.text)}", file=sys.stderr)
            desk.imports.record_import_events(events, tokens([warning]))
    except BaseException:
        desk.close()
        Path(args.output).unlink(missing_ok=True)  # a refused import writes nothing (the file is new: ours)
        raise
    desk.close()
    print(f"{args.output}: {players} players, {rounds} rounds imported from {args.input}", file=out)
    return EXIT_OK


def _export(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.services import Desk

    desk = Desk.open(args.tournament, read_only=True)  # only reads: works while a desk has the file open
    try:
        desk.export_trf(args.output)
    finally:
        desk.close()
    print(f"{args.output}: written (TRF-2026)", file=out)
    return EXIT_OK
