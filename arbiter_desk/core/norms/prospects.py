"""Can a player still make a norm, and with what score (B.01 art. 1.4.1–1.4.8 applied ahead of the games).

The question players ask from round 6 on. The answer counts the opponents met and those already drawn (the
pairings as they stand); every opponent not drawn yet is assumed to be rated the current average of the
opponents met (unrated counted as 1400, no floor), and the view says so. It assumes every remaining round is
played and no game left out; a norm reached by leaving games out (1.4.1 e, f) shows as made when it is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.norms.mix import NormGame, adjusted_ratings, federation_counts
from arbiter_desk.core.norms.regulations import (
    MIN_FOREIGN_FEDERATIONS,
    MIN_GAMES,
    MIN_SCORE,
    THRESHOLDS,
    TITLE_HOLDERS,
    UNRATED_RATING,
    NormTitle,
    dp,
    max_one_federation,
    max_own_federation,
    min_level_titles,
    min_title_holders,
    rounded_average,
)

HALF = Decimal("0.5")


@dataclass(frozen=True, slots=True)
class Prospect:
    """What a player still needs for one norm, or why it is out of reach."""

    possible: bool
    reason: str
    """Why not, when not possible."""
    points_needed: Decimal = Decimal(0)
    """Points still to score in the games to come."""
    games_to_come: int = 0
    final_games: int = 0
    final_score: Decimal = Decimal(0)
    final_average: int = 0
    assumed_rating: int | None = None
    """The rating every opponent not drawn yet is assumed to have (the current average); None if none is."""
    undrawn: int = 0
    conditions: tuple[str, ...] = ()
    """The title and federation mix the opponents still to come must bring."""

    @property
    def assumption(self) -> str:
        if not self.undrawn or self.assumed_rating is None:
            return "opponents as drawn"
        return f"{self.undrawn} not drawn yet assumed at {self.assumed_rating}, the current average"


def prospect(
    title: NormTitle,
    player_federation: str,
    met: tuple[NormGame, ...],
    drawn: tuple[NormGame, ...],
    undrawn: int,
    exempt: bool,
) -> Prospect:
    """``met``: the counted games so far; ``drawn``: opponents paired but not played (``points`` ignored);
    ``undrawn``: rounds still to come without an opponent yet, each assumed played."""
    rules = THRESHOLDS[title]
    known = met + drawn
    final = len(known) + undrawn
    to_come = len(drawn) + undrawn
    if final < MIN_GAMES:
        return Prospect(False, f"at most {final} games can count, under the 9 of 1.4.1 a")
    assumed = rounded_average(sum(g.rating or UNRATED_RATING for g in met), len(met)) if met else None
    if undrawn and assumed is None:
        return Prospect(False, "no opponent met yet: nothing to assume the opponents still to come from")
    ratings, _ = adjusted_ratings([g.rating for g in known] + [assumed or 0] * undrawn, rules.floor)
    average = rounded_average(sum(ratings), final)
    base = Prospect(False, "", final_games=final, final_average=average, assumed_rating=assumed, undrawn=undrawn)
    if average < rules.average:
        return _replace(base, f"the average would be {average}, under the {rules.average} of 1.4.8 a")
    scored = sum((g.points for g in met), Decimal(0))
    target = scored
    while target <= scored + to_come and not (
        target >= MIN_SCORE * final and average + dp(target, final) >= rules.performance
    ):
        target += HALF
    if target > scored + to_come:
        return _replace(base, f"even {scored + to_come} of {final} stays under performance {rules.performance}")
    conditions: list[str] = []
    for have, need, what, article in (
        (sum(1 for g in known if g.title in TITLE_HOLDERS), min_title_holders(final), "title holders", "1.4.5 a"),
        (
            sum(1 for g in known if g.title in rules.level_titles),
            min_level_titles(final),
            f"{rules.level_label} opponents",
            rules.article,
        ),
    ):
        missing = need - have
        if missing > undrawn:
            return _replace(base, f"{have} {what} met or drawn, {need} needed ({article})")
        if missing > 0:
            conditions.append(f"at least {missing} more {what} ({article})")
    if not exempt:
        feds = federation_counts([g.federation for g in known])
        foreign = len([f for f in feds if f != player_federation])
        if MIN_FOREIGN_FEDERATIONS - foreign > undrawn:
            return _replace(base, f"only {foreign} other federations can be met (1.4.3)")
        if foreign < MIN_FOREIGN_FEDERATIONS:
            conditions.append(f"{MIN_FOREIGN_FEDERATIONS - foreign} more federation(s) other than the player's (1.4.3)")
        own = feds.get(player_federation, 0)
        if own > max_own_federation(final):
            return _replace(
                base, f"{own} opponents from {player_federation}, over {max_own_federation(final)} (1.4.4 a)"
            )
        if feds and max(feds.values()) > max_one_federation(final):
            return _replace(
                base, f"too many opponents from one federation (1.4.4 b: at most {max_one_federation(final)})"
            )
    return Prospect(True, "", target - scored, to_come, final, target, average, assumed, undrawn, tuple(conditions))


def _replace(base: Prospect, reason: str) -> Prospect:
    return Prospect(
        False, reason, final_games=base.final_games, final_average=base.final_average,
        assumed_rating=base.assumed_rating, undrawn=base.undrawn,
    )  # fmt: skip
