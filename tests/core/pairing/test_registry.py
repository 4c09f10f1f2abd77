"""The registry of pairing systems, and the rule that systems never import each other (ARCHITECTURE.md)."""

import ast
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import ENTRIES, SYSTEMS, Capability, entry_for_trf_code, find_entry, find_system

PAIRING = Path(__file__).resolve().parents[3] / "arbiter_desk" / "core" / "pairing"
SHARED = {"common", "matching"}


def test_every_entry_describes_its_system() -> None:
    for entry in ENTRIES:
        system = entry.build()
        assert system.name == entry.name and system.title == entry.title
        # the Swiss systems of C.04; the round robin of C.05 (Berger tables)
        assert entry.article.startswith("C.05" if entry.can(Capability.ROUND_ROBIN) else "C.04")
        assert entry.edition == "2026"
        assert all(code == code.upper() for code in entry.trf_codes)
        assert entry.name in SYSTEMS


def test_find_system_is_case_insensitive_and_names_the_known_ones() -> None:
    assert find_system(" DUBOV ").name == "dubov"
    with pytest.raises(InvalidInputError, match=r"known: .*dubov"):
        find_system("swiss-perfect")


def test_trf_192_codes_name_the_system() -> None:
    dubov = find_entry("dubov")
    assert entry_for_trf_code("fide_dubov_baku") is dubov
    assert entry_for_trf_code("CUSTOM_SWISS") is None
    assert dubov.can(Capability.ACCELERATION) and dubov.can(Capability.PROHIBITED_PAIRS)
    assert not dubov.can(Capability.TEAMS)


def _imported(package: Path) -> set[str]:
    names: set[str] = set()
    for file in package.rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
            elif isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
    return names


def test_systems_never_import_each_other_and_the_kit_imports_no_system() -> None:
    systems = sorted(p.name for p in PAIRING.iterdir() if (p / "__init__.py").exists() and p.name not in SHARED)
    assert "dubov" in systems
    for package in sorted(p for p in PAIRING.iterdir() if (p / "__init__.py").exists()):
        others = [s for s in systems if s != package.name]
        bad = {
            m
            for m in _imported(package)
            for s in others
            if m == f"arbiter_desk.core.pairing.{s}" or m.startswith(f"arbiter_desk.core.pairing.{s}.")
        }
        assert not bad, f"{package.name} imports {sorted(bad)}"


def test_find_entry_by_key_and_by_edition() -> None:
    """``--system dubov --edition 2026`` and ``--system dubov`` name the system in force."""
    from arbiter_desk.core.pairing.registry import find_entry

    assert find_entry("dubov").edition == "2026"
    assert find_entry("Dubov", "2026") is find_entry("dubov")
    assert find_entry("dubov").key == "dubov"


def test_unknown_edition_names_the_known_ones() -> None:
    import pytest

    from arbiter_desk.core.errors import InvalidInputError
    from arbiter_desk.core.pairing.registry import find_entry

    with pytest.raises(InvalidInputError, match="editions: 2026"):
        find_entry("dutch", "1850")


def test_historical_key_carries_its_edition() -> None:
    import dataclasses

    from arbiter_desk.core.pairing.registry import find_entry

    old = dataclasses.replace(find_entry("dubov"), edition="1997", historical=True)
    assert old.key == "dubov-1997"
    named = dataclasses.replace(old, name="rating-1992", edition="1992")
    assert named.key == "rating-1992"
