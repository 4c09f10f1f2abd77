"""The numbers of FIDE's Title Regulations (Handbook B.01, effective from 1 January 2024) that a norm needs.

Only what is read from the text lives here: the four norm titles with their performance and average thresholds
(art. 0.5, 1.4.8), rating floors (1.4.6 b), the rating of unrated opponents (1.4.6 d), the title holders of
1.4.5, the opponent counts with their rounding (1.4.4, 1.4.5, the Annex: minimum counts up, maximum counts
down) and the ``p → dp`` table of 1.4.9 with its rounding. Judging a player lives in ``core.norms.judge``.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum

from arbiter_desk.core.player import Title

EDITION = "FIDE Title Regulations (Handbook B.01), effective from 1 January 2024"
"""The version every article number of ``core.norms`` refers to."""

MIN_GAMES = 9
"""Art. 1.4.1 a: a norm needs at least nine games (the 7- and 8-game exceptions of 1.4.1 b are team events and
the World Cup, out of the desk's scope)."""

MIN_SCORE = Decimal("0.35")
"""Art. 1.4.8 b: at least 35 % of the points in the counted games, for every norm."""

UNRATED_RATING = 1400
"""Art. 1.4.6 d: an unrated opponent (not raised to the floor) counts as rated 1400."""

NO_FEDERATION = "FID"
"""Art. 1.4.2 a: players registered under FIDE itself are accepted opponents but are not a foreign federation."""

TITLE_HOLDERS = frozenset({Title.GM, Title.IM, Title.WGM, Title.FM, Title.WIM, Title.WFM})
"""Art. 1.4.5 a: the titles that make an opponent a title holder (CM and WCM do not)."""


class NormTitle(StrEnum):
    """The titles gained by norms (art. 1.4)."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    WIM = "WIM"


@dataclass(frozen=True, slots=True)
class NormThresholds:
    """What one norm title asks: performance (1.4.8), average (1.4.8 a), floor (1.4.6 b), level titles (1.4.5)."""

    title: NormTitle
    performance: int
    average: int
    floor: int
    level_titles: frozenset[Title]
    article: str
    """The 1.4.5 paragraph naming the level titles."""

    @property
    def level_label(self) -> str:
        return "/".join(t.value for t in sorted(self.level_titles, key=lambda t: t.rank))


THRESHOLDS: dict[NormTitle, NormThresholds] = {
    NormTitle.GM: NormThresholds(NormTitle.GM, 2600, 2380, 2200, frozenset({Title.GM}), "1.4.5 b"),
    NormTitle.IM: NormThresholds(NormTitle.IM, 2450, 2230, 2050, frozenset({Title.GM, Title.IM}), "1.4.5 c"),
    NormTitle.WGM: NormThresholds(
        NormTitle.WGM, 2400, 2180, 2000, frozenset({Title.GM, Title.IM, Title.WGM}), "1.4.5 d"
    ),
    NormTitle.WIM: NormThresholds(
        NormTitle.WIM, 2250, 2030, 1850, frozenset({Title.GM, Title.IM, Title.WGM, Title.WIM}), "1.4.5 e"
    ),
}
"""Art. 0.5 and 1.4.8 (performance, average), 1.4.6 b (floor), 1.4.5 b–e (level titles)."""


DP_TABLE = (
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383,
    -366, -351, -336, -322, -309, -296, -284, -273, -262, -251,
    -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
    -149, -141, -133, -125, -117, -110, -102, -95, -87, -80,
    -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230,
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
    800,
)  # fmt: skip
"""Art. 1.4.9: ``dp`` for p = 0.00, 0.01, … 1.00 (the same 101 pairs as the Rating Regulations' table 8.1.1)."""


def percentage(score: Decimal, games: int) -> int:
    """Art. 1.4.9: the score as a whole percentage, 0.5 % rounded up."""
    return int((Decimal(100) * score / games).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def dp(score: Decimal, games: int) -> int:
    """Art. 1.4.9: the rating difference for ``score`` out of ``games``."""
    return DP_TABLE[percentage(score, games)]


def rounded_average(total: int, count: int) -> int:
    """Art. 1.4.7 b: the average to the nearest whole number, the fraction 0.5 rounded upward."""
    return int((Decimal(total) / count).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def at_least(fraction: Decimal, games: int) -> int:
    """A minimum count of opponents: the fraction of ``games`` rounded up (Annex: minimums round up)."""
    whole = fraction * games
    return int(whole.to_integral_value(rounding="ROUND_CEILING"))


def at_most(fraction: Decimal, games: int) -> int:
    """A maximum count of opponents: the fraction of ``games`` rounded down (Annex: maximums round down)."""
    whole = fraction * games
    return int(whole.to_integral_value(rounding="ROUND_FLOOR"))


HALF = Decimal(1) / 2
THIRD = Decimal(1) / 3
THREE_FIFTHS = Decimal(3) / 5
TWO_THIRDS = Decimal(2) / 3


def min_title_holders(games: int) -> int:
    """Art. 1.4.5 a: at least half of the opponents are title holders."""
    return at_least(HALF, games)


def min_level_titles(games: int) -> int:
    """Art. 1.4.5 b–e: at least a third of the opponents, and at least three, hold the norm's level titles."""
    return max(3, at_least(THIRD, games))


def max_own_federation(games: int) -> int:
    """Art. 1.4.4 a: at most three fifths of the opponents from the player's own federation."""
    return at_most(THREE_FIFTHS, games)


def max_one_federation(games: int) -> int:
    """Art. 1.4.4 b: at most two thirds of the opponents from any one federation."""
    return at_most(TWO_THIRDS, games)


MIN_FOREIGN_FEDERATIONS = 2
"""Art. 1.4.3: the opponents include at least two federations other than the player's."""
