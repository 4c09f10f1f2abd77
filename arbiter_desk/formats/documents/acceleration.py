"""The acceleration's rules, printable (VCL4THP.13 Q107–108; C.04.2 (2026) art. 1.1–1.3).

For the Baku method (C.04.7, the FIDE-approved accelerated system) the sheet states its rules with their
articles; for any other acceleration — an imported file's own records ``250`` — it states that the method is not
FIDE's (art. 1.2: the Qualification Commission's temporary authorisation and a written description in the
tournament regulations are needed) and gives its complete rule as the desk applies it: the virtual points per
range of pairing numbers and rounds, added to the standings points for pairing only. Either way the table of the
virtual points in force follows.
"""

from __future__ import annotations

from arbiter_desk.core.pairing.common.baku import (
    accelerated_rounds,
    follows_baku,
    full_virtual_rounds,
    round_one_absent,
)
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import PrintOptions, header_lines
from arbiter_desk.formats.documents.model import Align, Block, Column, Document, Heading, Note, Orientation, Table

BAKU_RULES = (
    "C.04.7 art. 1.2: before round 1 the participants are split into two groups: GA, the first half of the "
    "starting list rounded up to an even number (2 × Q, Q = the number of participants divided by 4, rounded "
    "upwards), and GB, the rest.",
    "Art. 1.3: late entries are placed in the list by C.04.2 art. 2; the last GA participant stays the same "
    "participant as in the previous round (GA may then be odd, and its last pairing number may change).",
    "Art. 1.4: the accelerated rounds are the first half (rounded up) of the tournament. Before the first half "
    "(rounded up) of them, every GA participant gets virtual points equal to a win; before the remaining "
    "accelerated rounds, half of that. GB never gets virtual points, nor does anyone after the accelerated rounds.",
    "Art. 1.5: the pairing score — which forms and sorts the scoregroups and orders the boards (C.04.2 art. 3.6) — "
    "is the standings points plus the virtual points. Virtual points never count in the standings.",
)
"""The Baku method's rules, article by article (our wording of the C.04.7 text)."""


def acceleration_rules_document(tournament: Tournament, *, options: PrintOptions | None = None) -> Document:
    """The rules of the tournament's acceleration and the virtual points in force (Q107–108)."""
    options = options or PrintOptions()
    records = tournament.accelerations
    tpns = [p.tpn for p in tournament.players]
    win = tournament.point_system.win
    blocks: list[Block] = []
    if not records:
        title = "Acceleration: none"
        blocks.append(Note("This tournament is not accelerated: every pairing score is the standings score."))
    elif follows_baku(records, tpns, tournament.total_rounds, win, round_one_absent(tournament.players)):
        title = "Acceleration: Baku method (C.04.7)"
        total = tournament.total_rounds or 0
        blocks.append(Heading("The rules (FIDE Handbook C.04.7, FIDE-approved accelerated systems)"))
        blocks.extend(Note(text) for text in BAKU_RULES)
        blocks.append(
            Note(
                f"In this tournament: {total} rounds, accelerated rounds 1-{accelerated_rounds(total)}; "
                f"{format_points(win)} virtual point(s) in rounds 1-{full_virtual_rounds(total)}, "
                f"{format_points(win / 2)} after."
            )
        )
    else:
        title = "Acceleration: the tournament's own method (not FIDE's)"
        blocks.append(Heading("The rules"))
        blocks.append(
            Note(
                "This acceleration is not the Baku method, the one FIDE publishes (C.04.7). C.04.2 art. 1.1-1.2: "
                "a method not published by FIDE needs the Qualification Commission's temporary authorisation and a "
                "detailed written description in the tournament regulations, presented to the participants before "
                "the start; art. 1.3: the Chief Arbiter declares it, or the authorisation, when reporting."
            )
        )
        blocks.append(
            Note(
                "Its rule, complete as this program applies it (the tournament file's records 250): before pairing "
                "each round, every participant whose pairing number lies in a range below gets the virtual points "
                "of that range for the rounds shown, added to the standings points for pairing only (they form and "
                "sort the scoregroups and order the boards, C.04.2 art. 3.6) and never to the standings."
            )
        )
    if records:
        blocks.append(Heading("Virtual points in force", level=2))
        columns = (
            Column("Rounds", align=Align.RIGHT),
            Column("Pairing numbers", align=Align.RIGHT),
            Column("Virtual points", align=Align.RIGHT, weight=1.0),
        )
        rows = tuple(
            (f"{a.first_round}-{a.last_round}", f"{a.first_tpn}-{a.last_tpn}", format_points(a.points))
            for a in sorted(records, key=lambda a: (a.first_round, a.first_tpn))
        )
        blocks.append(Table(columns, rows))
    return Document(
        title=title,
        header_lines=header_lines(tournament, "Acceleration rules", None, options.date),
        blocks=tuple(blocks),
        paper=options.paper,
        orientation=options.orientation_or(Orientation.PORTRAIT),
    )
