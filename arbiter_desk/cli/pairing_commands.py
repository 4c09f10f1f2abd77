"""``pair``, ``explain``, ``check`` and ``generate``: the pairing engine as FIDE expects it of a program."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK, emit
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import SYSTEMS


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    for name, help_text, handler in (
        ("pair", "pair the next round of a TRF file (JaVaFo/bbpPairings output)", _pair),
        ("explain", "pair the next round and explain every bracket, board and the bye", _explain),
    ):
        p = sub.add_parser(name, help=help_text)
        p.add_argument("input", type=Path)
        p.add_argument("--system", default="dubov", choices=sorted(SYSTEMS))
        p.add_argument("-p", "--output", type=Path, help="write the pairing here instead of standard output")
        p.set_defaults(handler=handler)

    p = sub.add_parser("check", help="re-pair every round from the earlier ones and list what differs")
    p.add_argument("input", type=Path)
    p.add_argument("--system", default="dubov", choices=sorted(SYSTEMS))
    p.set_defaults(handler=_check)

    p = sub.add_parser("generate", help="play a random tournament with our own pairings and write a TRF")
    p.add_argument("--system", default="dubov", choices=sorted(SYSTEMS))
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--rounds", type=int, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--forfeits", type=float, default=0.0, help="share of games forfeited (0..1)")
    p.add_argument("--byes", type=float, default=0.0, help="share of player-rounds with a requested bye")
    p.add_argument("--withdrawals", type=float, default=0.0, help="share of players who withdraw")
    p.add_argument("--baku", action="store_true", help="Baku acceleration (C.04.7), written as 250 records")
    p.add_argument("--prohibited", type=int, default=0, help="random pairs of players who may not meet (260)")
    p.add_argument("-o", "--output", type=Path, required=True)
    p.set_defaults(handler=_generate)


def _pair(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.formats.trf import load_trf

    pairing = find_system(args.system).pair(load_trf(args.input))
    emit("\n".join(pairing.to_lines()) + "\n", args.output, out)
    return EXIT_OK


def _explain(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.formats.trf import load_trf

    pairing = find_system(args.system).pair(load_trf(args.input))
    emit(pairing.explanation.to_text(), args.output, out)
    return EXIT_OK


def _check(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.checker import check_tournament
    from arbiter_desk.formats.trf import load_trf

    report = check_tournament(load_trf(args.input), find_system(args.system))
    out.write(report.to_text())
    return EXIT_OK if report.is_clean else EXIT_DIFFERENCES


def _generate(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.pairing import find_system
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
    from arbiter_desk.formats.trf import write_trf

    if args.players < 2 or args.rounds < 1:
        raise InvalidInputError("--players must be at least 2 and --rounds at least 1")
    options = GeneratorOptions(
        players=args.players,
        rounds=args.rounds,
        seed=args.seed,
        forfeit_rate=args.forfeits,
        bye_rate=args.byes,
        withdrawal_rate=args.withdrawals,
        baku=args.baku,
        prohibited_pairs=args.prohibited,
    )
    tournament = generate_tournament(find_system(args.system), options)
    emit(write_trf(tournament), args.output, out)
    return EXIT_OK
