"""Colour allocation (1992 E1–E4, F2, F3; R8, R9)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import history_letters, latest_alternation
from arbiter_desk.core.pairing.rating_1992.players import STRENGTH_WORD, Player92
from arbiter_desk.core.results import Colour


@dataclass(frozen=True, slots=True)
class Colours:
    white: PairingNumber
    black: PairingNumber
    rule: str
    reason: str


def _name(colour: Colour | None) -> str:
    return "no preference" if colour is None else ("White" if colour is Colour.WHITE else "Black")


def allocate(high: Player92, low: Player92, lot: Colour) -> Colours:
    """The colours of ``high`` (ranked higher by A2) against ``low``; ``lot`` is #1's colour in round 1 (R9)."""

    def give(colour: Colour, rule: str, reason: str) -> Colours:
        if colour is Colour.WHITE:
            return Colours(high.tpn, low.tpn, rule, reason)
        return Colours(low.tpn, high.tpn, rule, reason)

    options = [c for c in (Colour.WHITE, Colour.BLACK) if high.allowed(c) and low.allowed(c.opposite)]
    if len(options) == 1:
        return give(options[0], "1992 B2", "the only allocation keeping B2 for both players (R8)")
    a, b = high.preference, low.preference
    if a is None and b is None:
        odd = high.number % 2 == 1
        colour = lot if odd else lot.opposite
        parity = "odd" if odd else "even"
        return give(colour, "1992 E4", f"neither has played: {high.tpn} ({parity} number {high.number}) by lot (R9)")
    if a is None or b is None or a is not b:
        colour = a if a is not None else (b.opposite if b is not None else Colour.WHITE)
        return give(colour, "1992 E1", f"both preferences granted ({_name(a)} / {_name(b)})")
    if high.strength != low.strength:
        stronger = high if high.strength > low.strength else low
        colour = a if stronger is high else a.opposite
        word = STRENGTH_WORD[stronger.strength]
        return give(colour, "1992 E2", f"{stronger.tpn}'s {word} preference for {_name(a)} is the stronger")
    alternation = latest_alternation(high.history, low.history)
    if alternation is not None:
        colour = alternation[0].opposite
        return give(
            colour,
            "1992 E3",
            f"colours alternated to the latest round they differed ({history_letters(high.history)} / "
            f"{history_letters(low.history)}, F3)",
        )
    return give(a, "1992 E4", f"{high.tpn}, ranked higher, gets their preference ({_name(a)})")
