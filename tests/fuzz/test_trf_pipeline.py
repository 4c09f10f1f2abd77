"""Seeded mutated TRF files through validate → import → pair → standings → export → print.

A few hundred cases by default; ``ARBITER_FUZZ_CASES=10000`` (and ``ARBITER_FUZZ_SEED`` for another start)
runs more. Each case ends in a clean refusal naming the line, or in a success whose own output reads back
equal; never a traceback, never a leftover file. ``python -m tests.fuzz.run`` runs many cases in parallel.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.fuzz.pipeline import run_case

CASES = int(os.environ.get("ARBITER_FUZZ_CASES", "200"))
FIRST = int(os.environ.get("ARBITER_FUZZ_SEED", "0"))
CHUNK = 40


@pytest.mark.parametrize("chunk", range(FIRST, FIRST + CASES, CHUNK))
def test_mutated_trf_files_end_cleanly(chunk: int, tmp_path: Path) -> None:
    failures = []
    for seed in range(chunk, min(chunk + CHUNK, FIRST + CASES)):
        folder = tmp_path / str(seed)
        folder.mkdir()
        report = run_case(seed, folder, documents=seed % 3 == 0)
        failures += [f"seed {seed}: {failure}" for failure in report.failures]
    assert not failures, "\n".join(failures)
