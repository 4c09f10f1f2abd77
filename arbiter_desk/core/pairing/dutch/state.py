"""Player data the Dutch system pairs with (C.04.3 (2026) art. 1.2–1.8, C.04.1, C.04.2 art. 3.4–3.5).

Built on the pairing kit's participant state (``common.participant``), which applies the shared readings:

- scores are *pairing scores*: points before the round plus that round's acceleration (record 250), also when
  judging the floats of earlier rounds (clar. 2, pairing-input.md);
- floats (art. 1.4, clar. 2): only games played over the board float between players (higher ranked
  downfloats, the other upfloats, when their scores at the start of that round differ); a PAB or any unplayed
  round scoring more than a loss (U, +, H, F) is a downfloat; a forfeit loss is none (the kit's default
  ``FloatRule``, the words of art. 1.4);
- colour history: played games only, compressed (C.04.2 art. 3.4); preference by art. 1.7;
- TPN parity among the participants taken into account (clar. 1).

Topscorers (art. 1.8, clar. 11) exist only when pairing the declared last round (or a round after it).
Reading of "over 50% of the maximum possible score when pairing the final round": the maximum a player could
have scored *by then*, i.e. the rounds already played × a win's points (as the FIDE-endorsed engines compute
it); the pairing score is compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import ColourPreference, Strength, colour_difference
from arbiter_desk.core.pairing.common.colour import colour_preference as dutch_preference
from arbiter_desk.core.pairing.common.floats import Float, FloatRule
from arbiter_desk.core.pairing.common.participant import build_participants
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

__all__ = ["DutchPlayer", "Float", "build_players", "dutch_preference"]

DUTCH_FLOATS = FloatRule()
"""Art. 1.4.2–1.4.3 as the kit's default rule reads them (clar. 2)."""


@dataclass(frozen=True, slots=True)
class DutchPlayer:
    """One player as seen by the Dutch pairing of one round."""

    tpn: PairingNumber
    score: Decimal
    """Pairing score at the start of the round (points + acceleration)."""
    history: tuple[Colour, ...]
    """Compressed colour history, oldest first (C.04.2 art. 3.4)."""
    preference: ColourPreference | None
    """Art. 1.7; None for a player without a played game (art. 1.7.4)."""
    opponents: frozenset[PairingNumber]
    """Opponents met over the board (C.04.1 art. 2; forfeits do not count, C.04.2 art. 3.5)."""
    can_get_bye: bool
    """C2 (art. 2.1.2): no PAB before and no unplayed round scored a win's points."""
    unplayed: int
    """Rounds before this one without a game over the board ([C9], clar. 3)."""
    float_prev: Float
    """Float received in the previous round (r-1)."""
    float_prev2: Float
    """Float received two rounds before (r-2)."""
    topscorer: bool
    parity_rank: int
    """Rank in TPN order among the participants taken into account (clar. 1), for art. 5.2.5."""

    @property
    def colour_difference(self) -> int:
        """Art. 1.6."""
        return colour_difference(self.history)

    @property
    def absolute(self) -> bool:
        return self.preference is not None and self.preference.strength is Strength.ABSOLUTE

    def rank_key(self) -> tuple[Decimal, int]:
        """Art. 1.2: score descending, then TPN ascending (sort ascending by this key)."""
        return (-self.score, self.tpn)


def build_players(
    tournament: Tournament, round_no: int, to_pair: set[PairingNumber] | None = None
) -> dict[PairingNumber, DutchPlayer]:
    """Dutch data of every player for pairing ``round_no``, from the rounds before it.

    ``to_pair`` is accepted for symmetry with callers that already know who is paired; the kit derives the
    same set (present in the round) for the TPN parity of clar. 1.
    """
    del to_pair
    participants = build_participants(tournament, round_no, DUTCH_FLOATS)
    win = tournament.point_system.win
    last_round = tournament.total_rounds is not None and round_no >= tournament.total_rounds
    top_line = win * (round_no - 1) / 2
    result: dict[PairingNumber, DutchPlayer] = {}
    for tpn, part in participants.items():
        score = part.pairing_score
        result[tpn] = DutchPlayer(
            tpn=tpn,
            score=score,
            history=part.history,
            preference=part.preference,
            opponents=part.opponents,
            can_get_bye=part.can_receive_pab,
            unplayed=(round_no - 1) - part.games_played,
            float_prev=part.float_in(round_no - 1),
            float_prev2=part.float_in(round_no - 2),
            topscorer=last_round and score > top_line,
            parity_rank=part.parity_number if part.parity_number is not None else tpn,
        )
    return result
