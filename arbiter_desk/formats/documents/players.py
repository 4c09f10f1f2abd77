"""Player lists by TPN (the starting rank, C.04.2 (2026) art. 2.3) and in alphabetical order."""

from __future__ import annotations

from enum import StrEnum

from arbiter_desk.core.counting import plural
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import PrintOptions, header_lines, name_key, rating_text
from arbiter_desk.formats.documents.model import Align, Column, Document, Orientation, Table


class PlayerOrder(StrEnum):
    TPN = "tpn"
    NAME = "name"


def players_document(
    tournament: Tournament, order: PlayerOrder = PlayerOrder.TPN, *, options: PrintOptions | None = None
) -> Document:
    """TPN, title, name, rating, federation, FIDE id and birth date of every player, by TPN or by name.

    The alphabetical order is locale-free (case and accents ignored, see ``name_key``).
    """
    options = options or PrintOptions()
    players = list(tournament.players)
    if order is PlayerOrder.NAME:
        players.sort(key=lambda p: (*name_key(p.name), p.tpn))
    else:
        players.sort(key=lambda p: p.tpn)
    rows = tuple(
        (
            str(p.tpn),
            p.title.value,
            p.name,
            rating_text(p),
            p.federation,
            "" if p.fide_id is None else str(p.fide_id),
            p.birth_date,
        )
        for p in players
    )
    columns = (
        Column("No.", align=Align.RIGHT),
        Column("Title"),
        Column("Name", weight=1.0),
        Column("Rtg", align=Align.RIGHT),
        Column("Fed"),
        Column("FIDE id", align=Align.RIGHT),
        Column("Born"),
    )
    which = "by starting rank" if order is PlayerOrder.TPN else "in alphabetical order"
    count = plural(len(players), "player")
    return Document(
        title=f"Players {which}",
        header_lines=header_lines(tournament, count, None, options.date),
        blocks=(Table(columns, rows),),
        paper=options.paper,
        orientation=options.orientation_or(Orientation.PORTRAIT),
    )
