"""The checklist file (``CHECKLIST.md``) stays true: every one of the 225 questions has a row, every test a row
names exists, a ``met`` row's test cites its question and the counts at the top are the rows'."""

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
    "4 engine: own or external": range(16, 19),
    "16 reports": (217,),
    "17 platform, language, manual, Chess960, offline": (*range(1, 16), *range(222, 226)),
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
    """All 225 questions of VCL4THP.13 have a row."""
    wanted = {q for numbers in SECTIONS.values() for q in numbers}
    have = set(rows())
    assert sorted(wanted - have) == [], "questions without a row"
    assert sorted(have - wanted) == [], "rows for questions outside the sections"
    assert wanted == set(range(1, 226))


COUNTS = re.compile(r"^Counts \(computed from the rows\): (.*)$", re.MULTILINE)


def counts_line() -> str:
    found = {status: 0 for status in ("met", "reading", "n.a.", "open")}
    for status, _ in rows().values():
        found[status] = found.get(status, 0) + 1
    parts = ", ".join(f"**{count} {status}**" for status, count in found.items())
    return f"{parts} of {len(rows())} questions"


def test_the_counts_at_the_top_are_the_rows_counts() -> None:
    """The counts line says what the rows say (a row changed without its count fails here)."""
    stated = COUNTS.search(CHECKLIST.read_text(encoding="utf-8"))
    assert stated is not None, "no 'Counts (computed from the rows): …' line"
    assert stated[1] == counts_line()


PENDING_CITATIONS = frozenset(
    {
        *(19, 20, 22, 28, 36, 38, 42, 49, 50, 51, 53, 57, 64, 65, 71, 73, 75, 89, 90, 93, 94, 95, 96),
        *(100, 101, 106, 109, 110, 120, 122, 124, 126, 129, 131, 132, 147, 152, 154, 162, 167, 170, 171, 172),
        *(178, 180, 182, 183, 185, 186, 188, 194, 199, 201, 203, 215, 218, 219),
    }
)
"""``met`` rows whose tests do not cite their question yet (found when the rule came in): the list may only
shrink — a row leaves it when one of its tests names ``Q<n>`` in its name or docstring."""


def _cites(path: str, name: str, question: int) -> bool:
    import ast

    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    doc = next(
        (
            ast.get_docstring(node) or ""
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == name
        ),
        "",
    )
    cited = re.compile(rf"(?<!\d){question}(?!\d)")
    named = re.search(rf"q{question}(?!\d)", name, re.IGNORECASE)
    in_doc = any(cited.search(m) for m in re.findall(r"Q\d+(?:\s*[–-]\s*(?:Q)?\d+)?", doc))
    ranges = [tuple(map(int, re.findall(r"\d+", m))) for m in re.findall(r"Q\d+\s*[–-]\s*Q?\d+", doc)]
    return bool(named or in_doc or any(low <= question <= high for low, high in ranges))


def test_every_met_row_names_a_test_that_cites_its_question() -> None:
    """A ``met`` row names a test whose name or docstring cites its Q number, so that the
    test says what it shows."""
    uncited = []
    for question, (status, evidence) in sorted(rows().items()):
        if status != "met" or question in PENDING_CITATIONS:
            continue
        if not any(_cites(path, name, question) for path, name in TEST_REF.findall(evidence)):
            uncited.append(question)
    assert uncited == []
    still_met = {q for q, (status, _) in rows().items() if status == "met"}
    assert still_met >= PENDING_CITATIONS, "a pending row is no longer met: take it off the list"


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
