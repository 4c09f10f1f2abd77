"""One set of counted games judged against one norm title: B.01 art. 1.4.3–1.4.9 (effective 1 January 2024).

``check_norm`` takes the opponents exactly as given; which games count and which may be left out is
``core.norms.judge``'s. Every requirement comes back with its article and whether it is met, so the view, the
certificate and the command line show the same reasons.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.norms.regulations import (
    MIN_FOREIGN_FEDERATIONS,
    MIN_SCORE,
    NO_FEDERATION,
    THRESHOLDS,
    TITLE_HOLDERS,
    UNRATED_RATING,
    NormTitle,
    dp,
    max_one_federation,
    max_own_federation,
    min_level_titles,
    min_title_holders,
    percentage,
    rounded_average,
)
from arbiter_desk.core.player import Title


@dataclass(frozen=True, slots=True)
class NormGame:
    """One counted game: the opponent as at the start of the event (1.4.6 a, 0.43) and the points scored."""

    round: int
    opponent: int
    """The opponent's pairing number."""
    name: str
    title: Title
    federation: str
    rating: int
    """The opponent's rating on the list in effect at the start; 0 when unrated."""
    points: Decimal


@dataclass(frozen=True, slots=True)
class Requirement:
    """One condition of a norm with its article and whether it is met."""

    text: str
    article: str
    met: bool


@dataclass(frozen=True, slots=True)
class RaisedRating:
    """The one opponent whose rating was raised to the floor (1.4.6 c)."""

    round: int
    rating: int
    """0 for an unrated opponent (then counted from 1400, 1.4.6 d)."""
    floor: int


@dataclass(frozen=True, slots=True)
class NormCheck:
    """The figures of one set of games for one title, and each requirement."""

    title: NormTitle
    games: tuple[NormGame, ...]
    counts_as: int
    """The number of games the norm counts as (8 played games count as 9 under 1.4.1 c)."""
    score: Decimal
    raised: RaisedRating | None
    average: int
    percentage: int
    dp: int
    performance: int
    title_holders: int
    level_titles: int
    foreign_federations: tuple[str, ...]
    requirements: tuple[Requirement, ...]
    left_out: tuple[tuple[int, str], ...] = ()
    """Games played but left out of this norm: (round, why, with its article)."""

    @property
    def made(self) -> bool:
        return all(r.met for r in self.requirements)

    @property
    def unmet(self) -> tuple[Requirement, ...]:
        return tuple(r for r in self.requirements if not r.met)


def adjusted_ratings(games: tuple[NormGame, ...] | list[int], floor: int) -> tuple[list[int], int | None]:
    """1.4.6 b–d: the ratings counted, unrated as 1400, the lowest one below the floor raised to it (only one).

    Returns the ratings and the index of the raised one (None when nobody is below the floor)."""
    raw = [g.rating if isinstance(g, NormGame) else g for g in games]
    counted = [r if r else UNRATED_RATING for r in raw]
    if not counted:
        return counted, None
    lowest = min(range(len(counted)), key=lambda i: counted[i])
    if counted[lowest] >= floor:
        return counted, None
    counted[lowest] = floor
    return counted, lowest


def federation_counts(federations: list[str]) -> Counter[str]:
    """Opponents per federation, FID left out (1.4.2 a: not a federation for the mix)."""
    return Counter(f for f in federations if f and f != NO_FEDERATION)


def performance_figures(title: NormTitle, games: tuple[NormGame, ...]) -> tuple[Decimal, int, int, int | None]:
    """Score, Ra (1.4.6–1.4.7), dp (1.4.9) and the index of the opponent raised to the floor."""
    n = len(games)
    score = sum((g.points for g in games), Decimal(0))
    ratings, raised_at = adjusted_ratings(games, THRESHOLDS[title].floor)
    average = rounded_average(sum(ratings), n) if n else 0
    return score, average, dp(score, n) if n else -800, raised_at


def reaches_performance(title: NormTitle, games: tuple[NormGame, ...]) -> bool:
    """1.4.8, 1.4.8 a–b only: what ``check_norm`` would say of the average, the score and the performance (a
    quick sieve before the whole check, which alone decides)."""
    if not games:
        return False
    rules = THRESHOLDS[title]
    score, average, diff, _ = performance_figures(title, games)
    return average >= rules.average and score >= MIN_SCORE * len(games) and average + diff >= rules.performance


def check_norm(
    title: NormTitle,
    player_federation: str,
    games: tuple[NormGame, ...],
    exemption: str = "",
    counts_as: int | None = None,
    left_out: tuple[tuple[int, str], ...] = (),
) -> NormCheck:
    """Judge ``games`` for ``title``. ``exemption`` is the 1.4.3 article waiving the foreigner rule (1.4.3 and
    1.4.4), empty when the normal rule holds; ``counts_as`` the game count under 1.4.1 c (default: the games)."""
    rules = THRESHOLDS[title]
    n = len(games)
    size = counts_as if counts_as is not None else n
    score, average, diff, raised_at = performance_figures(title, games)
    pct = percentage(score, n) if n else 0
    performance = average + diff
    holders = sum(1 for g in games if g.title in TITLE_HOLDERS)
    level = sum(1 for g in games if g.title in rules.level_titles)
    feds = federation_counts([g.federation for g in games])
    foreign = tuple(sorted(f for f in feds if f != player_federation))
    needed_holders = min_title_holders(size)
    needed_level = min_level_titles(size)
    requirements = [
        Requirement(
            f"{n} games counted, at least {8 if counts_as else 9}",
            "1.4.1 c" if counts_as else "1.4.1 a",
            n >= (8 if counts_as else 9),
        ),
        Requirement(f"{holders} title holders, at least {needed_holders}", "1.4.5 a", holders >= needed_holders),
        Requirement(
            f"{level} opponents {rules.level_label}, at least {needed_level}", rules.article, level >= needed_level
        ),
    ]
    if exemption:
        requirements.append(Requirement(f"foreigner rule waived ({exemption})", exemption, True))
    else:
        own = feds.get(player_federation, 0)
        top, top_count = feds.most_common(1)[0] if feds else ("", 0)
        requirements += [
            Requirement(
                f"{len(foreign)} federations other than {player_federation or 'the player’s'}, "
                f"at least {MIN_FOREIGN_FEDERATIONS}",
                "1.4.3",
                len(foreign) >= MIN_FOREIGN_FEDERATIONS,
            ),
            Requirement(
                f"{own} opponents from {player_federation}, at most {max_own_federation(n)}",
                "1.4.4 a",
                own <= max_own_federation(n),
            ),
            Requirement(
                f"most from one federation: {top_count} ({top or '—'}), at most {max_one_federation(n)}",
                "1.4.4 b",
                top_count <= max_one_federation(n),
            ),
        ]
    requirements += [
        Requirement(f"average {average}, at least {rules.average}", "1.4.8 a", n > 0 and average >= rules.average),
        Requirement(f"score {score} of {n} ({pct} %), at least 35 %", "1.4.8 b", n > 0 and score >= MIN_SCORE * n),
        Requirement(
            f"performance {average} {'+' if diff >= 0 else '−'} {abs(diff)} = {performance}, "
            f"at least {rules.performance}",
            "1.4.8",
            n > 0 and performance >= rules.performance,
        ),
    ]
    raised = None
    if raised_at is not None:
        raised = RaisedRating(games[raised_at].round, games[raised_at].rating, rules.floor)
    return NormCheck(
        title, games, size, score, raised, average, pct, diff, performance, holders, level, foreign,
        tuple(requirements), left_out,
    )  # fmt: skip
