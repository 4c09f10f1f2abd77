"""Mutated rating lists (TXT, XML, CSV, ZIP) end in an import or a plain refusal; a refused list leaves the
previous one as it was (tests/fuzz/rating_lists.py). ``ARBITER_LIST_FUZZ_CASES`` runs more than the default."""

from __future__ import annotations

import os
from pathlib import Path

from tests.fuzz.rating_lists import run_case

CASES = int(os.environ.get("ARBITER_LIST_FUZZ_CASES", "60"))


def test_mutated_rating_lists_end_cleanly(tmp_path: Path) -> None:
    failures = [f"seed {seed}: {failure}" for seed in range(CASES) if (failure := run_case(seed, tmp_path))]
    assert not failures, "\n".join(failures)
