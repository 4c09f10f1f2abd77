"""Standings with the tie-break columns of C.07 (2026) and a legend of the MTB26 codes used."""

from __future__ import annotations

from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.standings import Standings, TieBreakList, compute_standings, rank_text
from arbiter_desk.core.tiebreaks import TieBreakSpec, find_tiebreak, format_value
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    header_lines,
    player_label,
    rating_text,
    rounds_shown,
)
from arbiter_desk.formats.documents.model import Align, Column, Document, Legend, Note, Orientation, Table
from arbiter_desk.formats.documents.player_cards import (
    performances,
    player_rating_change,
    rated_games,
    undefined_performance_note,
)


def tiebreak_meaning(spec: TieBreakSpec) -> str:
    """What an MTB26 code means in words, modifiers included: ``BH/C1`` → ``Buchholz, Cut-1``."""
    parts = [find_tiebreak(spec).name]
    if spec.cut:
        parts.append(f"Cut-{spec.cut}")
    if spec.median:
        parts.append(f"Median-{spec.median}")
    if spec.limit is not None:
        parts.append(f"limit {spec.limit:+d}")
    if spec.played:
        parts.append("forfeits as played")
    if spec.fore:
        parts.append("Fore Buchholz")
    if spec.reverse:
        parts.append("reversed")
    return ", ".join(parts)


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
    if standings is None:
        standings = compute_standings(tournament, tiebreaks, after_round=after_round)
    players = tournament.by_tpn
    performance = performances(tournament, standings.after_round)[1] if options.rating_columns else {}
    rows = []
    for row in standings.rows:
        player = players[row.tpn]
        values = (format_value(spec, value) for spec, value in zip(standings.tiebreaks, row.values, strict=True))
        extra: tuple[str, ...] = ()
        if options.rating_columns:
            change = player_rating_change(tournament, player, rated_games(tournament, player, standings.after_round))
            rp = performance.get(row.tpn)
            extra = ("–" if rp is None else str(rp), "" if change is None else change.text)
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
    columns = (
        Column("Rank", align=Align.RIGHT),
        Column("No.", align=Align.RIGHT),
        Column("Name", weight=1.0),
        Column("Fed"),
        Column("Rtg", align=Align.RIGHT),
        Column("Pts", align=Align.RIGHT),
        *(Column(spec.to_mtb(), align=Align.RIGHT) for spec in standings.tiebreaks),
        *((Column("Rp", align=Align.RIGHT), Column("±Rtg", align=Align.RIGHT)) if options.rating_columns else ()),
    )
    entries = [("Rank", "a rank followed by = is shared by players equal on points and every tie-break")]
    if any(row.left_out for row in standings.rows):
        entries.append(("Rank –", "completed fewer than half of the games: not in the standings (round robin)"))
    entries.append(("No.", "tournament pairing number (TPN)"))
    entries.extend((spec.to_mtb(), tiebreak_meaning(spec)) for spec in standings.tiebreaks)
    if options.rating_columns:
        entries.append(("Rp", "performance rating (C.07 TPR)"))
        entries.append(("±Rtg", "FIDE rating change, K × (W − We), We from table 8.1b"))
    blocks: list[Table | Legend | Note] = [Table(columns, tuple(rows)), Legend(tuple(entries), "Tie-breaks (C.07)")]
    if options.rating_columns and (why := undefined_performance_note(tournament)) is not None:
        blocks.append(Note(why))
    if standings.lots_seed is not None:
        blocks.append(Note(f"Remaining ties decided by a drawing of lots (seed {standings.lots_seed})."))
    title = f"Standings after round {rounds_shown(tournament, standings.after_round)[0]}"
    shown, total = rounds_shown(tournament, standings.after_round)
    label = f"After round {shown}" + (f" of {total}" if total else "")
    return Document(
        title=title,
        header_lines=header_lines(tournament, label, standings.after_round, options.date),
        blocks=tuple(blocks),
        paper=options.paper,
        orientation=options.orientation_or(Orientation.PORTRAIT),
    )
