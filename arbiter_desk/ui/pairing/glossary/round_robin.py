"""Legend of the round robin's explanations (C.05 Annex 1): every board names the row of the Berger table it
comes from."""

from __future__ import annotations

from arbiter_desk.core.text import tr
from arbiter_desk.ui.pairing.glossary.shared import TPN, Term

TERMS: tuple[Term, ...] = (
    (
        "Berger table",
        tr("FIDE's fixed schedule of a round robin: who meets whom in each round, with colours (C.05 Annex 1)"),
    ),
    ("dummy", tr("the extra number that makes an odd field even; whoever meets it has the round off")),
    ("cycle", tr("one round robin of the field; a double round robin plays the table twice, colours reversed")),
    ("exchanged", tr("the first cycle's last two rounds swapped (C.05), so nobody has one colour three times running")),
    TPN,
)
