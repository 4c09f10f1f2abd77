"""The wheel's build step: the user's guide is built from ``docs/`` into the package (``resources/guide``), its
pairing-system pages are shipped as the printable rules (``resources/rules/<key>.md``), and the translation
catalogs are compiled (``resources/i18n/<code>/LC_MESSAGES/arbiter_desk.po`` → ``.mo``).

Everything else is declared in ``pyproject.toml``; this file only adds those three to ``build_py``, with their build
dependencies (Sphinx, MyST, Babel) from ``[build-system] requires`` — not the desk's runtime.
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
        resources = Path(self.build_lib) / "arbiter_desk" / "resources"
        compile_catalogs(HERE / "arbiter_desk" / "resources" / "i18n", resources / "i18n")
        ship_rules_pages(HERE / "docs", resources / "rules")


def ship_rules_pages(docs: Path, target: Path) -> None:
    """The guide's page of each pairing system, as File → Print… → "Rules of the pairing system" reads it
    (``formats.documents.system_rules``): one text, the guide's, under the system's key."""
    target.mkdir(parents=True, exist_ok=True)
    pages = {page.stem: page for page in (docs / "systems").glob("*.md") if page.stem != "index"}
    pages["round-robin"] = docs / "round-robins.md"
    for key, page in pages.items():
        (target / f"{key}.md").write_text(page.read_text(encoding="utf-8"), encoding="utf-8")


def compile_catalogs(sources: Path, target: Path) -> None:
    """Every language's ``.po`` compiled to the ``.mo`` gettext reads at run time (fuzzy entries left out)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for source in sorted(sources.glob("*/LC_MESSAGES/*.po")):
        built = target / source.relative_to(sources).with_suffix(".mo")
        built.parent.mkdir(parents=True, exist_ok=True)
        with source.open("rb") as stream:
            catalog = read_po(stream, locale=source.parent.parent.name)
        with built.open("wb") as out:
            write_mo(out, catalog)


setup(cmdclass={"build_py": BuildPyWithGuide})
