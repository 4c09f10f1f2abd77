"""The counts behind ``certified``'s necessary conditions (C.04.3 (2026) art. 2.4 [C12]–[C14], [C16], 5.2.2):
the players of one side still to pair by colour preference and previous floats, the losses and downfloated
residents of the pairs made so far, and the same-colour pairs the counts force.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import Strength
from arbiter_desk.core.pairing.dutch.colours import c12_loses, c13_loses
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, Float
from arbiter_desk.core.results import Colour

__all__ = ["PairedSoFar", "SideCounts", "least_losses", "loss_budget"]


@dataclass(slots=True)
class SideCounts:
    """Counts of the players of one side still to pair, by what the colour and float bounds see."""

    size: int = 0
    white: int = 0
    black: int = 0
    strong_white: int = 0
    strong_black: int = 0
    down1: int = 0
    down2: int = 0
    absolute_white: int = 0
    absolute_black: int = 0

    def add(self, p: DutchPlayer, sign: int, resident: bool = True) -> None:
        self.size += sign
        pref = p.preference
        if pref is not None:
            white = pref.colour is Colour.WHITE
            self.white += sign * white
            self.black += sign * (not white)
            if pref.strength >= Strength.STRONG:
                self.strong_white += sign * white
                self.strong_black += sign * (not white)
                if pref.strength is Strength.ABSOLUTE:
                    self.absolute_white += sign * white
                    self.absolute_black += sign * (not white)
        self.down1 += sign * (resident and p.float_prev is Float.DOWN)
        self.down2 += sign * (resident and p.float_prev2 is Float.DOWN)

    def key(self) -> tuple[int, ...]:
        return (
            self.size,
            self.white,
            self.black,
            self.strong_white,
            self.strong_black,
            self.down1,
            self.down2,
            self.absolute_white,
            self.absolute_black,
        )

    def without(self, one: SideCounts) -> SideCounts:
        """These counts with the player counted by ``one`` taken out."""
        return SideCounts(*(a - b for a, b in zip(self.key(), one.key(), strict=True)))


@dataclass(frozen=True, slots=True)
class PairedSoFar:
    """[C12], [C13] losses and downfloated residents paired ([C14], [C16]) of the pairs made so far."""

    lost12: int = 0
    lost13: int = 0
    down1: int = 0
    down2: int = 0
    mdps: frozenset[PairingNumber] = frozenset()

    def after(self, a: DutchPlayer, b: DutchPlayer) -> PairedSoFar:
        """The state with the pair (a, b) added; ``a`` may be an MDP (his floats are not counted)."""
        return PairedSoFar(
            self.lost12 + c12_loses(a, b),
            self.lost13 + c13_loses(a, b),
            self.down1 + self._down(a, "float_prev") + self._down(b, "float_prev"),
            self.down2 + self._down(a, "float_prev2") + self._down(b, "float_prev2"),
            self.mdps,
        )

    def _down(self, p: DutchPlayer, attr: str) -> int:
        return int(p.tpn not in self.mdps and getattr(p, attr) is Float.DOWN)


def least_losses(a_same: int, a_size: int, b_same: int, b_size: int) -> int:
    """Pairs of two same-colour players forced when side A (size ``a_size``, ``a_same`` of the colour) is
    assigned into side B: the ones of A that B's players of another colour cannot take."""
    return max(0, a_same - (b_size - b_same))


def loss_budget(same: int, other: int, floaters: int) -> int:
    return (max(0, same - other - floaters) + 1) // 2
