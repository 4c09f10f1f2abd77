"""Team standings, the team cross table and the per-board statistics as printable documents (C.04.6 (2026)
art. 1.2 primary / secondary score; C.07 (2026) team tie-breaks as ``core/tiebreaks/teams.py`` computes them;
per-board statistics of ``core/team_boards.py``)."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.player import Player
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.team_boards import BoardStatistics, board_statistics
from arbiter_desk.core.teams import RoundKind, TeamRound, TeamTournament
from arbiter_desk.core.tiebreaks.teams import TeamStandings, TeamTieBreak, team_standings
from arbiter_desk.formats.documents.common import PrintOptions, player_label, rating_text, sheet_document
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


def _document(event: TeamTournament, title: str, after: int, blocks: tuple[Block, ...], options: PrintOptions,
              natural: Orientation) -> Document:  # fmt: skip
    total = event.rules.total_rounds
    label = f"After round {after}" + (f" of {total}" if total else "")
    return sheet_document(event, title, label, after, blocks, options, natural)


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
    standings = standings or team_standings(event, after_round=after_round)
    after = event.last_paired_round() if after_round is None else after_round
    rows = team_standings_rows(standings)
    columns = (
        Column("Rank", align=Align.RIGHT),
        Column("No.", align=Align.RIGHT),
        Column("Team", weight=1.0),
        Column("MP", align=Align.RIGHT),
        Column("GP", align=Align.RIGHT),
        *(Column(t.label, align=Align.RIGHT) for t in shown_tiebreaks(standings)),
    )
    entries = [
        ("Rank", "a rank followed by = is shared by teams equal on every tie-break"),
        ("No.", "team pairing number (C.04.6 art. 1.1)"),
        ("MP / GP", f"match points / game points; primary score: {standings.primary.value} (art. 1.2)"),
        ("Order", "after the primary score: " + ", ".join(t.label for t in standings.tiebreaks)),
        *((t.label, tiebreak_meaning(t.label)) for t in shown_tiebreaks(standings)),
    ]
    blocks = (Table(columns, rows), Legend(tuple(entries), "Tie-breaks (C.07)"))
    return _document(event, f"Team standings after round {after}", after, blocks, options, Orientation.PORTRAIT)


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
    standings = standings or team_standings(event, after_round=after_round)
    after = max(event.last_paired_round() if after_round is None else after_round, 1)
    ranks = _ranks(standings)
    rows = []
    for row in standings.rows:
        team = event.team(row.tpn)
        cells = tuple(team_round_cell(team.entry(r)) for r in range(1, after + 1))
        rows.append((str(row.tpn), team.name, *cells, points_text(row.match_points), points_text(row.game_points),
                     ranks[row.tpn]))  # fmt: skip
    columns = (
        Column("No.", align=Align.RIGHT),
        Column("Team", weight=1.0),
        *(Column(f"R{r}", weight=0.25, align=Align.CENTER) for r in range(1, after + 1)),
        Column("MP", align=Align.RIGHT),
        Column("GP", align=Align.RIGHT),
        Column("Rank", align=Align.RIGHT),
    )
    legend = Legend(
        (
            ("4w W3½", "against team No. 4, White on board 1, match won (W / D / L), 3½ game points"),
            ("4 + / 4 -", "match not played: won / lost by forfeit (reading T5)"),
            ("PAB", "pairing-allocated bye (art. 1.4)"),
            ("H / F / Z", "bye: a drawn match / a won match / absent (reading T7)"),
        ),
        "How to read a round",
    )
    blocks = (Table(columns, tuple(rows)), legend)
    return _document(event, f"Team cross table after round {after}", after, blocks, options, Orientation.LANDSCAPE)


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


def board_statistics_document(
    event: TeamTournament,
    stats: BoardStatistics | None = None,
    *,
    after_round: int | None = None,
    options: PrintOptions | None = None,
) -> Document:
    """For every board, each player who sat on it: games, points, %, ARO, performance, forfeits."""
    options = options or PrintOptions()
    stats = stats or board_statistics(event, after_round)
    weights = {"Player": 1.0, "Team": 0.6}
    columns = tuple(
        Column(c, weight=weights.get(c, 0.0), align=Align.LEFT if c in ("Player", "Team") else Align.RIGHT)
        for c in BOARD_COLUMNS
    )
    blocks: list[Block] = [Note(BOARD_FORMULA)]
    for board, _ in stats.boards:
        blocks += [Heading(f"Board {board}", level=2), Table(columns, board_statistics_rows(stats, event, board))]
    if not stats.boards:
        blocks.append(Note("No board has been played yet."))
    after = stats.after_round
    return _document(event, f"Board statistics after round {after}", after, tuple(blocks), options,
                     Orientation.PORTRAIT)  # fmt: skip
