"""``norms``: who made a title norm and who can still make one (FIDE Title Regulations B.01, effective from
1 January 2024), from a tournament file (its stored norm settings) or a TRF file (the settings as options),
as a table or CSV; the IT1 certificates and the summary as PDF."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from arbiter_desk.cli.common import EXIT_OK

if TYPE_CHECKING:
    from arbiter_desk.core.norms import EventNorms, NormSettings
    from arbiter_desk.core.tournament import Tournament

CATEGORIES = ("ordinary", "national-championship", "zonal")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "norms", help="title norms made and still possible (FIDE B.01) of a tournament file or a TRF file"
    )
    p.add_argument("input", type=Path, help="tournament file (.adesk) or TRF file (TRF-16 or TRF-2026)")
    p.add_argument("--after-round", type=int, metavar="N", help="norms after round N (default: the last played)")
    p.add_argument("--all", action="store_true", help="also the norms out of reach")
    p.add_argument("--csv", action="store_true", help="write comma-separated values instead of a table")
    p.add_argument("--it1", type=Path, metavar="PDF", help="write the IT1 certificate of every norm made")
    p.add_argument("--summary", type=Path, metavar="PDF", help="write the norms summary for the tournament report")
    trf = p.add_argument_group("a TRF file's event inputs (a tournament file keeps its own)")
    trf.add_argument("--system", help="dutch, dubov, burstein, lim or round-robin (default: from record 192)")
    trf.add_argument(
        "--category", choices=CATEGORIES, help="ordinary, national-championship (1.4.3 a), zonal (1.4.3 c)"
    )
    trf.add_argument("--host", metavar="FED", help="host federation (1.4.3 d)")
    trf.add_argument("--minutes", type=int, metavar="M", help="minutes each player has for 60 moves (1.1.3)")
    trf.add_argument("--rounds-per-day", type=int, metavar="N", help="the most rounds played in one day (1.1.3)")
    trf.add_argument("--titles-at-start", action="store_true", help="the titles are those held at the start (0.43)")
    trf.add_argument("--rating-list", metavar="YYYY-MM", help="the rating list in effect at the start (1.4.6 a)")
    p.set_defaults(handler=_norms)


def _norms(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.formats.documents.norms import VIEW_COLUMNS, it1_document, summary_document, view_rows
    from arbiter_desk.formats.files import write_bytes_atomically
    from arbiter_desk.formats.pdf import render_pdf

    tournament, event, settings, system = _judged(args)
    rows = view_rows(event, args.all)
    if args.csv:
        from arbiter_desk.formats.csv_cells import safe_row

        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(VIEW_COLUMNS)
        status = VIEW_COLUMNS.index("Status")
        for why in event.cannot_judge:
            row = [""] * len(VIEW_COLUMNS)
            row[status], row[-1] = "cannot judge", why
            writer.writerow(row)
        writer.writerows(safe_row(list(row)) for row in rows)
    else:
        out.write(f"{event.edition}: after round {event.after_round} of {event.total_rounds or '?'}\n")
        for reason in event.cannot_judge:
            out.write(f"cannot judge: {reason}\n")
        if event.exemption:
            out.write(f"foreigner rule waived: {event.exemption}\n")
        if not event.cannot_judge:
            out.write(_table([VIEW_COLUMNS, *rows]) if rows else "no norm made or still possible\n")
    if args.it1:
        write_bytes_atomically(args.it1, render_pdf(it1_document(tournament, event, event.made, settings, system)))
    if args.summary:
        write_bytes_atomically(args.summary, render_pdf(summary_document(tournament, event)))
    return EXIT_OK


def _judged(args: argparse.Namespace) -> tuple[Tournament, EventNorms, NormSettings, str]:
    from arbiter_desk.core.norms import EventCategory, NormSettings, judge_event

    if args.input.suffix.lower() == ".adesk":
        from arbiter_desk.services import Desk
        from arbiter_desk.services.event.snapshot import published_snapshot
        from arbiter_desk.services.standings.norms import event_norms

        desk = Desk.open(args.input, read_only=True)  # only reads: works while a desk has the file open
        try:
            state = desk.state()
        finally:
            desk.close()
        event = event_norms(state, args.after_round)
        s = state.settings
        return published_snapshot(state), event, s.norm_settings, s.pairing_system
    from arbiter_desk.core.errors import InvalidInputError
    from arbiter_desk.core.pairing.registry import ENTRIES
    from arbiter_desk.formats.trf import load_trf

    tournament = load_trf(args.input)
    code = tournament.info.type_code
    system = args.system or next((e.name for e in ENTRIES if code and code in e.trf_codes), "")
    if not system:
        raise InvalidInputError(f"{args.input}: record 192 names no pairing system: give --system")
    category = EventCategory(args.category.replace("-", " ")) if args.category else EventCategory.UNKNOWN
    settings = NormSettings(
        category, args.host or "", args.minutes, args.rounds_per_day, True if args.titles_at_start else None,
        args.rating_list or "",
    ).checked()  # fmt: skip
    last = max((e.round for p in tournament.players for e in p.rounds), default=0)
    after = last if args.after_round is None else min(args.after_round, last)
    return tournament, judge_event(tournament, settings, system, after), settings, system


def _table(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    lines = []
    for row in rows:
        cells = [
            c.ljust(w) if i in (1, 5, 6) else c.rjust(w) for i, (c, w) in enumerate(zip(row[:-1], widths, strict=True))
        ]
        lines.append("  ".join([*cells, row[-1]]).rstrip())
    return "\n".join(lines) + "\n"
