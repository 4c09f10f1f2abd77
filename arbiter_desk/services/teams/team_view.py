"""What the team tabs show: one row per match, the boards of a match White first, the PAB, the explanation.

Board colours come from ``352`` (art. 4): the first team has colour k of the sequence on board k. Game points
of a match are those recorded so far (a forfeited match: its ``330`` result, reading T5).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import Decimal

from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import HALF, ONE, ZERO, format_points
from arbiter_desk.core.scoring import half_points_text as points_text
from arbiter_desk.services.event.data import GameResult
from arbiter_desk.services.teams.team_state import TeamEventState
from arbiter_desk.store.records import PlayerId, RoundState
from arbiter_desk.store.team_tables import TeamGameRecord, TeamMatchRecord


def _points(code: ResultCode | None) -> Decimal:
    if code in (ResultCode.WIN, ResultCode.FORFEIT_WIN, ResultCode.WIN_UNRATED):
        return ONE
    if code in (ResultCode.DRAW, ResultCode.DRAW_UNRATED):
        return HALF
    return ZERO


@dataclass(frozen=True, slots=True)
class BoardLine:
    """A board White first: names, which team each player is from, the result as entered (None = pending)."""

    board: int
    white: str
    black: str
    first_has_white: bool
    result: GameResult | None
    unoccupied: bool

    @property
    def result_text(self) -> str:
        return "" if self.result is None else self.result.label


@dataclass(frozen=True, slots=True)
class MatchLine:
    number: int
    first: str
    second: str
    first_tpn: int
    second_tpn: int
    first_points: Decimal
    second_points: Decimal
    forfeit: str
    complete: bool
    boards: tuple[BoardLine, ...]
    reason: str = ""
    changed: bool = False
    first_score: str = ""
    """The first team's match points before the round (``4 MP``): the draft shows who meets whom by score too."""
    second_score: str = ""

    @property
    def seen(self) -> tuple[str, tuple[GameResult | None, ...]]:
        """What a whole-match forfeit acts on (``services.team_staleness.MatchSeen``)."""
        return self.forfeit, tuple(b.result for b in self.boards)

    """Differs from the engine's pairing (changed under C.04.2 art. 4.4)."""

    @property
    def score_text(self) -> str:
        if self.forfeit:
            return {"+-": "+ : -", "-+": "- : +", "--": "- : -"}[self.forfeit]
        if not any(b.result is not None for b in self.boards):
            return ""
        return f"{points_text(self.first_points)} : {points_text(self.second_points)}"


@dataclass(frozen=True, slots=True)
class TeamRoundView:
    round: int
    state: RoundState
    matches: tuple[MatchLine, ...]
    pab: str
    explanation: tuple[str, ...]
    overrides: tuple[str, ...] = ()
    """``C.04.2 art. 4.4.x: reason`` of each change of the round's pairing."""
    byes: tuple[str, ...] = ()
    """The round's other byes (TRF 240): ``Team (H: a drawn match)`` per team not paired."""

    @property
    def byes_text(self) -> str:
        """``Pairing-allocated bye (art. 1.4): X.  Not paired: Y (Z: absent)`` for the Results tab."""
        pab = f"Pairing-allocated bye (art. 1.4): {self.pab}" if self.pab else "No pairing-allocated bye"
        return f"{pab}.  Not paired: {', '.join(self.byes) or 'no team'}."

    @property
    def pairing_seen(self) -> tuple[tuple[tuple[int, int], ...], str]:
        """What Publish and Discard act on (``services.team_staleness.TeamPairingSeen``)."""
        return tuple((m.first_tpn, m.second_tpn) for m in self.matches), self.pab


def _board(state: TeamEventState, game: TeamGameRecord, names: dict[PlayerId, str]) -> BoardLine:
    first_white = state.rules.board_colour(game.board, Colour.WHITE) is Colour.WHITE
    a = "—" if game.first_player is None else names[game.first_player]
    b = "—" if game.second_player is None else names[game.second_player]
    white, black = (a, b) if first_white else (b, a)
    result = None
    if game.has_result:
        assert game.first_result is not None and game.second_result is not None
        w, bl = (game.first_result, game.second_result) if first_white else (game.second_result, game.first_result)
        result = GameResult.from_codes(w, bl)
    unoccupied = game.first_player is None or game.second_player is None
    return BoardLine(game.board, white, black, first_white, result, unoccupied)


def _match(state: TeamEventState, m: TeamMatchRecord, names: dict[PlayerId, str], reason: str) -> MatchLine:
    first, second = state.team(m.first_team), state.team(m.second_team)
    return MatchLine(
        m.number,
        first.name,
        second.name,
        first.tpn,
        second.tpn,
        sum((_points(g.first_result) for g in m.games), ZERO),
        sum((_points(g.second_result) for g in m.games), ZERO),
        m.forfeit,
        m.is_complete,
        tuple(_board(state, g, names) for g in m.games),
        reason,
    )


def with_games(match: MatchLine, games: Mapping[int, TeamGameRecord]) -> MatchLine:
    """``match`` with the results of boards ``games`` (board → record) as now stored, and its game points
    summed again: what a result key changes, without reading the round (the names stay as they were)."""
    boards = []
    for line in match.boards:
        game = games.get(line.board)
        if game is not None:
            result = None
            if game.has_result:
                assert game.first_result is not None and game.second_result is not None
                w, b = (game.first_result, game.second_result)
                result = GameResult.from_codes(w, b) if line.first_has_white else GameResult.from_codes(b, w)
            line = replace(line, result=result)
        boards.append(line)
    first, second = ZERO, ZERO
    for line in boards:
        if line.result is not None:
            white, black = line.result.codes
            a, b = (white, black) if line.first_has_white else (black, white)
            first, second = first + _points(a), second + _points(b)
    return replace(match, boards=tuple(boards), first_points=first, second_points=second)


def explanation_lines(explanation: RoundExplanation | None, names: dict[int, str]) -> tuple[str, ...]:
    """The engine's explanation as lines: the PAB, then each match (art. 3.4, 3.6, 4)."""
    if explanation is None:
        return ()
    out = []
    if explanation.bye is not None:
        bye = explanation.bye
        out.append(f"PAB: {names.get(bye.player, bye.player)} (art. {bye.rule}): {bye.reason}")
    for b in explanation.boards:
        out.append(
            f"Match {b.board}: {names.get(b.white, b.white)} – {names.get(b.black, b.black)} "
            f"(bracket {format_points(b.bracket_score)}, {b.placed_by}); "
            f"colours art. {b.colour_rule}: {b.colour_reason}"
        )
    out.extend(explanation.notes)
    return tuple(out)


TEAM_BYE_WORDS = {"Z": "absent", "H": "a drawn match", "F": "a won match"}
"""TRF 240 team byes in words (reading T7)."""


def team_round_view(state: TeamEventState, round_no: int, explanation: RoundExplanation | None) -> TeamRoundView:
    rnd = next(r for r in state.rounds if r.number == round_no)
    names = {p.id: p.name for p in state.players}
    team_names = {t.tpn: t.name for t in state.teams}
    reasons = {b.board: b.placed_by for b in explanation.boards} if explanation else {}
    pab = next((state.team(b.team).name for b in state.byes if b.round == round_no and b.kind == "pab"), "")
    return TeamRoundView(
        round_no,
        rnd.state,
        tuple(_match(state, m, names, reasons.get(m.number, "")) for m in state.matches_of(round_no)),
        pab,
        explanation_lines(explanation, team_names),
        byes=tuple(
            f"{state.team(b.team).name} ({b.kind}: {TEAM_BYE_WORDS.get(b.kind, b.kind)})"
            for b in sorted(state.byes, key=lambda b: state.team(b.team).tpn)
            if b.round == round_no and b.kind != "pab"
        ),
    )
