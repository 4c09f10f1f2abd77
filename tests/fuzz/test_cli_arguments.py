"""The command line's argument fuzz: 0 tracebacks and 0 hangs (a hang: no answer in 20 s). The default run
takes a fixed subset of the 515 cases (every fifth, 103); ``ARBITER_CLI_FUZZ=full`` runs all 515 (also
``python -m tests.fuzz.cli_arguments``)."""

from __future__ import annotations

import os
from pathlib import Path

from arbiter_desk.cli import build_parser
from tests.fuzz.cli_arguments import CASES, Files, _commands, run_case, shown

STEP = 1 if os.environ.get("ARBITER_CLI_FUZZ") == "full" else 5


def test_the_argument_fuzz_ends_without_traceback_or_hang(tmp_path: Path) -> None:
    commands = _commands(build_parser())
    files = Files(tmp_path).make()
    failures = []
    for case in range(0, CASES, STEP):
        outcome = run_case(case, files, commands)
        if outcome.failure is not None:
            failures.append(f"case {case}: {outcome.failure}: {shown(outcome.argv)}")
    assert not failures, "\n".join(failures)
