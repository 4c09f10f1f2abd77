"""Player lists by TPN (the starting rank, C.04.2 (2026) art. 2.3) and in alphabetical order."""

from __future__ import annotations

from enum import StrEnum

from arbiter_desk.core.text import tr, tr_n, tr_p
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    alphabetical_order,
    column_headings,
    rating_text,
    sheet_document,
)
from arbiter_desk.formats.documents.model import Align, Column, Document, Orientation, Table
from arbiter_desk.language.catalogs import say


class PlayerOrder(StrEnum):
    TPN = "tpn"
    NAME = "name"


def players_document(
    tournament: Tournament, order: PlayerOrder = PlayerOrder.TPN, *, options: PrintOptions | None = None
) -> Document:
    """TPN, title, name, rating, federation, FIDE id and birth date of every player, by TPN or by name.

    The alphabetical order is the sheet's language's (``alphabetical_order``: its collation, then the fixed key);
    the order by TPN is the same in every language.
    """
    options = options or PrintOptions()
    language = options.language
    players = list(tournament.players)
    if order is PlayerOrder.NAME:
        players.sort(key=lambda p: (alphabetical_order(p.name, language), p.tpn))
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
    heading = column_headings(language)
    columns = (
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["title"]),
        Column(heading["name"], weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["federation"]),
        Column(say(tr_p("column heading", "FIDE id"), language), align=Align.RIGHT),
        Column(say(tr_p("column heading: date of birth", "Born"), language)),
    )
    by_rank = order is PlayerOrder.TPN
    title = say(tr("Players by starting rank") if by_rank else tr("Players in alphabetical order"), language)
    count = say(tr_n("{count} player", "{count} players", len(players)), language)
    return sheet_document(tournament, title, count, None, (Table(columns, rows),), options, Orientation.PORTRAIT)
