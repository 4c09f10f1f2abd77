"""``standings``: rank, TPN, name, points and FIDE tie-breaks (C.07) of a TRF file, as a table or CSV."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from arbiter_desk.cli.common import EXIT_OK

if TYPE_CHECKING:
    from arbiter_desk.core.teams import TeamTournament


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("standings", help="rank the players of a TRF file by points and FIDE tie-breaks (C.07)")
    p.add_argument("input", type=Path)
    p.add_argument(
        "--tiebreaks",
        metavar="LIST",
        help="MTB26 list such as BH/C1,BH,SB,DE (default: the file's record 202, else BH/C1,BH,SB,DE,WIN); "
        "team files: MP GP BH:MP BH:GP SB:MP SB:GP EMGSB EGMSB TPN (default: the secondary score, EMGSB, BH:MP)",
    )
    p.add_argument(
        "--edition",
        choices=["2024", "2026"],
        help="C.07 edition (default: the one in force on the file's start date, record 042; 2026 without one)",
    )
    p.add_argument("--after-round", type=int, metavar="N", help="intermediate standings after round N")
    p.add_argument("--lots-seed", type=int, metavar="SEED", help="break remaining ties by a seeded drawing of lots")
    p.add_argument(
        "--lots",
        action="store_true",
        help="break remaining ties by a drawing of lots seeded from the tournament's own data (repeatable)",
    )
    p.add_argument(
        "--unrated-rating",
        type=int,
        metavar="R",
        help="the rating unrated players count with in rating-based tie-breaks (C.07 General; e.g. 0 or 1000); "
        "default: unrated opponents are left out and RTNG is undefined",
    )
    p.add_argument("--csv", action="store_true", help="write comma-separated values instead of a table")
    p.add_argument(
        "--boards",
        action="store_true",
        help="team files: per-board statistics (games over the board, points, %%, ARO, performance C.07 TPR)",
    )
    p.set_defaults(handler=_standings)


def _team_standings(args: argparse.Namespace, out: TextIO) -> int:
    """Teams by the primary score and team tie-breaks (``core/tiebreaks/teams.py``)."""
    from arbiter_desk.core.tiebreaks.teams import parse_team_tiebreaks, team_standings
    from arbiter_desk.formats.trf.team_reader import load_team_trf

    event = load_team_trf(args.input)
    if args.boards:
        return _board_statistics(event, args, out)
    from arbiter_desk.core.tiebreaks import Edition

    specs = parse_team_tiebreaks(args.tiebreaks) if args.tiebreaks else None
    edition = Edition.from_text(args.edition) if args.edition else None
    standings = team_standings(event, specs, args.after_round, edition, args.lots_seed)
    if args.csv:
        from arbiter_desk.formats.csv_cells import safe_row

        csv.writer(out, lineterminator="\n").writerows(safe_row(row) for row in standings.table())
    else:
        out.write(standings.to_text())
    return EXIT_OK


def _board_statistics(event: TeamTournament, args: argparse.Namespace, out: TextIO) -> int:
    """``--boards``: for every board, each player who sat on it (``core/team_boards.py``)."""
    from arbiter_desk.core.team_boards import board_statistics
    from arbiter_desk.formats.documents.team_tables import BOARD_COLUMNS, board_statistics_rows

    stats = board_statistics(event, args.after_round)
    table = [["Board", *BOARD_COLUMNS]]
    for board, _ in stats.boards:
        table += [[str(board), *row] for row in board_statistics_rows(stats, event, board)]
    if args.csv:
        from arbiter_desk.formats.csv_cells import safe_row

        csv.writer(out, lineterminator="\n").writerows(safe_row(row) for row in table)
        return EXIT_OK
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    left = {1, 3}  # player and team names
    for row in table:
        cells = (c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True)))
        out.write("  ".join(cells).rstrip() + "\n")
    return EXIT_OK


def _standings(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.errors import InvalidInputError
    from arbiter_desk.formats.trf.team_reader import is_team_file

    if is_team_file(args.input):
        return _team_standings(args, out)
    if args.boards:
        raise InvalidInputError(f"{args.input}: --boards is for team files (C.04.6): this one has no team records")
    from arbiter_desk.core.lots import lots_seed_from
    from arbiter_desk.core.standings import compute_standings
    from arbiter_desk.core.tiebreaks import Edition
    from arbiter_desk.formats.trf import load_trf

    tournament = load_trf(args.input)
    standings = compute_standings(
        tournament,
        args.tiebreaks,
        edition=Edition.from_text(args.edition) if args.edition else None,
        after_round=args.after_round,
        lots_seed=lots_seed_from(tournament) if args.lots and args.lots_seed is None else args.lots_seed,
        unrated_rating=args.unrated_rating,
    )
    if args.csv:
        from arbiter_desk.formats.csv_cells import safe_row

        writer = csv.writer(out, lineterminator="\n")
        writer.writerows(safe_row(row) for row in standings.table(undefined=""))
    else:
        out.write(standings.to_text())
    return EXIT_OK
