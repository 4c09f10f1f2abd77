"""File → Print… → "Rules of the pairing system": a rules sheet for every system of the registry, read from the
system's one rules page (Q91–92: the rules of a selectable system must be printable; C.04.2 art. 1.2–1.3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.pairing.registry import all_entries
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.formats.documents.build import build_document
from arbiter_desk.formats.documents.model import Heading, Note
from arbiter_desk.formats.documents.system_rules import system_rules_document

EVENT = Tournament(info=TournamentInfo(name="Spring Open"))


@pytest.mark.parametrize("key", [e.key for e in all_entries()])
def test_q92_every_system_has_a_rules_sheet_naming_it(key: str, tmp_path: Path) -> None:
    entry = next(e for e in all_entries() if e.key == key)
    document = system_rules_document(EVENT, key, folder=tmp_path)
    assert document.title == f"Rules of the pairing system: {entry.title}"
    notes = " ".join(b.text for b in document.blocks if isinstance(b, Note))
    assert entry.article in notes
    assert ("superseded FIDE text" in notes) == entry.historical


def test_q92_the_sheet_prints_the_systems_rules_page_from_its_one_place(tmp_path: Path) -> None:
    (tmp_path / "rating-1992.md").write_text(
        "# Swiss system based on rating (1992)\n\nC1 Two players shall not meet twice.\nA second line.\n",
        encoding="utf-8",
    )
    document = system_rules_document(EVENT, "rating-1992", folder=tmp_path)
    assert Heading("Swiss system based on rating (1992)", level=1) in document.blocks
    assert Note("C1 Two players shall not meet twice. A second line.") in document.blocks


def test_q92_the_command_line_prints_the_files_system() -> None:
    """``arbiter-desk print FILE --doc system-rules``: the system the file names (record 192 / ### System:)."""
    lim = Tournament(info=TournamentInfo(name="Lim Cup", type_code="CUSTOM_SWISS"), comments=("System: lim",))
    assert build_document("system-rules", lim).title == "Rules of the pairing system: Lim system (C.04.4.3, 2026)"
    assert build_document("system-rules", EVENT).title == "Rules of the pairing system: not named"
