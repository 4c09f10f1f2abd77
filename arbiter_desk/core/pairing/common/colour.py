"""Colour histories, colour difference and colour preferences shared by the Swiss systems.

C.04.2 (2026) art. 3.4: only played games count where the colour sequence matters; unplayed rounds are
moved to the front, so the history is simply the colours of the played games in round order.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import Colour


class Strength(IntEnum):
    """How strongly a colour is wanted (C.04.4.1 art. 1.6; C.04.3 art. 1.7)."""

    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True, slots=True)
class ColourPreference:
    """The due colour and how strongly it is due."""

    colour: Colour
    strength: Strength

    @property
    def is_absolute(self) -> bool:
        return self.strength is Strength.ABSOLUTE

    def __str__(self) -> str:
        return f"{self.strength.name.lower()} {'White' if self.colour is Colour.WHITE else 'Black'}"


def played_colours(entries: Iterable[RoundEntry]) -> tuple[Colour, ...]:
    """The compressed colour history: colours of games played over the board, oldest first (C.04.2 art. 3.4)."""
    ordered = sorted(entries, key=lambda e: e.round)
    return tuple(e.colour for e in ordered if e.result.is_played and e.colour is not Colour.NONE)


def colour_difference(history: Iterable[Colour]) -> int:
    """Games with White minus games with Black (C.04.4.1 art. 1.5)."""
    diff = 0
    for colour in history:
        if colour is Colour.WHITE:
            diff += 1
        elif colour is Colour.BLACK:
            diff -= 1
    return diff


def latest_alternation(first: tuple[Colour, ...], second: tuple[Colour, ...]) -> tuple[Colour, Colour] | None:
    """The most recent position, walking both compressed histories back from their last game, where one
    player had White and the other Black; returns the colours each had there (C.04.4.1 art. 5.2.4,
    clarification 18), or None if there is no such position.
    """
    for offset in range(1, min(len(first), len(second)) + 1):
        a, b = first[-offset], second[-offset]
        if a is not b and Colour.NONE not in (a, b):
            return a, b
    return None
