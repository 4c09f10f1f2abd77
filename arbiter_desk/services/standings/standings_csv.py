"""Standings as a CSV file for spreadsheets and federation forms: rank, TPN, name, rating, points,
tie-breaks, and a status column that marks withdrawn players (C.04.2 art. 3.2).

One line per player in rank order after the chosen round (C.07 (2026), the tournament's tie-break list); a
shared rank is written ``3=``. Points and tie-break values use a decimal point; the file is UTF-8 with a
byte-order mark so that spreadsheet programs read accented names correctly. An undefined tie-break value
(e.g. ARO without a game over the board) is an empty cell, never 0. A name a spreadsheet would take for a
formula is written as text (``formats.csv_cells``). An event with prize categories gets one more column per
category after the status: the player's place in that prize list (empty if not in it).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.standings import rank_text
from arbiter_desk.core.text import tr
from arbiter_desk.core.tiebreaks import format_value
from arbiter_desk.formats.csv_cells import safe_row
from arbiter_desk.formats.files import write_bytes_atomically
from arbiter_desk.services.event.desk import Desk
from arbiter_desk.services.standings.standings_view import completed_rounds, standings, standings_snapshot

__all__ = ["export_standings_csv", "standings_csv"]


def standings_csv(desk: Desk, after_round: int | None = None) -> str:
    """The CSV text of the standings after ``after_round`` (default: the last round with results)."""
    snapshot = standings_snapshot(desk)
    if completed_rounds(snapshot) < 1:
        raise InvalidInputError(tr("no round has results yet: there are no standings to export"))
    table = standings(desk, after_round, snapshot)
    rating = {p.tpn: p.rating for p in snapshot.players}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    players = snapshot.by_tpn
    header = ["Rank", "TPN", "Name", "Rating", "Points", *(spec.to_mtb() for spec in table.tiebreaks)]
    lists = desk.standings.prize_lists(table)
    places = [{p.row.tpn: f"{p.place}{'=' if p.shared else ''}" for p in plist.places} for plist in lists]
    writer.writerow(safe_row([*header, "Status", *(f"Place: {plist.category.name}" for plist in lists)]))
    for row in table.rows:
        values = (
            "" if value is None else format_value(spec, value)
            for spec, value in zip(table.tiebreaks, row.values, strict=True)
        )
        rank = rank_text(row)
        player = players[row.tpn]
        points = format_points(row.points)
        in_lists = (place.get(row.tpn, "") for place in places)
        writer.writerow(
            safe_row(
                [rank, row.tpn, row.name, rating.get(row.tpn, 0), points, *values, player.withdrawal_mark, *in_lists]
            )
        )
    return out.getvalue()


def export_standings_csv(desk: Desk, path: Path, after_round: int | None = None) -> None:
    """Write the standings CSV to ``path`` (a temporary file renamed into place)."""
    write_bytes_atomically(Path(path), standings_csv(desk, after_round).encode("utf-8-sig"), protect=(desk.path,))
