"""Team rounds: pairing by the ``team`` system (C.04.6), line-ups, standings.

* Pairing: the next round is paired on the ``TeamTournament`` snapshot of the store (``team_state``) — the
  same snapshot the TRF reader gives — by the registry's ``team`` system; stored as a draft, then published
  (C.04.2 art. 3, 4.4 as for individuals). The first team of a match has White on board 1 (art. 4).
* Line-up (reading of this desk): by default the first B players of the roster in roster order; the captain's
  line-up replaces it before a board of the match has a result. A board left unoccupied is lost by forfeit by
  that team (``-``) and won (``+``) by the player opposite.
* Results and whole-match forfeits: ``services.team_results``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.scoring import half_points_text
from arbiter_desk.core.teams import TeamRules, TeamTournament
from arbiter_desk.core.text import tr
from arbiter_desk.core.tiebreaks.teams import TeamStandings, parse_team_tiebreaks, team_standings
from arbiter_desk.formats.files import write_text_atomically
from arbiter_desk.formats.trf.team_writer import write_team_trf
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed, refuse_if_journal_moved, rows_where
from arbiter_desk.services.pairing.explanation_json import explanation_to_json, stored_explanation_from_json
from arbiter_desk.services.teams.roster import TeamRegistration
from arbiter_desk.services.teams.team_staleness import (
    TeamPairingSeen,
    refuse_if_team_pairing_changed,
)
from arbiter_desk.services.teams.team_state import TeamEventState, build_team_snapshot
from arbiter_desk.services.teams.team_view import TeamRoundView, team_round_view
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, RoundState
from arbiter_desk.store.team_tables import TeamGameRecord, TeamMatchRecord, TeamWriter, read_game, round_is_complete


@dataclass(frozen=True, slots=True)
class LineupChoice:
    """A team of a match for the line-up dialog: its roster (id, name) and who is on boards 1…B now."""

    team: int
    name: str
    roster: tuple[tuple[PlayerId, str], ...]
    current: tuple[PlayerId | None, ...]


@dataclass(frozen=True, slots=True)
class TeamPairingRequest:
    """What a worker thread needs to pair a team round away from the desk's transaction."""

    round: int
    system: str
    snapshot: TeamTournament
    journal_seq: int
    replaces_draft: bool


def _unoccupied(game: TeamGameRecord) -> TeamGameRecord:
    """A board with a side left unoccupied: that side loses by forfeit, the player opposite wins by forfeit."""
    if game.first_player is None and game.second_player is None:
        return replace(game, first_result=ResultCode.FORFEIT_LOSS, second_result=ResultCode.FORFEIT_LOSS)
    if game.first_player is None:
        return replace(game, first_result=ResultCode.FORFEIT_LOSS, second_result=ResultCode.FORFEIT_WIN)
    if game.second_player is None:
        return replace(game, first_result=ResultCode.FORFEIT_WIN, second_result=ResultCode.FORFEIT_LOSS)
    return game


def default_lineup(roster: Sequence[PlayerId], boards: int) -> list[PlayerId | None]:
    """The first ``boards`` players of the roster; missing ones leave boards unoccupied."""
    return [roster[k] if k < len(roster) else None for k in range(boards)]


def check_can_pair_team_round(state: TeamEventState, round_no: int) -> None:
    total = state.settings.total_rounds
    if total is not None and round_no > total:
        raise RoundStateError(tr("the tournament has only {total} rounds", total=total))
    if len(state.teams) < 2:
        raise RoundStateError(tr("register at least two teams first"))
    if round_no > 1:
        previous = next(r for r in state.rounds if r.number == round_no - 1)
        if previous.state is RoundState.DRAFT:
            raise RoundStateError(tr("round {value} is only a draft: publish it first", value=round_no - 1))
        pending = [m.number for m in state.matches_of(round_no - 1) if not m.is_complete]
        if pending:
            raise RoundStateError(
                tr(
                    "round {value} is not complete (match {names} without every board's result): record them before "
                    "pairing round {round}",
                    value=round_no - 1,
                    names=", ".join(map(str, pending)),
                    round=round_no,
                )
            )


class TeamRoundCommands(TeamRegistration):
    def team_pairing_request(self, repair: bool = False) -> TeamPairingRequest:
        with self._store.read() as reader:
            state = TeamEventState.load(reader)
            seq = reader.last_journal_seq()
        draft = state.draft
        if repair:
            if draft is None:
                raise RoundStateError(tr("there is no draft round"))
            round_no = int(draft.number)
        elif draft is not None:
            raise RoundStateError(
                tr("round {number} is a draft: publish, re-pair or discard it first", number=draft.number)
            )
        else:
            round_no = state.next_round
        check_can_pair_team_round(state, round_no)
        snapshot = build_team_snapshot(state, pairing_round=round_no)
        return TeamPairingRequest(round_no, state.settings.pairing_system, snapshot, seq, repair)

    def pair_team_request(self, request: TeamPairingRequest) -> RoundPairing:
        """The engine's pairing of ``request`` (may run in a worker thread: it touches no store)."""
        system = self._systems(request.system)
        return system.pair(request.snapshot, request.round)  # type: ignore[arg-type]

    def store_team_pairing(self, request: TeamPairingRequest, pairing: RoundPairing) -> Changes:
        """Store the engine's pairing as the draft of its round, every team in its default line-up."""

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            refuse_if_journal_moved(writer.reader, request.journal_seq, "the round was being paired")
            if pairing.round != request.round:
                raise RoundStateError(
                    tr("the pairing is of round {round}, not {round2}", round=pairing.round, round2=request.round)
                )
            tw = TeamWriter(writer)
            if request.replaces_draft:
                tw.delete_round_matches(request.round)
                writer.delete_round(request.round)
            writer.add_round(request.round, RoundState.DRAFT, explanation_to_json(pairing.explanation))
            boards = state.rules.boards
            for board in pairing.boards:
                first, second = state.team_by_tpn(board.white), state.team_by_tpn(board.black)
                games = tuple(
                    _unoccupied(TeamGameRecord(k, a, b))
                    for k, (a, b) in enumerate(
                        zip(default_lineup(first.members, boards), default_lineup(second.members, boards), strict=True),
                        start=1,
                    )
                )
                tw.add_match(TeamMatchRecord(request.round, board.number, first.id, second.id, "", games))
            if pairing.bye is not None:
                tw.set_bye(request.round, state.team_by_tpn(pairing.bye).id, "pab")
            outcome.label = f"{'re-pair' if request.replaces_draft else 'pair'} round {request.round}"

        return self._team_run("re-pair round" if request.replaces_draft else "pair round", body)

    def pair_next_team_round(self, repair: bool = False) -> Changes:
        request = self.team_pairing_request(repair)
        return self.store_team_pairing(request, self.pair_team_request(request))

    def discard_team_draft(self, seen: TeamPairingSeen | None = None) -> Changes:
        """Delete the draft (``seen``: the matches the desk showed; refused if another desk re-paired it)."""

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            draft = state.draft
            if draft is None:
                raise RoundStateError(tr("there is no draft round"))
            refuse_if_team_pairing_changed(writer, state, draft.number, seen)
            TeamWriter(writer).delete_round_matches(draft.number)
            writer.delete_round(draft.number)
            outcome.label = f"discard the draft of round {draft.number}"

        return self._team_run("discard draft", body)

    def publish_team_round(self, seen: TeamPairingSeen | None = None) -> Changes:
        """Publish the draft (``seen`` as ``discard_team_draft``: never a draft the desk did not show)."""

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            draft = state.draft
            if draft is None:
                raise RoundStateError(tr("there is no draft round"))
            refuse_if_team_pairing_changed(writer, state, draft.number, seen)
            done = all(m.is_complete for m in state.matches_of(draft.number))
            writer.set_round_state(draft.number, RoundState.COMPLETE if done else RoundState.PUBLISHED)
            articles = sorted({o.article for o in writer.reader.overrides(draft.number)})
            changed = f" changed from the engine's draft (art. {', '.join(articles)})" if articles else ""
            outcome.label = f"publish round {draft.number}{changed}"

        return self._team_run("publish round", body)

    def set_lineup(
        self,
        round_no: int,
        match_no: int,
        team_id: int,
        players: Sequence[PlayerId | None],
        seen: Sequence[PlayerId | None] | None = None,
    ) -> Changes:
        """The team's players on boards 1…B of a match (None = board left unoccupied), from its roster;
        ``seen``: the line-up the dialog started from (refused if another desk changed it meanwhile)."""

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            match = state.match(round_no, match_no)
            team = state.team(team_id)
            if team_id not in (match.first_team, match.second_team):
                raise InvalidInputError(
                    tr(
                        "team {team} does not play match {match_no} of round {round}",
                        team=team.name,
                        match_no=match_no,
                        round=round_no,
                    )
                )
            side = [g.first_player if team_id == match.first_team else g.second_player for g in match.games]
            refuse_if_changed(
                writer.reader,
                f"the line-up of {team.name} in round {round_no}",
                None if seen is None else Seen(list(seen)),
                side,
                rows_where("team_games", round_no=round_no, match_no=match_no),
                "open the line-up again",
            )
            if len(players) != len(match.games):
                raise InvalidInputError(
                    tr(
                        "the line-up names {count} boards; the match has {count2}",
                        count=len(players),
                        count2=len(match.games),
                    )
                )
            chosen = [p for p in players if p is not None]
            if len(set(chosen)) != len(chosen):
                raise InvalidInputError(tr("team {team}: a player is lined up on two boards", team=team.name))
            for p in chosen:
                if p not in team.members:
                    raise InvalidInputError(tr("team {team}: player {p} is not on its roster", team=team.name, p=p))
            if match.forfeit or any(
                g.has_result and None not in (g.first_player, g.second_player) for g in match.games
            ):
                raise RoundStateError(
                    tr(
                        "match {match_no} of round {round} has results: the line-up is played",
                        match_no=match_no,
                        round=round_no,
                    )
                )
            first = team_id == match.first_team
            tw = TeamWriter(writer)
            for game, player in zip(match.games, players, strict=True):
                changed = replace(game, first_player=player) if first else replace(game, second_player=player)
                changed = _unoccupied(replace(changed, first_result=None, second_result=None))
                if changed != game:
                    tw.set_game(round_no, match_no, changed)
            outcome.label = f"line-up of {team.name} in round {round_no}"

        return self._team_run("set line-up", body, round_no)

    # --- queries -------------------------------------------------------------------------------

    def is_team_event(self) -> bool:
        with self._store.read() as reader:
            return reader.settings().team_rules is not None

    def team_rules(self) -> TeamRules:
        with self._store.read() as reader:
            return TeamEventState(reader.settings(), (), (), (), (), ()).rules

    def team_round_view(self, round_no: int) -> TeamRoundView:
        """The matches of a round with their boards (White first) and the engine's explanation."""
        with self._store.read() as reader:
            state = TeamEventState.load(reader, round_no)
            text = reader.explanation(round_no)
            everything = TeamEventState.load(reader)  # the scores before the round need the rounds before it
        explanation = None if text is None else stored_explanation_from_json(text).explanation
        view = team_round_view(state, round_no, explanation)
        event = build_team_snapshot(everything, pairing_round=round_no)
        tpns = {int(t.tpn) for t in event.teams}

        def score(tpn: int) -> str:
            return f"{half_points_text(event.team(tpn).match_points(round_no))} MP" if tpn in tpns else ""

        matches = tuple(
            replace(m, first_score=score(m.first_tpn), second_score=score(m.second_tpn)) for m in view.matches
        )
        return replace(view, matches=matches)

    def team_games(self, keys: Iterable[tuple[int, int, int]]) -> dict[tuple[int, int, int], TeamGameRecord]:
        """The boards ``(round, match, board)`` as stored (two rows each: what a keystroke's view patch reads)."""
        out = {}
        with self._store.read() as reader:
            for key in keys:
                found = read_game(reader, *key)
                if found is not None:
                    out[key] = found[1]
        return out

    def lineup_choices(self, round_no: int, match_no: int) -> tuple[LineupChoice, LineupChoice]:
        """Both teams of a match: roster (id, name) in board order and the players on the boards now."""
        with self._store.read() as reader:
            state = TeamEventState.load(reader, round_no)
        match = state.match(round_no, match_no)
        names = {p.id: p.name for p in state.players}
        out = []
        for team_id, first in ((match.first_team, True), (match.second_team, False)):
            team = state.team(team_id)
            current = tuple(g.first_player if first else g.second_player for g in match.games)
            out.append(LineupChoice(team.id, team.name, tuple((p, names[p]) for p in team.members), current))
        return out[0], out[1]

    def team_snapshot(self) -> TeamTournament:
        with self._store.read() as reader:
            return build_team_snapshot(TeamEventState.load(reader))

    def team_standings(self, after_round: int | None = None) -> TeamStandings:
        """C.07 team tie-breaks of the settings (default ``core/tiebreaks/teams.default_tiebreaks``)."""
        state = self.team_state()
        event = build_team_snapshot(state)
        specs = parse_team_tiebreaks(",".join(state.settings.team_tiebreaks)) if state.settings.team_tiebreaks else None
        return team_standings(event, specs, after_round)

    def export_team_trf(self, path: Path) -> None:
        """TRF-2026 with the team records (``formats/trf/team_writer.py``), written atomically."""
        write_text_atomically(Path(path), write_team_trf(self.team_snapshot()), protect=(self.path,))


def _set_round_state(writer: Writer, state: TeamEventState, round_no: int) -> None:
    """COMPLETE once every match of the round is; PUBLISHED again when a result is cleared."""
    rnd = next(r for r in state.rounds if r.number == round_no)
    if rnd.state is RoundState.DRAFT:
        return
    writer.session.flush()
    done = round_is_complete(writer.reader, round_no)
    wanted = RoundState.COMPLETE if done else RoundState.PUBLISHED
    if wanted is not rnd.state:
        writer.set_round_state(round_no, wanted)
