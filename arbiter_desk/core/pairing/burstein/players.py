"""The players as the Burstein system pairs them (C.04.4.2 (2026) art. 1.4–1.8), on the kit's participant state.

The kit (``common.participant``) gives the pairing score (TRF 250 acceleration included, used for score groups,
[C6], the PAB), the compressed colour history (C.04.2 art. 3.4; B8: forfeits are not games), opponents met over
the board (C.04.1 art. 2, C.04.2 art. 3.5), the PAB / unplayed-win history ([C2], B8) and the parity number
(B19). This module adds the Burstein preference (1.5.4: no game, no preference) and the index (``index``).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.burstein.index import OppositionIndex, opposition_indices, ranking_key
from arbiter_desk.core.pairing.common.colour import ColourPreference, colour_preference
from arbiter_desk.core.pairing.common.floats import FloatRule
from arbiter_desk.core.pairing.common.participant import build_participants
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

_NO_FLOATS = FloatRule(forfeits_float=False, unplayed_downfloat=False)
"""Burstein has no float rules of its own (its seeding rounds are Dutch and carry their own)."""


@dataclass(frozen=True, slots=True)
class BursteinPlayer:
    """One player as seen by the Burstein pairing of one round."""

    tpn: PairingNumber
    score: Decimal
    """Pairing score before the round (points plus acceleration): score groups, [C6], [C7], 3.1.3."""
    history: tuple[Colour, ...]
    preference: ColourPreference | None
    """Art. 1.5; None for a player without a played game (1.5.4)."""
    opponents: frozenset[PairingNumber]
    games_played: int
    """Games played over the board (3.1.4, B10)."""
    can_receive_pab: bool
    """[C2] (art. 2.1.2): no PAB and no unplayed win's points before."""
    index: OppositionIndex
    parity_number: int
    """Art. 5.2.1's TPN (B19: late entries not yet arrived skipped)."""

    @property
    def has_played(self) -> bool:
        return self.games_played > 0

    @property
    def rank(self) -> tuple[Decimal, Decimal, int]:
        """Art. 1.8: ascending = higher ranked."""
        return ranking_key(self.index, self.tpn)

    @property
    def absolute_colour(self) -> Colour | None:
        """The colour of an absolute preference (1.5.1), for [C3]."""
        pref = self.preference
        return pref.colour if pref is not None and pref.is_absolute else None


def build_players(tournament: Tournament, round_no: int) -> dict[PairingNumber, BursteinPlayer]:
    """Every player's Burstein data before pairing ``round_no``."""
    state = build_participants(tournament, round_no, _NO_FLOATS)
    indices = opposition_indices(tournament, round_no)
    return {
        tpn: BursteinPlayer(
            tpn=tpn,
            score=p.pairing_score,
            history=p.history,
            preference=colour_preference(p.history),
            opponents=p.opponents,
            games_played=p.games_played,
            can_receive_pab=p.can_receive_pab,
            index=indices[tpn],
            parity_number=p.parity_number if p.parity_number is not None else tpn,
        )
        for tpn, p in state.items()
    }
