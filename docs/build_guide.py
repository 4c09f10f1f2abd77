"""Builds the user's guide: ``python docs/build_guide.py [OUT]`` (default ``arbiter_desk/resources/guide``): the
English guide in ``OUT`` and the guide in each of the desk's other languages in ``OUT/lang/<code>`` (the pages its
catalogs in ``docs/locale`` translate, the others in English).

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
TRANSLATED = ("fr", "es", "de", "ru", "it", "ar")
"""The desk's languages other than English (``arbiter_desk.language.LANGUAGES``), each built into ``lang/<code>``."""


def build(
    out: Path = DEFAULT_OUT, source: Path = DOCS, quiet: bool = True, languages: tuple[str, ...] = TRANSLATED
) -> None:
    """The HTML guide into ``out`` (replaced), from ``source``, and its translations into ``out/lang/<code>``;
    raises ``RuntimeError`` on any warning."""
    _build_one(out, source, quiet, None)
    for code in languages:
        _build_one(out / "lang" / code, source, quiet, code)


def _build_one(out: Path, source: Path, quiet: bool, language: str | None) -> None:
    from sphinx import locale
    from sphinx.cmd.build import build_main

    # Sphinx keeps a process's message catalogs and adds each later language's behind the first one's: without a
    # fresh start, every language built after French would show French.
    locale.translators.clear()
    with tempfile.TemporaryDirectory() as doctrees:
        args = ["-W", "--keep-going", "-E", "-b", "html", "-d", doctrees, str(source), str(out)]
        if language is not None:
            args[:0] = ["-D", f"language={language}"]
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
