"""Builds the user's guide: ``python docs/build_guide.py [OUT]`` (default ``arbiter_desk/resources/guide``).

Needs only the guide's own build dependencies (``pip install ".[docs]"``: Sphinx, MyST), not the desk's.
Warnings are errors (``-W``), so a broken link or a page outside the contents fails the build. The wheel's
build step (``setup.py``) calls :func:`build` the same way.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

DOCS = Path(__file__).resolve().parent
DEFAULT_OUT = DOCS.parent / "arbiter_desk" / "resources" / "guide"


def build(out: Path = DEFAULT_OUT, source: Path = DOCS, quiet: bool = True) -> None:
    """The HTML guide into ``out`` (replaced), from ``source``; raises ``RuntimeError`` on any warning."""
    from sphinx.cmd.build import build_main

    with tempfile.TemporaryDirectory() as doctrees:
        args = ["-W", "--keep-going", "-E", "-b", "html", "-d", doctrees, str(source), str(out)]
        if quiet:
            args.insert(0, "-q")
        status = build_main(args)
    if status != 0:
        raise RuntimeError(f"the user's guide did not build warning-free from {source} (Sphinx exit {status})")
    for leftover in (".buildinfo", "objects.inv", ".doctrees"):
        path = out / leftover
        if path.is_file():
            path.unlink()


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT
    build(target, quiet=False)
    print(f"the user's guide is in {target}")
