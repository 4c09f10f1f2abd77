"""Reading and writing the team tables of schema 8 (teams, rosters, matches with their boards, team byes).

Every write names the rows it reaches first (``TouchedRows``), like ``Writer``, so a team action is journaled
and undone exactly as an individual one. Records are frozen; rows never leave ``store/``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sqlalchemy import delete, select

from arbiter_desk.core.results import ResultCode
from arbiter_desk.store.errors import TournamentFileError
from arbiter_desk.store.models import TeamByeRow, TeamGameRow, TeamMatchRow, TeamMemberRow, TeamRow
from arbiter_desk.store.reader import Reader
from arbiter_desk.store.records import PlayerId
from arbiter_desk.store.writer import Writer


@dataclass(frozen=True, slots=True)
class TeamRecord:
    """A team (C.04.6 art. 1.1; TRF 310) and its roster: player ids in board order, reserves last."""

    id: int
    tpn: int
    name: str
    nickname: str = ""
    strength: int = 0
    members: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True)
class TeamGameRecord:
    """One board of a match: the first team's and the second team's player (None = unoccupied) and letters."""

    board: int
    first_player: PlayerId | None
    second_player: PlayerId | None
    first_result: ResultCode | None = None
    second_result: ResultCode | None = None

    @property
    def has_result(self) -> bool:
        return self.first_result is not None and self.second_result is not None


@dataclass(frozen=True, slots=True)
class TeamMatchRecord:
    """A match of a round; the first team has White on board 1; ``forfeit`` the TRF 330 code or ""."""

    round: int
    number: int
    first_team: int
    second_team: int
    forfeit: str = ""
    games: tuple[TeamGameRecord, ...] = ()

    @property
    def is_complete(self) -> bool:
        return bool(self.forfeit) or (bool(self.games) and all(g.has_result for g in self.games))


@dataclass(frozen=True, slots=True)
class TeamByeRecord:
    """The PAB (``pab``) or a 240 bye (``Z`` / ``H`` / ``F``) of a team in a round."""

    round: int
    team: int
    kind: str


def _code(letter: str | None) -> ResultCode | None:
    return None if letter is None else ResultCode(letter)


def _letter(code: ResultCode | None) -> str | None:
    return None if code is None else code.value


def read_teams(reader: Reader) -> list[TeamRecord]:
    """Every team by TPN, with its roster in board order."""
    members: dict[int, list[PlayerId]] = {}
    for m in reader.session.scalars(select(TeamMemberRow).order_by(TeamMemberRow.team_id, TeamMemberRow.position)):
        members.setdefault(m.team_id, []).append(PlayerId(m.player_id))
    return [
        TeamRecord(t.id, t.tpn, t.name, t.nickname, t.strength, tuple(members.get(t.id, ())))
        for t in reader.session.scalars(select(TeamRow).order_by(TeamRow.tpn, TeamRow.id))
    ]


def read_matches(reader: Reader, round_no: int | None = None) -> list[TeamMatchRecord]:
    """The matches (of one round, or all) by round and number, each with its boards."""
    games: dict[tuple[int, int], list[TeamGameRecord]] = {}
    query = select(TeamGameRow).order_by(TeamGameRow.round_no, TeamGameRow.match_no, TeamGameRow.board)
    matches = select(TeamMatchRow).order_by(TeamMatchRow.round_no, TeamMatchRow.number)
    if round_no is not None:
        query = query.where(TeamGameRow.round_no == round_no)
        matches = matches.where(TeamMatchRow.round_no == round_no)
    for g in reader.session.scalars(query):
        games.setdefault((g.round_no, g.match_no), []).append(
            TeamGameRecord(
                g.board,
                None if g.first_player_id is None else PlayerId(g.first_player_id),
                None if g.second_player_id is None else PlayerId(g.second_player_id),
                _code(g.first_result),
                _code(g.second_result),
            )
        )
    return [
        TeamMatchRecord(
            m.round_no,
            m.number,
            m.first_team_id,
            m.second_team_id,
            m.forfeit,
            tuple(games.get((m.round_no, m.number), ())),
        )
        for m in reader.session.scalars(matches)
    ]


def read_team_byes(reader: Reader) -> list[TeamByeRecord]:
    rows = reader.session.scalars(select(TeamByeRow).order_by(TeamByeRow.round_no, TeamByeRow.team_id))
    return [TeamByeRecord(b.round_no, b.team_id, b.kind) for b in rows]


class TeamWriter:
    """Team writes inside the action of ``writer`` (same session, same touched rows)."""

    def __init__(self, writer: Writer) -> None:
        self.writer = writer
        self.session = writer.session

    def _remember(self, table: str, *keys: tuple[int, ...]) -> None:
        self.writer.touched.remember(self.session.connection(), table, keys)

    def add_team(self, tpn: int, name: str, nickname: str, strength: int, members: Sequence[PlayerId]) -> int:
        row = TeamRow(tpn=tpn, name=name, nickname=nickname, strength=strength)
        self.session.add(row)
        self.session.flush()
        self.writer.touched.inserted("teams", [(row.id,)])
        self.set_members(row.id, members)
        return row.id

    def update_team(self, record: TeamRecord) -> None:
        self._remember("teams", (record.id,))
        row = self._team(record.id)
        for name in ("tpn", "name", "nickname", "strength"):
            if getattr(row, name) != getattr(record, name):
                setattr(row, name, getattr(record, name))
        self.set_members(record.id, record.members)

    def set_members(self, team_id: int, members: Sequence[PlayerId]) -> None:
        """The roster of a team, replaced as a whole (board order = the order given)."""
        condition = TeamMemberRow.team_id == team_id
        self.writer.touched.remember_where(self.session.connection(), "team_members", condition)
        self.session.execute(delete(TeamMemberRow).where(condition))
        self.session.flush()
        for position, player in enumerate(members, start=1):
            self._remember("team_members", (team_id, position))
            self.session.add(TeamMemberRow(team_id=team_id, position=position, player_id=player))
        self.session.flush()

    def delete_team(self, team_id: int) -> None:
        self.set_members(team_id, ())
        self._remember("teams", (team_id,))
        self.session.delete(self._team(team_id))

    def add_match(self, match: TeamMatchRecord) -> None:
        self._remember("team_matches", (match.round, match.number))
        self.session.add(
            TeamMatchRow(
                round_no=match.round,
                number=match.number,
                first_team_id=match.first_team,
                second_team_id=match.second_team,
                forfeit=match.forfeit,
            )
        )
        for g in match.games:
            self._remember("team_games", (match.round, match.number, g.board))
            self.session.add(
                TeamGameRow(
                    round_no=match.round,
                    match_no=match.number,
                    board=g.board,
                    first_player_id=g.first_player,
                    second_player_id=g.second_player,
                    first_result=_letter(g.first_result),
                    second_result=_letter(g.second_result),
                )
            )
        self.session.flush()

    def set_game(self, round_no: int, match_no: int, game: TeamGameRecord) -> None:
        """A board's players (the line-up) and result letters."""
        self._remember("team_games", (round_no, match_no, game.board))
        row = self.session.get(TeamGameRow, (round_no, match_no, game.board))
        if row is None:
            raise TournamentFileError(f"round {round_no} match {match_no} has no board {game.board}")
        row.first_player_id = game.first_player
        row.second_player_id = game.second_player
        row.first_result = _letter(game.first_result)
        row.second_result = _letter(game.second_result)

    def set_forfeit(self, round_no: int, match_no: int, forfeit: str) -> None:
        self._remember("team_matches", (round_no, match_no))
        row = self.session.get(TeamMatchRow, (round_no, match_no))
        if row is None:
            raise TournamentFileError(f"round {round_no} has no match {match_no}")
        row.forfeit = forfeit

    def delete_round_matches(self, round_no: int) -> None:
        """The matches, boards and PAB of a round (a draft discarded); the 240 byes stay."""
        for model in (TeamGameRow, TeamMatchRow):
            condition = model.round_no == round_no
            self.writer.touched.remember_where(self.session.connection(), model.__tablename__, condition)
            self.session.execute(delete(model).where(condition))
        pab = (TeamByeRow.round_no == round_no) & (TeamByeRow.kind == "pab")
        self.writer.touched.remember_where(self.session.connection(), "team_byes", pab)
        self.session.execute(delete(TeamByeRow).where(pab))

    def set_bye(self, round_no: int, team_id: int, kind: str | None) -> None:
        """Record (or with None remove) a team's PAB or 240 bye in a round."""
        self._remember("team_byes", (round_no, team_id))
        row = self.session.get(TeamByeRow, (round_no, team_id))
        if kind is None:
            if row is not None:
                self.session.delete(row)
        elif row is None:
            self.session.add(TeamByeRow(round_no=round_no, team_id=team_id, kind=kind))
        else:
            row.kind = kind
        self.session.flush()

    def set_byes(self, byes: Iterable[tuple[int, int, str]]) -> None:
        for round_no, team_id, kind in byes:
            self.set_bye(round_no, team_id, kind)

    def _team(self, team_id: int) -> TeamRow:
        row = self.session.get(TeamRow, team_id)
        if row is None:
            raise TournamentFileError(f"no team with id {team_id}")
        return row


def read_game(reader: Reader, round_no: int, match_no: int, board: int) -> tuple[str, TeamGameRecord] | None:
    """One board and its match's forfeit code (two rows: what a keystroke reads)."""
    match = reader.session.get(TeamMatchRow, (round_no, match_no))
    g = reader.session.get(TeamGameRow, (round_no, match_no, board))
    if match is None or g is None:
        return None
    first = None if g.first_player_id is None else PlayerId(g.first_player_id)
    second = None if g.second_player_id is None else PlayerId(g.second_player_id)
    return match.forfeit, TeamGameRecord(g.board, first, second, _code(g.first_result), _code(g.second_result))


def round_is_complete(reader: Reader, round_no: int) -> bool:
    """No board without both results in a match of the round that was not forfeited as a whole."""
    pending = (
        select(TeamGameRow.board)
        .join(
            TeamMatchRow,
            (TeamMatchRow.round_no == TeamGameRow.round_no) & (TeamMatchRow.number == TeamGameRow.match_no),
        )
        .where(TeamGameRow.round_no == round_no, TeamMatchRow.forfeit == "")
        .where(TeamGameRow.first_result.is_(None) | TeamGameRow.second_result.is_(None))
        .limit(1)
    )
    return reader.session.scalar(pending) is None
