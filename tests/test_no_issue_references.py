"""No comment, docstring or name in the code or the tests cites the issue a change came from.

A reference by number (the word, then the number, with or without "#") tells the project's history, which belongs
in git; the code says what it does and which FIDE article or checklist question it follows (ARCHITECTURE.md).
``tests/fide_checklist/CHECKLIST.md`` is a record, not code, and may keep its rows.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

ISSUE_REFERENCE = re.compile(r"(?<![A-Za-z])issues?[ _]+#?\d", re.IGNORECASE)
"""An issue cited by its number, in the forms ``test_every_form_of_a_reference_is_found`` shows."""


def issue_references(root: Path = ROOT) -> list[str]:
    """Each line of a ``.py`` file under ``root/arbiter_desk`` or ``root/tests`` that cites an issue by number."""
    found = []
    for folder in ("arbiter_desk", "tests"):
        for path in sorted((root / folder).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if ISSUE_REFERENCE.search(line):
                    found.append(f"{path.relative_to(root).as_posix()}:{number}: {line.strip()}")
    return found


def test_no_issue_is_cited_by_number() -> None:
    found = issue_references()
    assert not found, "say what the code does and which article it follows instead:\n" + "\n".join(found)


def test_every_form_of_a_reference_is_found(tmp_path: Path) -> None:
    word = "iss" + "ue"  # spelt in two so that this file does not cite one itself
    lines = [
        f'"""A read-only file ({word} 17)."""',
        f"# {word.title()} 16 item 10: players join",
        f"x = 1  # {word}s 35 and 37",
        f'"""The sheet language ({word} #48)."""',
        f"def test_{word}_47_b5() -> None: ...",
    ]
    (tmp_path / "arbiter_desk").mkdir()
    (tmp_path / "tests" / "ui").mkdir(parents=True)
    (tmp_path / "arbiter_desk" / "cited.py").write_text("\n".join(lines[:2]) + "\n")
    (tmp_path / "tests" / "ui" / "test_cited.py").write_text("\n".join(lines[2:]) + "\n")
    (tmp_path / "tests" / "CHECKLIST.md").write_text(f"| Q1 | {word} 12 |\n")
    (tmp_path / "arbiter_desk" / "clean.py").write_text(
        '"""No certificate to ' + word + '; "Stranger, Cy (#12)"; we ' + word + ' BEGIN ourselves."""\n'
    )
    assert [line.split(":")[0] + ":" + line.split(":")[1] for line in issue_references(tmp_path)] == [
        "arbiter_desk/cited.py:1",
        "arbiter_desk/cited.py:2",
        "tests/ui/test_cited.py:1",
        "tests/ui/test_cited.py:2",
        "tests/ui/test_cited.py:3",
    ]
