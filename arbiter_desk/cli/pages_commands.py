"""``serve``: the players' pages and the hall's screens on the venue network (a reader of the event, in this
process); ``export-pages``: the same pages as a folder of HTML files (relative links, no server)."""

from __future__ import annotations

import argparse
import socket
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_OK, EXIT_USAGE


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "serve",
        help="serve the players' pages and screens of a tournament (read-only) on the address given",
        description="Serve the players' pages (pairings by board and by name, results, standings, cross table, "
        "player cards, screens for monitors) of a tournament file or a venue-server event. Published rounds "
        "only, never a draft; the event is opened as a reader. When the event lets players propose their results, "
        "the page Your result takes them for the desk (a tournament file's spool folder, or a venue server's "
        "proposals table with a login of the publication role); a proposal is never a result.",
    )
    p.add_argument("tournament", nargs="?", help="tournament file (.adesk)")
    p.add_argument("--server", metavar="URL", help="a venue server's event: postgresql://user@host/db?event=name")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this computer only)")
    p.add_argument("--port", type=int, default=8080, help="port (default 8080)")
    p.add_argument("--hide-junior-ratings", action="store_true", help="leave out the ratings of juniors (under 20)")
    p.add_argument("--refresh", type=float, default=1.0, metavar="SECONDS", help="how often pages ask for changes")
    p.set_defaults(handler=_serve)

    p = sub.add_parser("export-pages", help="write the players' pages of a tournament as a folder of HTML files")
    p.add_argument("tournament", help="tournament file (.adesk) or postgresql://…?event=name")
    p.add_argument("-o", "--output", type=Path, required=True, help="folder to write (created if missing)")
    p.add_argument("--hide-junior-ratings", action="store_true", help="leave out the ratings of juniors (under 20)")
    p.set_defaults(handler=_export)


def _serve(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.publication.options import PublicationOptions
    from arbiter_desk.publication.server import serve

    source = args.server or args.tournament
    if not source or (args.server and args.tournament):
        print("arbiter-desk serve: give a tournament file or --server URL (one of them)", file=out)
        return EXIT_USAGE
    if not 0 < args.port < 65536:
        print(f"arbiter-desk serve: --port {args.port} is not a port number (1-65535)", file=out)
        return EXIT_USAGE
    try:
        socket.getaddrinfo(args.host, args.port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        print(f"arbiter-desk serve: --host {args.host[:60]!r} is not an address of this computer", file=out)
        return EXIT_USAGE
    options = PublicationOptions(args.hide_junior_ratings, refresh_seconds=max(0.5, args.refresh))
    try:
        serve(str(source), args.host, args.port, options, out)
    except SystemExit as exc:  # uvicorn gives up this way when it cannot listen there
        print(f"arbiter-desk serve: could not listen on {args.host[:60]}:{args.port} (the address is taken or not "
              f"this computer's; exit {exc.code})", file=out)  # fmt: skip
        return EXIT_USAGE
    return EXIT_OK


def _export(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.publication.export import export_pages
    from arbiter_desk.publication.options import PublicationOptions

    written = export_pages(args.tournament, args.output, PublicationOptions(args.hide_junior_ratings))
    print(f"{args.output}: {written} pages written", file=out)
    return EXIT_OK
