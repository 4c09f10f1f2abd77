"""The Dubov system approved by the 2018 General Assembly (C.04.4.1, 2018): the 2026 procedure with 2018 plugs.

Reading E32: sections B.0-B.6, C.1-C.10, D.1-D.3 and E.0-E.4 are word for word the 2026 articles 3.1-3.2.6,
2.1-2.3, 4.2-4.4 and 5.2.1-5.2.5, so the 2026 readings 1-21 apply and the 2026 procedure pairs. Two plugs:

* **C.2 (E14).** The text quotes C.04.1.d of its time: a player who "already received a pairing-allocated bye, or
  already scored a (forfeit) win due to an opponent not appearing in time" does not get the PAB. A requested
  full-point bye ``F`` is neither, so it does not bar the PAB (the 2026 C2 does). This is the only rule on which
  2018 and 2026 pair differently.
* **Citations.** Every article an explanation names is translated into the 2018 text's own (:data:`ARTICLES`):
  ``art. 3.1.3`` → ``2018 B.0.c``, ``5.2.2`` → ``2018 E.1``, ``C5`` → ``C.5``, a 2026 reading ``clar. 8`` →
  ``2026 reading 8 (E32)``. General handling rules (``C.04.2 art. 3.6``) keep their numbers: the 2018 text
  points to C.04.1 / C.04.2 itself.
"""

from __future__ import annotations

import re

from arbiter_desk.core.pairing.common.participant import Participant
from arbiter_desk.core.pairing.dubov.editions.rules import EditionRules
from arbiter_desk.core.results import ResultCode

ARTICLES: dict[str, str] = {
    "1.5": "A.5",
    "1.6": "A.5",
    "1.6.1": "A.5.a",
    "1.6.2": "A.5.b",
    "1.6.3": "A.5.c",
    "1.6.4": "A.5.d",
    "1.7": "A.6",
    "1.7.3": "A.6",
    "1.8": "A.7",
    "1.8.2": "A.7",
    "1.9": "A.8",
    "1.9.3": "A.8",
    "2": "C",
    "2.1": "C.1-C.3",
    "2.1.1": "C.1",
    "2.1.2": "C.2",
    "2.1.3": "C.3",
    "2.2": "C.4",
    "2.3": "C.5-C.10",
    "3.1": "B.0",
    "3.1.1": "B.0.a",
    "3.1.2": "B.0.b",
    "3.1.3": "B.0.c",
    "3.1.4": "B.0.d",
    "3.1.5": "B.0.e",
    "3.2": "B.1-B.6",
    "3.2.1": "B.1",
    "3.2.2": "B.2",
    "3.2.3": "B.3",
    "3.2.4": "B.4",
    "3.2.5": "B.5",
    "3.2.6": "B.6",
    "4.1.3": "D.0.c",
    "4.2": "D.1",
    "4.2.1": "D.1",
    "4.2.2": "D.1.a",
    "4.3": "D.2",
    "4.3.1": "D.2",
    "4.3.2": "D.2.a",
    "4.3.3": "D.2.b",
    "4.4": "D.3",
    "4.4.2": "D.3.a",
    "5.2": "E",
    "5.2.1": "E.0",
    "5.2.2": "E.1",
    "5.2.3": "E.2",
    "5.2.4": "E.3",
    "5.2.5": "E.4",
}
"""2026 article of C.04.4.1 → the 2018 text's section (E32; the 2018 headings are lettered A-E)."""

_NUMBER = r"\d+(?:\.\d+)*"
_CITATION = re.compile(rf"(C\.04\.\d(?:\.\d)? )?art\. ({_NUMBER}(?:(?:\s*[-–]\s*|, | and ){_NUMBER}(?![\d.]*\w))*)")
_ONE = re.compile(_NUMBER)
_CRITERION = re.compile(r"\bC(\d{1,2})\b(?!\.\d)")
_READING = re.compile(r"\bclar\. (\d+)")


def pab_rule_2018(p: Participant) -> bool:
    """C.2 (E14): no earlier pairing-allocated bye and no forfeit win; a full-point bye does not count."""
    if p.had_pab:
        return False
    return not any(e.result is ResultCode.FORFEIT_WIN for e in p.entries)


def article(number: str) -> str:
    """The 2018 section of a 2026 article number; KeyError if the 2026 number has no 2018 counterpart."""
    return ARTICLES[number]


def _citation(match: re.Match[str]) -> str:
    general, numbers = match.groups()
    if general:  # C.04.1 / C.04.2: the general rules the 2018 text refers to, unchanged
        return match.group(0)
    return "2018 " + _ONE.sub(lambda m: article(m.group(0)), numbers)


def cite_2018(text: str) -> str:
    """``text`` with every 2026 citation of C.04.4.1 in 2018 numbering."""
    text = _CITATION.sub(_citation, text)
    text = _CRITERION.sub(lambda m: f"C.{m.group(1)}", text)
    return _READING.sub(lambda m: f"2026 reading {m.group(1)} (E32)", text)


def cite_rule_2018(rule: str) -> str:
    """A bare 2026 deciding article (``3.1.3``) as the 2018 section (``2018 B.0.c``)."""
    return f"2018 {article(rule)}" if rule in ARTICLES else cite_2018(rule)


EDITION_2018 = EditionRules(
    edition="2018",
    title="Dubov system (C.04.4.1, 2018)",
    pab_eligible=pab_rule_2018,
    cite_text=cite_2018,
    cite_rule=cite_rule_2018,
)
