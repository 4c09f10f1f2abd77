"""Run FIDE's tie-break checker (``gacrux.tiebreakchecker``) on many files in one process.

Started as a subprocess by :mod:`tests.core.tiebreaks.gacrux_sweep` (``python -m tests.core.tiebreaks.gacrux_batch``):
stdin is a JSON list of jobs — an argument list for ``python -m gacrux.tiebreakchecker``, or
``{"generate": [...]}`` for ``python -m gacrux.tournamentgenerator`` (FIDE's own random tournaments, events the
desk did not write) — and stdout a JSON list of their text outputs in the same order. Starting one
interpreter per standings list would cost more than the checker itself; the programs are run unchanged, only
their command line and stdout are swapped.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys


def run(job: list[str] | dict[str, list[str]]) -> str:
    from gacrux.tiebreakchecker import tiebreakchecker  # type: ignore[import-untyped]
    from gacrux.tournamentgenerator import tournamentgenerator  # type: ignore[import-untyped]

    program, argv = (tournamentgenerator, job["generate"]) if isinstance(job, dict) else (tiebreakchecker, job)
    out = io.StringIO()
    saved = sys.argv
    sys.argv = [program.__name__, *argv]
    try:
        with contextlib.redirect_stdout(out):
            if program is tiebreakchecker:
                tiebreakchecker().common_main()
            else:  # what the generator's own __main__ does
                generator = tournamentgenerator()
                generator.read_command_line()
                generator.process_tournaments()
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
