"""Team standings, the team cross table and the per-board statistics as printable documents (C.04.6 (2026)
art. 1.2 primary / secondary score; C.07 (2026) team tie-breaks as ``core/tiebreaks/teams.py`` computes them;
per-board statistics of ``core/team_boards.py``)."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.player import Player
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.team_boards import BoardStatistics, board_statistics
from arbiter_desk.core.teams import RoundKind, TeamRound, TeamTournament
from arbiter_desk.core.text import Text, tr, tr_p
from arbiter_desk.core.tiebreaks.teams import TeamStandings, TeamTieBreak, team_standings
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    after_round_label,
    column_headings,
    player_label,
    rating_text,
    sheet_document,
)
from arbiter_desk.formats.documents.crosstable import round_column
from arbiter_desk.formats.documents.model import (
    Align,
    Block,
    Column,
    Document,
    Heading,
    Legend,
    Note,
    Orientation,
    Table,
)
from arbiter_desk.language.catalogs import say

TEAM_TIEBREAK_MEANINGS = {
    "MP": "match points",
    "GP": "game points",
    "BH:MP": "Buchholz of match points (the opponents' match points)",
    "BH:GP": "Buchholz of game points (the opponents' game points)",
    "SB:MP": "Sonneborn-Berger of match points (opponent's MP × MP earned against it)",
    "SB:GP": "Sonneborn-Berger of game points (opponent's GP × GP scored against it)",
    "EMGSB": "extended SB: opponent's match points × game points scored against it",
    "EGMSB": "extended SB: opponent's game points × match points earned against it",
    "TPN": "team pairing number, ascending",
}
"""The team codes of ``core/tiebreaks/teams.py`` in words, for the legends."""


def _document(event: TeamTournament, title: Text, after: int, blocks: tuple[Block, ...], options: PrintOptions,
              natural: Orientation) -> Document:  # fmt: skip
    label = after_round_label(after, event.rules.total_rounds, options.language)
    return sheet_document(event, say(title, options.language), label, after, blocks, options, natural)


def _ranks(standings: TeamStandings) -> dict[int, str]:
    """Rank per TPN, ``=`` when shared after every tie-break."""
    counts: dict[int, int] = {}
    for row in standings.rows:
        counts[row.rank] = counts.get(row.rank, 0) + 1
    return {row.tpn: f"{row.rank}{'=' if counts[row.rank] > 1 else ''}" for row in standings.rows}


def _value(spec: TeamTieBreak, value: Decimal) -> str:
    return str(int(value)) if spec.code == "TPN" else points_text(value)


def shown_tiebreaks(standings: TeamStandings) -> tuple[TeamTieBreak, ...]:
    """The tie-breaks that get a column of their own: a plain ``MP`` or ``GP`` tie-break would repeat the MP / GP
    column beside it (its place in the order is in the note and the legend)."""
    return tuple(t for t in standings.tiebreaks if t.label not in ("MP", "GP"))


def team_standings_rows(standings: TeamStandings) -> tuple[tuple[str, ...], ...]:
    """Rank (``4=`` when shared), TPN, team, MP, GP and the ``shown_tiebreaks``, points written ``6½`` and ``4``:
    the printed team standings and the team Standings tab show the same cells."""
    ranks = _ranks(standings)
    shown = shown_tiebreaks(standings)
    return tuple(
        (ranks[r.tpn], str(r.tpn), r.name, points_text(r.match_points), points_text(r.game_points),
         *(_value(t, v) for t, v in zip(standings.tiebreaks, r.values, strict=True) if t in shown))
        for r in standings.rows
    )  # fmt: skip


def tiebreak_meaning(label: str) -> str:
    code, *mods = label.split("/")
    words = [TEAM_TIEBREAK_MEANINGS.get(code, code)]
    words += [f"{'Cut' if m[0] == 'C' else 'Median'}-{m[1:]}" for m in mods]
    return ", ".join(words)


def team_standings_document(
    event: TeamTournament,
    standings: TeamStandings | None = None,
    *,
    after_round: int | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """Rank, No., team, MP, GP and the event's tie-breaks (as the Standings tab), with a legend."""
    options = options or PrintOptions()
    language = options.language
    standings = standings or team_standings(event, after_round=after_round)
    after = event.last_paired_round() if after_round is None else after_round
    rows = team_standings_rows(standings)
    heading = column_headings(language)
    columns = (
        Column(heading["rank"], align=Align.RIGHT),
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["team"], weight=1.0),
        Column("MP", align=Align.RIGHT),
        Column("GP", align=Align.RIGHT),
        *(Column(t.label, align=Align.RIGHT) for t in shown_tiebreaks(standings)),
    )
    primary = tr("match points / game points; primary score: {primary} (art. 1.2)", primary=standings.primary.value)
    order = tr("after the primary score: {tiebreaks}", tiebreaks=", ".join(t.label for t in standings.tiebreaks))
    entries = [
        (heading["rank"], say(tr("a rank followed by = is shared by teams equal on every tie-break"), language)),
        (heading["number"], say(tr("team pairing number (C.04.6 art. 1.1)"), language)),
        ("MP / GP", say(primary, language)),
        (say(tr_p("legend entry: the order of the tie-breaks", "Order"), language), say(order, language)),
        *((t.label, tiebreak_meaning(t.label)) for t in shown_tiebreaks(standings)),
    ]
    blocks = (Table(columns, rows), Legend(tuple(entries), say(tr_p("legend title", "Tie-breaks (C.07)"), language)))
    title = tr("Team standings after round {number}", number=after)
    return _document(event, title, after, blocks, options, Orientation.PORTRAIT)


def team_round_cell(entry: TeamRound | None) -> str:
    """One round of one team on the cross table: ``4w W3½`` = against team 4 with White on board 1, match won,
    3½ game points; a match not played: ``4 +`` / ``4 -``; ``PAB``, ``H``, ``F``; absent ``Z``."""
    if entry is None:
        return ""
    if entry.kind is RoundKind.PAB:
        return "PAB"
    if entry.kind is not RoundKind.MATCH:
        return entry.kind.value
    if not entry.played:
        return f"{entry.opponent} {'+' if entry.won_by_forfeit else '-'}"
    return f"{entry.opponent}{entry.colour.value} {entry.result.value}{points_text(entry.game_points)}"


def team_crosstable_document(
    event: TeamTournament,
    standings: TeamStandings | None = None,
    *,
    after_round: int | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """Teams in rank order, one column per round (opponent team, colour of board 1, match result and game
    points), then MP, GP and rank; landscape by default."""
    options = options or PrintOptions()
    language = options.language
    standings = standings or team_standings(event, after_round=after_round)
    after = max(event.last_paired_round() if after_round is None else after_round, 1)
    ranks = _ranks(standings)
    rows = []
    for row in standings.rows:
        team = event.team(row.tpn)
        cells = tuple(team_round_cell(team.entry(r)) for r in range(1, after + 1))
        rows.append((str(row.tpn), team.name, *cells, points_text(row.match_points), points_text(row.game_points),
                     ranks[row.tpn]))  # fmt: skip
    heading = column_headings(language)
    columns = (
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["team"], weight=1.0),
        *(Column(round_column(r, language), weight=0.25, align=Align.CENTER) for r in range(1, after + 1)),
        Column("MP", align=Align.RIGHT),
        Column("GP", align=Align.RIGHT),
        Column(heading["rank"], align=Align.RIGHT),
    )
    texts = (
        ("4w W3½", tr("against team No. 4, White on board 1, match won (W / D / L), 3½ game points")),
        ("4 + / 4 -", tr("match not played: won / lost by forfeit (reading T5)")),
        ("PAB", tr("pairing-allocated bye (art. 1.4)")),
        ("H / F / Z", tr("bye: a drawn match / a won match / absent (reading T7)")),
    )
    entries = tuple((code, say(meaning, language)) for code, meaning in texts)
    legend = Legend(entries, say(tr_p("legend title", "How to read a round"), language))
    blocks = (Table(columns, tuple(rows)), legend)
    title = tr("Team cross table after round {number}", number=after)
    return _document(event, title, after, blocks, options, Orientation.LANDSCAPE)


BOARD_FORMULA = (
    "Games: played over the board (forfeits + / - are not games; counted apart). % = points / games. "
    "ARO: average rating of the rated opponents of those games, rounded .5 up (C.07). Perf: ARO + dp(p), "
    "p = points / games against rated opponents rounded to the hundredth, dp from FIDE rating regulations "
    "8.1a (C.07 TPR); dp(p) = −dp(1 − p) below 0.50."
)


def board_statistics_rows(stats: BoardStatistics, event: TeamTournament, board: int) -> tuple[tuple[str, ...], ...]:
    """The printed cells of one board's lines (also what the desk's view shows)."""
    players = {int(p.tpn): p for p in event.players}
    names = {t.tpn: t.name for t in event.teams}
    rows = []
    for line in dict(stats.boards).get(board, ()):
        player: Player | None = players.get(line.player)
        pct, aro, perf = line.percentage, line.average_rating, line.performance
        wins = f"+{line.forfeit_wins}" if line.forfeit_wins else ""
        losses = f"−{line.forfeit_losses}" if line.forfeit_losses else ""
        forfeits = " ".join(t for t in (wins, losses) if t)
        rows.append(
            (
                player_label(player) if player else f"player {line.player}",
                str(line.player),
                names.get(line.team, str(line.team)),
                rating_text(player) if player else "",
                str(line.games),
                points_text(line.points),
                "–" if pct is None else f"{pct}",
                "–" if aro is None else str(aro),
                "–" if perf is None else str(perf),
                forfeits,
            )
        )
    return tuple(rows)


BOARD_COLUMNS = ("Player", "No.", "Team", "Rtg", "Games", "Pts", "%", "ARO", "Perf", "Forfeits")


def board_column_titles(language: str = "en") -> tuple[str, ...]:
    """:data:`BOARD_COLUMNS` as a sheet in ``language`` prints them (ARO stays FIDE's code)."""
    heading = column_headings(language)
    return (
        heading["player"],
        heading["number"],
        heading["team"],
        heading["rating"],
        say(tr_p("column heading: games played", "Games"), language),
        heading["points"],
        "%",
        "ARO",
        say(tr_p("column heading: performance rating", "Perf"), language),
        say(tr_p("column heading: games won or lost by forfeit", "Forfeits"), language),
    )


def board_statistics_document(
    event: TeamTournament,
    stats: BoardStatistics | None = None,
    *,
    after_round: int | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """For every board, each player who sat on it: games, points, %, ARO, performance, forfeits."""
    options = options or PrintOptions()
    language = options.language
    stats = stats or board_statistics(event, after_round)
    weights = {"Player": 1.0, "Team": 0.6}
    columns = tuple(
        Column(title, weight=weights.get(c, 0.0), align=Align.LEFT if c in ("Player", "Team") else Align.RIGHT)
        for c, title in zip(BOARD_COLUMNS, board_column_titles(language), strict=True)
    )
    blocks: list[Block] = [Note(BOARD_FORMULA)]
    for board, _ in stats.boards:
        heading = Heading(say(tr("Board {number}", number=board), language), level=2)
        blocks += [heading, Table(columns, board_statistics_rows(stats, event, board))]
    if not stats.boards:
        blocks.append(Note(say(tr("No board has been played yet."), language)))
    after = stats.after_round
    title = tr("Board statistics after round {number}", number=after)
    return _document(event, title, after, tuple(blocks), options, Orientation.PORTRAIT)
