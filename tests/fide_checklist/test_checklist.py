"""The checklist file (``CHECKLIST.md``) stays true: every question of the mapped sections (issues 31–34) has
a row, and every test a row names exists (issue 31 item 9)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
CHECKLIST = HERE / "CHECKLIST.md"

SECTIONS: dict[str, range | tuple[int, ...]] = {
    "2 FIDE mode": (40, 41, 42, 43, 44, 45, 46, 56),
    "3 warning levels": range(218, 222),
    "4 engine, checker, generator, cross-test": range(19, 40),
    "5 rounds, scoring, PAB, systems, round robin, board order": (*range(57, 64), *range(70, 106), 187, 188),
    "6 manual pairings": range(64, 70),
    "7 integrity events": range(112, 116),
    "8 ratings, rating lists, pairing numbers": range(116, 157),
    "9 byes and results": range(170, 187),
    "10 adjourned games": range(157, 170),
    "11 past results": range(189, 194),
    "12 tie-breaks": (*range(197, 217), 104, 105),
    "13 prohibited pairs": range(194, 197),
    "14 acceleration": range(106, 112),
    "15 import": range(47, 57),
}
"""The digest's question numbers per section (``shared/rules/fide-approval-checklist.md``)."""

STATUSES = {"met", "reading", "n.a.", "open"}
ROW = re.compile(r"^\|\s*(\d+)\s*\|([^|]*)\|([^|]*)\|\s*([^|]+?)\s*\|(.*)\|\s*$")
TEST_REF = re.compile(r"`(tests/[\w/]+\.py)::(test_\w+)`")


def rows() -> dict[int, tuple[str, str]]:
    """Question → (status, evidence), refusing a question listed twice."""
    found: dict[int, tuple[str, str]] = {}
    for line in CHECKLIST.read_text(encoding="utf-8").splitlines():
        match = ROW.match(line)
        if match is None:
            continue
        question = int(match[1])
        assert question not in found, f"Q{question} has two rows"
        found[question] = (match[4], match[5].strip())
    return found


def test_every_question_of_the_sections_has_exactly_one_row() -> None:
    wanted = {q for numbers in SECTIONS.values() for q in numbers}
    have = set(rows())
    assert sorted(wanted - have) == [], "questions without a row"
    assert sorted(have - wanted) == [], "rows for questions outside the sections"


@pytest.mark.parametrize("question", sorted(rows()))
def test_each_row_has_a_known_status_and_evidence(question: int) -> None:
    status, evidence = rows()[question]
    assert status in STATUSES, f"Q{question}: status {status!r}"
    refs = TEST_REF.findall(evidence)
    if status in ("met", "reading"):
        assert refs, f"Q{question} is {status} but names no test"
    else:
        assert len(TEST_REF.sub("", evidence).strip(" .,;:()")) >= 10, f"Q{question}: say why in words"


def test_every_test_named_exists() -> None:
    """A mapped test that is renamed or removed fails here, so the file cannot go stale silently."""
    missing = []
    for question, (_, evidence) in sorted(rows().items()):
        for path, name in TEST_REF.findall(evidence):
            file = ROOT / path
            text = file.read_text(encoding="utf-8") if file.is_file() else ""
            if not re.search(rf"^(async )?def {name}\(", text, flags=re.MULTILINE):
                missing.append(f"Q{question}: {path}::{name}")
    assert missing == []
