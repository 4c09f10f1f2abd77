"""Prize lists: one table per prize category, the overall ranking restricted to the category (``core.prize_lists``),
with the place in the list, the overall rank, points and the tie-break values that decided the order (C.07)."""

from __future__ import annotations

from collections.abc import Sequence

from arbiter_desk.core.prize_lists import PrizeList
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.standings import Standings
from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.core.tiebreaks import format_value
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    after_round_label,
    column_headings,
    decimals,
    player_label,
    rating_text,
    rounds_shown,
    sheet_document,
)
from arbiter_desk.formats.documents.model import (
    Align,
    Block,
    Column,
    Document,
    Heading,
    KeepTogether,
    Legend,
    Note,
    Orientation,
    Table,
)
from arbiter_desk.formats.documents.standings import TPN_MEANING, tiebreak_meaning
from arbiter_desk.language.catalogs import say


def prize_lists_document(
    tournament: Tournament,
    standings: Standings,
    lists: Sequence[PrizeList],
    options: PrintOptions | None = None,
) -> Document:
    """Every category's list after ``standings.after_round``: place (``=`` shared), overall rank, No., name,
    federation, rating, points and the tie-break columns; a category without players says so."""
    options = options or PrintOptions()
    language = options.language
    players = tournament.by_tpn
    heading = column_headings(language)
    place_heading = say(tr_p("column heading: place in a prize list", "Place"), language)
    columns = (
        Column(place_heading, align=Align.RIGHT),
        Column(heading["rank"], align=Align.RIGHT),
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["name"], weight=1.0),
        Column(heading["federation"]),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["points"], align=Align.RIGHT),
        *(Column(spec.to_mtb(), align=Align.RIGHT) for spec in standings.tiebreaks),
    )
    blocks: list[Block] = []
    for plist in lists:
        title = Heading(f"{plist.category.name} — {plist.category.rule_text}", 2)
        if not plist.places:
            nobody = say(tr("No player of this category is in the standings."), language)
            blocks.append(KeepTogether((title, Note(nobody))))
            continue
        rows = []
        for place in plist.places:
            row, player = place.row, players[place.row.tpn]
            values = (
                decimals(format_value(spec, v), language)
                for spec, v in zip(standings.tiebreaks, row.values, strict=True)
            )
            rows.append(
                (
                    f"{place.place}{'=' if place.shared else ''}",
                    f"{row.rank}{'=' if row.shared else ''}",
                    str(row.tpn),
                    player_label(player),
                    player.federation,
                    rating_text(player),
                    points_text(row.points),
                    *values,
                )
            )
        blocks.append(title)
        blocks.append(Table(columns, tuple(rows)))
    place_meaning = tr("place in the category's list: the overall ranking restricted to the category (= shared)")
    entries = [
        (place_heading, say(place_meaning, language)),
        (heading["rank"], say(tr("rank in the overall standings"), language)),
        (heading["number"], say(TPN_MEANING, language)),
        *((spec.to_mtb(), tiebreak_meaning(spec, language)) for spec in standings.tiebreaks),
    ]
    legend = Legend(tuple(entries), say(tr_p("legend title", "Prize lists (C.07 tie-breaks)"), language))
    blocks[-2:] = _with_legend(blocks[-2:], legend)  # never a page of the legend alone
    shown, total = rounds_shown(tournament, standings.after_round)
    sheet_title = say(tr("Prize lists after round {number}", number=shown), language)
    label = after_round_label(shown, total, language)
    return sheet_document(tournament, sheet_title, label, standings.after_round, blocks, options, Orientation.PORTRAIT)


def _with_legend(last: list[Block], legend: Legend) -> list[Block]:
    """The last list (its heading and table, or its group) kept on one page with the legend under it."""
    if len(last) == 2 and isinstance(last[0], Heading) and isinstance(last[1], Table):
        return [KeepTogether((last[0], last[1], legend))]
    if last and isinstance(last[-1], KeepTogether):
        return [*last[:-1], KeepTogether((*last[-1].blocks, legend))]
    return [*last, legend]
