"""Plain words for the terms and article numbers the pairing explanations use, per pairing system (2026).

Every explanation shown ends with a short legend of the terms it contains, so an arbiter new to a system reads
"S1" as that system's S1 without opening the Handbook. The criteria are numbered by each system itself ([C4] is
the completion criterion in Dubov and Dutch, "as few upfloaters" in Double-Swiss), so the legend is chosen by the
system whose words the explanation uses; an explanation of a system without a legend gets none rather than a
wrong one. A round a system had paired by another one (Burstein's seeding rounds, C.04.4.2 art. 1.6, paired by
the Dutch system) says so in a note ("paired by the <title>") and is explained in that system's words.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtWidgets import QTextBrowser, QWidget

from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.pairing.registry import ENTRIES
from arbiter_desk.language import active, say
from arbiter_desk.ui.common.plain_text import ltr_html
from arbiter_desk.ui.common.wording import shown, t
from arbiter_desk.ui.pairing.glossary import burstein, double_swiss, dubov, dutch, lim, round_robin, team
from arbiter_desk.ui.pairing.glossary.shared import Term
from arbiter_desk.ui.pairing.glossary.words import WORDS

TERMS_BY_SYSTEM: dict[str, tuple[Term, ...]] = {
    "dubov": dubov.TERMS,
    "dutch": dutch.TERMS,
    "burstein": burstein.TERMS,
    "lim": lim.TERMS,
    "double-swiss": double_swiss.TERMS,
    "team": team.TERMS,
    "round-robin": round_robin.TERMS,
}
"""Registry name → (term as that system's explanations write it, what it means)."""


def system_of(label: str) -> str | None:
    """The registry name of a system given by name or title (``Dutch system (C.04.3, 2026)``); None if unknown."""
    return next((e.name for e in ENTRIES if label in (e.name, e.title)), None)


def words_of(explanation: RoundExplanation | None) -> str | None:
    """The registry name of the system whose words ``explanation`` uses; None if unknown."""
    if explanation is None:
        return None
    for note in explanation.notes:
        english = say(note, "en")  # the core's note as it wrote it, whatever language the desk speaks
        for entry in ENTRIES:
            if f"paired by the {entry.title}" in english:
                return entry.name
    return system_of(explanation.system)


def word_for(term: str) -> str:
    """The term as the arbiter reads it: a word in the desk's language, a FIDE code as FIDE writes it."""
    word = WORDS.get(term)
    return term if word is None else shown(word)


def _uses(text: str, term: str) -> bool:
    """``text`` names ``term`` (a whole word, or its plural; "C1" is not "C10", "4.3.1" not "4.3.10")."""
    return re.search(rf"(?<![\w.-]){re.escape(term)}s?(?!\w|\.\d)", text, re.I) is not None


def legend_html(html: str, system: str | None) -> str:
    """A short legend of the terms of ``system`` (registry name or title) that ``html`` uses ("" if none)."""
    name = None if system is None else system_of(system)
    terms = TERMS_BY_SYSTEM.get(name or "", ())
    text = re.sub(r"<[^>]+>", " ", html)
    used = [(term, m) for term, m in terms if _uses(text, term) or _uses(text, word_for(term))]
    if not used:
        return ""
    rows = "".join(f"<tr><td><b>{escape(word_for(term))}</b></td><td>{escape(shown(m))}</td></tr>" for term, m in used)
    heading = escape(t("Terms"))
    return (
        f"<hr><p style='color:#5a5a5a'><b>{heading}</b></p><table cellspacing='2' style='color:#5a5a5a'>{rows}</table>"
    )


class GlossedBrowser(QTextBrowser):
    """A text browser that ends every explanation it shows with the legend of its system's terms it uses."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._system: str | None = None

    def set_system(self, system: str | None) -> None:
        """The system (registry name or title) whose words the next explanations use; None: no legend."""
        self._system = system

    def setHtml(self, text: str) -> None:
        html = text + legend_html(text, self._system)
        if active().right_to_left:  # the reasoning reads right to left in Arabic; names stay isolated in it
            super().setHtml(f"<div dir='rtl'>{html}</div>")
        else:
            super().setHtml(ltr_html(html))
