"""Colour histories, colour difference and colour preferences shared by the Swiss systems.

C.04.2 (2026) art. 3.4: only played games count where the colour sequence matters; unplayed rounds are
moved to the front, so the history is simply the colours of the played games in round order.

The preference rules are the same words in Dubov C.04.4.1 art. 1.6.1–1.6.3 and Dutch C.04.3 art. 1.7.1–1.7.3
(following the spirit of C.04.1 art. 6–8); only a participant without a played game differs per system (Dubov
1.6.4: mild Black; Dutch 1.7.4: none), so :func:`colour_preference` returns None there and the system decides.

Every system's colour article (Dubov C.04.4.1, Burstein C.04.4.2 and Lim C.04.4.3 art. 5, Double-Swiss C.04.5
art. 4.3, Team C.04.6 art. 4.3) decides one thing per pair: which of the two gets which colour, the other getting
the other colour. The decision and that step are shared (:class:`ColourDecision`, :func:`give_colour`,
:class:`PairColours`); the order of the rules stays in each system.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import Generic, Protocol, TypeVar

from arbiter_desk.core.ids import PairingNumber
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


def history_letters(history: Iterable[Colour]) -> str:
    """A compressed history as the explanations show it: ``WBW``, or ``no game``."""
    return "".join("W" if c is Colour.WHITE else "B" for c in history) or "no game"


def colour_difference(history: Iterable[Colour]) -> int:
    """Games with White minus games with Black (C.04.4.1 art. 1.5; C.04.3 art. 1.6)."""
    diff = 0
    for colour in history:
        if colour is Colour.WHITE:
            diff += 1
        elif colour is Colour.BLACK:
            diff -= 1
    return diff


def colour_preference(history: tuple[Colour, ...]) -> ColourPreference | None:
    """The colour preference from a compressed history; None when no game has been played.

    Absolute (C.04.4.1 1.6.1, C.04.3 1.7.1): colour difference beyond ±1, or the same colour in the last two
    games; if the two tests point different ways the colour difference decides (Dubov clar. 19; cannot happen
    after a legal history). Strong (1.6.2 / 1.7.2): difference ±1. Mild (1.6.3 / 1.7.3): difference 0,
    alternate the last game.
    """
    if not history:
        return None
    diff = colour_difference(history)
    if diff < -1:
        return ColourPreference(Colour.WHITE, Strength.ABSOLUTE)
    if diff > 1:
        return ColourPreference(Colour.BLACK, Strength.ABSOLUTE)
    if len(history) >= 2 and history[-1] is history[-2]:
        return ColourPreference(history[-1].opposite, Strength.ABSOLUTE)
    if diff == -1:
        return ColourPreference(Colour.WHITE, Strength.STRONG)
    if diff == 1:
        return ColourPreference(Colour.BLACK, Strength.STRONG)
    return ColourPreference(history[-1].opposite, Strength.MILD)


def colour_limit_breaks(history: tuple[Colour, ...], colour: Colour) -> tuple[str, ...]:
    """The C.04.1 colour limits that giving ``colour`` next would break, as article numbers.

    ``"6"``: the colour difference would pass ±2 (C.04.1 art. 6); ``"7"``: the same colour three times in a row
    (C.04.1 art. 7). Both count played games only (C.04.2 art. 3.4). Each system may have exceptions.
    """
    after = (*history, colour)
    found: list[str] = []
    if abs(colour_difference(after)) > 2:
        found.append("6")
    if len(after) >= 3 and after[-1] is after[-2] is after[-3]:
        found.append("7")
    return tuple(found)


def latest_alternation(first: tuple[Colour, ...], second: tuple[Colour, ...]) -> tuple[Colour, Colour] | None:
    """The most recent position, walking both compressed histories back from their last game, where one
    participant had White and the other Black; returns the colours each had there (C.04.4.1 art. 5.2.4,
    clarification 18), or None if there is no such position.
    """
    for offset in range(1, min(len(first), len(second)) + 1):
        a, b = first[-offset], second[-offset]
        if a is not b and Colour.NONE not in (a, b):
            return a, b
    return None


@dataclass(frozen=True, slots=True)
class ColourDecision:
    """Who plays White and who Black in one pair, the article that decided and why."""

    white: PairingNumber
    black: PairingNumber
    rule: str
    reason: str


class Numbered(Protocol):
    """A participant as the colour decision sees them: their TPN."""

    @property
    def tpn(self) -> int: ...


P = TypeVar("P", bound=Numbered)


def give_colour(player: Numbered, other: Numbered, colour: Colour, rule: str, reason: str) -> ColourDecision:
    """``player`` gets ``colour`` and ``other`` the other colour, by ``rule``."""
    white, black = (player, other) if colour is Colour.WHITE else (other, player)
    return ColourDecision(PairingNumber(white.tpn), PairingNumber(black.tpn), rule, reason)


@dataclass(frozen=True, slots=True)
class PairColours(Generic[P]):
    """A pair being given colours: the higher and the lower ranked, and the data every reason ends with."""

    high: P
    low: P
    data: str

    @classmethod
    def ranked(cls, a: P, b: P, higher: Callable[[P, P], P], describe: Callable[[P], str]) -> PairColours[P]:
        """The pair ordered by the system's ranking ``higher``; the data is both ``describe``d, higher first."""
        high = higher(a, b)
        low = b if high is a else a
        return cls(high, low, f"{describe(high)}; {describe(low)}")

    def give(self, player: P, colour: Colour, rule: str, why: str) -> ColourDecision:
        """``player`` (one of the pair) gets ``colour`` by ``rule``; the reason is ``why`` and the data."""
        other = self.low if player is self.high else self.high
        return give_colour(player, other, colour, rule, f"{why} ({self.data})")
