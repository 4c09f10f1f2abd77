"""Legend of the Dutch system's explanations (C.04.3, 2026): criteria [C1]–[C21] of art. 2.1–2.4, the
bracket's parts (art. 1.3–1.4, 3.2–3.3, 4.1) and the colour rules of art. 5.2 (numbered unlike Dubov's)."""

from __future__ import annotations

from arbiter_desk.core.text import tr
from arbiter_desk.ui.pairing.glossary.shared import PAB, TPN, Term, completion, no_rematch, no_second_bye

TERMS: tuple[Term, ...] = (
    ("S1", tr("the bracket's upper half (in a heterogeneous bracket: the MDPs paired here), art. 3.2")),
    ("S2", tr("the bracket's lower half; its n-th player meets S1's n-th (art. 3.2, 3.3.1)")),
    ("MDP", tr("moved-down player: a downfloater arriving from a higher bracket (art. 1.4.1)")),
    ("Limbo", tr("MDPs left out of S1, who cannot be paired here and are moved down again (art. 3.2.4)")),
    (
        "remainder",
        tr("the residents left after the MDP-pairing, paired like a bracket of their own (art. 1.3.4, 3.3.3)"),
    ),
    ("downfloater", tr("a player left unpaired in a bracket and moved to the next one (art. 1.4.1)")),
    ("BSN", tr("in-bracket sequence number: the player's place in the bracket's order (art. 4.1)")),
    ("topscorer", tr("a player with over 50% of the maximum score when the last round is paired (art. 1.8)")),
    PAB,
    TPN,
    no_rematch("2.1.1"),
    no_second_bye("2.1.2"),
    ("C3", tr("non-topscorers with the same absolute colour preference do not meet (art. 2.1.3)")),
    completion("C4", "2.2.1", "C1–C3"),
    ("C5", tr("the PAB goes to a player with the lowest score possible (art. 2.3.1)")),
    ("C6", tr("as few downfloaters as possible, i.e. as many pairs as possible (art. 2.4.1)")),
    ("C7", tr("the downfloaters' scores as low as possible (art. 2.4.2)")),
    ("C8", tr("downfloaters chosen so that the next bracket can meet C1–C7 (art. 2.4.3)")),
    ("C9", tr("the PAB assignee with as few unplayed games as possible (art. 2.4.4)")),
    ("C10", tr("as few topscorers or their opponents with a colour difference beyond ±2 (art. 2.4.5)")),
    ("C11", tr("as few topscorers or their opponents with one colour three times running (art. 2.4.6)")),
    ("C12", tr("as few players as possible without their colour preference (art. 2.4.7)")),
    ("C13", tr("as few players as possible without their strong colour preference (art. 2.4.8)")),
    ("C14", tr("as few resident downfloaters who also downfloated the previous round (art. 2.4.9)")),
    ("C15", tr("as few MDP opponents who upfloated the previous round (art. 2.4.10)")),
    ("C16", tr("as few resident downfloaters who downfloated two rounds before (art. 2.4.11)")),
    ("C17", tr("as few MDP opponents who upfloated two rounds before (art. 2.4.12)")),
    ("C18", tr("the smallest score differences for MDPs who downfloated the previous round (art. 2.4.13)")),
    ("C19", tr("the smallest score differences for MDP opponents who upfloated the previous round (art. 2.4.14)")),
    ("C20", tr("the smallest score differences for MDPs who downfloated two rounds before (art. 2.4.15)")),
    ("C21", tr("the smallest score differences for MDP opponents who upfloated two rounds before (art. 2.4.16)")),
    ("1.4.2", tr("of two players with different scores who meet, the higher ranked downfloats, the other upfloats")),
    ("5.2.1", tr("both colour preferences granted")),
    ("5.2.2", tr("the stronger colour preference is granted (both absolute: the wider colour difference)")),
    ("5.2.3", tr("colours alternate from the latest round in which the two had different colours")),
    ("5.2.4", tr("the higher ranked player's preference is granted (art. 1.2)")),
    ("5.2.5", tr("the higher ranked player gets the initial-colour if their TPN is odd, the other colour if even")),
)
