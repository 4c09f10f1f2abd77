"""The wheel's build step: the user's guide is built from ``docs/`` into the package (``resources/guide``).

Everything else is declared in ``pyproject.toml``; this file only adds the guide to ``build_py``, with the
guide's build dependencies (Sphinx, MyST) from ``[build-system] requires`` — not the desk's runtime.
"""

from __future__ import annotations

import runpy
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildPyWithGuide(build_py):
    """``build_py``, then the HTML guide into the built package (a wheel and a real install carry it)."""

    def run(self) -> None:
        super().run()
        builder = runpy.run_path(str(HERE / "docs" / "build_guide.py"))
        builder["build"](Path(self.build_lib) / "arbiter_desk" / "resources" / "guide")


setup(cmdclass={"build_py": BuildPyWithGuide})
