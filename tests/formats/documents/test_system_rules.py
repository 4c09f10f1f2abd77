"""File → Print… → "Rules of the pairing system": a rules sheet for every system of the registry, read from the
system's one rules page (Q91–92: the rules of a selectable system must be printable; C.04.2 art. 1.2–1.3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.pairing.registry import all_entries
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.formats.documents.build import build_document
from arbiter_desk.formats.documents.model import Heading, Note, Table
from arbiter_desk.formats.documents.system_rules import guide_page, plain, rules_page, system_rules_document

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


@pytest.mark.parametrize("key", [e.key for e in all_entries()])
def test_q91_q92_every_systems_sheet_prints_its_guide_page_plainly(key: str) -> None:
    """The text has one home, the user's guide page of the system: every system has one, and the sheet prints
    its headings, paragraphs and tables with no Markdown left (links as their words)."""
    entry = next(e for e in all_entries() if e.key == key)
    page = guide_page(key)
    assert page.is_file(), f"no guide page for {key}"
    assert rules_page(entry) == page.read_text(encoding="utf-8")
    document = system_rules_document(EVENT, key)
    first = next(line for line in page.read_text(encoding="utf-8").splitlines() if line.startswith("# "))
    assert Heading(plain(first[2:]), level=1) in document.blocks
    printed = " ".join(document.text_lines())
    assert "](" not in printed and "`" not in printed and "|" not in printed
    assert ("superseded FIDE text" in printed) == entry.historical


def test_q91_q92_the_readings_table_of_a_page_prints_as_a_table() -> None:
    document = system_rules_document(EVENT, "rating-1992")
    tables = [b for b in document.blocks if isinstance(b, Table)]
    assert tables and [c.title for c in tables[0].columns] == ["Reading", "What it settles"]
    assert tables[0].rows[0][0] == "R1"


def test_markdown_marks_are_printed_as_plain_words() -> None:
    assert plain("*A* `code` and [the index](index.md#x) **bold**") == "A code and the index bold"
