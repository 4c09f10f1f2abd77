"""DB → team snapshot: the ``TeamTournament`` the team engine, the team tie-breaks and the TRF writer read.

An event imported from a team TRF and stored gives back the same snapshot as the TRF reader
(``formats/trf/team_reader.py``): the same rules, players (start ranks = the players' TPNs), teams with their
rosters, and each team's rounds — a match from both teams' boards (``core.teams.match_round``, readings T3–T5),
the PAB (art. 1.4) or a ``240`` bye (T7), and an absence (0 / 0) in a paired round the team had no part in.

Only published rounds count; a match without every board's result (and not forfeited as a whole) is left out,
as pending games are for individuals. For the round being paired, the ``240`` byes of that round are kept
(team-swiss-trf.md section 6: the teams not to be paired).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.teams import (
    BoardGame,
    RoundKind,
    Team,
    TeamRound,
    TeamRules,
    TeamTournament,
    bye_round,
    match_round,
)
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.store import Reader
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundRecord, RoundState, SettingsRecord
from arbiter_desk.store.team_tables import (
    TeamByeRecord,
    TeamGameRecord,
    TeamMatchRecord,
    TeamRecord,
    read_matches,
    read_team_byes,
    read_teams,
)


@dataclass(frozen=True, slots=True)
class TeamEventState:
    """Everything of a team event, as frozen records."""

    settings: SettingsRecord
    players: tuple[PlayerRecord, ...]
    teams: tuple[TeamRecord, ...]
    rounds: tuple[RoundRecord, ...]
    matches: tuple[TeamMatchRecord, ...]
    byes: tuple[TeamByeRecord, ...]

    @classmethod
    def load(cls, reader: Reader, round_no: int | None = None) -> TeamEventState:
        """Everything, or (``round_no``) only that round's matches: what a view of one round needs, so
        showing a round does not read the whole event's boards."""
        return cls(
            reader.settings(),
            tuple(reader.players()),
            tuple(read_teams(reader)),
            tuple(reader.rounds()),
            tuple(read_matches(reader, round_no)),
            tuple(read_team_byes(reader)),
        )

    @property
    def rules(self) -> TeamRules:
        """The team rules with the tournament's rounds (142) and initial colour (152)."""
        rules = self.settings.team_rules
        if rules is None:
            raise RoundStateError(tr("this tournament is not a team event"))
        return replace(rules, total_rounds=self.settings.total_rounds, initial_colour=self.settings.initial_colour)

    def team(self, team_id: int) -> TeamRecord:
        for t in self.teams:
            if t.id == team_id:
                return t
        raise RoundStateError(tr("no team with id {team_id}", team_id=team_id))

    def team_by_tpn(self, tpn: int) -> TeamRecord:
        for t in self.teams:
            if t.tpn == tpn:
                return t
        raise RoundStateError(tr("no team {tpn}", tpn=tpn))

    def matches_of(self, round_no: int) -> tuple[TeamMatchRecord, ...]:
        return tuple(m for m in self.matches if m.round == round_no)

    def match(self, round_no: int, number: int) -> TeamMatchRecord:
        for m in self.matches:
            if m.round == round_no and m.number == number:
                return m
        raise RoundStateError(tr("round {round} has no match {number}", round=round_no, number=number))

    def bye_of(self, round_no: int, team_id: int) -> str | None:
        return next((b.kind for b in self.byes if b.round == round_no and b.team == team_id), None)

    @property
    def draft(self) -> RoundRecord | None:
        return next((r for r in self.rounds if r.state is RoundState.DRAFT), None)

    @property
    def next_round(self) -> int:
        return max((r.number for r in self.rounds), default=0) + 1


def _player(record: PlayerRecord) -> Player:
    return Player(
        tpn=PairingNumber(record.tpn),
        name=record.name,
        sex=record.sex,
        title=record.title,
        rating=record.rating,
        federation=record.federation,
        fide_id=record.fide_id,
        birth_date=record.birth_date,
    )


def _side(rules: TeamRules, game: TeamGameRecord, first: bool, colour: Colour, tpn: dict[PlayerId, int]) -> BoardGame:
    """One team's view of a board, as the TRF reader sees it (an unoccupied board: no colour, a loss)."""
    mine, theirs = (game.first_player, game.second_player) if first else (game.second_player, game.first_player)
    result = game.first_result if first else game.second_result
    if mine is None:
        return BoardGame(game.board, None, None, Colour.NONE, ResultCode.FORFEIT_LOSS)
    assert result is not None
    if theirs is None:
        return BoardGame(game.board, tpn[mine], None, Colour.NONE, result)
    return BoardGame(game.board, tpn[mine], tpn[theirs], rules.board_colour(game.board, colour), result)


def _match_rounds(
    state: TeamEventState, rules: TeamRules, match: TeamMatchRecord, tpn: dict[PlayerId, int]
) -> dict[int, TeamRound]:
    first, second = state.team(match.first_team), state.team(match.second_team)
    out = {}
    for team, other, own_first in ((first, second, True), (second, first, False)):
        colour = Colour.WHITE if own_first else Colour.BLACK
        mine = tuple(_side(rules, g, own_first, colour, tpn) for g in match.games)
        theirs = tuple(_side(rules, g, not own_first, colour.opposite, tpn) for g in match.games)
        out[team.id] = match_round(rules, match.round, other.tpn, colour, mine, theirs, match.forfeit)
    return out


def build_team_snapshot(state: TeamEventState, pairing_round: int | None = None) -> TeamTournament:
    """The event with every published round (drafts and matches without all results left out) and, if
    ``pairing_round`` is given, only what comes before it plus its ``240`` byes."""
    rules = state.rules
    tpn = {p.id: int(p.tpn) for p in state.players}
    rounds = sorted(
        r.number
        for r in state.rounds
        if r.state is not RoundState.DRAFT and (pairing_round is None or r.number < pairing_round)
    )
    own: dict[int, dict[int, TeamRound]] = {t.id: {} for t in state.teams}
    for match in state.matches:
        if match.round in rounds and match.is_complete:
            for team_id, team_round in _match_rounds(state, rules, match, tpn).items():
                own[team_id][match.round] = team_round
    for bye in state.byes:
        kind = RoundKind.PAB if bye.kind == "pab" else RoundKind(bye.kind)
        if kind is RoundKind.PAB and bye.round not in rounds:
            continue
        if pairing_round is None or bye.round <= pairing_round:
            own[bye.team].setdefault(bye.round, bye_round(rules, bye.round, kind))
    teams = []
    for t in state.teams:
        entries = own[t.id]
        for r in rounds:
            entries.setdefault(r, bye_round(rules, r, RoundKind.ABSENT))
        teams.append(
            Team(
                t.tpn,
                t.name,
                tuple(tpn[p] for p in t.members),
                t.nickname,
                t.strength,
                tuple(entries[r] for r in sorted(entries)),
            )
        )
    return TeamTournament(
        info=state.settings.info,
        rules=rules,
        teams=tuple(sorted(teams, key=lambda t: t.tpn)),
        players=tuple(sorted((_player(p) for p in state.players), key=lambda p: p.tpn)),
        comments=state.settings.comments,
    )
