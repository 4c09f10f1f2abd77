"""``pairing-numbers``: a round robin's pairing numbers drawn by lot or set by hand before round 1 (C.05 Annex 1;
checklist Q95), the desk's Round robin → Draw or set pairing numbers on a tournament file.

``--draw`` draws with a new seed (printed, so that the drawing can be repeated) or with ``--seed N``; ``--order``
lists the present numbers in their new order (``--order 3,1,2`` gives the present number 3 the number 1). Either
way one journaled, undoable command with its ``### TPN @ Round 1`` line; without an option the numbers are listed.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_OK
from arbiter_desk.core.errors import InvalidInputError


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "pairing-numbers", help="draw by lot or set by hand a round robin's pairing numbers before round 1 (C.05)"
    )
    p.add_argument("tournament", type=Path, help="tournament file (.adesk)")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--draw", action="store_true", help="draw the numbers by lot (a new seed unless --seed)")
    how.add_argument("--order", help="the present numbers in their new order, comma-separated, e.g. 3,1,2")
    p.add_argument("--seed", type=int, help="with --draw: repeat the drawing of this seed")
    p.set_defaults(handler=_pairing_numbers)


def _pairing_numbers(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.services import Desk
    from arbiter_desk.services.round_robins.round_robin_numbers import SEED_LIMIT, new_seed

    if args.seed is not None and not args.draw:
        raise InvalidInputError("--seed goes with --draw")
    if args.seed is not None and not 1 <= args.seed <= SEED_LIMIT:
        raise InvalidInputError(f"--seed: a number from 1 to {SEED_LIMIT}")
    desk = Desk.open(args.tournament)
    try:
        if args.draw:
            changes = desk.round_robins.draw_pairing_numbers(args.seed if args.seed is not None else new_seed())
            print(f"{args.tournament}: {changes.label}", file=out)
        elif args.order is not None:
            by_tpn = {int(p.tpn): p.id for p in desk.players.all()}
            order = [_number(part, by_tpn) for part in args.order.split(",")]
            changes = desk.round_robins.set_pairing_numbers([by_tpn[n] for n in order])
            print(f"{args.tournament}: {changes.label}", file=out)
        for player in desk.players.all():
            print(f"{player.tpn:4d}  {player.name}", file=out)
    finally:
        desk.close()
    return EXIT_OK


def _number(text: str, by_tpn: Mapping[int, object]) -> int:
    value = text.strip()
    if not value.isdigit() or int(value) not in by_tpn:
        raise InvalidInputError(f"--order: {value!r} is not a present pairing number (1 to {len(by_tpn)})")
    return int(value)
