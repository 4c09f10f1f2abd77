"""The pairing state of a participant for the round being paired (C.04.1, C.04.2 (2026); TRF 250).

**Participant model.** A participant is whatever carries a pairing number and a history of rounds: a player
in the individual systems, a team in Team Swiss (C.04.6). The kit never looks inside it: the Team Swiss
package turns its team records into the same snapshot shape (one ``Player``-like entry per team, its rounds
being matches) and reads the match points as ``score``; ``secondary_score`` holds what a system uses next
(game points for teams; zero for individuals). Nothing in ``common/`` assumes a participant is a person.

**Pairing score.** ``score`` is the points before the round; ``pairing_score`` adds the virtual points of
every acceleration (TRF-2026 record ``250``, ``XXA``; C.04.7) covering this participant in this round
(``pairing-input.md``). Systems use the pairing score wherever they use scores (score groups, floaters,
PAB, topscorers) and, for floats of earlier rounds, the pairing scores those rounds had.

**Parity number** (clar. 21 of every system, e.g. ``dubov-2026-clarifications.md`` 21): a participant never
paired before and absent from the round being paired is a late entry not yet arrived (C.04.2 art. 2.4–2.5)
and has no TPN for that round; parity rules use the rank, in TPN order, among the others.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.common.colour import (
    ColourPreference,
    colour_difference,
    colour_preference,
    played_colours,
)
from arbiter_desk.core.pairing.common.floats import Float, FloatRule, round_float
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.tournament import Tournament, is_absence

ScoreTable = Mapping[int, Mapping[PairingNumber, Decimal]]
"""Pairing scores at the start of each round: ``table[round][tpn]``."""


@dataclass(frozen=True, slots=True)
class Participant:
    """What every FIDE system knows about one participant when pairing one round."""

    tpn: PairingNumber
    rating: int
    score: Decimal
    """Points before the round (C.04.2 art. 2.4: late entries as the tournament rules say)."""
    pairing_score: Decimal
    """``score`` plus this round's acceleration (TRF 250 / XXA; C.04.7)."""
    history: tuple[Colour, ...]
    """Compressed colour history: played games only, oldest first (C.04.2 art. 3.4)."""
    opponents: frozenset[PairingNumber]
    """Met over the board; forfeited games do not count (C.04.1 art. 2, C.04.2 art. 3.5)."""
    floats: tuple[Float, ...]
    """The float of each earlier round, round 1 first (under the system's :class:`FloatRule`)."""
    had_pab: bool
    """Received the pairing-allocated bye before (C.04.1 art. 4)."""
    unplayed_win: bool
    """Scored, in one round without playing, as many points as a win (C.04.1 art. 4): ``+``, ``F``, ``U``."""
    parity_number: int | None
    """Rank in TPN order among the participants taken into account this round (clar. 21); None if not."""
    present: bool
    """To be paired in this round (not absent, C.04.2 art. 3.2–3.3)."""
    entries: tuple[RoundEntry, ...] = ()
    """The rounds before this one, as recorded."""
    secondary_score: Decimal = ZERO
    """Game points for Team Swiss; zero for individuals."""

    @property
    def games_played(self) -> int:
        return len(self.history)

    @property
    def has_played(self) -> bool:
        return bool(self.history)

    @property
    def colour_difference(self) -> int:
        return colour_difference(self.history)

    @property
    def preference(self) -> ColourPreference | None:
        """C.04.4.1 art. 1.6.1–1.6.3 / C.04.3 art. 1.7.1–1.7.3; None without a played game (system decides)."""
        return colour_preference(self.history)

    @property
    def can_receive_pab(self) -> bool:
        """C.04.1 art. 4: neither a PAB nor an unplayed win's points before."""
        return not (self.had_pab or self.unplayed_win)

    def float_in(self, round_no: int) -> Float:
        """The float of an earlier round (NONE for round 0 or before)."""
        return self.floats[round_no - 1] if 1 <= round_no <= len(self.floats) else Float.NONE

    def count_floats(self, kind: Float) -> int:
        return sum(1 for f in self.floats if f is kind)


def pairing_scores(tournament: Tournament, last_round: int) -> dict[int, dict[PairingNumber, Decimal]]:
    """Pairing scores at the start of each round 1..``last_round``: points so far + that round's acceleration."""
    points = tournament.point_system
    running = {p.tpn: ZERO for p in tournament.players}
    by_round: dict[int, list[tuple[PairingNumber, Decimal]]] = {}
    for p in tournament.players:
        for e in p.rounds:
            if e.round < last_round:
                by_round.setdefault(e.round, []).append((p.tpn, points.points(e.result, e.colour)))
    table: dict[int, dict[PairingNumber, Decimal]] = {}
    for r in range(1, last_round + 1):
        if tournament.accelerations:
            table[r] = {tpn: running[tpn] + tournament.acceleration(tpn, r) for tpn in running}
        else:
            table[r] = dict(running)
        for tpn, value in by_round.get(r, []):
            running[tpn] += value
    return table


def was_paired(player: Player, round_no: int) -> bool:
    """Paired (game, forfeit or PAB) in some round before ``round_no``."""
    return any(
        e.round < round_no and (e.opponent is not None or e.result is ResultCode.PAIRING_BYE) for e in player.rounds
    )


def parity_numbers(tournament: Tournament, round_no: int) -> dict[PairingNumber, int]:
    """Clar. 21: rank in TPN order among participants paired now or paired in an earlier round."""
    counted = sorted(p.tpn for p in tournament.players if _taken_into_account(p, round_no))
    return {tpn: rank for rank, tpn in enumerate(counted, start=1)}


def _taken_into_account(player: Player, round_no: int) -> bool:
    now = player.entry(round_no)
    return now is None or not is_absence(now) or was_paired(player, round_no)


def build_participants(
    tournament: Tournament, round_no: RoundNo | int, rule: FloatRule, scores: ScoreTable | None = None
) -> dict[PairingNumber, Participant]:
    """The pairing state of every participant of ``tournament`` for pairing ``round_no``."""
    table = pairing_scores(tournament, round_no) if scores is None else scores
    points = tournament.point_system
    win = points.win
    parity = parity_numbers(tournament, round_no)
    current = table[round_no]
    accelerated = bool(tournament.accelerations)
    unplayed_points: dict[tuple[ResultCode, Colour], Decimal] = {}
    result: dict[PairingNumber, Participant] = {}
    for player in tournament.players:
        entries = player.entries_before(round_no)
        floats = [Float.NONE] * (round_no - 1)
        opponents: set[PairingNumber] = set()
        had_pab = unplayed_win = False
        real = ZERO
        for e in entries:
            if e.round in table:
                floats[e.round - 1] = round_float(player.tpn, e, table[e.round], points, rule)
            if e.result.is_played:
                if e.opponent is not None:
                    opponents.add(e.opponent)
                if accelerated:
                    real += points.points(e.result, e.colour)
                continue
            key = (e.result, e.colour)
            if key not in unplayed_points:
                unplayed_points[key] = points.points(e.result, e.colour)
            value = unplayed_points[key]
            real += value
            had_pab = had_pab or e.result is ResultCode.PAIRING_BYE
            unplayed_win = unplayed_win or value >= win
        entry_now = player.entry(round_no)
        result[player.tpn] = Participant(
            tpn=player.tpn,
            rating=player.rating,
            score=real if accelerated else current[player.tpn],
            pairing_score=current[player.tpn],
            history=played_colours(entries),
            opponents=frozenset(opponents),
            floats=tuple(floats),
            had_pab=had_pab,
            unplayed_win=unplayed_win,
            parity_number=parity.get(player.tpn),
            present=entry_now is None or not is_absence(entry_now),
            entries=entries,
        )
    return result
