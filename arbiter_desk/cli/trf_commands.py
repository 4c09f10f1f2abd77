"""``validate`` and ``convert``: TRF files checked and rewritten."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK, emit

if TYPE_CHECKING:
    from arbiter_desk.formats.trf import TrfReadResult


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("validate", help="list every problem of a TRF file (exit 3 if unusable)")
    p.add_argument("file", type=Path)
    p.set_defaults(handler=_validate)

    p = sub.add_parser("convert", help="rewrite a TRF file as TRF-2026 or TRF-16")
    p.add_argument("input", type=Path)
    p.add_argument("--to", choices=["trf26", "trf16"], default="trf26")
    p.add_argument("-o", "--output", type=Path, required=True)
    p.add_argument(
        "--recompute",
        action="store_true",
        help="write points and ranks computed from the results instead of those the file declares",
    )
    p.set_defaults(handler=_convert)


def _validate(args: argparse.Namespace, out: TextIO) -> int:
    """A team file (records 310 or ``192 FIDE_TEAM…``) is read by the team reader, as ``import`` reads it."""
    from arbiter_desk.formats.trf import read_trf_file
    from arbiter_desk.formats.trf.team_reader import is_team_file

    if is_team_file(args.file):
        return _validate_team(args.file, out)
    result = read_trf_file(args.file)
    for problem in result.problems:
        print(f"{args.file}: {problem}", file=out)
    if result.tournament is None:
        print(f"{args.file}: unusable ({len(result.errors)} error(s))", file=out)
        return EXIT_INVALID_INPUT
    from arbiter_desk.services.files.import_refusals import import_refusals

    refusals = import_refusals(result.tournament)  # what `import` would refuse: never "ok" for such a file
    for refusal in refusals:
        print(f"{args.file}: error: {refusal}", file=out)
    if refusals:
        print(f"{args.file}: import would refuse it ({len(refusals)} error(s))", file=out)
        return EXIT_INVALID_INPUT
    if not result.problems:
        print(f"{args.file}: ok ({result.version.label}, {len(result.tournament.players)} players)", file=out)
    return EXIT_OK


def _validate_team(path: Path, out: TextIO) -> int:
    from arbiter_desk.formats.trf.source import read_trf_bytes
    from arbiter_desk.formats.trf.team_reader import read_team_trf

    result = read_team_trf(read_trf_bytes(path))
    for problem in result.problems:
        print(f"{path}: {problem}", file=out)
    if result.event is None:
        print(f"{path}: unusable team file ({len(result.errors)} error(s))", file=out)
        return EXIT_INVALID_INPUT
    if not result.problems:
        print(f"{path}: ok (TRF-2026 team file, {len(result.event.teams)} teams)", file=out)
    return EXIT_OK


def _convert(args: argparse.Namespace, out: TextIO) -> int:
    """The file's declared points (cols 81-84) and ranks (86-89) are kept unless ``--recompute``; points that
    disagree with the results are reported either way, as the reader found them."""
    from arbiter_desk.formats.trf import TrfError, TrfVersion, read_trf_file, write_trf

    result = read_trf_file(args.input)
    if result.tournament is None:
        raise TrfError(result.problems, str(args.input))
    version = TrfVersion.TRF26 if args.to == "trf26" else TrfVersion.TRF16
    tournament = result.tournament
    action = "written as computed" if args.recompute else "kept as declared (--recompute writes the computed value)"
    for line in points_disagreements(result):
        print(f"{args.input}: warning: {line}; {action}", file=sys.stderr)
    if args.recompute:
        text = write_trf(tournament, version)
    else:
        text = write_trf(tournament, version, ranks=result.declared_ranks, points=result.declared_points)
    emit(text, args.output, out)
    return EXIT_OK


def points_disagreements(result: TrfReadResult) -> list[str]:
    """One line per player whose declared points (cols 81-84) are not what the results give (neither with
    nor without the rounds not yet paired)."""
    from arbiter_desk.core.scoring import format_points

    tournament = result.tournament
    if tournament is None:
        return []
    paired = tournament.last_paired_round()
    lines = []
    for tpn, declared in sorted(result.declared_points.items()):
        computed = tournament.score(tpn)
        if declared not in (computed, tournament.score(tpn, before_round=paired + 1)):
            lines.append(
                f"player {tpn} declares {format_points(declared)} points, the results give {format_points(computed)}"
            )
    return lines
