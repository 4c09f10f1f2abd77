"""Team registration for a Team Swiss event (C.04.6 (2026)): teams, rosters in board order, team byes.

Readings chosen here (the rules leave them to the competition, art. 1.1.2 and Preface):

* TPN (art. 1.1): by strength, a new or edited team taking its place among the others (``team_order``); the
  Chief Arbiter may renumber (``renumber_teams``) until round 1 is paired (art. 1.1.3: once defined, it is not
  modified).
* Strength (TRF 310 cols 48–53): the average rating of the first B roster players (the starters), rated ones
  only, rounded down; informative.
* Players' start ranks (TRF 001): a new player gets the next free number; nobody is renumbered.
* A player who has played (or was lined up) for a team stays on its roster; reserves may be added any time.
* Byes (TRF 240): ``Z`` known absence, ``H`` a drawn match, ``F`` a won match (reading T7), for a round not yet
  paired; a withdrawal is a ``Z`` for every remaining round, as the convention writes it.
* Match points (TRF 362; the primary score by default, art. 1.2.2): fixed once any match has a result (a board
  result or a whole-match forfeit); changing them then would silently recompute every team's score. Before that
  they may change (a PAB alone is not a result entered: it follows the drawn match's points, reading T6).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing import ENTRIES, HISTORICAL, Capability
from arbiter_desk.core.player import Title
from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed, rows_where
from arbiter_desk.services.teams.team_order import (
    TeamRenumbering,
    by_strength,
    place_new_or_edited,
    team_renumbering,
    write_order,
)
from arbiter_desk.services.teams.team_override_checks import has_results
from arbiter_desk.services.teams.team_staleness import TeamSeen, refuse_if_team_changed
from arbiter_desk.services.teams.team_state import TeamEventState
from arbiter_desk.store import CommandOutcome, Reader, Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord, SettingsRecord
from arbiter_desk.store.team_tables import TeamRecord, TeamWriter, read_matches, read_teams

TEAM_NAME_WIDTH = 32
"""TRF-2026 ``310`` cols 9–40: a longer name could not be exported and read back the same."""
PLAYER_NAME_WIDTH = 33
"""TRF ``001`` cols 15–47 (as the player dialog)."""
BYE_KINDS = {"Z": "known absence (0)", "H": "half-point bye (a drawn match)", "F": "full-point bye (a won match)"}


@dataclass(frozen=True, slots=True)
class RosterPlayer:
    """A player of a roster as typed in the team dialog; ``id`` names an existing player (None = new)."""

    name: str
    rating: int = 0
    federation: str = ""
    fide_id: int | None = None
    title: Title = Title.NONE
    id: PlayerId | None = None


def _strength(records: Sequence[PlayerRecord], boards: int) -> int:
    rated = [p.rating for p in records[:boards] if p.rating > 0]
    return sum(rated) // len(rated) if rated else 0


def _check_roster(name: str, roster: Sequence[RosterPlayer]) -> None:
    if not name.strip():
        raise InvalidInputError(tr("the team needs a name"))
    if len(name.strip()) > TEAM_NAME_WIDTH:
        raise InvalidInputError(
            tr(
                "team {value}…: a team name has at most {team_name_width} characters (TRF-2026 record 310, columns "
                "9-40)",
                value=name.strip()[:TEAM_NAME_WIDTH],
                team_name_width=TEAM_NAME_WIDTH,
            )
        )
    if not roster:
        raise InvalidInputError(tr("team {name}: the roster needs at least one player", name=name))
    for k, p in enumerate(roster, start=1):
        if not p.name.strip():
            raise InvalidInputError(tr("team {name}: player {k} of the roster has no name", name=name, k=k))
        if len(p.name.strip()) > PLAYER_NAME_WIDTH:
            raise InvalidInputError(
                tr(
                    "team {name}: player {k}: a name has at most {player_name_width} characters (TRF record 001, "
                    "columns 15-47)",
                    name=name,
                    k=k,
                    player_name_width=PLAYER_NAME_WIDTH,
                )
            )
        if p.rating < 0 or p.rating > 3500:
            raise InvalidInputError(
                tr(
                    "team {name}: player {k} ({player}): rating {rating} is not 0–3500",
                    name=name,
                    k=k,
                    player=p.name,
                    rating=p.rating,
                )
            )
        if p.federation and not (len(p.federation) == 3 and p.federation.isalpha()):
            raise InvalidInputError(
                tr("team {name}: player {k} ({player}): the federation is three letters", name=name, k=k, player=p.name)
            )


TeamBody = Callable[[Writer, TeamEventState, CommandOutcome], Iterable[Text | str] | None]
"""A team command's work on the whole team event (as ``base.Body`` for individuals)."""


class TeamRegistration(DeskBase):
    """Register, edit and remove teams; team byes and withdrawals."""

    def team_state(self) -> TeamEventState:
        with self._store.read() as reader:
            return TeamEventState.load(reader)

    def _team_run(self, action: str, body: TeamBody, round_no: int | None = None) -> Changes:
        """``DeskBase._run`` for team commands: one transaction on the team event (with ``round_no``, only
        that round's matches are read: a keystroke does not read the whole event)."""
        with self._store.command(action) as (writer, outcome):
            state = TeamEventState.load(writer.reader, round_no)
            outcome.who = self._arbiter or state.settings.info.chief_arbiter
            warnings = tuple(body(writer, state, outcome) or ())
        entry = outcome.entry
        if entry is None:
            return Changes(outcome.label, warnings=warnings)
        return Changes.from_rows(entry.label, entry.seq, entry.changes, warnings)

    def _write_roster(
        self, writer: Writer, state: TeamEventState, name: str, roster: Sequence[RosterPlayer]
    ) -> list[PlayerId]:
        ids: list[PlayerId] = []
        next_tpn = max((p.tpn for p in state.players), default=0) + 1
        by_id = {p.id: p for p in state.players}
        for entry in roster:
            if entry.id is None:
                template = PlayerRecord(PlayerId(0), PairingNumber(next_tpn), "")
                next_tpn += 1
            else:
                template = by_id[entry.id]
            new = replace(
                template,
                name=entry.name.strip(),
                rating=entry.rating,
                federation=entry.federation.strip().upper(),
                fide_id=entry.fide_id,
                title=entry.title,
            )
            if entry.id is None:
                ids.append(writer.add_player(new))
            else:
                old = by_id[entry.id]
                if new != old:
                    writer.update_player(new)
                ids.append(entry.id)
        return ids

    def add_team(self, name: str, nickname: str, roster: Sequence[RosterPlayer]) -> Changes:
        """Register a team with its players in board order (reserves last); it gets the next TPN."""
        _check_roster(name, roster)

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            boards = state.rules.boards
            ids = self._write_roster(writer, state, name, roster)
            players = {p.id: p for p in writer.reader.players()}
            tpn = max((t.tpn for t in state.teams), default=0) + 1
            strength = _strength([players[i] for i in ids], boards)
            team_id = TeamWriter(writer).add_team(tpn, name.strip(), nickname.strip()[:5], strength, ids)
            place_new_or_edited(writer, state, team_id)
            tpn = next(t.tpn for t in read_teams(writer.reader) if t.id == team_id)
            outcome.label = f"register team {tpn} {name.strip()} ({len(ids)} players)"

        return self._team_run("register team", body)

    def edit_team(
        self, team_id: int, name: str, nickname: str, roster: Sequence[RosterPlayer], seen: TeamSeen | None = None
    ) -> Changes:
        """Change a team's name, nickname and roster (board order as given); ``seen``: the team the dialog was
        filled from (refused if another desk changed it, its roster or a player's data meanwhile)."""
        _check_roster(name, roster)

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            team = state.team(team_id)
            refuse_if_team_changed(writer, state, team_id, seen)
            kept = {p.id for p in roster if p.id is not None}
            for p in kept - set(team.members):
                raise InvalidInputError(
                    tr(
                        "player {state_name} is not on the roster of {team}",
                        state_name=state_name(state, p),
                        team=team.name,
                    )
                )
            used = _lined_up(state, team_id)
            for p in set(team.members) - kept:
                if p in used:
                    raise RoundStateError(
                        tr(
                            "{state_name} has been lined up for {team} and stays on its roster",
                            state_name=state_name(state, p),
                            team=team.name,
                        )
                    )
            ids = self._write_roster(writer, state, name, roster)
            players = {p.id: p for p in writer.reader.players()}
            strength = _strength([players[i] for i in ids], state.rules.boards)
            record = TeamRecord(team.id, team.tpn, name.strip(), nickname.strip()[:5], strength, tuple(ids))
            TeamWriter(writer).update_team(record)
            writer.session.flush()
            for p in set(team.members) - kept:
                writer.delete_player(p)
            if strength != team.strength:
                place_new_or_edited(writer, state, team.id)
            outcome.label = f"edit team {team.tpn} {name.strip()}"

        return self._team_run("edit team", body)

    def remove_team(self, team_id: int, seen: TeamSeen | None = None) -> Changes:
        """Remove a team that has not been paired yet; the later teams move up one TPN (art. 1.1.1)."""

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            team = state.team(team_id)
            refuse_if_team_changed(writer, state, team_id, seen)
            if any(team_id in (m.first_team, m.second_team) for m in state.matches) or any(
                b.team == team_id for b in state.byes
            ):
                raise RoundStateError(
                    tr("team {team} has been paired or has byes: withdraw it instead", team=team.name)
                )
            tw = TeamWriter(writer)
            tw.delete_team(team_id)
            writer.session.flush()
            for p in team.members:
                writer.delete_player(p)
            for other in state.teams:
                if other.tpn > team.tpn:
                    tw.update_team(replace(other, tpn=other.tpn - 1))
            outcome.label = f"remove team {team.tpn} {team.name}"

        return self._team_run("remove team", body)

    def renumber_teams(self, order: Sequence[int], seen: Sequence[int] | None = None) -> Changes:
        """Art. 1.1.2: the Chief Arbiter's TPNs, team ids in the new order; only before round 1 is paired.
        ``seen``: the team ids in the TPN order the desk showed (refused if another desk renumbered)."""

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            refuse_if_changed(
                writer.reader,
                "the team numbers (TPNs)",
                None if seen is None else Seen(list(seen)),
                [t.id for t in sorted(state.teams, key=lambda t: t.tpn)],
                lambda change: change.table == "teams",
                "look at the teams again",
                plural=True,
            )
            if state.rounds:
                raise RoundStateError(tr("the TPNs are fixed once round 1 is paired (C.04.6 art. 1.1.3)"))
            if sorted(order) != sorted(t.id for t in state.teams):
                raise InvalidInputError(tr("the new order must name every team once"))
            moves = team_renumbering(state.teams, order)
            write_order(writer, order)
            outcome.label = f"renumber the teams ({len(moves.moves)} moved, C.04.6 art. 1.1.2)"
            outcome.why = "; ".join(f"{name} {old}->{new}" for name, old, new in moves.moves)

        return self._team_run("renumber teams", body)

    def team_order_by_strength(self) -> list[int]:
        """Team ids strongest first (``team_order``: the initial order C.04.6 art. 1.1.2 leaves to the CA)."""
        return by_strength(self.team_state().teams)

    def team_renumbering(self, order: Sequence[int]) -> TeamRenumbering:
        """What ``renumber_teams(order)`` would move, to announce it first."""
        return team_renumbering(self.team_state().teams, order)

    def set_team_bye(
        self, team_id: int, round_no: int, kind: str | None, seen: Seen[str | None] | None = None
    ) -> Changes:
        """A ``240`` bye of a team (``Z`` / ``H`` / ``F``) in a round not yet paired; None removes it.
        ``seen``: the team's bye in that round as the desk showed it (refused if changed meanwhile)."""
        if kind is not None and kind not in BYE_KINDS:
            raise InvalidInputError(tr("a team bye is Z, H or F, not {kind}", kind=repr(kind)))

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            team = state.team(team_id)
            refuse_if_changed(
                writer.reader,
                f"the bye of team {team.name} in round {round_no}",
                seen,
                team_bye_kind(state, team_id, round_no),
                rows_where("team_byes", team_id=team_id, round_no=round_no),
                "look at the team's byes again",
            )
            if round_no < state.next_round:
                raise RoundStateError(tr("round {round} is already paired", round=round_no))
            total = state.settings.total_rounds
            if round_no < 1 or (total is not None and round_no > total):
                raise InvalidInputError(tr("there is no round {round}", round=round_no))
            TeamWriter(writer).set_bye(round_no, team_id, kind)
            what = "no bye" if kind is None else BYE_KINDS[kind]
            outcome.label = f"team {team.tpn} {team.name}: round {round_no} {what}"

        return self._team_run("team bye", body)

    def withdraw_team(self, team_id: int, from_round: int | None = None, seen: TeamSeen | None = None) -> Changes:
        """C.04.2 art. 3.2 for teams: known absent (``240 Z``) in every round from ``from_round`` (default:
        the next one to pair) to the last."""

        def body(writer: Writer, state: TeamEventState, outcome: CommandOutcome) -> None:
            team = state.team(team_id)
            refuse_if_team_changed(writer, state, team_id, seen)
            first = state.next_round if from_round is None else from_round
            total = state.settings.total_rounds
            if total is None:
                raise InvalidInputError(tr("set the number of rounds first"))
            if first < state.next_round:
                raise RoundStateError(tr("round {first} is already paired", first=first))
            tw = TeamWriter(writer)
            for r in range(first, total + 1):
                tw.set_bye(r, team_id, "Z")
            outcome.label = f"withdraw team {team.tpn} {team.name} from round {first}"

        return self._team_run("withdraw team", body)


def team_bye_kind(state: TeamEventState, team_id: int, round_no: int) -> str | None:
    """The team's ``240`` bye in ``round_no`` (``Z`` / ``H`` / ``F``, ``pab``) or None."""
    return next((b.kind for b in state.byes if b.team == team_id and b.round == round_no), None)


def state_name(state: TeamEventState, player: PlayerId) -> str:
    return next((p.name for p in state.players if p.id == player), f"player {player}")


def _lined_up(state: TeamEventState, team_id: int) -> set[PlayerId]:
    team = state.team(team_id)
    out: set[PlayerId] = set()
    for m in state.matches:
        if team_id == m.first_team:
            out |= {g.first_player for g in m.games if g.first_player is not None}
        elif team_id == m.second_team:
            out |= {g.second_player for g in m.games if g.second_player is not None}
    return out & set(team.members)


def check_team_settings(old: SettingsRecord | None, new: SettingsRecord, has_players: bool, has_rounds: bool) -> None:
    """The team system and the team rules go together; a tournament does not turn from individuals into
    teams (or back) once it has participants, nor change its number of boards once a round is paired."""
    entry = next((e for e in (*ENTRIES, *HISTORICAL) if e.key == new.pairing_system), None)
    teams = entry is not None and entry.can(Capability.TEAMS)
    if teams != (new.team_rules is not None):
        raise InvalidInputError(tr("the Team Swiss system needs its team rules, and only it has them"))
    if old is None:
        return
    if (old.team_rules is None) != (new.team_rules is None) and has_players:
        raise RoundStateError(tr("a tournament with participants cannot switch between individuals and teams"))
    old_rules, new_rules = old.team_rules, new.team_rules
    if old_rules is not None and new_rules is not None and has_rounds and old_rules.boards != new_rules.boards:
        raise RoundStateError(tr("the number of boards is fixed once round 1 is paired"))


def check_match_points_change(reader: Reader, old: SettingsRecord, new: SettingsRecord) -> None:
    """TRF 362 (the match points of a won, drawn and lost match) are fixed once a match has a result: every
    team's match points (the primary score, art. 1.2) would otherwise be recomputed without a word."""
    old_rules, new_rules = old.team_rules, new.team_rules
    if old_rules is None or new_rules is None or old_rules.match_points == new_rules.match_points:
        return
    if any(has_results(m) for m in read_matches(reader)):
        mp = old_rules.match_points
        raise RoundStateError(
            tr(
                "the match points (won {win}, drawn {draw}, lost {loss}) are fixed once a match has a result: "
                "changing them would recompute every team's match points",
                win=mp.win,
                draw=mp.draw,
                loss=mp.loss,
            )
        )
