"""``validate`` and ``convert``: TRF files checked and rewritten."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK, emit


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("validate", help="list every problem of a TRF file (exit 3 if unusable)")
    p.add_argument("file", type=Path)
    p.set_defaults(handler=_validate)

    p = sub.add_parser("convert", help="rewrite a TRF file as TRF-2026 or TRF-16")
    p.add_argument("input", type=Path)
    p.add_argument("--to", choices=["trf26", "trf16"], default="trf26")
    p.add_argument("-o", "--output", type=Path, required=True)
    p.set_defaults(handler=_convert)


def _validate(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.formats.trf import read_trf_file

    result = read_trf_file(args.file)
    for problem in result.problems:
        print(f"{args.file}: {problem}", file=out)
    if result.tournament is None:
        print(f"{args.file}: unusable ({len(result.errors)} error(s))", file=out)
        return EXIT_INVALID_INPUT
    if not result.problems:
        print(f"{args.file}: ok ({result.version.label}, {len(result.tournament.players)} players)", file=out)
    return EXIT_OK


def _convert(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.formats.trf import TrfVersion, load_trf, write_trf

    tournament = load_trf(args.input)
    version = TrfVersion.TRF26 if args.to == "trf26" else TrfVersion.TRF16
    emit(write_trf(tournament, version), args.output, out)
    return EXIT_OK
