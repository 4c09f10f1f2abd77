"""The Double-Swiss state of each player before a round (C.04.5 (2026) art. 1.2–1.6, 2.1; D5–D7, D12, D21).

Built from the matches of ``matches.py``: score (D20), opponents of regularly played matches ([C1]; a match
ended by forfeit may be repeated, Preface and C.04.2 art. 3.5), [C2] eligibility (D6), matches played (D5),
whether the player was a floater in the previous round (art. 1.5, D7: scores at the start of that round,
regularly played matches only), the colour history of art. 1.6 (D3; compressed as C.04.2 art. 3.4 says, D13)
and the parity number of art. 4.3.1 (D21: late entries not yet arrived have no TPN).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.double_swiss.matches import ZERO, Match, is_absent, read_match
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True, slots=True)
class DSPlayer:
    """One player as the Double-Swiss pairing of one round sees them."""

    tpn: PairingNumber
    score: Decimal
    opponents: frozenset[PairingNumber]
    """Opponents of regularly played matches ([C1])."""
    can_receive_pab: bool
    """[C2]: no PAB, no match won by forfeit, no full-point bye before (D6)."""
    matches_played: int
    """Regularly played matches (art. 3.4.3, D5)."""
    floated_last_round: bool
    """Was a floater (art. 1.5) in the previous round (D7)."""
    colours: tuple[Colour, ...]
    """Game-1 colours of the matches with a colour (art. 1.6), oldest first: the compressed history (D13)."""
    parity_number: int
    """Rank in TPN order among the players taken into account (D21)."""
    present: bool

    @property
    def whites(self) -> int:
        return sum(1 for c in self.colours if c is Colour.WHITE)


def match_history(tournament: Tournament, before: int) -> dict[PairingNumber, list[Match]]:
    """The matches of every player in Double-Swiss rounds 1..before−1."""
    out: dict[PairingNumber, list[Match]] = {}
    for p in tournament.players:
        out[p.tpn] = [m for r in range(1, before) if (m := read_match(tournament, p, r)) is not None]
    return out


def build_players(tournament: Tournament, round_no: int) -> dict[PairingNumber, DSPlayer]:
    """Every player's state for pairing Double-Swiss round ``round_no``."""
    history = match_history(tournament, round_no)
    # Scores at the start of each round, for floaters (D7).
    start: dict[int, dict[PairingNumber, Decimal]] = {}
    running = {tpn: ZERO for tpn in history}
    by_round = {tpn: {m.round: m for m in ms} for tpn, ms in history.items()}
    for r in range(1, round_no):
        start[r] = dict(running)
        for tpn in running:
            m = by_round[tpn].get(r)
            if m is not None:
                running[tpn] += m.points
    present = {p.tpn: not is_absent(tournament, p, round_no) for p in tournament.players}
    counted = sorted(tpn for tpn, ms in history.items() if present[tpn] or any(m.paired for m in ms))
    parity = {tpn: rank for rank, tpn in enumerate(counted, start=1)}
    players: dict[PairingNumber, DSPlayer] = {}
    for tpn, matches in history.items():
        last = by_round[tpn].get(round_no - 1)
        floated = (
            last is not None
            and last.regular
            and last.opponent is not None
            and start[round_no - 1].get(last.opponent, ZERO) != start[round_no - 1][tpn]
        )
        players[tpn] = DSPlayer(
            tpn=tpn,
            score=running[tpn],
            opponents=frozenset(m.opponent for m in matches if m.regular and m.opponent is not None),
            can_receive_pab=not any(m.pab or m.won_by_forfeit or m.full_point_bye for m in matches),
            matches_played=sum(1 for m in matches if m.regular),
            floated_last_round=floated,
            colours=tuple(m.colour for m in matches if m.colour is not Colour.NONE),
            parity_number=parity.get(tpn, tpn),
            present=present[tpn],
        )
    return players
