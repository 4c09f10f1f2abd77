"""No import circle inside ``arbiter_desk``: every module's imports, at any depth, lead only downwards.

The graph is grimp's (the library import-linter reads the package with), built from the source: every
``import`` counts, those inside functions and under ``TYPE_CHECKING`` too, so a circle cannot hide behind a
late import. A circle is a strongly connected group of two or more modules.
"""

from __future__ import annotations

import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]

KNOWN_CIRCLES_TO_BREAK: set[frozenset[str]] = set()
"""Circles in services/ and ui/ left for the regrouping of those layers; breaking one means removing it here."""


def import_circles(package: str = "arbiter_desk") -> set[frozenset[str]]:
    """The package's import circles: each strongly connected group of two or more modules (Tarjan)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    graph = grimp.build_graph(package, cache_dir=None)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: set[frozenset[str]] = set()

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == module:
                    break
            if len(group) > 1:
                circles.add(frozenset(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return circles


def _shown(circles: set[frozenset[str]]) -> str:
    return "; ".join(" <-> ".join(sorted(circle)) for circle in sorted(circles, key=sorted))


def test_no_import_circle_outside_the_known_ones() -> None:
    found = import_circles()
    new = found - KNOWN_CIRCLES_TO_BREAK
    assert not new, f"import circles: {_shown(new)} (move the shared piece where both modules can import it)"


def test_every_known_circle_still_exists() -> None:
    """A known circle that was broken is removed from ``KNOWN_CIRCLES_TO_BREAK``, so it cannot come back."""
    gone = KNOWN_CIRCLES_TO_BREAK - import_circles()
    assert not gone, f"no longer circles, remove them from KNOWN_CIRCLES_TO_BREAK: {_shown(gone)}"


def test_a_circle_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The search itself: two modules importing each other (one of them late, inside a function) are a circle."""
    package = tmp_path / "circle_probe"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "first.py").write_text("from circle_probe.second import late\nA = 1\n")
    (package / "second.py").write_text(
        "B = 2\n\n\ndef late() -> int:\n    from circle_probe.first import A\n\n    return A\n"
    )
    (package / "third.py").write_text("from circle_probe.first import A\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert import_circles("circle_probe") == {frozenset({"circle_probe.first", "circle_probe.second"})}
