"""Legend of the Lim system's explanations (C.04.4.3, 2026): Lim has no [C…] criteria; its explanations cite
the articles on scoregroups (art. 2), floaters (art. 3) and colours (art. 5), explained here."""

from __future__ import annotations

from arbiter_desk.core.text import tr
from arbiter_desk.ui.pairing.glossary.shared import PAB, TPN, Term

TERMS: tuple[Term, ...] = (
    (
        "median",
        tr("the median scoregroup: score half the rounds played; pairing goes down to it from the top (art. 2.2)"),
    ),
    ("compatible", tr("not met yet, and neither gets one colour three times running or three more of one (art. 2.1)")),
    ("floater", tr("a player moved to a neighbouring scoregroup for lack of an opponent in their own (art. 2.3, 3.1)")),
    ("down-floater", tr("a floater arriving from a higher scoregroup (art. 3.6)")),
    ("up-floater", tr("a floater arriving from a lower scoregroup (art. 3.7)")),
    ("exchange", tr("swapping a player's proposed opponent for another of the scoregroup (art. 2.5, 4)")),
    PAB,
    TPN,
    ("1.1", tr("the PAB goes to the lowest ranked player of the lowest scoregroup who may have it")),
    ("2.3.1", tr("floats: has already played every player of the scoregroup")),
    ("2.3.2", tr("floats: two more of one colour and no compatible opponent for the other colour")),
    ("2.3.3", tr("floats: the same colour the last two rounds and no compatible opponent for the other colour")),
    ("2.3.4", tr("floats to make the scoregroup's number of players even")),
    ("2.6.1", tr("blocked median scoregroup: the next pairing of the lower scoregroup is cracked")),
    ("2.6.2", tr("blocked median scoregroup: the next pairing of the higher scoregroup is cracked")),
    ("3.2.1", tr("floaters go to the next lower scoregroup when pairing downward, the next higher when upward")),
    (
        "3.9.1",
        tr("floater types: a/b) floated here already, without/with a compatible opponent next; c/d) the same, new"),
    ),
    ("3.9.2", tr("floaters are chosen to avoid type a, then type b, then type c")),
    ("5.1.1", tr("no player gets the same colour three rounds running")),
    ("5.1.2", tr("no player gets three more of one colour than the other")),
)
