"""The team pairing being changed in the override dialog (C.04.2 (2026) art. 4.4 for C.04.6): its matches (the
first team has White on board 1, C.04.6 art. 4) and the pairing-allocated bye, edited by places.

A place (:data:`Slot`) is a match index with 0 for its first team and 1 for its second, or :data:`BYE`. Matches
that have results are locked: nothing moves into or out of them until the results are cleared. No widget here:
the dialog shows the pairing and asks the services to check it.
"""

from __future__ import annotations

from collections.abc import Iterable

from arbiter_desk.services.teams.team_override_checks import TeamLayout

Slot = tuple[int, int]
"""A place in the pairing: (match index, 0 first team / 1 second team); the bye is ``BYE``."""
BYE: Slot = (-1, 0)


class TeamPairingEdit:
    """The working pairing, started from ``start``; ``locked`` holds the (first, second) matches with results."""

    def __init__(self, start: TeamLayout, locked: Iterable[tuple[int, int]] = ()) -> None:
        self.start = start
        self.locked = set(locked)
        self.matches: list[list[int]] = [[a, b] for a, b in start.matches]
        self.bye: int | None = start.bye

    def team_at(self, slot: Slot) -> int | None:
        return self.bye if slot == BYE else self.matches[slot[0]][slot[1]]

    def slot_of(self, team: int) -> Slot | None:
        if team == self.bye:
            return BYE
        for index, match in enumerate(self.matches):
            if team in match:
                return index, match.index(team)
        return None

    def is_locked(self, slot: Slot) -> bool:
        """The place is in a match with results (it cannot change until they are cleared)."""
        return slot != BYE and tuple(self.matches[slot[0]]) in self.locked

    def _put(self, slot: Slot, team: int | None) -> None:
        if slot == BYE:
            self.bye = team
        elif team is not None:
            self.matches[slot[0]][slot[1]] = team

    def exchange(self, a: Slot, b: Slot) -> bool:
        """Exchange the teams of two places (between matches, or with the bye); False if nothing changed."""
        first, second = self.team_at(a), self.team_at(b)
        if a == b or first is None or second is None or self.is_locked(a) or self.is_locked(b):
            return False
        self._put(a, second)
        self._put(b, first)
        return True

    def swap_colours(self, index: int) -> bool:
        """The other team of match ``index`` becomes the first team (White on board 1)."""
        if not 0 <= index < len(self.matches) or self.is_locked((index, 0)):
            return False
        self.matches[index].reverse()
        return True

    def set_bye(self, team: int) -> bool:
        """The PAB to ``team``: it changes places with the holder; without one, its match goes and its opponent
        is left unpaired (the services' preview warns: recorded absent)."""
        slot = self.slot_of(team)
        if slot is None or slot == BYE or self.is_locked(slot):
            return False
        if self.bye is not None:
            return self.exchange(slot, BYE)
        del self.matches[slot[0]]
        self.bye = team
        return True

    def reset(self) -> None:
        self.matches = [[a, b] for a, b in self.start.matches]
        self.bye = self.start.bye

    def layout(self) -> TeamLayout:
        return TeamLayout(tuple((a, b) for a, b in self.matches), self.bye)
