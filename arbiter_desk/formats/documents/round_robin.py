"""The round robin's wall documents: the cross table as the classic square, and the table of all rounds.

- **Square cross table** (``crosstable`` of a round robin): one line and one column per player, in pairing
  number order (C.05: the numbers of the Berger table); the cell of line A and column B is A's result
  against B with A's colour — ``w1`` won with White, ``b½`` drawn with Black, ``w+`` / ``b-`` forfeits —
  two results in a double round robin (first cycle, then second); the diagonal is ``×``. Then points, the
  tie-breaks of the standings and the rank (``–`` for a player left out of the standings, checklist Q103).
- **All rounds** (``all-rounds``): the whole Berger schedule (C.05 Annex 1) for the wall, a line per round
  with each board's pair ``1–10`` and, once played, its result (``1–0``, ``½–½``, forfeits ``+/-``); the round off
  of an odd field is named under the boards.
"""

from __future__ import annotations

from arbiter_desk.core.pairing.round_robin.berger import berger_round, table_size
from arbiter_desk.core.pairing.round_robin.plan import plan_of
from arbiter_desk.core.pairing.round_robin.system import table_round
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.standings import Standings, compute_standings
from arbiter_desk.core.text import tr, tr_n, tr_p
from arbiter_desk.core.tiebreaks import format_value
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    after_round_label,
    column_headings,
    decimals,
    player_label,
    rating_text,
    result_symbol,
    sheet_document,
)
from arbiter_desk.formats.documents.model import Align, Column, Document, Legend, Orientation, Table
from arbiter_desk.language.catalogs import say

DIAGONAL = "×"


def _result(entry: RoundEntry) -> str:
    colour = entry.colour.value if entry.colour is not Colour.NONE else ""
    return f"{colour}{result_symbol(entry.result)}"


def square_cell(tournament: Tournament, a: int, b: int, after_round: int) -> str:
    """Line ``a``, column ``b``: every result of ``a`` against ``b`` up to ``after_round``, in round order."""
    if a == b:
        return DIAGONAL
    games = [e for e in tournament.player(a).rounds if e.opponent == b and e.round <= after_round]
    return " ".join(_result(e) for e in sorted(games, key=lambda e: e.round))


def round_robin_crosstable_document(
    tournament: Tournament,
    *,
    after_round: int | None = None,
    standings: Standings | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """The square cross table after ``after_round`` (default: the last recorded round)."""
    options = options or PrintOptions()
    language = options.language
    if standings is None:
        standings = compute_standings(tournament, after_round=after_round)
    last = standings.after_round
    numbers = sorted(p.tpn for p in tournament.players)
    rows = []
    for tpn in numbers:
        row = standings.row(tpn)
        player = tournament.player(tpn)
        rank = "–" if row.left_out else f"{row.rank}{'=' if row.shared else ''}"
        values = (
            decimals(format_value(spec, value), language)
            for spec, value in zip(standings.tiebreaks, row.values, strict=True)
        )
        rows.append(
            (
                str(tpn),
                player_label(player),
                rating_text(player),
                player.federation,
                *(square_cell(tournament, tpn, other, last) for other in numbers),
                points_text(row.points),
                *values,
                rank,
            )
        )
    heading = column_headings(language)
    columns = (
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["name"], weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["federation"]),
        *(Column(str(n), weight=0.2, align=Align.CENTER) for n in numbers),
        Column(heading["points"], align=Align.RIGHT),
        *(Column(spec.to_mtb(), align=Align.RIGHT) for spec in standings.tiebreaks),
        Column(heading["rank"], align=Align.RIGHT),
    )
    texts = (
        ("w1 / b½ / w0", tr("result against the player of the column, with White / Black")),
        ("w+ / b-", tr("won / lost by forfeit")),
        ("w1 b½", tr("double round robin: the first cycle's game, then the second's")),
        (DIAGONAL, tr("the player himself")),
        (f"{heading['rank']} –", tr("completed fewer than half of the games: not in the standings")),
    )
    entries = tuple((code, say(meaning, language)) for code, meaning in texts)
    legend = Legend(entries, say(tr_p("legend title", "How to read the square"), language))
    label = after_round_label(last, tournament.total_rounds, language)
    title = say(tr("Round robin cross table after round {number}", number=last), language)
    blocks = (legend, Table(columns, tuple(rows)))
    return sheet_document(tournament, title, label, last, blocks, options, Orientation.LANDSCAPE)


def _board_text(tournament: Tournament, white: int, black: int, round_no: int) -> str:
    entry = tournament.player(white).entry(round_no)
    pair = f"{white}–{black}"
    if entry is None or entry.opponent != black:
        return pair
    other = tournament.player(black).entry(round_no)
    theirs = result_symbol(other.result) if other is not None else ""
    joint = "/" if entry.result.is_forfeit else "–"  # "+/-" reads apart from a score
    return f"{pair}  {result_symbol(entry.result)}{joint}{theirs}"


def all_rounds_document(tournament: Tournament, options: PrintOptions | None = None) -> Document:
    """Every round of the round robin from the Berger table (C.05 Annex 1), with the results known."""
    options = options or PrintOptions()
    language = options.language
    plan = plan_of(tournament)
    n = table_size(plan.players)
    boards = n // 2
    rows = []
    for round_no in range(1, plan.rounds + 1):
        row, reverse = table_round(plan, round_no)
        cells: list[str] = []
        off = ""
        for board in berger_round(plan.players, row):
            white, black = (board.black, board.white) if reverse else (board.white, board.black)
            if n in (white, black) and plan.players < n:
                off = str(white + black - n)
                cells.append("")
                continue
            cells.append(_board_text(tournament, white, black, round_no))
        date = tournament.info.round_dates[round_no - 1] if round_no <= len(tournament.info.round_dates) else ""
        rows.append((str(round_no), date, *cells, off))
    heading = column_headings(language)
    columns = (
        Column(heading["round"], align=Align.RIGHT),
        Column(heading["date"]),
        *(Column(say(tr_p("column heading", "Board {number}", number=b), language), weight=1.0)
          for b in range(1, boards + 1)),
        Column(say(tr_p("column heading: the player without a game in the round", "Off"), language)),
    )  # fmt: skip
    if plan.cycles == 2:
        kind = tr_n(
            "Double round robin, {count} player: the Berger table for {size} (C.05 Annex 1)",
            "Double round robin, {count} players: the Berger table for {size} (C.05 Annex 1)",
            plan.players,
            size=n,
        )
    else:
        kind = tr_n(
            "Round robin, {count} player: the Berger table for {size} (C.05 Annex 1)",
            "Round robin, {count} players: the Berger table for {size} (C.05 Annex 1)",
            plan.players,
            size=n,
        )
    lines = [say(kind, language)]
    if plan.cycles == 2:
        cycle = (
            tr("Second cycle: colours reversed; the first cycle's last two rounds exchanged")
            if plan.swap_last_two
            else tr("Second cycle: colours reversed")
        )
        lines.append(say(cycle, language))
    players = Legend(
        tuple((str(p.tpn), player_label(p)) for p in sorted(tournament.players, key=lambda p: p.tpn)),
        say(tr_p("legend title", "Players"), language),
    )
    label = " · ".join(lines)
    blocks = (players, Table(columns, tuple(rows)))
    title = say(tr("All rounds"), language)
    return sheet_document(
        tournament, title, label, tournament.last_paired_round(), blocks, options, Orientation.LANDSCAPE
    )
