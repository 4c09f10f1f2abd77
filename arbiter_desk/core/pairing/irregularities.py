"""How many byes, forfeits and odd results a generated tournament gets (FIDE approval checklist Q24).

Each irregularity is given as a list of :class:`Amount`: a count or a share, for the whole event or for one
round. The text form (the generator's command line) is a comma-separated list of items:

* ``N`` — N in the whole event, each one in a round drawn at random;
* ``P%`` — in every round, each eligible player (byes) or board (game results) has it with probability P %;
* ``R:N`` / ``R:P%`` — the same for round R only (R:N puts exactly N in round R, as far as there are players
  or boards for them);
* a plain fraction ``0.05`` is read as 5 % (the older ``--forfeits 0.05`` form).

Eligible for a requested bye (C.04.2 (2026) art. 3.3: ``F`` full point, FIDE-deprecated; ``H`` half point;
``Z`` zero point) is a player present in the round and not already absent; at least two players always stay
to be paired. A board gets at most one of: a forfeit (one player absent: ``+``/``-``), a double forfeit
(``-``/``-``), an odd result (½-0, 0-½ or 0-0, drawn with equal chances).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.errors import InvalidInputError

__all__ = ["Amount", "Irregularities", "Kind", "RoundQuota", "parse_amounts", "round_quotas"]


class Kind(StrEnum):
    FULL_BYES = "full-byes"
    HALF_BYES = "half-byes"
    ZERO_BYES = "zero-byes"
    FORFEITS = "forfeits"
    DOUBLE_FORFEITS = "double-forfeits"
    ODD = "odd"


BYE_KINDS = (Kind.FULL_BYES, Kind.HALF_BYES, Kind.ZERO_BYES)
BOARD_KINDS = (Kind.FORFEITS, Kind.DOUBLE_FORFEITS, Kind.ODD)


@dataclass(frozen=True, slots=True)
class Amount:
    """A count (``share`` False) or a probability in 0..1 (``share`` True), in ``round`` or every round."""

    value: float
    share: bool
    round: int | None = None

    def __post_init__(self) -> None:
        if self.share and not 0.0 <= self.value <= 1.0:
            raise InvalidInputError(f"a share must be between 0 and 100 %, not {self.value * 100:g} %")
        if not self.share and (self.value < 0 or self.value != int(self.value)):
            raise InvalidInputError(f"a count must be a whole number of at least 0, not {self.value:g}")
        if self.round is not None and self.round < 1:
            raise InvalidInputError(f"a round number starts at 1, not {self.round}")


@dataclass(frozen=True, slots=True)
class Irregularities:
    """Amounts per kind; an empty one gives none of that kind."""

    amounts: tuple[tuple[Kind, tuple[Amount, ...]], ...] = ()

    def of(self, kind: Kind) -> tuple[Amount, ...]:
        return tuple(a for k, amounts in self.amounts for a in amounts if k is kind)

    def check_rounds(self, rounds: int) -> None:
        for kind, amounts in self.amounts:
            for a in amounts:
                if a.round is not None and a.round > rounds:
                    raise InvalidInputError(f"{kind}: round {a.round} does not exist (the event has {rounds})")


NO_IRREGULARITIES = Irregularities()


def parse_amounts(text: str, what: str = "amount") -> tuple[Amount, ...]:
    """The amounts of ``text`` (see the module docstring); ``what`` names the option in errors."""
    out: list[Amount] = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        round_no: int | None = None
        value = item
        if ":" in item:
            head, value = (s.strip() for s in item.split(":", 1))
            if not head.isdigit():
                raise InvalidInputError(f"{what}: {item!r}: the round before ':' must be a number")
            round_no = int(head)
        try:
            if value.endswith("%"):
                out.append(Amount(float(value[:-1]) / 100.0, True, round_no))
            elif "." in value:
                out.append(Amount(float(value), True, round_no))
            else:
                out.append(Amount(int(value), False, round_no))
        except ValueError:
            raise InvalidInputError(
                f"{what}: {item!r} is not a count (3), a percentage (5%), or either for one round (2:1, 4:10%)"
            ) from None
    return tuple(out)


@dataclass(frozen=True, slots=True)
class RoundQuota:
    """One round's share of an irregularity: an exact ``count`` and a probability ``share`` per candidate."""

    count: int = 0
    share: float = 0.0

    def pick(self, candidates: list[int], rng: random.Random) -> list[int]:
        """The candidates that get it: ``count`` of them at random, then each other one with ``share``."""
        chosen = rng.sample(candidates, min(self.count, len(candidates))) if self.count else []
        if self.share > 0.0:
            taken = set(chosen)
            chosen += [c for c in candidates if c not in taken and rng.random() < self.share]
        return chosen


def round_quotas(amounts: tuple[Amount, ...], rounds: int, rng: random.Random) -> dict[int, RoundQuota]:
    """Per round, the count and share of one kind (a whole-event count spread over random rounds)."""
    counts = dict.fromkeys(range(1, rounds + 1), 0)
    shares = dict.fromkeys(range(1, rounds + 1), 0.0)
    for a in amounts:
        targets = [a.round] if a.round is not None else list(range(1, rounds + 1))
        if a.share:
            for r in targets:
                shares[r] = min(1.0, shares[r] + a.value)
        elif a.round is not None:
            counts[a.round] += int(a.value)
        else:
            for _ in range(int(a.value)):
                counts[rng.randint(1, rounds)] += 1
    return {r: RoundQuota(counts[r], shares[r]) for r in range(1, rounds + 1)}
