"""Legend of the Dubov system's explanations (C.04.4.1, 2026)."""

from __future__ import annotations

from arbiter_desk.core.text import tr
from arbiter_desk.ui.pairing.glossary.shared import (
    PAB,
    TPN,
    Term,
    completion,
    no_rematch,
    no_second_bye,
    ranked_colour_rules,
)

TERMS: tuple[Term, ...] = (
    ("ARO", tr("average rating of the opponents met so far (art. 1.7)")),
    ("G1", tr("the players of the bracket who want White (in round 1: the first half by TPN), art. 3.2.3")),
    ("G2", tr("the other players of the bracket, art. 3.2.3")),
    ("S1", tr("G1 sorted by ascending ARO, then TPN (art. 3.2.5): the n-th player of S1 meets the n-th of T2")),
    ("T2", tr("the first ordering (transposition) of G2 that gives a legal pairing (art. 3.2.6, 4.4)")),
    ("Shifts", tr("players moved between G1 and G2 so that both halves can be paired (art. 3.2.4)")),
    ("Upfloaters", tr("players from a lower score group paired in this bracket (art. 1.3.2, 3.2.1–3.2.2, 4.2)")),
    ("Residents", tr("the players whose score is the bracket's score (art. 1.3.2)")),
    PAB,
    TPN,
    no_rematch("2.1.1"),
    no_second_bye("2.1.2"),
    ("C3", tr("two players with the same absolute colour preference do not meet (art. 2.1.3)")),
    completion("C4", "2.2.1", "C1–C3"),
    ("C5", tr("as few upfloaters as possible (art. 2.3.1)")),
    ("C6", tr("upfloaters with the highest scores possible (art. 2.3.2)")),
    ("C7", tr("as few players as possible without their colour preference (art. 2.3.3)")),
    ("C8", tr("as few maximum upfloaters as possible, except in the last round (art. 2.3.4)")),
    ("C9", tr("a maximum upfloater upfloated as few times as possible, except in the last round (art. 2.3.5)")),
    ("C10", tr("as few upfloaters who also upfloated in the previous round, except in the last round (art. 2.3.6)")),
    *ranked_colour_rules("more points, then the smaller TPN"),
)
