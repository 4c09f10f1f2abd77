"""The command line: TRF files, pairing engine, checker and generator (what FIDE asks of approved programs).

Each group of commands lives in a module of its own with a ``register(subparsers)`` function; this module
builds the parser and maps errors to exit codes: 0 ok; 1 the checker found differences or no valid pairing
exists; 2 bad usage; 3 invalid input (including a foreign or damaged tournament file); 4 the disk or the
tournament file refused (read-only, disk full, I/O error, locked, in use by another desk).
"""

from __future__ import annotations

import argparse
import errno
import re
import sys
from collections.abc import Sequence
from typing import NoReturn, TextIO

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.cli.command_gc import young_collections_only
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_INVALID_INPUT, EXIT_STORAGE, EXIT_USAGE, Handler
from arbiter_desk.core.errors import ArbiterDeskError, InvalidInputError, NoValidPairingError

_STORAGE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES, errno.EPERM, errno.EIO})

COMMAND_MODULES = (
    "arbiter_desk.cli.trf_commands",
    "arbiter_desk.cli.pairing_commands",
    "arbiter_desk.cli.standings_commands",
    "arbiter_desk.cli.store_commands",
    "arbiter_desk.cli.round_commands",
    "arbiter_desk.cli.numbering_commands",
    "arbiter_desk.cli.print_commands",
    "arbiter_desk.cli.norms_commands",
    "arbiter_desk.cli.rating_list_commands",
    "arbiter_desk.cli.server_commands",
    "arbiter_desk.cli.pages_commands",
)
"""Modules that add subcommands, in the order ``--help`` lists them."""


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose usage errors never show a password given in a venue-server address."""

    def error(self, message: str) -> NoReturn:
        super().error(re.sub(r"(postgres(?:ql)?(?:\+psycopg)?://[^:/@\s]*):[^@\s]*@", r"\1:***@", message))


def build_parser() -> argparse.ArgumentParser:
    import importlib

    parser = _Parser(
        prog="arbiter-desk",
        description=f"{PROGRAM_NAME} {__version__}: FIDE Swiss tournaments. Without a command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"{PROGRAM_NAME} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def run(argv: Sequence[str], out: TextIO | None = None) -> int:
    """Run one command; returns the exit code (never raises for bad input)."""
    stream = sys.stdout if out is None else out
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:  # argparse exits 2 on bad usage, 0 on --help/--version
        return int(exc.code or 0)
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help(stream)
        return EXIT_USAGE
    try:
        with young_collections_only():
            return handler(args, stream)
    except ArbiterDeskError as exc:
        if _is_storage_fault(exc):
            print(f"arbiter-desk: {exc}", file=sys.stderr)
            return EXIT_STORAGE
        return _refused(exc)
    except OSError as exc:
        name = exc.filename or "a file"
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            print(f"arbiter-desk: the disk is full: {name} was not written", file=sys.stderr)
        else:
            print(f"arbiter-desk: {name}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_STORAGE if exc.errno in _STORAGE_ERRNOS else EXIT_INVALID_INPUT


def _is_storage_fault(exc: ArbiterDeskError) -> bool:
    """Read-only, disk full, I/O error, locked, in use (imported here: only a failing command pays for it)."""
    from arbiter_desk.services.event.errors import FileInUseError, StorageError

    return isinstance(exc, StorageError | FileInUseError)


def _refused(exc: ArbiterDeskError) -> int:
    """The message and exit code of a refusal the rules or the input caused."""
    from arbiter_desk.formats.trf.file_system import SystemNotNamedError

    if isinstance(exc, NoValidPairingError):
        print(f"arbiter-desk: no valid pairing: {exc}", file=sys.stderr)
        return EXIT_DIFFERENCES
    if isinstance(exc, SystemNotNamedError):  # a missing option, as argparse's own usage errors
        print(f"arbiter-desk: {exc}", file=sys.stderr)
        return EXIT_USAGE
    print(f"arbiter-desk: {exc}", file=sys.stderr)
    return EXIT_INVALID_INPUT if isinstance(exc, InvalidInputError) else EXIT_DIFFERENCES
