"""Run FIDE's tie-break checker (``gacrux.tiebreakchecker``) on many files in one process.

Started as a subprocess by :mod:`tests.core.tiebreaks.gacrux_sweep` (``python -m tests.core.tiebreaks.gacrux_batch``):
stdin is a JSON list of argument lists (each one what ``python -m gacrux.tiebreakchecker`` would get), stdout a
JSON list of the checker's text outputs in the same order. Starting one interpreter per standings list would
cost more than the checker itself; the checker is run unchanged, only its command line and stdout are swapped.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys


def run(argv: list[str]) -> str:
    from gacrux.tiebreakchecker import tiebreakchecker  # type: ignore[import-untyped]

    out = io.StringIO()
    saved = sys.argv
    sys.argv = ["tiebreakchecker", *argv]
    try:
        with contextlib.redirect_stdout(out):
            tiebreakchecker().common_main()
    except SystemExit:
        pass
    finally:
        sys.argv = saved
    return out.getvalue()


def main() -> None:
    jobs = json.load(sys.stdin)
    json.dump([run(argv) for argv in jobs], sys.stdout)


if __name__ == "__main__":
    main()
