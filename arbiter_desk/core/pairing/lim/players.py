"""Player data the Lim system pairs with (C.04.4.3 (2026) art. 1–5; C.04.1 art. 3–4; C.04.2 art. 3.4–3.5).

Readings of ``lim-2026-clarifications.md`` are marked "L<n>"; the shared C.04.1 / C.04.2 readings (L21) are
those of the Dubov clarifications: only games played over the board give colours and opponents (forfeits
may meet again), a forfeit win, a full-point bye or the pairing-allocated bye bar the bye.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import colour_difference, played_colours
from arbiter_desk.core.results import Colour, ResultCode
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
    if len(history) >= 2 and history[-1] is colour and history[-2] is colour:
        return False
    step = 1 if colour is Colour.WHITE else -1
    return abs(colour_difference(history) + step) <= 2


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


def pairing_scores(tournament: Tournament, last_round: int) -> dict[int, dict[PairingNumber, Decimal]]:
    """Pairing scores at the start of each round 1..last_round (points so far + that round's acceleration)."""
    points = tournament.point_system
    running = {p.tpn: Decimal(0) for p in tournament.players}
    table: dict[int, dict[PairingNumber, Decimal]] = {}
    by_round: dict[int, list[tuple[PairingNumber, Decimal]]] = {}
    for p in tournament.players:
        for e in p.rounds:
            if e.round < last_round:
                by_round.setdefault(e.round, []).append((p.tpn, points.points(e.result, e.colour)))
    for r in range(1, last_round + 1):
        table[r] = {tpn: running[tpn] + tournament.acceleration(tpn, r) for tpn in running}
        for tpn, value in by_round.get(r, []):
            running[tpn] += value
    return table


def build_players(
    tournament: Tournament, round_no: int, to_pair: frozenset[PairingNumber]
) -> dict[PairingNumber, LimPlayer]:
    """Lim data of every player for pairing ``round_no``, from the rounds before it."""
    scores = pairing_scores(tournament, round_no)
    win = tournament.point_system.win
    counted = sorted(
        p.tpn
        for p in tournament.players
        if p.tpn in to_pair
        or any(e.opponent is not None or e.result is ResultCode.PAIRING_BYE for e in p.entries_before(round_no))
    )
    number = {tpn: i for i, tpn in enumerate(counted, start=1)}  # L19 (Dutch note 1)
    met: dict[PairingNumber, set[PairingNumber]] = {p.tpn: set() for p in tournament.players}
    for p in tournament.players:
        for e in p.entries_before(round_no):
            if e.is_played and e.opponent is not None:
                met[p.tpn].add(e.opponent)
                met.setdefault(e.opponent, set()).add(p.tpn)  # a one-sided record still blocks the rematch
    result: dict[PairingNumber, LimPlayer] = {}
    for p in tournament.players:
        entries = p.entries_before(round_no)
        can_get_bye = not any(
            e.result is ResultCode.PAIRING_BYE
            or (not e.result.is_played and tournament.point_system.points(e.result, e.colour) >= win)
            for e in entries
        )
        history = played_colours(entries)
        result[p.tpn] = LimPlayer(
            tpn=p.tpn,
            rating=p.rating,
            score=scores[round_no][p.tpn],
            history=history,
            opponents=frozenset(met[p.tpn]),
            can_get_bye=can_get_bye,
            floated_last_round=_floated(p.tpn, tournament, round_no - 1, scores),
            number=number.get(p.tpn, 0),
            due=due_colour(history),
        )
    return result


def _floated(
    tpn: PairingNumber, tournament: Tournament, round_no: int, scores: dict[int, dict[PairingNumber, Decimal]]
) -> bool:
    """L10: paired in ``round_no`` (played or forfeited) against an opponent whose score then differed."""
    if round_no < 1 or round_no not in scores:
        return False
    entry = tournament.player(tpn).entry(round_no)
    if entry is None or entry.opponent is None or not entry.result.has_opponent:
        return False
    other = scores[round_no].get(entry.opponent)
    return other is not None and other != scores[round_no][tpn]
