"""``update-ratings``: FIDE's standard, rapid and blitz lists downloaded and imported in one command (checklist
Q135–136), as Tournament → Update rating lists… does at the desk: the same service, the same refusal of a cut
or damaged download (the previous list stays), each list's month said. ``--url`` is the address the lists are
downloaded from (FIDE's by default)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK

RATES = ("standard", "rapid", "blitz")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from arbiter_desk.services.ratings.rating_download import FIDE_DOWNLOAD_URL, TIMEOUT_S

    p = sub.add_parser(
        "update-ratings",
        help="download FIDE's current standard, rapid and blitz lists and import them (the previous list stays "
        "when a download is cut)",
    )
    p.add_argument(
        "--url", default=FIDE_DOWNLOAD_URL, help=f"where the lists are downloaded from ({FIDE_DOWNLOAD_URL})"
    )
    p.add_argument("--folder", type=Path, metavar="DIR", help="the folder of the local lists (default: the desk's own)")
    p.add_argument(
        "--rate", choices=RATES, action="append", help="only this list (repeat for several; default: all three)"
    )
    p.add_argument(
        "--timeout", type=float, default=TIMEOUT_S, metavar="S", help=f"seconds to wait for the server ({TIMEOUT_S:g})"
    )
    p.set_defaults(handler=_update)


def _update(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.core.errors import InvalidInputError
    from arbiter_desk.core.rating_lists import RateOfPlay
    from arbiter_desk.services.ratings.rating_download import UpdateStep, update_rating_lists

    if args.timeout <= 0:
        raise InvalidInputError(f"--timeout {args.timeout:g}: a number of seconds above 0")
    rates = [RateOfPlay(r) for r in dict.fromkeys(args.rate or RATES)]
    said: set[tuple[str, str]] = set()

    def progress(step: UpdateStep) -> bool:
        if (step.rate.value, step.phase) not in said:
            said.add((step.rate.value, step.phase))
            doing = "downloading" if step.phase == "download" else "importing"
            print(f"{step.rate.value.capitalize()} list: {doing}…", file=sys.stderr)
        return True

    outcome = update_rating_lists(args.url, args.folder, progress, args.timeout, rates)
    out.write(outcome.text + "\n")
    return EXIT_OK if all(item.ok for item in outcome.lists) else EXIT_INVALID_INPUT
