"""Every benchmark, render script, harness and oracle under ``tests/`` imports, so a moved module cannot break
one silently: the default run collects only ``test_*.py`` outside ``tests/benchmarks``, and the rest (benchmarks,
``render_*.py`` screenshots, the cross-test and fuzz harnesses, the oracles, the fault scenarios) is run by hand.

Import only, nothing is run; in one child interpreter, so that what a module sets up on import (Qt, settings)
stays out of this run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_IMPORT_EACH = """
import importlib, json, sys, traceback
failures = {}
for name in sys.argv[1:]:
    try:
        importlib.import_module(name)
    except BaseException:
        failures[name] = traceback.format_exc(limit=-3)
print(json.dumps(failures))
"""


def harness_modules(tests: Path = ROOT / "tests") -> list[str]:
    """The dotted names of the modules under ``tests`` that pytest does not collect by default: every module but
    ``conftest.py``, package ``__init__``s and the ``test_*.py`` files outside ``benchmarks``."""
    names = []
    for path in sorted(tests.rglob("*.py")):
        if path.name in ("conftest.py", "__init__.py"):
            continue
        if path.name.startswith("test_") and "benchmarks" not in path.relative_to(tests).parts:
            continue
        names.append(".".join(path.relative_to(tests.parent).with_suffix("").parts))
    return names


def import_failures(modules: list[str], root: Path = ROOT) -> dict[str, str]:
    """Each module that did not import, with the end of its traceback, imported in a child interpreter."""
    paths = [str(root)] if root == ROOT else [str(root), str(ROOT)]  # arbiter_desk from this checkout
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": os.pathsep.join(paths)}
    done = subprocess.run(
        [sys.executable, "-c", _IMPORT_EACH, *modules],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    failures: dict[str, str] = json.loads(done.stdout.strip().splitlines()[-1])
    return failures


def test_every_benchmark_and_harness_module_imports() -> None:
    failures = import_failures(harness_modules())
    assert not failures, "modules under tests/ that no longer import:\n" + "\n".join(
        f"{name}:\n{trace}" for name, trace in failures.items()
    )


def test_the_modules_run_by_hand_are_all_found() -> None:
    """Benchmarks (also their ``test_*.py``), render scripts and the harnesses are in the list; tests are not."""
    found = set(harness_modules())
    assert {
        "tests.benchmarks.bench_pairing",
        "tests.benchmarks.test_desk_speed",
        "tests.ui.render_printing",
        "tests.crosstest.harness",
        "tests.fuzz.hostile_files",
        "tests.store.fault_scenarios",
        "tests.core.pairing.dubov.editions.oracle.compare",
    } <= found
    assert "tests.test_layers" not in found
    assert not any(name.endswith(("conftest", "__init__")) for name in found)


def test_a_broken_import_is_reported(tmp_path: Path) -> None:
    """A module importing a name that moved away is reported by name; one that imports is not."""
    package = tmp_path / "tests"
    (package / "benchmarks").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "benchmarks" / "__init__.py").write_text("")
    (package / "benchmarks" / "bench_moved.py").write_text("from arbiter_desk.core.results import NoSuchName\n")
    (package / "benchmarks" / "bench_kept.py").write_text("from arbiter_desk.core.results import Colour\n")
    (package / "test_collected.py").write_text("raise SystemExit('a test module is not imported here')\n")
    modules = harness_modules(package)
    assert modules == ["tests.benchmarks.bench_kept", "tests.benchmarks.bench_moved"]
    failures = import_failures(modules, tmp_path)
    assert set(failures) == {"tests.benchmarks.bench_moved"}
    assert "NoSuchName" in failures["tests.benchmarks.bench_moved"]
