"""Reference reading, player data: C.04.4.1 (2026) art. 1.5-1.8 with C.04.2 art. 3.4.

Written from the rules text and docs dubov-2026-clarifications.md (numbers "clar. N") only.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import IntEnum

from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament


class Strength(IntEnum):
    """Art. 1.6: how strongly a player wants their due colour."""

    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True, slots=True)
class PlayerData:
    """Everything the reference needs to know about one player before the round is paired."""

    tpn: int
    rating: int
    score: Decimal
    history: tuple[Colour, ...]
    """Colours of the games played over the board, oldest first (C.04.2 art. 3.4 / clar. 2)."""
    preference: Colour
    strength: Strength
    aro: int
    played_opponents: frozenset[int]
    upfloats: int
    upfloated_last_round: bool
    bye_forbidden: bool
    """C2 (art. 2.1.2, clar. 6): already had a pairing-allocated bye, a forfeit win or a full-point bye."""
    parity: int = 0
    """Clar. 21: rank in TPN order among the players taken into account in this round (0: the TPN)."""

    @property
    def games(self) -> int:
        return len(self.history)

    @property
    def colour_difference(self) -> int:
        """Art. 1.5: games with White minus games with Black."""
        return sum(1 for c in self.history if c is Colour.WHITE) - sum(1 for c in self.history if c is Colour.BLACK)

    @property
    def is_absolute(self) -> bool:
        return self.strength is Strength.ABSOLUTE

    def rank_key(self) -> tuple[Decimal, int]:
        """ "Higher ranked" (art. 5.2.1, clar. 17 and 20): more points, then smaller TPN; smaller key ranks higher."""
        return (-self.score, self.tpn)


def colour_preference(history: tuple[Colour, ...]) -> tuple[Colour, Strength]:
    """Art. 1.6 on the compressed history of played games.

    * no game: mild Black (art. 1.6.4);
    * |CD| > 1 or the last two games with the same colour: absolute (art. 1.6.1); when the two tests point
      different ways the colour difference decides (clar. 19);
    * CD = ±1: strong for the colour played less (art. 1.6.2);
    * CD = 0: mild, alternating the last game (art. 1.6.3).
    """
    if not history:
        return Colour.BLACK, Strength.MILD
    cd = sum(1 if c is Colour.WHITE else -1 for c in history)
    if cd > 1:
        return Colour.BLACK, Strength.ABSOLUTE
    if cd < -1:
        return Colour.WHITE, Strength.ABSOLUTE
    if len(history) >= 2 and history[-1] is history[-2]:
        return history[-1].opposite, Strength.ABSOLUTE
    if cd == 1:
        return Colour.BLACK, Strength.STRONG
    if cd == -1:
        return Colour.WHITE, Strength.STRONG
    return history[-1].opposite, Strength.MILD


def average_rating(ratings: list[int]) -> int:
    """Art. 1.7.1 and clar. 4: the mean rating, rounded half up; 0 without games (art. 1.7.3)."""
    if not ratings:
        return 0
    n = len(ratings)
    return (2 * sum(ratings) + n) // (2 * n)


def max_upfloats(total_rounds: int) -> int:
    """Art. 1.8.2: MaxT = 2 + floor(Rnds / 5)."""
    return 2 + total_rounds // 5


def upfloated_in(tournament: Tournament, tpn: int, round_no: int) -> bool:
    """Clar. 5: paired in that round (game or forfeit) against someone with more points at its start."""
    entry = tournament.player(tpn).entry(round_no)
    if entry is None or entry.opponent is None or not entry.result.has_opponent:
        return False
    return tournament.score(entry.opponent, round_no) > tournament.score(tpn, round_no)


def taken_into_account(tournament: Tournament, tpn: int, round_no: int) -> bool:
    """Clar. 21: paired in an earlier round (game, forfeit or PAB), or not absent from this one."""
    player = tournament.player(tpn)
    now = player.entry(round_no)
    if now is None or now.opponent is not None or now.result is ResultCode.PAIRING_BYE:
        return True
    return any(e.opponent is not None or e.result is ResultCode.PAIRING_BYE for e in player.entries_before(round_no))


def parity_rank(tournament: Tournament, tpn: int, round_no: int) -> int:
    """Clar. 21: the number whose parity art. 5.2.1 reads."""
    return sum(1 for p in tournament.players if p.tpn <= tpn and taken_into_account(tournament, p.tpn, round_no))


def player_data(tournament: Tournament, tpn: int, round_no: int) -> PlayerData:
    """The data of art. 1.5-1.8 of player ``tpn`` before round ``round_no``."""
    player = tournament.player(tpn)
    earlier = sorted(player.entries_before(round_no), key=lambda e: e.round)
    games = [e for e in earlier if e.result.is_played and e.opponent is not None]
    history = tuple(e.colour for e in games)
    preference, strength = colour_preference(history)
    opponents = frozenset(e.opponent for e in games if e.opponent is not None)
    forbidden_codes = (ResultCode.PAIRING_BYE, ResultCode.FORFEIT_WIN, ResultCode.FULL_BYE)
    return PlayerData(
        tpn=tpn,
        rating=player.rating,
        score=tournament.score(tpn, round_no),
        history=history,
        preference=preference,
        strength=strength,
        aro=average_rating([tournament.player(e.opponent).rating for e in games if e.opponent is not None]),
        played_opponents=opponents,
        upfloats=sum(1 for r in range(1, round_no) if upfloated_in(tournament, tpn, r)),
        upfloated_last_round=round_no > 1 and upfloated_in(tournament, tpn, round_no - 1),
        bye_forbidden=any(e.result in forbidden_codes for e in earlier),
        parity=parity_rank(tournament, tpn, round_no),
    )
