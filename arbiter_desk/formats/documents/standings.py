"""Standings with the tie-break columns of C.07 (2026) and a legend of the MTB26 codes used."""

from __future__ import annotations

from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.standings import Standings, TieBreakList, compute_standings, rank_text
from arbiter_desk.core.text import tr, tr_p
from arbiter_desk.core.tiebreaks import TieBreakSpec, format_value
from arbiter_desk.core.tiebreaks.names import meaning_parts
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
from arbiter_desk.formats.documents.model import Align, Column, Document, Legend, Note, Orientation, Table
from arbiter_desk.formats.documents.player_cards import (
    performances,
    player_rating_change,
    rated_games,
    undefined_performance_note,
)
from arbiter_desk.language.catalogs import say

SHARED_RANK = tr("a rank followed by = is shared by players equal on points and every tie-break")
LEFT_OUT = tr("completed fewer than half of the games: not in the standings (round robin)")
TPN_MEANING = tr("tournament pairing number (TPN)")
TIEBREAKS_TITLE = tr_p("legend title", "Tie-breaks (C.07)")
"""Legend texts the sheets share; rendered in the sheet's language where the sheet is built."""


def tiebreak_meaning(spec: TieBreakSpec, language: str = "en") -> str:
    """What an MTB26 code means in words in ``language``, modifiers included: ``BH/C1`` → ``Buchholz, Cut-1``."""
    return ", ".join(say(part, language) for part in meaning_parts(spec))


def standings_document(
    tournament: Tournament,
    tiebreaks: TieBreakList | None = None,
    *,
    after_round: int | None = None,
    standings: Standings | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """Rank, No., name, federation, rating, points and one column per tie-break; a legend explains the codes.

    ``standings`` may be passed when already computed (the GUI's standings tab); otherwise they are computed
    with :func:`compute_standings` from ``tiebreaks`` (default: the tournament's record 202 list).
    """
    options = options or PrintOptions()
    language = options.language
    if standings is None:
        standings = compute_standings(tournament, tiebreaks, after_round=after_round)
    players = tournament.by_tpn
    performance = performances(tournament, standings.after_round)[1] if options.rating_columns else {}
    rows = []
    for row in standings.rows:
        player = players[row.tpn]
        values = (
            decimals(format_value(spec, value), language)
            for spec, value in zip(standings.tiebreaks, row.values, strict=True)
        )
        extra: tuple[str, ...] = ()
        if options.rating_columns:
            change = player_rating_change(tournament, player, rated_games(tournament, player, standings.after_round))
            rp = performance.get(row.tpn)
            extra = ("–" if rp is None else str(rp), "" if change is None else decimals(change.text, language))
        rows.append(
            (
                rank_text(row),
                str(row.tpn),
                player_label(player),
                player.federation,
                rating_text(player),
                points_text(row.points),
                *values,
                *extra,
            )
        )
    heading = column_headings(language)
    columns = (
        Column(heading["rank"], align=Align.RIGHT),
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["name"], weight=1.0),
        Column(heading["federation"]),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["points"], align=Align.RIGHT),
        *(Column(spec.to_mtb(), align=Align.RIGHT) for spec in standings.tiebreaks),
        *((Column("Rp", align=Align.RIGHT), Column("±Rtg", align=Align.RIGHT)) if options.rating_columns else ()),
    )
    entries = [(heading["rank"], say(SHARED_RANK, language))]
    if any(row.left_out for row in standings.rows):
        entries.append((f"{heading['rank']} –", say(LEFT_OUT, language)))
    entries.append((heading["number"], say(TPN_MEANING, language)))
    entries.extend((spec.to_mtb(), tiebreak_meaning(spec, language)) for spec in standings.tiebreaks)
    if options.rating_columns:
        entries.append(("Rp", say(tr("performance (C.07 TPR)"), language)))
        entries.append(("±Rtg", say(tr("FIDE rating change, K × (W − We), We from table 8.1b"), language)))
    legend = Legend(tuple(entries), say(TIEBREAKS_TITLE, language))
    blocks: list[Table | Legend | Note] = [Table(columns, tuple(rows)), legend]
    if options.rating_columns and (why := undefined_performance_note(tournament)) is not None:
        blocks.append(Note(why))
    if standings.lots_seed is not None:
        lots = tr("Remaining ties decided by a drawing of lots (seed {seed}).", seed=standings.lots_seed)
        blocks.append(Note(say(lots, language)))
    shown, total = rounds_shown(tournament, standings.after_round)
    title = say(tr("Standings after round {number}", number=shown), language)
    label = after_round_label(shown, total, language)
    return sheet_document(tournament, title, label, standings.after_round, blocks, options, Orientation.PORTRAIT)
