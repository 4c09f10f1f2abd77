"""Player data the Lim system pairs with (C.04.4.3 (2026) art. 1–5; C.04.1 art. 3–4; C.04.2 art. 3.4–3.5), on the
pairing kit's participant state (``common/participant.py``).

Readings of ``lim-2026-clarifications.md`` are marked "L<n>"; the shared C.04.1 / C.04.2 readings (L21) are
those of the Dubov clarifications: only games played over the board give colours and opponents (forfeits
may meet again), a forfeit win, a full-point bye or the pairing-allocated bye bar the bye.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import colour_difference, colour_limit_breaks
from arbiter_desk.core.pairing.common.floats import Float, FloatRule
from arbiter_desk.core.pairing.common.participant import build_participants
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class LimPlayer:
    """One player as seen by the Lim pairing of one round."""

    tpn: PairingNumber
    rating: int
    score: Decimal
    """Pairing score before the round: points so far plus acceleration (record 250)."""
    history: tuple[Colour, ...]
    """Compressed colour history, played games only, oldest first (C.04.2 art. 3.4)."""
    opponents: frozenset[PairingNumber]
    """Opponents met over the board (C.04.1 art. 2; forfeits do not count, C.04.2 art. 3.5)."""
    can_get_bye: bool
    """False after a pairing-allocated bye or a round won without playing (C.04.1 art. 4)."""
    floated_last_round: bool
    """L10: paired in the previous round against an opponent with another score (art. 3.10)."""
    number: int
    """L19: the effective pairing number among the players taken into account for the round."""
    due: Colour | None = None
    """L3: the colour the player is due (``due_colour`` of the history; set by ``build_players``)."""

    @property
    def has_played(self) -> bool:
        return bool(self.history)

    @property
    def colour_difference(self) -> int:
        return colour_difference(self.history)

    def allowed(self, colour: Colour) -> bool:
        """May this player be given ``colour``? Art. 2.1 / 5.1.1 / 5.1.2 on the played games (L1)."""
        return colour_allowed(self.history, colour)


def colour_allowed(history: tuple[Colour, ...], colour: Colour) -> bool:
    """No colour three times in succession (5.1.1), never three more of one colour (5.1.2); L1: played games."""
    return not colour_limit_breaks(history, colour)


def due_colour(history: tuple[Colour, ...]) -> Colour | None:
    """L3: the colour a player is due (art. 5.1, 5.3, 5.5, 5.6; C.04.1 art. 8).

    No played game: none. |CD| >= 2: the equalising colour (it outranks 5.3 when the two conflict, which
    only an illegal history allows). The same colour in the last two games: the other (5.3). CD != 0: the
    equalising colour. CD = 0: the alternate of the last game.
    """
    if not history:
        return None
    diff = colour_difference(history)
    if diff >= 2:
        return Colour.BLACK
    if diff <= -2:
        return Colour.WHITE
    if len(history) >= 2 and history[-1] is history[-2]:
        return history[-1].opposite
    if diff > 0:
        return Colour.BLACK
    if diff < 0:
        return Colour.WHITE
    return history[-1].opposite


def colour_name(colour: Colour | None) -> str:
    if colour is None or colour is Colour.NONE:
        return "no colour"
    return "White" if colour is Colour.WHITE else "Black"


LIM_FLOATS = FloatRule(forfeits_float=True, unplayed_downfloat=False)
"""L10: a float is being paired (game played or forfeited) against an opponent whose score differed; a PAB is
not a float."""


def build_players(
    tournament: Tournament, round_no: int, to_pair: frozenset[PairingNumber]
) -> dict[PairingNumber, LimPlayer]:
    """Lim data of every player for pairing ``round_no``, from the kit's participant state (C.04.1, C.04.2).

    ``to_pair`` are the players paired now; a player also paired earlier keeps an effective pairing number
    (L19) even when absent now.
    """
    participants = build_participants(tournament, round_no, LIM_FLOATS)
    counted = sorted(t for t, p in participants.items() if t in to_pair or p.parity_number is not None)
    number = {tpn: i for i, tpn in enumerate(counted, start=1)}  # L19 (Dutch note 1)
    met: dict[PairingNumber, set[PairingNumber]] = {t: set(p.opponents) for t, p in participants.items()}
    for t, p in participants.items():
        for o in p.opponents:
            met.setdefault(o, set()).add(t)  # a one-sided record still blocks the rematch
    return {
        t: LimPlayer(
            tpn=t,
            rating=p.rating,
            score=p.pairing_score,
            history=p.history,
            opponents=frozenset(met[t]),
            can_get_bye=p.can_receive_pab,
            floated_last_round=p.float_in(round_no - 1) is not Float.NONE,
            number=number.get(t, 0),
            due=due_colour(p.history),
        )
        for t, p in participants.items()
    }
