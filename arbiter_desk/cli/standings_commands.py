"""``standings``: rank, TPN, name, points and FIDE tie-breaks (C.07) of a TRF file, as a table or CSV."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_OK


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("standings", help="rank the players of a TRF file by points and FIDE tie-breaks (C.07)")
    p.add_argument("input", type=Path)
    p.add_argument(
        "--tiebreaks",
        metavar="LIST",
        help="MTB26 list such as BH/C1,BH,SB,DE (default: the file's record 202, else BH/C1,BH,SB,DE,WIN)",
    )
    p.add_argument(
        "--edition",
        choices=["2024", "2026"],
        help="C.07 edition (default: the one in force on the file's start date, record 042; 2026 without one)",
    )
    p.add_argument("--after-round", type=int, metavar="N", help="intermediate standings after round N")
    p.add_argument("--lots-seed", type=int, metavar="SEED", help="break remaining ties by a seeded drawing of lots")
    p.add_argument("--csv", action="store_true", help="write comma-separated values instead of a table")
    p.set_defaults(handler=_standings)


def _standings(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.standings import compute_standings
    from arbiter_desk.core.tiebreaks import Edition
    from arbiter_desk.formats.trf import load_trf

    tournament = load_trf(args.input)
    standings = compute_standings(
        tournament,
        args.tiebreaks,
        edition=Edition.from_text(args.edition) if args.edition else None,
        after_round=args.after_round,
        lots_seed=args.lots_seed,
    )
    if args.csv:
        from arbiter_desk.formats.csv_cells import safe_row

        writer = csv.writer(out, lineterminator="\n")
        writer.writerows(safe_row(row) for row in standings.table(undefined=""))
    else:
        out.write(standings.to_text())
    return EXIT_OK
