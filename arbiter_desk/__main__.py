"""``arbiter-desk``: the window with no arguments, ``arbiter-desk FILE.adesk`` the window on that tournament
(what the desktop file association runs), ``arbiter-desk --server postgresql://user@host/database?event=name``
the window on an event of a venue server, ``--lang fr`` in front of either the window in that language for this
run, the command line with a subcommand, ``--self-test`` the
headless check of an installation (see ``selftest``)."""

from __future__ import annotations

import sys
from pathlib import Path


def _language_asked(args: list[str]) -> tuple[str | None, list[str]]:
    """``--lang CODE`` (or ``--lang=CODE``) in front of the rest: the window's language for this run."""
    if args and args[0].startswith("--lang="):
        return args[0].split("=", 1)[1], args[1:]
    if args and args[0] == "--lang":
        return (args[1] if len(args) > 1 else ""), args[2:]
    return None, args


def main(argv: list[str] | None = None) -> int:
    lang, args = _language_asked(sys.argv[1:] if argv is None else argv)
    if lang is not None:
        from arbiter_desk.language import LANGUAGES, language

        try:
            language(lang)
        except ValueError:
            known = ", ".join(entry.code for entry in LANGUAGES)
            print(f"arbiter-desk: --lang takes one of {known} (got {lang!r})", file=sys.stderr)
            return 2
    if not args or (len(args) == 1 and args[0].lower().endswith(".adesk")):
        from arbiter_desk.app import run_gui

        return run_gui(tournament=Path(args[0]) if args else None, language=lang)
    if args[0] == "--server":
        if len(args) != 2:  # never echo the arguments: the address may hold a password
            print(
                "arbiter-desk: --server takes one address and nothing after it: "
                "arbiter-desk --server 'postgresql://user@host/database?event=name'",
                file=sys.stderr,
            )
            return 2
        from arbiter_desk.app import run_gui

        return run_gui(server=args[1], language=lang)
    if args == ["--self-test"]:
        from arbiter_desk.selftest import main as self_test

        return self_test()
    if lang is not None:
        print(
            "arbiter-desk: --lang in front chooses the window's language; a command takes its own --lang",
            file=sys.stderr,
        )
        return 2
    from arbiter_desk.cli import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
