"""The user's guide built once per test run (Sphinx, warnings as errors) into a temporary folder, for the
guide's own tests and the desk's F1 tests: a checkout has no built guide, an installed package has one."""

from __future__ import annotations

import runpy
from collections.abc import Callable
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"


def build_guide(out: Path, source: Path = DOCS) -> Path:
    """``docs/build_guide.py``'s ``build``: raises on any Sphinx warning."""
    build = runpy.run_path(str(DOCS / "build_guide.py"))["build"]
    cast_build: Callable[[Path, Path], None] = build
    cast_build(out, source)
    return out


@pytest.fixture(scope="session")
def built_guide(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The HTML guide of this checkout's ``docs/``."""
    return build_guide(tmp_path_factory.mktemp("guide") / "html")
