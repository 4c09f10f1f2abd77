"""Player data the Dutch system pairs with (C.04.3 (2026) art. 1.2–1.8, C.04.1, C.04.2 art. 3.4–3.5).

Readings of ``dutch-2026-clarifications.md`` are marked "clar. N"; shared C.04.1/C.04.2 readings follow
``dubov-2026-clarifications.md`` ("Dubov clar. N"). Written to move into the pairing kit later.

- Scores are *pairing scores*: points before the round plus the acceleration (record 250) of that round; the
  same holds when judging the floats of earlier rounds (clar. 2, pairing-input.md).
- Floats (art. 1.4, clar. 2): only games played over the board float between players (higher ranked by
  art. 1.2 downfloats, the other upfloats, when their scores at the start of that round differ); a PAB or any
  unplayed round scoring more than a loss (U, +, H, F) is a downfloat; a forfeit loss is none.
- Colour history: played games only, compressed (C.04.2 art. 3.4; Dubov clar. 2).
- Topscorers (art. 1.8, clar. 11) exist only when pairing the declared last round (or a round after it).
  Reading of "over 50% of the maximum possible score when pairing the final round": the maximum a player could
  have scored *by then*, i.e. the rounds already played × a win's points (as the FIDE-endorsed engines compute
  it); the pairing score is compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import ColourPreference, Strength, colour_difference, played_colours
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament


class Float(Enum):
    """The float a player received in one round (art. 1.4)."""

    NONE = "none"
    DOWN = "down"
    UP = "up"


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


def dutch_preference(history: tuple[Colour, ...]) -> ColourPreference | None:
    """Colour preference of art. 1.7 from a compressed history.

    1.7.1 absolute: colour difference beyond ±1 or the same colour in the last two games played (the colour
    difference decides if both apply and disagree, Dubov clar. 19); 1.7.2 strong: ±1; 1.7.3 mild: 0, alternate
    the last game; 1.7.4 no game: no preference.
    """
    if not history:
        return None
    diff = colour_difference(history)
    if diff < -1:
        return ColourPreference(Colour.WHITE, Strength.ABSOLUTE)
    if diff > 1:
        return ColourPreference(Colour.BLACK, Strength.ABSOLUTE)
    if len(history) >= 2 and history[-1] is history[-2]:
        return ColourPreference(history[-1].opposite, Strength.ABSOLUTE)
    if diff == -1:
        return ColourPreference(Colour.WHITE, Strength.STRONG)
    if diff == 1:
        return ColourPreference(Colour.BLACK, Strength.STRONG)
    return ColourPreference(history[-1].opposite, Strength.MILD)


def pairing_scores(tournament: Tournament, last_round: int) -> dict[int, dict[PairingNumber, Decimal]]:
    """Pairing scores at the start of each round 1..last_round: points so far + that round's acceleration."""
    points = tournament.point_system
    running = {p.tpn: Decimal(0) for p in tournament.players}
    per_round: dict[int, list[tuple[PairingNumber, Decimal]]] = {}
    for p in tournament.players:
        for e in p.rounds:
            if e.round < last_round:
                per_round.setdefault(e.round, []).append((p.tpn, points.points(e.result, e.colour)))
    table: dict[int, dict[PairingNumber, Decimal]] = {}
    for r in range(1, last_round + 1):
        table[r] = {tpn: running[tpn] + tournament.acceleration(tpn, r) for tpn in running}
        for tpn, value in per_round.get(r, []):
            running[tpn] += value
    return table


def float_in_round(
    tournament: Tournament, tpn: PairingNumber, round_no: int, scores: dict[int, dict[PairingNumber, Decimal]]
) -> Float:
    """The float ``tpn`` received in ``round_no`` (art. 1.4.2–1.4.4, clar. 2)."""
    if round_no < 1:
        return Float.NONE
    entry = tournament.player(tpn).entry(round_no)
    if entry is None:
        return Float.NONE
    if entry.result.is_played and entry.opponent is not None:
        own = scores[round_no].get(tpn, Decimal(0))
        other = scores[round_no].get(entry.opponent, Decimal(0))
        if own == other:
            return Float.NONE
        return Float.DOWN if own > other else Float.UP
    if entry.result.is_played:
        return Float.NONE
    system = tournament.point_system
    if entry.result is ResultCode.PAIRING_BYE:
        return Float.DOWN
    if entry.result is ResultCode.FORFEIT_LOSS:
        return Float.NONE
    if system.points(entry.result, entry.colour) > system.loss:
        return Float.DOWN
    return Float.NONE


def taken_into_account(tournament: Tournament, round_no: int, to_pair: set[PairingNumber]) -> list[PairingNumber]:
    """Participants with a TPN for ``round_no`` (clar. 1): paired now, or paired (game, forfeit, PAB) before."""
    result = []
    for p in tournament.players:
        earlier = any(
            e.round < round_no and (e.opponent is not None or e.result is ResultCode.PAIRING_BYE) for e in p.rounds
        )
        if p.tpn in to_pair or earlier:
            result.append(p.tpn)
    return sorted(result)


def build_players(
    tournament: Tournament, round_no: int, to_pair: set[PairingNumber] | None = None
) -> dict[PairingNumber, DutchPlayer]:
    """Dutch data of every player for pairing ``round_no``, from the rounds before it."""
    if to_pair is None:
        absent = tournament.absent_in(round_no)
        to_pair = {p.tpn for p in tournament.players if p.tpn not in absent}
    scores = pairing_scores(tournament, round_no)
    system = tournament.point_system
    win = system.win
    last_round = tournament.total_rounds is not None and round_no >= tournament.total_rounds
    top_line = win * (round_no - 1) / 2
    ranks = {tpn: i for i, tpn in enumerate(taken_into_account(tournament, round_no, to_pair), start=1)}
    result: dict[PairingNumber, DutchPlayer] = {}
    for player in tournament.players:
        entries = player.entries_before(round_no)
        history = played_colours(entries)
        score = scores[round_no][player.tpn]
        can_get_bye = not any(
            e.result is ResultCode.PAIRING_BYE or (not e.result.is_played and system.points(e.result, e.colour) >= win)
            for e in entries
        )
        result[player.tpn] = DutchPlayer(
            tpn=player.tpn,
            score=score,
            history=history,
            preference=dutch_preference(history),
            opponents=frozenset(e.opponent for e in entries if e.is_played and e.opponent is not None),
            can_get_bye=can_get_bye,
            unplayed=(round_no - 1) - len(history),
            float_prev=float_in_round(tournament, player.tpn, round_no - 1, scores),
            float_prev2=float_in_round(tournament, player.tpn, round_no - 2, scores),
            topscorer=last_round and score > top_line,
            parity_rank=ranks.get(player.tpn, player.tpn),
        )
    return result
