"""Legend of the Burstein system's explanations (C.04.4.2, 2026): criteria [C1]–[C8] of art. 2.1–2.3, the
seeding rounds (art. 1.6), the opposition index (art. 1.7–1.8) and the colour rules of art. 5.2."""

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
    ("seeding", tr("the first rounds (half the rounds, at most 4) are paired by the Dutch system (art. 1.6)")),
    (
        "index",
        tr("opposition index: Buchholz, then Sonneborn-Berger; ranks a bracket after the seeding rounds (art. 1.8.1)"),
    ),
    ("BSN", tr("in-bracket sequence number: the place by index, then TPN (art. 4.1, 1.8)")),
    (
        "floater",
        tr("an outgoing floater: a player left unpaired in a bracket, moved to the next one (art. 2.3.1, 4.2)"),
    ),
    PAB,
    TPN,
    no_rematch("2.1.1"),
    no_second_bye("2.1.2"),
    ("C3", tr("two players with the same absolute colour preference do not meet (art. 2.1.3)")),
    completion("C4", "2.2.1", "C1–C3"),
    ("C5", tr("as many pairs as possible, i.e. as few outgoing floaters (art. 2.3.1)")),
    ("C6", tr("the outgoing floaters' scores as low as possible (art. 2.3.2)")),
    ("C7", tr("outgoing floaters chosen so that the next bracket can meet C1–C6 (art. 2.3.3)")),
    ("C8", tr("as few players as possible without their colour preference (art. 2.3.4)")),
    *ranked_colour_rules("by index, then TPN, art. 1.8"),
)
