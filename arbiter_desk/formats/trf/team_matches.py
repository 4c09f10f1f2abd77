"""The matches of a team event read from TRF-2026's ``001`` lines (``shared/formats/team-swiss-trf.md`` section
5; readings T1–T8): each team's opponent per round, its boards with colours and results, the first board's
colour and the round it makes, with every inconsistency between two players' lines reported at its column.
"""

from __future__ import annotations

from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.teams import BoardGame, RoundKind, TeamRound, TeamRules, bye_round, match_round
from arbiter_desk.formats.trf import columns as col
from arbiter_desk.formats.trf import team_records as tr
from arbiter_desk.formats.trf.players import PlayerLine
from arbiter_desk.formats.trf.problems import ProblemLog

__all__ = ["TeamMatches"]

_VALID_BOARDS = {
    (ResultCode.WIN, ResultCode.LOSS),
    (ResultCode.DRAW, ResultCode.DRAW),
    (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
    (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
    (ResultCode.WIN_UNRATED, ResultCode.LOSS_UNRATED),
    (ResultCode.DRAW_UNRATED, ResultCode.DRAW_UNRATED),
}


class TeamMatches:
    """Section 5 of the convention, round by round: each team's opponent, boards, first-board colour and round."""

    def __init__(
        self,
        rules: TeamRules,
        teams: tr.TeamRecords,
        lines: dict[int, PlayerLine],
        team_of: dict[int, int],
        forfeits: dict[tuple[int, int], tr.Forfeit],
        log: ProblemLog,
    ) -> None:
        self.rules, self.teams, self.lines, self.team_of, self.forfeits, self.log = (
            rules,
            teams,
            lines,
            team_of,
            forfeits,
            log,
        )
        self.opponent: dict[tuple[int, int], int] = {}
        self.boards: dict[tuple[int, int], tuple[BoardGame, ...]] = {}
        self.colour: dict[tuple[int, int], Colour] = {}
        rounds = max((max(line.entries, default=0) for line in lines.values()), default=0)
        rounds = max([rounds, *(f.round for f in teams.forfeits)])
        for r in range(1, rounds + 1):
            for tpn in teams.teams:
                self._find_opponent(tpn, r)
            for tpn in teams.teams:
                if (r, tpn) in self.opponent:
                    self._boards(tpn, r)

    def initial_colour_shown(self) -> Colour:
        """The initial colour that round 1 shows, for a file without record 152 or ``XXC`` (else White).

        In round 1 every team has 0 points, so the first-team of a match is the smaller TPN (C.04.6 art. 4.2.3),
        which gets the initial colour when its parity number is odd and the opposite colour when it is even
        (art. 4.3.1): the rank, in TPN order, among the teams paired in round 1 (a team absent from round 1 has
        no TPN yet, clarification T26), as the engine pairs.
        """
        pab = self.teams.pab.get(1, (0,))[0]
        counted = sorted(t for t in self.teams.teams if (1, t) in self.opponent or t == pab)
        number = {tpn: rank for rank, tpn in enumerate(counted, start=1)}
        for tpn in sorted(self.teams.teams):
            colour = self.colour.get((1, tpn), Colour.NONE)
            other = self.opponent.get((1, tpn))
            if colour is Colour.NONE or other is None or other < tpn:
                continue
            return colour if number.get(tpn, tpn) % 2 == 1 else colour.opposite
        return Colour.WHITE

    def _entry(self, player: int, r: int) -> RoundEntry | None:
        return self.lines[player].entries.get(r)

    def _find_opponent(self, tpn: int, r: int) -> None:
        team_line = self.teams.teams[tpn]
        named: dict[int, tuple[int, int]] = {}
        for _column, p in team_line.players:
            e = self._entry(p, r)
            if e is not None and e.opponent is not None:
                other = self.team_of.get(e.opponent)
                if other is None or other == tpn:
                    self.log.error(
                        self.lines[p].line,
                        col.block_span(r)[0],
                        f"round {r}: player {p} of team {tpn} names {e.opponent}, who is not in another team",
                    )
                    continue
                named.setdefault(other, (self.lines[p].line, col.block_span(r)[0]))
        f = self.forfeits.get((r, tpn))
        if f is not None:
            other = f.black if f.white == tpn else f.white
            named.setdefault(other, (f.line, 12))
        if len(named) > 1:
            line, column = next(iter(named.values()))
            self.log.error(
                line,
                column,
                f"round {r}: team {tpn}'s players name players of teams "
                f"{', '.join(str(t) for t in sorted(named))}; a match is against one team",
            )
            return
        if named:
            ((other, (line, column)),) = named.items()
            self.opponent[(r, tpn)] = other
            if (r, tpn) in self.teams.byes or self.teams.pab.get(r, (0,))[0] == tpn:
                self.log.error(line, column, f"round {r}: team {tpn} has a match and also a bye (320/240)")

    def _lineup(self, tpn: int, r: int, other: int) -> list[int | None]:
        record = self.teams.lineups.get((r, tpn))
        if record is not None:
            return [p or None for p in record.players]
        out: list[int | None] = []
        for _column, p in self.teams.teams[tpn].players:
            e = self._entry(p, r)
            if e is None:
                continue
            if (e.opponent is not None and self.team_of.get(e.opponent) == other) or (
                e.opponent is None and e.result is ResultCode.PAIRING_BYE
            ):
                out.append(p)
        return out

    def _boards(self, tpn: int, r: int) -> None:
        other = self.opponent[(r, tpn)]
        if self.opponent.get((r, other)) != tpn:
            f = self.forfeits.get((r, tpn))
            line, column = (f.line, 12) if f else (self.teams.teams[tpn].line, 5)
            self.log.error(
                line,
                column,
                f"round {r}: team {tpn} plays team {other}, but team {other} does not name team {tpn} back",
            )
            return
        record = self.teams.lineups.get((r, tpn))
        if record is not None and record.opponent not in (0, other):
            self.log.error(
                record.line, 13, f"record 300: team {tpn} plays team {other} in round {r}, not {record.opponent}"
            )
            return
        boards: list[BoardGame] = []
        colour = Colour.NONE
        for k, p in enumerate(self._lineup(tpn, r, other), start=1):
            e = None if p is None else self._entry(p, r)
            if e is None or p is None:
                boards.append(BoardGame(k, None, None, Colour.NONE, ResultCode.FORFEIT_LOSS))
                continue
            result = ResultCode.FORFEIT_WIN if e.result is ResultCode.PAIRING_BYE else e.result
            boards.append(BoardGame(k, p, e.opponent, e.colour, result))
            if e.opponent is not None:
                self._check_board(p, e, r)
                if colour is Colour.NONE and e.colour is not Colour.NONE:
                    pattern = self.rules.board_colours[(k - 1) % self.rules.boards]
                    colour = Colour.WHITE if e.colour is pattern else Colour.BLACK
        f = self.forfeits.get((r, tpn))
        if f is not None:
            colour = Colour.WHITE if f.white == tpn else Colour.BLACK
        self.boards[(r, tpn)] = tuple(boards)
        self.colour[(r, tpn)] = colour

    def _check_board(self, p: int, e: RoundEntry, r: int) -> None:
        where = (self.lines[p].line, col.block_span(r)[0])
        assert e.opponent is not None
        back = self._entry(e.opponent, r) if e.opponent in self.lines else None
        if back is None or back.opponent != p:
            self.log.error(*where, f"round {r}: player {p} names {e.opponent}, who does not name {p} back")
            return
        if (e.result, back.result) not in _VALID_BOARDS and (back.result, e.result) not in _VALID_BOARDS:
            self.log.error(
                *where, f"round {r}: results {e.result}/{back.result} of players {p} and {e.opponent} do not fit"
            )
        if e.colour is Colour.NONE or e.colour is back.colour:
            self.log.error(*where, f"round {r}: players {p} and {e.opponent} need opposite colours w / b")

    def team_round(self, tpn: int, r: int, last: int) -> TeamRound:
        other = self.opponent.get((r, tpn))
        if other is None:
            if self.teams.pab.get(r, (0,))[0] == tpn:
                return bye_round(self.rules, r, RoundKind.PAB)
            kind = self.teams.byes.get((r, tpn), ("Z", 0, 0))[0]
            return bye_round(self.rules, r, RoundKind(kind))
        f = self.forfeits.get((r, tpn))
        return match_round(
            self.rules,
            r,
            other,
            self.colour.get((r, tpn), Colour.NONE),
            self.boards.get((r, tpn), ()),
            self.boards.get((r, other), ()),
            f.code if f is not None else "",
        )
