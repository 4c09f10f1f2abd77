"""The players as the 1992 text pairs them (1992 A2, A4, A5, A7, B1, B2, F2; R1, R3, R6, R7, R10).

Built on the kit's participant state (``common/participant.py``): only games played over the board give colours
and opponents (1992 F2, R3); ``U``, ``F`` and a forfeit win bar the bye (1992 B1b, R3; an ``H`` does not).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import IntEnum

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import colour_difference, colour_limit_breaks
from arbiter_desk.core.pairing.common.floats import Float, FloatRule
from arbiter_desk.core.pairing.common.participant import Participant, build_participants
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

FLOATS_1992 = FloatRule(forfeits_float=True, unplayed_downfloat=False)
"""R10 (a): paired, game played or forfeited, against another score; the pairing bye is added by hand."""


class Strength(IntEnum):
    """1992 A7: the strength of a colour preference (E2: absolute > strong > mild)."""

    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


STRENGTH_WORD = {
    Strength.NONE: "none",
    Strength.MILD: "mild",
    Strength.STRONG: "strong",
    Strength.ABSOLUTE: "absolute",
}


@dataclass(frozen=True, slots=True)
class Player92:
    """One player for pairing one round under the 1992 text."""

    tpn: PairingNumber
    score: Decimal
    history: tuple[Colour, ...]
    """Played colours, oldest first (1992 F2: byes and unplayed games do not count)."""
    opponents: frozenset[PairingNumber]
    can_get_bye: bool
    """1992 B1b, R3: no earlier bye or point without playing (``U``, ``F``, ``+``)."""
    last_float: Float
    """1992 B5: the float of the previous round (R10 a)."""
    float_before: Float
    """1992 B6: the float of two rounds before (R10 a)."""
    over_half: bool
    """R7: last round and more than half the points so far: no absolute preference, B2/B5/B6 not applied."""
    number: int
    """R9: effective pairing number (late entries not yet arrived do not count)."""
    preference: Colour | None
    strength: Strength

    @property
    def colour_rules_apply(self) -> bool:
        """Note to 1992 B: B2 (and B5, B6) apply unless over 50 % in the last round (R7)."""
        return not self.over_half

    def allowed(self, colour: Colour) -> bool:
        """1992 B2 a/b for this player (R7: not for a player over 50 % in the last round)."""
        return self.over_half or not colour_limit_breaks(self.history, colour)


def preference_of(history: tuple[Colour, ...], over_half: bool) -> tuple[Colour | None, Strength]:
    """1992 A7 a–c; R6: no played game, no preference; R7: no absolute preference when over 50 % in the last
    round (it becomes strong or mild)."""
    if not history:
        return None, Strength.NONE
    diff = colour_difference(history)
    same_twice = len(history) >= 2 and history[-1] is history[-2]
    if not over_half and (abs(diff) > 1 or same_twice):
        white = diff < 0 or (same_twice and history[-1] is Colour.BLACK)
        return (Colour.WHITE if white else Colour.BLACK), Strength.ABSOLUTE
    if diff != 0:
        return (Colour.WHITE if diff < 0 else Colour.BLACK), Strength.STRONG
    return history[-1].opposite, Strength.MILD


def _floats(p: Participant, round_no: int) -> tuple[Float, Float]:
    """R10 (a): the kit's float of a game or forfeit, plus the pairing bye as a downfloat (1992 A5)."""

    def of(r: int) -> Float:
        entry = next((e for e in p.entries if e.round == r), None)
        if entry is not None and entry.result is ResultCode.PAIRING_BYE:
            return Float.DOWN
        return p.float_in(r)

    return of(round_no - 1), of(round_no - 2)


def build_players(
    tournament: Tournament, round_no: int, to_pair: frozenset[PairingNumber]
) -> dict[PairingNumber, Player92]:
    """1992 data of every player for pairing ``round_no``; ``to_pair`` are the players paired now (R17)."""
    state = build_participants(tournament, round_no, FLOATS_1992)
    last_round = tournament.total_rounds is not None and round_no == tournament.total_rounds
    half = tournament.point_system.win * Decimal(round_no - 1) / 2
    counted = sorted(t for t, p in state.items() if t in to_pair or p.parity_number is not None)
    number = {tpn: i for i, tpn in enumerate(counted, start=1)}
    met: dict[PairingNumber, set[PairingNumber]] = {t: set(p.opponents) for t, p in state.items()}
    for t, p in state.items():
        for o in p.opponents:
            met.setdefault(o, set()).add(t)
    players: dict[PairingNumber, Player92] = {}
    for t, p in state.items():
        over_half = last_round and p.score > half
        pref, strength = preference_of(p.history, over_half)
        last, before = _floats(p, round_no)
        players[t] = Player92(
            tpn=t,
            score=p.score,
            history=p.history,
            opponents=frozenset(met[t]),
            can_get_bye=p.can_receive_pab,
            last_float=last,
            float_before=before,
            over_half=over_half,
            number=number.get(t, 0),
            preference=pref,
            strength=strength,
        )
    return players


def compatible(a: Player92, b: Player92) -> bool:
    """1992 B1a and B2: never met (over the board, F2) and some colour allocation keeps B2 for both (R7)."""
    if b.tpn in a.opponents:
        return False
    return (a.allowed(Colour.WHITE) and b.allowed(Colour.BLACK)) or (
        a.allowed(Colour.BLACK) and b.allowed(Colour.WHITE)
    )


def conflict(a: Player92, b: Player92) -> bool:
    """R13: both players prefer the same colour (any strength); a player without preference never conflicts."""
    return a.preference is not None and a.preference is b.preference
