"""``print``: a printable document of a TRF file as PDF (pairings, standings, cross table, player list); of a
team file (C.04.6, team-swiss-trf.md) the team documents: pairings by match with boards, result slips per match,
team standings, team cross table and per-board statistics (``boards``); of a tournament file (``.adesk``) the
document as the desk prints it, in the language of the event's sheets unless ``--lang`` says another."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from arbiter_desk.cli.common import EXIT_OK

if TYPE_CHECKING:
    from arbiter_desk.formats.documents import Document, PrintOptions


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from arbiter_desk.formats.document_kinds import DOCUMENT_KINDS, ROUND_ROBIN_DOCUMENT_KINDS, TEAM_DOCUMENT_KINDS
    from arbiter_desk.language import LANGUAGES

    kinds = tuple(dict.fromkeys((*DOCUMENT_KINDS, *ROUND_ROBIN_DOCUMENT_KINDS, *TEAM_DOCUMENT_KINDS)))
    p = sub.add_parser("print", help="write pairings, standings, cross table or player list of a TRF file as PDF")
    p.add_argument("input", type=Path, help="tournament file (.adesk) or TRF file (TRF-16 or TRF-2026)")
    p.add_argument(
        "--doc",
        choices=kinds,
        required=True,
        help=f"which document; team files: {', '.join(TEAM_DOCUMENT_KINDS)} (boards: per-board statistics)",
    )
    p.add_argument(
        "--round",
        type=int,
        metavar="N",
        help="round of the pairings, or standings and cross table after round N (default: the last one)",
    )
    p.add_argument("--paper", choices=["a4", "letter"], default="a4", help="paper size (default a4)")
    p.add_argument("--orientation", choices=["portrait", "landscape"], help="default: the document's own")
    p.add_argument("--by-tpn", action="store_true", help="crosstable: the players in TPN order (default: rank)")
    p.add_argument(
        "--lang",
        choices=[spoken.code for spoken in LANGUAGES],
        help="the language the sheet is printed in (default: the event's sheet language for a .adesk file, en for a "
        "TRF file; FIDE's forms and codes stay as FIDE writes them)",
    )
    p.add_argument("-o", "--output", type=Path, required=True, help="PDF file to write")
    p.set_defaults(handler=_print)


def _print(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.formats.documents import (
        Orientation,
        PaperSize,
        PrintOptions,
        build_document,
        build_team_document,
    )
    from arbiter_desk.formats.files import write_bytes_atomically
    from arbiter_desk.formats.pdf import render_pdf
    from arbiter_desk.formats.trf import load_trf
    from arbiter_desk.formats.trf.team_reader import is_team_file, load_team_trf

    options = PrintOptions(
        paper=PaperSize(args.paper),
        orientation=None if args.orientation is None else Orientation(args.orientation),
        by_tpn=args.by_tpn,
        language=args.lang or "en",
    )
    if args.input.suffix.lower() == ".adesk":
        document = _from_tournament_file(args, options)
    elif is_team_file(args.input):
        document = build_team_document(args.doc, load_team_trf(args.input), args.round, options=options)
    else:
        document = build_document(args.doc, load_trf(args.input), args.round, options=options)
    data = render_pdf(document)
    write_bytes_atomically(args.output, data)
    print(f"{args.output}: {document.title}", file=out)
    return EXIT_OK


def _from_tournament_file(args: argparse.Namespace, options: PrintOptions) -> Document:
    """The document as the desk makes it (read only: works while a desk has the file open), in ``--lang`` or else
    the event's sheet language."""
    from dataclasses import replace

    from arbiter_desk.services import Desk
    from arbiter_desk.services.documents.sheets import document_for

    desk = Desk.open(args.input, read_only=True)
    try:
        language = args.lang or desk.settings.current().sheet_language
        return document_for(desk, args.doc, args.round, replace(options, language=language))
    finally:
        desk.close()
