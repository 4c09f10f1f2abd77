"""Player data the Dubov system pairs with (C.04.4.1 (2026) art. 1.5–1.8), on the kit's participant state.

The kit (``common.participant``) gives scores, pairing scores, compressed colour history (C.04.2 art. 3.4),
opponents (C.04.2 art. 3.5), floats and PAB history; this module adds Dubov's own: the art. 1.6.4 preference of
a player without a game, ARO (art. 1.7) and maximum upfloaters (art. 1.8). "clar. N" = the clarifications note.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import ColourPreference, Strength, colour_difference, colour_preference
from arbiter_desk.core.pairing.common.floats import DUBOV_FLOATS, Float
from arbiter_desk.core.pairing.common.participant import Participant, build_participants
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class DubovPlayer:
    """One player as seen by the Dubov pairing of one round."""

    tpn: PairingNumber
    rating: int
    score: Decimal
    """Pairing score before the round (points plus acceleration, TRF 250), used for scoregroups."""
    history: tuple[Colour, ...]
    """Compressed colour history: played games only, oldest first (C.04.2 art. 3.4; clar. 2)."""
    preference: ColourPreference
    aro: int
    games_played: int
    opponents: frozenset[PairingNumber]
    """Opponents met over the board; forfeited games do not count (C.04.2 art. 3.5; clar. 1)."""
    upfloats: int
    upfloated_last_round: bool
    can_receive_pab: bool
    """False if C2 excludes the player from the pairing-allocated bye (art. 2.1.2; clar. 6)."""
    is_max_upfloater: bool
    parity: int = 0
    """The number whose parity art. 5.2.1 reads (clar. 21); 0 means: the TPN itself."""

    @property
    def has_played(self) -> bool:
        return self.games_played > 0

    @property
    def colour_difference(self) -> int:
        return colour_difference(self.history)

    @property
    def parity_number(self) -> int:
        return self.parity or self.tpn


def max_upfloats(total_rounds: int) -> int:
    """MaxT = 2 + floor(Rnds / 5) (art. 1.8.2)."""
    return 2 + total_rounds // 5


def dubov_preference(history: tuple[Colour, ...]) -> ColourPreference:
    """The colour preference of art. 1.6: the kit's 1.6.1–1.6.3 (clar. 19), and 1.6.4: no game yet, mild Black."""
    return colour_preference(history) or ColourPreference(Colour.BLACK, Strength.MILD)


def average_rating_of_opponents(ratings: list[int]) -> int:
    """ARO (art. 1.7): mean rating of opponents met over the board, rounded half up; 0 with no game."""
    if not ratings:
        return 0
    # floor(sum / n + 0.5) in integers (clar. 4).
    return (2 * sum(ratings) + len(ratings)) // (2 * len(ratings))


def dubov_player(
    p: Participant,
    ratings: dict[PairingNumber, int],
    round_no: int,
    max_t: int,
    pab_eligible: Callable[[Participant], bool] | None = None,
) -> DubovPlayer:
    """The Dubov view of a kit participant; ``ratings`` by TPN for ARO, ``max_t`` of art. 1.8.2, ``pab_eligible``
    the edition's C2 (default: 2026, clar. 6)."""
    opponent_ratings = [ratings[e.opponent] for e in p.entries if e.is_played and e.opponent in ratings]
    upfloats = p.count_floats(Float.UP)  # clar. 5 (DUBOV_FLOATS)
    return DubovPlayer(
        tpn=p.tpn,
        rating=p.rating,
        score=p.pairing_score,
        history=p.history,
        preference=dubov_preference(p.history),
        aro=average_rating_of_opponents(opponent_ratings),
        games_played=p.games_played,
        opponents=p.opponents,
        upfloats=upfloats,
        upfloated_last_round=p.float_in(round_no - 1) is Float.UP,
        can_receive_pab=p.can_receive_pab if pab_eligible is None else pab_eligible(p),
        is_max_upfloater=upfloats >= max_t,
        parity=p.parity_number or 0,
    )


def build_players(
    tournament: Tournament, round_no: int, pab_eligible: Callable[[Participant], bool] | None = None
) -> dict[PairingNumber, DubovPlayer]:
    """Dubov data of every player for pairing ``round_no``, from the rounds before it (C2 of the edition)."""
    participants = build_participants(tournament, round_no, DUBOV_FLOATS)
    ratings = {p.tpn: p.rating for p in tournament.players}
    max_t = max_upfloats(tournament.total_rounds or round_no)
    return {tpn: dubov_player(p, ratings, round_no, max_t, pab_eligible) for tpn, p in participants.items()}
