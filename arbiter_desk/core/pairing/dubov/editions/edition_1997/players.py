"""Player data of the 1997 Dubov text (art. 1, 2.2, 2.5) on the kit's participant state.

R is the rating field (E6). ARO is the exact average of the ratings of the opponents met over the board, a
fraction (E4: the 6.2 example shows 2318.4), 0 without a game. Games, colours and opponents count played games
only, unplayed rounds moved to the front (E2, E3). The due colour of art. 1; Black without a game (E5).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import colour_limit_breaks, history_letters
from arbiter_desk.core.pairing.common.floats import DUBOV_FLOATS, Float
from arbiter_desk.core.pairing.common.participant import Participant, build_participants
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class Player97:
    """One player as the 1997 text sees him when pairing one round."""

    tpn: PairingNumber
    rating: int
    score: Decimal
    history: tuple[Colour, ...]
    aro: Fraction
    opponents: frozenset[PairingNumber]
    due: Colour
    allowed: frozenset[Colour]
    """Colours he may receive under 2.3 (|W-B| <= 2) and 2.4 (not three in a row)."""
    transfers: int
    """Times transferred to a higher score group (E11)."""
    transferred_last_round: bool
    can_receive_bye: bool
    """2.2 (E9): no whole point without playing before (``U``, ``+``, ``F``)."""

    @property
    def games_played(self) -> int:
        return len(self.history)

    @property
    def whites_minus_blacks(self) -> int:
        return sum(1 if c is Colour.WHITE else -1 for c in self.history)

    def describe(self) -> str:
        colours = history_letters(self.history) or "-"
        return f"{self.tpn}: {colours}, due {colour_name(self.due)}, R {self.rating}, ARO {aro_text(self.aro)}"


def aro_text(aro: Fraction) -> str:
    """ARO as the 1997 example writes it: one decimal (2318.4); exact where it is a whole number."""
    if aro.denominator == 1:
        return str(aro.numerator)
    return f"{float(aro):.1f}"


def colour_name(colour: Colour) -> str:
    return "White" if colour is Colour.WHITE else "Black"


def due_colour(history: tuple[Colour, ...]) -> Colour:
    """Art. 1: White if more Blacks than Whites, or equal and Black last; Black otherwise; Black with no game (E5)."""
    if not history:
        return Colour.BLACK
    difference = sum(1 if c is Colour.WHITE else -1 for c in history)
    if difference != 0:
        return Colour.WHITE if difference < 0 else Colour.BLACK
    return history[-1].opposite


def allowed_colours(history: tuple[Colour, ...]) -> frozenset[Colour]:
    """2.3 and 2.4 on the played history (E3): the colours that keep |W-B| <= 2 and break no three in a row."""
    return frozenset(c for c in (Colour.WHITE, Colour.BLACK) if not colour_limit_breaks(history, c))


def average_rating(ratings: list[int]) -> Fraction:
    """ARO (art. 1, E4): exact mean, 0 without an opponent met over the board."""
    return Fraction(sum(ratings), len(ratings)) if ratings else Fraction(0)


def player_1997(p: Participant, ratings: dict[PairingNumber, int], round_no: int) -> Player97:
    opponent_ratings = [ratings[e.opponent] for e in p.entries if e.is_played and e.opponent in ratings]
    return Player97(
        tpn=p.tpn,
        rating=p.rating,
        score=p.pairing_score,
        history=p.history,
        aro=average_rating(opponent_ratings),
        opponents=p.opponents,
        due=due_colour(p.history),
        allowed=allowed_colours(p.history),
        transfers=p.count_floats(Float.UP),
        transferred_last_round=p.float_in(round_no - 1) is Float.UP,
        can_receive_bye=p.can_receive_pab,
    )


def build_players_1997(tournament: Tournament, round_no: int) -> dict[PairingNumber, Player97]:
    """1997 data of every player for pairing ``round_no``, from the rounds before it."""
    participants = build_participants(tournament, round_no, DUBOV_FLOATS)
    ratings = {p.tpn: p.rating for p in tournament.players}
    return {tpn: player_1997(p, ratings, round_no) for tpn, p in participants.items()}
