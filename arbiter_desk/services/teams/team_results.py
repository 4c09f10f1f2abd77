"""Team results (C.04.6): a board's result and a whole match not played, entered on a published round.

* Per board, the first team's player's result; the other side follows (1-0, ½-½, 0-1, +/-). The match result
  (match points, game points) is derived (``core.teams.match_round``, readings T3–T5).
* A whole-match forfeit (TRF 330, reading T5): ``+-`` / ``-+`` / ``--``; every board takes ``+`` / ``-``.

Each entry is one journaled command, refused if another desk changed the board or the match meanwhile; the
round becomes complete when every board has a result.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.text import tr
from arbiter_desk.services.event.data import Changes, GameResult
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed, row_of
from arbiter_desk.services.teams.team_rounds import TeamRoundCommands, _set_round_state, _unoccupied
from arbiter_desk.services.teams.team_staleness import MatchSeen, match_seen, shown_result
from arbiter_desk.services.teams.team_state import TeamEventState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import RoundState
from arbiter_desk.store.team_tables import TeamWriter, read_game, round_is_complete

OTHER_SIDE = {
    ResultCode.WIN: ResultCode.LOSS,
    ResultCode.DRAW: ResultCode.DRAW,
    ResultCode.LOSS: ResultCode.WIN,
    ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS,
    ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN,
}
"""A board's result seen from the other team (the keys the results tab offers: 1 = 0 + -)."""
FORFEITS = ("+-", "-+", "--")


class TeamResultCommands(TeamRoundCommands):
    """The results of a team event's boards and matches."""

    def record_team_result(self, round_no: int, match_no: int, board: int, result: ResultCode | None) -> Changes:
        """The result of a board from the first team's player's side (None clears it)."""
        if result is not None and result not in OTHER_SIDE:
            raise InvalidInputError(tr("a board's result is 1, =, 0, + or -, not {value}", value=repr(result.value)))
        other = None if result is None else OTHER_SIDE[result]
        return self._board_result(round_no, match_no, board, result, other)

    def record_board_result(
        self,
        round_no: int,
        match_no: int,
        board: int,
        result: GameResult | None,
        seen: Seen[GameResult | None] | None = None,
    ) -> Changes:
        """The result of a board as on its score sheet, White first (the board's colours from ``352``, art. 4:
        the first team has colour k of ``352`` on board k); a double forfeit loses the board for both.
        ``seen``: the board's result as the desk showed it (another desk's entry is never overwritten)."""
        rules = self.team_rules()
        first_white = rules.board_colour(board, Colour.WHITE) is Colour.WHITE
        if result is None:
            return self._board_result(round_no, match_no, board, None, None, seen, first_white)
        white, black = result.codes
        first, second = (white, black) if first_white else (black, white)
        return self._board_result(round_no, match_no, board, first, second, seen, first_white)

    def _board_result(
        self,
        round_no: int,
        match_no: int,
        board: int,
        first: ResultCode | None,
        second: ResultCode | None,
        seen: Seen[GameResult | None] | None = None,
        first_white: bool = True,
    ) -> Changes:
        """One board's letters; reads only the round, the board and its match (a keystroke stays cheap at
        200 teams), then whether the round is complete."""
        with self._store.command("record result") as (writer, outcome):
            reader = writer.reader
            outcome.who = self._arbiter or reader.settings().info.chief_arbiter
            rnd = next((r for r in reader.rounds() if r.number == round_no), None)
            if rnd is None or rnd.state is RoundState.DRAFT:
                raise RoundStateError(tr("round {round} is not published", round=round_no))
            found = read_game(reader, round_no, match_no, board)
            if found is None:
                raise InvalidInputError(
                    tr(
                        "round {round} has no match {match_no} with a board {board}",
                        round=round_no,
                        match_no=match_no,
                        board=board,
                    )
                )
            forfeit, game = found
            refuse_if_changed(
                reader,
                f"board {board} of match {match_no} of round {round_no}",
                seen,
                shown_result(game, first_white),
                row_of("team_games", round_no, match_no, board),
                "look at the board again",
            )
            if game.first_player is None or game.second_player is None:
                raise RoundStateError(
                    tr(
                        "board {board} of match {match_no} is unoccupied: its result is a forfeit",
                        board=board,
                        match_no=match_no,
                    )
                )
            if forfeit:
                raise RoundStateError(
                    tr(
                        "match {match_no} was forfeited as a whole ({forfeit}): undo that first",
                        match_no=match_no,
                        forfeit=forfeit,
                    )
                )
            TeamWriter(writer).set_game(round_no, match_no, replace(game, first_result=first, second_result=second))
            writer.session.flush()
            wanted = RoundState.COMPLETE if round_is_complete(reader, round_no) else RoundState.PUBLISHED
            if wanted is not rnd.state:
                writer.set_round_state(round_no, wanted)
            text = "cleared" if first is None or second is None else f"{first.value}-{second.value}"
            outcome.label = f"record result round {round_no} match {match_no} board {board}: {text}"
        entry = outcome.entry
        if entry is None:
            return Changes(outcome.label)
        return Changes.from_rows(entry.label, entry.seq, entry.changes)

    def record_match_forfeit(self, round_no: int, match_no: int, code: str, seen: MatchSeen | None = None) -> Changes:
        """A match not played (TRF 330): ``+-`` first team wins, ``-+`` second team wins, ``--`` both lose;
        "" gives the match back to the boards. ``seen``: the match as the desk showed it (board results another
        desk entered meanwhile are not overwritten unseen)."""
        if code and code not in FORFEITS:
            raise InvalidInputError(tr("a match forfeit is +-, -+ or --, not {code}", code=repr(code)))

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            match = state.match(round_no, match_no)
            refuse_if_changed(
                writer.reader,
                f"match {match_no} of round {round_no}",
                None if seen is None else Seen(seen),
                match_seen(state, round_no, match_no),
                lambda c: (
                    c.table in ("team_matches", "team_games")
                    and c.value("round_no") == round_no
                    and (c.value("match_no") if c.table == "team_games" else c.value("number")) == match_no
                ),
                "look at the match again",
            )
            tw = TeamWriter(writer)
            tw.set_forfeit(round_no, match_no, code)
            side = {"+": ResultCode.FORFEIT_WIN, "-": ResultCode.FORFEIT_LOSS}
            for game in match.games:
                if code:
                    changed = replace(game, first_result=side[code[0]], second_result=side[code[1]])
                else:
                    changed = _unoccupied(replace(game, first_result=None, second_result=None))
                tw.set_game(round_no, match_no, changed)
            _set_round_state(writer, state, round_no)
            outcome.label = f"round {round_no} match {match_no}: " + (f"forfeit {code}" if code else "forfeit removed")

        return self._team_run("match forfeit", body, round_no)
