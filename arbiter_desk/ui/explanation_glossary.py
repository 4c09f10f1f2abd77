"""Plain words for the terms and article numbers the pairing explanations use (C.04.4.1 (2026), Dubov).

Every explanation shown gets a short legend of the terms it contains, so an arbiter new to the system reads
"S1" as "G1 sorted by ARO" without opening the Handbook.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtWidgets import QTextBrowser

TERMS: tuple[tuple[str, str], ...] = (
    ("ARO", "average rating of the opponents met so far (art. 1.7)"),
    ("G1", "the players of the bracket who want White (in round 1: the first half by TPN), art. 3.2.3"),
    ("G2", "the other players of the bracket, art. 3.2.3"),
    ("S1", "G1 sorted by ascending ARO, then TPN (art. 3.2.5): the n-th player of S1 meets the n-th of T2"),
    ("T2", "the first ordering (transposition) of G2 that gives a legal pairing (art. 3.2.6, 4.4)"),
    ("Shifts", "players moved between G1 and G2 so that both halves can be paired (art. 3.2.4)"),
    ("Upfloaters", "players from a lower score group paired in this bracket (art. 1.3.2, 3.2.1–3.2.2, 4.2)"),
    ("Residents", "the players whose score is the bracket's score (art. 1.3.2)"),
    ("C1", "no rematch (C.04.1 art. 2)"),
    ("C2", "no second pairing-allocated bye or unplayed win (C.04.1 art. 4)"),
    ("C3", "two players with the same absolute colour preference do not meet (art. 1.6.1)"),
    ("C4", "the players still unpaired can all be paired"),
    ("C5", "as few upfloaters as possible (art. 2.3.1)"),
    ("C6", "upfloaters with the highest scores possible (art. 2.3.2)"),
    ("C7", "as few players as possible without their colour preference (art. 2.3.3)"),
    ("C8", "as few maximum upfloaters as possible, except in the last round (art. 2.3.4)"),
    ("C9", "a maximum upfloater upfloated as few times as possible, except in the last round (art. 2.3.5)"),
    ("C10", "as few upfloaters who also upfloated in the previous round, except in the last round (art. 2.3.6)"),
    ("5.2.1", "colours when neither player has played: the initial-colour draw and the TPN's parity"),
    ("5.2.2", "both colour preferences granted"),
    ("5.2.3", "the stronger colour preference is granted"),
    ("5.2.4", "colours alternate from the latest round in which the two had different colours"),
    ("5.2.5", "the higher ranked player's preference is granted"),
)
"""Term (as the explanations write it) → what it means."""


def legend_html(html: str) -> str:
    """A short legend of the terms ``html`` uses ("" if none)."""
    text = re.sub(r"<[^>]+>", " ", html)
    used = [(term, meaning) for term, meaning in TERMS if re.search(rf"(?<![\w.]){re.escape(term)}(?!\w|\.\d)", text)]
    if not used:
        return ""
    rows = "".join(f"<tr><td><b>{escape(t)}</b></td><td>{escape(m)}</td></tr>" for t, m in used)
    return f"<hr><p style='color:#5a5a5a'><b>Terms</b></p><table cellspacing='2' style='color:#5a5a5a'>{rows}</table>"


class GlossedBrowser(QTextBrowser):
    """A text browser that ends every explanation it shows with the legend of the terms it uses."""

    def setHtml(self, text: str) -> None:
        super().setHtml(text + legend_html(text))
