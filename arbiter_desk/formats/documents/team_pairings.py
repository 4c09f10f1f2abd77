"""Pairing sheet and result slips of a team round (C.04.6 (2026)): one block per match, its boards beneath.

A match is printed under its table number: team A — the team whose first board has White (art. 4; the engine's
answer names it first, team-swiss-trf.md section 7) — then team B, each with its pairing number and scores before
the round, and the match score once every board has a result (or the match was forfeited as a whole, TRF ``330``,
reading T5). Each board shows both players with rating and colour (board colours from ``352``, art. 4: board k of
team A has the k-th colour, team B the opposite) and the board's result, **team A's player first** (as the match
score). All match tables of a sheet share one column layout
(:func:`~arbiter_desk.formats.documents.model.share_columns`), so the columns line up from table to table. The
pairing-allocated bye (art. 1.4, reading T6) and the teams with a ``240`` bye or absent (reading T7) follow the
matches.

The round comes from a :class:`TeamRoundSheet`: the desk makes it from its stored matches (a draft or a round
being played: results still empty); :func:`team_round_sheet` makes it from a team TRF's snapshot, where the
matches have no table numbers: they are numbered in the board order of reading T20 (C.04.2 art. 3.6 with the
art. 4.2 first-team as the higher ranked: its primary score, the pair's sum, its secondary score, its TPN).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.names import isolated
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import HALF, ONE, ZERO
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.core.teams import RoundKind, Team, TeamTournament
from arbiter_desk.core.text import Text, tr, tr_p
from arbiter_desk.formats.documents.common import (
    PrintOptions,
    column_headings,
    game_result_text,
    player_label,
    rating_text,
    round_label,
    sheet_document,
)
from arbiter_desk.formats.documents.model import (
    Align,
    Block,
    Column,
    Document,
    Heading,
    KeepTogether,
    Note,
    Orientation,
    Table,
    share_columns,
)
from arbiter_desk.formats.documents.slips import RESULT_BOXES
from arbiter_desk.language.catalogs import say


@dataclass(frozen=True, slots=True)
class TeamBoardLine:
    """One board from team A's side: both players (start ranks; None = left unoccupied), the colour of team
    A's player, and both results when known."""

    board: int
    first: int | None
    second: int | None
    first_colour: Colour
    first_result: ResultCode | None = None
    second_result: ResultCode | None = None


@dataclass(frozen=True, slots=True)
class TeamMatchLine:
    """A match: its table number, team A (White on board 1) and team B by TPN, the boards, a ``330`` code."""

    number: int
    first: int
    second: int
    boards: tuple[TeamBoardLine, ...]
    forfeit: str = ""

    @property
    def complete(self) -> bool:
        return bool(self.forfeit) or all(b.first_result is not None for b in self.boards)

    def score_text(self) -> str:
        """``3½–½`` (team A first) once known; ``+ : −`` style for a match forfeited as a whole."""
        if self.forfeit:
            return {"+-": "+ : −", "-+": "− : +", "--": "− : −"}.get(self.forfeit, self.forfeit)
        if not self.boards or not self.complete:
            return ""
        first = sum((_points(b.first_result) for b in self.boards), ZERO)
        second = sum((_points(b.second_result) for b in self.boards), ZERO)
        return f"{points_text(first)}–{points_text(second)}"


@dataclass(frozen=True, slots=True)
class TeamRoundSheet:
    """A team round as the sheets print it: matches by table, the PAB, the teams with a bye or absent."""

    round: int
    matches: tuple[TeamMatchLine, ...]
    pab: int | None = None
    byes: tuple[tuple[int, RoundKind], ...] = ()
    """``240`` byes (H, F) and absences (Z, withdrawn or not paired), by TPN."""


def _points(code: ResultCode | None) -> Decimal:
    if code is None:
        return ZERO
    if code.is_win or code is ResultCode.FORFEIT_WIN:
        return ONE
    return HALF if code.is_draw else ZERO


def team_round_sheet(event: TeamTournament, round_no: int | None = None) -> TeamRoundSheet:
    """The matches of ``round_no`` (default: the last paired round) from the snapshot, numbered by T20."""
    number = event.last_paired_round() if round_no is None else round_no
    if number < 1:
        raise InvalidInputError("the team event has no paired round to print")
    found: list[tuple[Team, Team, TeamMatchLine]] = []
    pab, byes = None, []
    for team in event.teams:
        entry = team.entry(number)
        if entry is None:
            continue
        if entry.kind is RoundKind.PAB:
            pab = team.tpn
        elif entry.kind is not RoundKind.MATCH:
            byes.append((team.tpn, entry.kind))
        elif entry.opponent is not None and (
            entry.colour is Colour.WHITE or (entry.colour is Colour.NONE and team.tpn < entry.opponent)
        ):
            other = event.team(entry.opponent)
            theirs = other.entry(number)
            their_boards = {} if theirs is None else {g.board: g for g in theirs.boards}
            boards = tuple(
                TeamBoardLine(
                    g.board,
                    g.player,
                    g.opponent,
                    g.colour if g.colour is not Colour.NONE else event.rules.board_colour(g.board, Colour.WHITE),
                    g.result,
                    their_boards[g.board].result if g.board in their_boards else g.result.counterpart,
                )
                for g in entry.boards
            )
            found.append((team, other, TeamMatchLine(0, team.tpn, other.tpn, boards, entry.forfeit_record)))
    if not found and pab is None:
        raise InvalidInputError(f"round {number} has no pairings in this team event")
    rules = event.rules

    def order(item: tuple[Team, Team, TeamMatchLine]) -> tuple[Decimal, Decimal, Decimal, int]:
        def key(t: Team) -> tuple[Decimal, Decimal, int]:
            secondary = ZERO if rules.secondary is None else t.score(rules.secondary, number)
            return (-t.score(rules.primary, number), -secondary, t.tpn)

        high, low = sorted(item[:2], key=key)
        return (key(high)[0], key(high)[0] + key(low)[0], key(high)[1], high.tpn)

    found.sort(key=order)
    matches = tuple(
        TeamMatchLine(i, m.first, m.second, m.boards, m.forfeit) for i, (_, _, m) in enumerate(found, start=1)
    )
    return TeamRoundSheet(number, matches, pab, tuple(sorted(byes)))


def _team_heading(event: TeamTournament, tpn: int, before: int, language: str) -> str:
    team = event.team(tpn)
    mp, gp = team.match_points(before), team.game_points(before)
    heading = tr("{team} (No. {number}, {match_points} MP, {game_points} GP)", team=isolated(team.name), number=tpn,
                 match_points=points_text(mp), game_points=points_text(gp))  # fmt: skip
    return say(heading, language)


_BYE_TEXT: dict[RoundKind, Text] = {
    RoundKind.HALF_BYE: tr("bye H: a drawn match (reading T7)"),
    RoundKind.FULL_BYE: tr("bye F: a won match (reading T7)"),
    RoundKind.ABSENT: tr("absent (240 Z), withdrawn or not paired: 0 MP, 0 GP"),
}


def _byes_table(event: TeamTournament, sheet: TeamRoundSheet, language: str) -> Table | None:
    rows = []
    if sheet.pab is not None:
        mp, gp = event.rules.pab_points
        text = tr("pairing-allocated bye (art. 1.4): {match_points} MP, {game_points} GP",
                  match_points=points_text(mp), game_points=points_text(gp))  # fmt: skip
        rows.append((str(sheet.pab), event.team(sheet.pab).name, say(text, language)))
    for tpn, kind in sheet.byes:
        words = _BYE_TEXT.get(kind)
        rows.append((str(tpn), event.team(tpn).name, kind.value if words is None else say(words, language)))
    if not rows:
        return None
    heading = column_headings(language)
    columns = (
        Column(heading["number"], align=Align.RIGHT),
        Column(heading["team"], weight=1.0),
        Column(say(tr_p("column heading", "This round"), language), weight=1.0),
    )
    return Table(columns, tuple(rows))


def _player(players: dict[int, Player], start_rank: int | None, language: str) -> tuple[str, str, str]:
    """(No., name, rating) of a board's player; an unoccupied board prints a dash."""
    if start_rank is None:
        return "", say(tr("— (not occupied)"), language), ""
    player = players.get(start_rank)
    if player is None:
        return str(start_rank), say(tr("player {number}", number=start_rank), language), ""
    return str(start_rank), player_label(player), rating_text(player)


def _colour(colour: Colour, language: str) -> str:
    if colour is Colour.WHITE:
        return say(tr_p("colour letter: white", "W"), language)
    if colour is Colour.BLACK:
        return say(tr_p("colour letter: black", "B"), language)
    return ""


def _document(event: TeamTournament, sheet: TeamRoundSheet, title: Text, blocks: list[Block], options: PrintOptions,
              natural: Orientation) -> Document:  # fmt: skip
    label = round_label(sheet.round, event.rules.total_rounds, options.language)
    return sheet_document(event, say(title, options.language), label, sheet.round, blocks, options, natural)


def team_pairings_document(
    event: TeamTournament, sheet: TeamRoundSheet, options: PrintOptions | None = None
) -> Document:
    """Matches by table with their boards (see the module docstring); then the PAB and the byes."""
    options = options or PrintOptions()
    language = options.language
    players = {int(p.tpn): p for p in event.players}
    blocks: list[Block] = [
        Note(say(tr("Team A (named first) has White on board 1 (C.04.6 art. 4); board colours follow the 352 "
                    "sequence. Each board's result and the match score are written team A first."), language)),
    ]  # fmt: skip
    tables = share_columns([_match_table(event, sheet.round, match, players, language) for match in sheet.matches])
    for match, table in zip(sheet.matches, tables, strict=True):
        first, second = event.team(match.first), event.team(match.second)
        score = match.score_text()
        teams = f"{isolated(first.name)} – {isolated(second.name)}"
        heading = say(tr("Table {number}: {teams}", number=match.number, teams=teams), language)
        heading += f"   {score}" if score else ""
        group: list[Heading | Note | Table] = [Heading(heading, level=2), table]
        if match.forfeit:
            forfeit = tr("Match not played (TRF 330 {code}): decided by forfeit (reading T5).", code=match.forfeit)
            group.append(Note(say(forfeit, language)))
        blocks.append(KeepTogether(tuple(group)))
    byes = _byes_table(event, sheet, language)
    if byes is not None:
        blocks += [Heading(say(tr("Not playing a match"), language), level=2), byes]
    title = tr("Pairings, round {number}", number=sheet.round)
    return _document(event, sheet, title, blocks, options, Orientation.LANDSCAPE)


def _match_table(
    event: TeamTournament, before: int, match: TeamMatchLine, players: dict[int, Player], language: str
) -> Table:
    """A match's boards, team A's player first; the team columns are titled with the teams' scores."""
    rows = []
    for b in match.boards:
        a_no, a_name, a_rtg = _player(players, b.first, language)
        b_no, b_name, b_rtg = _player(players, b.second, language)
        result = "" if b.first_result is None else game_result_text(b.first_result, b.second_result)
        rows.append((str(b.board), a_no, a_name, a_rtg, _colour(b.first_colour, language), result,
                     _colour(b.first_colour.opposite, language), b_name, b_rtg, b_no))  # fmt: skip
    heading = column_headings(language)
    colour = say(tr_p("column heading: colour", "Col"), language)
    columns = (
        Column(heading["board"], align=Align.RIGHT),
        Column(heading["number"], align=Align.RIGHT),
        Column(f"A: {_team_heading(event, match.first, before, language)}", weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(colour, align=Align.CENTER),
        Column(heading["result"], align=Align.CENTER),
        Column(colour, align=Align.CENTER),
        Column(f"B: {_team_heading(event, match.second, before, language)}", weight=1.0),
        Column(heading["rating"], align=Align.RIGHT),
        Column(heading["number"], align=Align.RIGHT),
    )
    return Table(columns, tuple(rows))


def team_slips_document(event: TeamTournament, sheet: TeamRoundSheet, options: PrintOptions | None = None) -> Document:
    """One slip per match: every board's players with their colours and results to tick, the match score to
    write, the captains' signatures; never cut by a page break."""
    options = options or PrintOptions()
    language = options.language
    players = {int(p.tpn): p for p in event.players}
    blocks: list[Block] = []
    for match in sheet.matches:
        first, second = event.team(match.first), event.team(match.second)
        rows = tuple(
            (str(b.board), f"{_player(players, b.first, language)[1]} ({_colour(b.first_colour, language)})",
             f"{_player(players, b.second, language)[1]} ({_colour(b.first_colour.opposite, language)})",
             RESULT_BOXES)
            for b in match.boards
        )  # fmt: skip
        columns = (
            Column(column_headings(language)["board"], align=Align.RIGHT),
            Column(f"A: {isolated(first.name)}", weight=1.0),
            Column(f"B: {isolated(second.name)}", weight=1.0),
            Column(say(tr_p("column heading", "Result (A first)"), language)),
        )
        heading = tr("Round {round} · Table {number}: {first} – {second}", round=sheet.round, number=match.number,
                     first=isolated(first.name), second=isolated(second.name))  # fmt: skip
        captains = tr("Captains — {first}: {first_line}    {second}: {second_line}", first=isolated(first.name),
                      first_line="_" * 14, second=isolated(second.name), second_line="_" * 14)  # fmt: skip
        slip = (
            Heading(say(heading, language), level=2),
            Table(columns, rows),
            Note(say(tr("Match score:  {line} – {line}", line="_" * 6), language)),
            Note(say(captains, language)),
        )
        blocks.append(KeepTogether(slip))
    title = tr("Result slips, round {number}", number=sheet.round)
    return _document(event, sheet, title, blocks, options, Orientation.PORTRAIT)


__all__ = [
    "TeamBoardLine",
    "TeamMatchLine",
    "TeamRoundSheet",
    "team_pairings_document",
    "team_round_sheet",
    "team_slips_document",
]
