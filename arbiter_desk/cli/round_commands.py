"""``pair-round``: the desk's "Pair round" use case on a tournament file (C.04.2 art. 3), as the window runs it.

The same ``services.pairing_job.PairRound`` the window starts in the background: the next round (or, with
``--repair``, the draft round again) is read, paired by the tournament's system and stored as a draft in one
journaled transaction; refusals (a draft pending, the previous round not complete, no valid pairing) are
reported as the window reports them and leave the file unchanged.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from arbiter_desk.cli.common import EXIT_OK, EXIT_USAGE

if TYPE_CHECKING:
    from arbiter_desk.services import Desk
    from arbiter_desk.services.event.data import Changes


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("pair-round", help="pair the next round of a tournament file and store it as a draft")
    p.add_argument("tournament", type=Path, help="tournament file (.adesk)")
    p.add_argument("--repair", action="store_true", help="pair the draft round again")
    p.add_argument(
        "--leave-fide-mode",
        action="store_true",
        help="an event in FIDE mode with a superseded system (Dubov 1997/2018, rating-1992): leave FIDE mode "
        "for ever, then pair (journaled; approval checklist Q92)",
    )
    p.set_defaults(handler=_pair_round)


def _pair_round(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.counting import plural
    from arbiter_desk.services import Desk
    from arbiter_desk.services.pairing.pairing_job import PairRound

    desk = Desk.open(args.tournament)
    try:
        superseded = None if args.repair else desk.fide_mode.superseded_system_in_fide_mode()
        if superseded is not None:
            if not args.leave_fide_mode:
                print(
                    f"arbiter-desk: {args.tournament}: in FIDE mode the {superseded} serves only to re-check old "
                    "events (approval checklist Q92); pairing a new round with it takes the event out of FIDE mode "
                    "for ever: run again with --leave-fide-mode to do so. Nothing was changed.",
                    file=sys.stderr,
                )
                return EXIT_USAGE
            left = _leave_for_superseded_system(desk)
            print(f"{args.tournament}: {left.label}", file=out)
        if desk.teams.is_team_event():  # C.04.6: the team desk's own pairing use case (matches, not boards)
            changes = desk.teams.pair_next_team_round(repair=args.repair)
            draft = desk.teams.team_state().draft
            assert draft is not None
            count = plural(len(desk.teams.team_state().matches_of(int(draft.number))), "match")
        else:
            job = PairRound(desk.rounds, repair=args.repair)
            changes = job.run()
            assert job.request is not None
            count = plural(len(desk.rounds.boards(job.request.round)), "board")
    finally:
        desk.close()
    print(f"{args.tournament}: {changes.label} stored as a draft ({count})", file=out)
    return EXIT_OK


def _leave_for_superseded_system(desk: Desk) -> Changes:
    """The level-4 warning, confirmed by ``--leave-fide-mode``: the event leaves FIDE mode (Q92, journaled)."""
    from arbiter_desk.core.warnings import NeedsConfirmation, tokens

    try:
        return desk.fide_mode.leave_fide_mode_for_superseded_system()
    except NeedsConfirmation as asked:
        return desk.fide_mode.leave_fide_mode_for_superseded_system(tokens(asked.warnings))
