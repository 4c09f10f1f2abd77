"""``arbiter-desk``: the window with no arguments, ``arbiter-desk FILE.adesk`` the window on that tournament
(what the desktop file association runs), ``arbiter-desk --server postgresql://user@host/database?event=name``
the window on an event of a venue server, the command line with a subcommand, ``--self-test`` the
headless check of an installation (see ``selftest``)."""

from __future__ import annotations

import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or (len(args) == 1 and args[0].lower().endswith(".adesk")):
        from arbiter_desk.app import run_gui

        return run_gui(tournament=Path(args[0]) if args else None)
    if args[0] == "--server":
        if len(args) != 2:  # never echo the arguments: the address may hold a password
            print(
                "arbiter-desk: --server takes one address and nothing after it: "
                "arbiter-desk --server 'postgresql://user@host/database?event=name'",
                file=sys.stderr,
            )
            return 2
        from arbiter_desk.app import run_gui

        return run_gui(server=args[1])
    if args == ["--self-test"]:
        from arbiter_desk.selftest import main as self_test

        return self_test()
    from arbiter_desk.cli import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
