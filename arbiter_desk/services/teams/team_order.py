"""The initial order of the teams and its changes before round 1 (C.04.6 (2026) art. 1.1).

C.04.6 leaves the initial order to the rules of the competition, else to the Chief Arbiter (art. 1.1.2; the
Preface: "too many variants … to define an appropriate strength for teams"). Reading chosen here, as the team
generator does: by strength, the average rating of the starters (``teams._strength``, TRF 310), strongest first;
a team without a rated starter last; equal strengths keep their order. A team registered or edited before round
1 is paired takes its place by strength among the others, whose order stays as it was — so an order the Chief
Arbiter set by hand is kept. The Chief Arbiter may move teams, or sort them all by strength again, until round 1
is paired (art. 1.1.3: once defined, not modified; ``renumber_teams`` refuses later); a renumbering is announced
before it happens with the moves it brings, as a player renumbering is (C.04.2 art. 2.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_desk.services.teams.team_state import TeamEventState
from arbiter_desk.store import Writer
from arbiter_desk.store.team_tables import TeamRecord, TeamWriter, read_teams


def _key(team: TeamRecord) -> int:
    return -team.strength if team.strength > 0 else 1


def by_strength(teams: Sequence[TeamRecord]) -> list[int]:
    """Team ids strongest first (the current order among equals; no rated starter last)."""
    return [t.id for t in sorted(sorted(teams, key=lambda t: t.tpn), key=_key)]


def placed_by_strength(teams: Sequence[TeamRecord], team_id: int) -> list[int]:
    """Team ids in TPN order with ``team_id`` moved to its place by strength among the others (kept in order):
    before the first team it is stronger than."""
    ordered = sorted(teams, key=lambda t: t.tpn)
    moving = next(t for t in ordered if t.id == team_id)
    others = [t for t in ordered if t.id != team_id]
    place = next((i for i, t in enumerate(others) if _key(moving) < _key(t)), len(others))
    return [t.id for t in others[:place]] + [team_id] + [t.id for t in others[place:]]


def write_order(writer: Writer, order: Sequence[int]) -> None:
    """Give the teams the TPNs 1…n in ``order`` (only the changed rows are written)."""
    teams = {t.id: t for t in read_teams(writer.reader)}
    tw = TeamWriter(writer)
    for tpn, team_id in enumerate(order, start=1):
        team = teams[team_id]
        if team.tpn != tpn:
            tw.update_team(TeamRecord(team.id, tpn, team.name, team.nickname, team.strength, team.members))


def place_new_or_edited(writer: Writer, state: TeamEventState, team_id: int) -> None:
    """Before round 1 is paired: ``team_id`` takes its place by strength (the others keep their order)."""
    if not state.rounds:
        write_order(writer, placed_by_strength(read_teams(writer.reader), team_id))


@dataclass(frozen=True, slots=True)
class TeamRenumbering:
    """The TPN changes of a new team order: (team name, old TPN, new TPN) per team that moves."""

    moves: tuple[tuple[str, int, int], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.moves)

    def notice(self) -> str:
        """The announcement before the renumbering (C.04.6 art. 1.1.2–1.1.3)."""
        moves = ", ".join(f"{name} {old}→{new}" for name, old, new in self.moves)
        return (
            f"This renumbers {len(self.moves)} team(s): {moves}. C.04.6 art. 1.1.3: once round 1 is paired the "
            "team pairing numbers are fixed. Go ahead?"
        )


def team_renumbering(teams: Sequence[TeamRecord], order: Sequence[int]) -> TeamRenumbering:
    new = {team_id: tpn for tpn, team_id in enumerate(order, start=1)}
    return TeamRenumbering(
        tuple((t.name, t.tpn, new[t.id]) for t in sorted(teams, key=lambda t: t.tpn) if new.get(t.id, t.tpn) != t.tpn)
    )
