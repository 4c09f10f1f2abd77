"""Legend of the Team Swiss system's explanations (C.04.6, 2026): criteria [C1]–[C10] of art. 2.1–2.3 and the
colour rules of art. 4.3."""

from __future__ import annotations

from arbiter_desk.core.text import tr
from arbiter_desk.ui.pairing.glossary.shared import PAB, TPN, Term, completion, no_rematch

TERMS: tuple[Term, ...] = (
    ("upfloater", tr("a team from a lower scoregroup paired in this one (art. 1.5, 2.3)")),
    ("first-team", tr("of a pair: the higher primary score, then secondary score, then smaller TPN (art. 4.2)")),
    PAB,
    TPN,
    no_rematch("2.1.1"),
    ("C2", tr("no PAB for a team that already had one, won a match by forfeit or had a full-point bye (art. 2.1.2)")),
    completion("C3", "2.2.1", "C1–C2"),
    ("C4", tr("as few upfloaters as possible (art. 2.3.1)")),
    ("C5", tr("upfloaters with the highest scores possible (art. 2.3.2)")),
    ("C6", tr("upfloaters chosen so that the next scoregroup (unless emptied) can meet C1, C3, C4 (art. 2.3.3)")),
    ("C7", tr("except in the last two rounds, as few upfloaters who floated the previous round (art. 2.3.4)")),
    ("C8", tr("as few teams as possible without their colour preference (art. 2.3.5)")),
    ("C9", tr("Type B only: as few teams as possible without their strong colour preference (art. 2.3.6)")),
    (
        "C10",
        tr("except in the last two rounds, as few upfloaters' opponents who floated the previous round (art. 2.3.7)"),
    ),
    ("4.3.1", tr("neither has played: the first-team gets the initial-colour if its TPN is odd, else the other")),
    ("4.3.2", tr("only one team has a colour preference: it is granted")),
    ("4.3.3", tr("opposite colour preferences: both granted")),
    ("4.3.4", tr("Type B only: only one team has a strong colour preference: it is granted")),
    ("4.3.5", tr("White to the team with the lower colour difference")),
    ("4.3.6", tr("colours alternate from the latest round in which the two had different colours")),
    ("4.3.7", tr("the first-team's colour preference is granted")),
    ("4.3.8", tr("the first-team's colour alternates from its last played round")),
    ("4.3.9", tr("the other team's colour alternates from its last played round")),
)
