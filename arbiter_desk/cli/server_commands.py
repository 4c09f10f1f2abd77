"""``server``: a venue server for several desks — ``init`` (the roles and their grants),
``add-user``, ``events``, ``import`` (a tournament file into a new event) and ``export`` (an event into a file).

URLs are ``postgresql://user[:password]@host[:port]/database`` (``?event=name`` where an event is meant); without
a password in the URL, libpq's own ``PGPASSWORD`` or ``~/.pgpass`` apply."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TextIO

from arbiter_desk.cli.common import EXIT_OK


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    server = sub.add_parser("server", help="a venue server (PostgreSQL) for several desks: roles, users, events")
    commands = server.add_subparsers(dest="server_command", metavar="SERVER_COMMAND", required=True)

    p = commands.add_parser(
        "init",
        help="create the roles and put every event under the server's guard (also the upgrade of old events)",
    )
    p.add_argument("url", help="postgresql://admin@host:port/database (a superuser or a CREATEROLE owner)")
    p.add_argument(
        "--make-certs",
        metavar="DIR",
        type=Path,
        help="also write a venue CA and a server certificate into DIR and print the server's TLS settings",
    )
    p.add_argument(
        "--cert-host",
        metavar="NAME",
        action="append",
        default=[],
        help="a host name or address the desks use for the server (repeatable; default: the URL's host)",
    )
    p.set_defaults(handler=_init)

    p = commands.add_parser("add-user", help="a login for one arbiter in one role")
    p.add_argument("url", help="postgresql://admin@host:port/database")
    p.add_argument("name", help="the arbiter's user name on the server")
    p.add_argument(
        "--role",
        required=True,
        choices=("chief", "deputy", "results", "viewer", "publication"),
        help="publication: the players' pages' login (reads, and adds players' result proposals)",
    )
    p.add_argument("--event", default="", help="the role for this event only (default: for every event)")
    p.add_argument(
        "--password-env",
        metavar="VARIABLE",
        help="take the new user's password from this environment variable (never from the command line)",
    )
    p.set_defaults(handler=_add_user)

    p = commands.add_parser("events", help="list the events on the server's database")
    p.add_argument("url", help="postgresql://user@host:port/database")
    p.set_defaults(handler=_events)

    p = commands.add_parser("import", help="a tournament file into a new event on the server (lossless)")
    p.add_argument("tournament", type=Path, help="tournament file (.adesk)")
    p.add_argument("url", help="postgresql://user@host:port/database?event=name")
    p.set_defaults(handler=_import)

    p = commands.add_parser("export", help="an event on the server into a new tournament file (lossless)")
    p.add_argument("url", help="postgresql://user@host:port/database?event=name")
    p.add_argument("-o", "--output", type=Path, required=True, help="the new tournament file (.adesk)")
    p.set_defaults(handler=_export)

    p = commands.add_parser(
        "backup", help="the event into a new .adesk file in a folder, the last N kept; --watch: after every publish"
    )
    p.add_argument("url", help="postgresql://user@host:port/database?event=name")
    p.add_argument("folder", type=Path, help="the folder of the backups (made if missing)")
    p.add_argument("--keep", type=int, default=10, metavar="N", help="how many backups of the event to keep (10)")
    p.add_argument("--watch", action="store_true", help="keep running: a backup after every round published")
    p.add_argument("--stop-after", type=int, default=0, metavar="N", help="with --watch: stop after N backups")
    p.set_defaults(handler=_backup)


def _init(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.services.venue.server_setup import init_server, parse_location, server_errors

    location = parse_location(args.url)
    if args.make_certs is not None:
        from arbiter_desk.cli.server_certificates import make_certificates, set_up_text

        hosts = list(args.cert_host) or [location.host]
        made = make_certificates(args.make_certs, hosts)
        print(set_up_text(args.make_certs, hosts, made, location.database), file=out)
    with server_errors(location):
        events = init_server(location)
    print(f"{location}: roles chief, deputy, results, viewer ready; {len(events)} event(s) granted", file=out)
    return EXIT_OK


def _add_user(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.services.venue.server_setup import add_user, parse_location, server_errors

    password = os.environ.get(args.password_env, "") if args.password_env else ""
    location = parse_location(args.url)
    with server_errors(location):
        add_user(location, args.name, args.role, password, event=args.event)
    scope = f"for event {args.event} only" if args.event else "for every event on the server"
    print(f"{location}: user {args.name} is now {args.role} {scope}", file=out)
    if not password:
        missing = f"${args.password_env} is empty or unset" if args.password_env else "no --password-env was given"
        print(
            f"warning: user {args.name} has no password ({missing}): it can log in only where the server's "
            "pg_hba.conf trusts it without one; give it one with --password-env VARIABLE",
            file=sys.stderr,
        )
    return EXIT_OK


def _events(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.services.venue.server_setup import events_on, parse_location, server_errors

    location = parse_location(args.url)
    with server_errors(location):
        names = events_on(location)
    for name in names:
        print(name, file=out)
    return EXIT_OK


def _import(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.services.venue.server_setup import import_file, parse_location

    location = parse_location(args.url)
    counts = import_file(args.tournament, location)
    print(f"{location}: event created from {args.tournament} ({_counted(counts)})", file=out)
    return EXIT_OK


def _export(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.services.venue.server_setup import export_to_file, parse_location

    counts = export_to_file(parse_location(args.url), args.output)
    print(f"{args.output}: written from {args.url.split('@')[-1]} ({_counted(counts)})", file=out)
    return EXIT_OK


def _backup(args: argparse.Namespace, out: TextIO) -> int:
    from arbiter_desk.services.venue.server_setup import parse_location
    from arbiter_desk.services.venue.venue_backups import write_backup

    location = parse_location(args.url)
    print(f"{write_backup(location, args.folder, args.keep)}: backup of {location}", file=out, flush=True)
    if args.watch:
        from arbiter_desk.cli.server_backup_watch import watch_and_back_up

        watch_and_back_up(location, args.folder, args.keep, args.stop_after, out)
    return EXIT_OK


def _counted(counts: dict[str, int]) -> str:
    players, rounds, entries = (counts.get(table, 0) for table in ("players", "rounds", "journal"))
    return f"{players} players, {rounds} rounds, {entries} journal entries"
