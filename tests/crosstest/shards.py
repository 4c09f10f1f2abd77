"""The cross-test scaled out: ``--shard K/N`` runs every N-th job of the same list on N machines, and ``merge``
joins their folders into one report with the totals one machine would have (FIDE approval checklist Q33-34).

Each run also writes ``run.json``: the job list's seed and size, the shard, the engine versions and the machine,
so the merged report says what was run where; the CPU time is the sum of the jobs' own CPU seconds.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def parse_shard(text: str) -> tuple[int, int]:
    """``"K/N"`` -> (K, N) with 1 <= K <= N; a clear message otherwise."""
    try:
        k_text, n_text = text.split("/")
        k, n = int(k_text), int(n_text)
    except ValueError:
        raise ValueError(f"--shard takes K/N (e.g. 2/5), not {text!r}") from None
    if not 1 <= k <= n:
        raise ValueError(f"--shard {text}: K must be between 1 and N")
    return k, n


def shard(jobs: Sequence[T], k: int, n: int) -> list[T]:
    """The jobs of shard ``k`` of ``n``: every n-th of the list, starting at the k-th, so every shard gets each
    direction and each size alike."""
    return [job for i, job in enumerate(jobs) if i % n == k - 1]


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "not installed"


def describe_run(out: Path, seed: int, count: int, shard_text: str, bbp: str | None) -> None:
    """Write ``out/run.json``: what was run (seed, tournaments per direction, shard) with what and where."""
    info = {
        "seed": seed,
        "count": count,
        "shard": shard_text,
        "engines": {"gacrux": _version("gacrux"), "bbpPairings": bbp or "not built"},
        "machine": {"node": platform.node(), "cpus": os.cpu_count(), "platform": platform.platform()},
    }
    out.mkdir(parents=True, exist_ok=True)
    (out / "run.json").write_text(json.dumps(info, indent=1) + "\n", encoding="utf-8")


def merge(parts: Sequence[Path], out: Path) -> None:
    """Join the shards' state and discrepancy files (and the files they name) into ``out``; a job found in two
    parts is counted once. ``run.json`` lists every part's own."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "files").mkdir(exist_ok=True)
    seen: set[str] = set()
    runs = []
    with (
        (out / "state.jsonl").open("w", encoding="utf-8") as state,
        (out / "discrepancies.jsonl").open("w", encoding="utf-8") as report,
    ):
        for part in parts:
            kept: set[str] = set()
            for line in _lines(part / "state.jsonl"):
                key = json.loads(line)["key"]
                if key not in seen:
                    seen.add(key)
                    kept.add(key)
                    state.write(line + "\n")
            for line in _lines(part / "discrepancies.jsonl"):
                row = json.loads(line)
                if f"{row['direction']}:{row['job']}" in kept:
                    report.write(line + "\n")
                    if row.get("file"):
                        shutil.copyfile(part / row["file"], out / row["file"])
            if (part / "run.json").is_file():
                runs.append(json.loads((part / "run.json").read_text(encoding="utf-8")))
    (out / "run.json").write_text(json.dumps({"parts": runs}, indent=1) + "\n", encoding="utf-8")


def _lines(path: Path) -> list[str]:
    if not path.is_file():
        return []
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
