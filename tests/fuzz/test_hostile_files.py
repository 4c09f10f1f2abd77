"""Hostile tournament files through the desk (``hostile_files``), one case per attack by default;
``ARBITER_HOSTILE_CASES=1000`` runs more. No traceback, no hang, no silent use of a file that must be refused,
no foreign file modified."""

from __future__ import annotations

import os
from pathlib import Path

from tests.fuzz.hostile_attacks import ATTACKS
from tests.fuzz.hostile_files import base_files, run_hostile_case

CASES = int(os.environ.get("ARBITER_HOSTILE_CASES", str(len(ATTACKS))))


def test_hostile_tournament_files_end_cleanly(tmp_path: Path) -> None:
    (tmp_path / "bases").mkdir()
    bases = base_files(tmp_path / "bases")
    failures = []
    for seed in range(CASES):
        report = run_hostile_case(seed, tmp_path, bases)
        failures += [f"seed {seed} ({report.attack} on {report.base}): {f}" for f in report.failures]
    assert not failures, "\n".join(failures)
