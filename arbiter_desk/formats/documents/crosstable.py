"""The cross table (wall chart): every player in rank order with each round's opponent, colour and result.

A round cell reads ``12w1``: against the player of line 12 (or TPN 12), with White, won; ``7b½`` a draw with
Black; ``+`` / ``-`` forfeits (after the opponent when there is one), and the TRF letters of the rounds
without an opponent: ``U`` pairing-allocated bye, ``H`` half-point bye, ``F`` full-point bye, ``Z``
zero-point bye or absence (C.04 Annex TRF, player record 001).
"""

from __future__ import annotations

from enum import StrEnum

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour
from arbiter_desk.core.standings import Standings, TieBreakList, compute_standings
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    header_lines,
    player_label,
    points_text,
    rating_text,
    result_symbol,
    rounds_shown,
)
from arbiter_desk.formats.documents.model import Align, Column, Document, Legend, Orientation, Table


class OpponentReference(StrEnum):
    """How a round cell names the opponent: by line number in rank order, or by TPN."""

    RANK = "rank"
    TPN = "tpn"


def round_cell(entry: RoundEntry | None, reference: dict[PairingNumber, int]) -> str:
    """One round of one player as the wall chart prints it (see the module docstring)."""
    if entry is None:
        return ""
    symbol = result_symbol(entry.result)
    if entry.opponent is None:
        return symbol
    opponent = reference.get(entry.opponent)
    colour = entry.colour.value if entry.colour is not Colour.NONE else ""
    return f"{'' if opponent is None else opponent}{colour}{symbol}"


def crosstable_document(
    tournament: Tournament,
    tiebreaks: TieBreakList | None = None,
    *,
    after_round: int | None = None,
    standings: Standings | None = None,
    by: OpponentReference = OpponentReference.RANK,
    options: PrintOptions | None = None,
) -> Document:
    """The wall chart after ``after_round`` (default: the last recorded round), landscape by default.

    Columns: No. (the line number in rank order, or the TPN with ``by=TPN``), name, rating, federation, one
    column per round, points and rank (``=`` when shared).
    """
    options = options or PrintOptions()
    if standings is None:
        standings = compute_standings(tournament, tiebreaks, after_round=after_round)
    rounds = max(standings.after_round, 1)
    players = tournament.by_tpn
    if by is OpponentReference.RANK:
        reference = {row.tpn: line for line, row in enumerate(standings.rows, start=1)}
    else:
        reference = {tpn: int(tpn) for tpn in players}
    rows = []
    for row in standings.rows:
        player = players[row.tpn]
        cells = tuple(round_cell(player.entry(r), reference) for r in range(1, rounds + 1))
        rows.append(
            (
                str(reference[row.tpn]),
                player_label(player),
                rating_text(player),
                player.federation,
                *cells,
                points_text(row.points),
                f"{row.rank}{'=' if row.shared else ''}",
            )
        )
    columns = (
        Column("No.", align=Align.RIGHT),
        Column("Name", weight=1.0),
        Column("Rtg", align=Align.RIGHT),
        Column("Fed"),
        *(Column(f"R{r}", weight=0.25, align=Align.CENTER) for r in range(1, rounds + 1)),
        Column("Pts", align=Align.RIGHT),
        Column("Rank", align=Align.RIGHT),
    )
    numbered = "line number in this table" if by is OpponentReference.RANK else "tournament pairing number (TPN)"
    legend = Legend(
        (
            ("12w1", f"against No. 12 ({numbered}) with White, won"),
            ("7b½ / 7b0", "against No. 7 with Black, drawn / lost"),
            ("+ / -", "won / lost by forfeit"),
            ("U", "pairing-allocated bye"),
            ("H / F", "half-point / full-point bye requested by the player"),
            ("Z", "zero-point bye or absence"),
            ("Rank", "= marks a rank shared after all tie-breaks"),
        ),
        "How to read a round",
    )
    shown, total = rounds_shown(tournament, standings.after_round)
    label = f"After round {shown}" + (f" of {total}" if total else "")
    return Document(
        title=f"Cross table after round {rounds_shown(tournament, standings.after_round)[0]}",
        header_lines=header_lines(tournament, label, standings.after_round, options.date),
        blocks=(Table(columns, tuple(rows)), legend),
        paper=options.paper,
        orientation=options.orientation_or(Orientation.LANDSCAPE),
    )
