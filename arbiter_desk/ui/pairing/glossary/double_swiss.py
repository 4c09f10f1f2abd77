"""Legend of the Double-Swiss system's explanations (C.04.5, 2026): criteria [C1]–[C8] of art. 2.1–2.3 and the
colour rules of art. 4.3 (the colour of a match's first game)."""

from __future__ import annotations

from arbiter_desk.core.text import tr
from arbiter_desk.ui.pairing.glossary.shared import PAB, TPN, Term, completion, no_rematch

TERMS: tuple[Term, ...] = (
    ("upfloater", tr("a player from a lower scoregroup paired in this one (art. 1.5, 2.3)")),
    ("HRP", tr("higher-ranked player of a pair: more points, or the smaller TPN (art. 4.2)")),
    PAB,
    TPN,
    no_rematch("2.1.1"),
    ("C2", tr("no PAB for a player who already had one, won a match by forfeit or had a full-point bye (art. 2.1.2)")),
    completion("C3", "2.2.1", "C1–C2"),
    ("C4", tr("as few upfloaters as possible (art. 2.3.1)")),
    ("C5", tr("upfloaters with the highest scores possible (art. 2.3.2)")),
    ("C6", tr("upfloaters chosen so that the next scoregroup (unless emptied) can meet C1, C3, C4 (art. 2.3.3)")),
    ("C7", tr("except in the last round, as few upfloaters who floated the previous round (art. 2.3.4)")),
    ("C8", tr("except in the last round, as few upfloaters' opponents who floated the previous round (art. 2.3.5)")),
    ("4.3.1", tr("neither has played: the HRP gets the initial-colour if their TPN is odd, the other colour if even")),
    ("4.3.2", tr("White to the player with fewer Whites")),
    ("4.3.3", tr("colours alternate from the latest round in which the two had different colours")),
    ("4.3.4", tr("the HRP's colour alternates from their last played round")),
    ("4.3.5", tr("the HRP's opponent's colour alternates from their last played round")),
)
