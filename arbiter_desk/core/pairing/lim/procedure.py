"""The order of the scoregroups of a Lim round and the blocked median (C.04.4.3 (2026) art. 2.2, 2.6, 3.2.1).

2.2: pairing begins with the highest scoregroup and proceeds downward until just before the Median Scoregroup,
then continues with the lowest scoregroup and proceeds upwards; the Median Scoregroup is paired last, downward.
L5: the median score is (round − 1) × a win's points / 2; the median always exists, with only floaters if no
player has that score. L6: a floater goes to the adjacent scoregroup (the next in the pairing order, the
median for the last one of a side); if it cannot be paired there, that scoregroup transfers it on.
L16 (2.6): a blocked median is extended by cracking "the next pairing" of a side — the last pairing made on
that side not yet cracked; 2.6.1 counts the floaters of each side with the cracked players; a side without
pairings left cannot be cracked, so the other side is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.lim.compatibility import Compatibility
from arbiter_desk.core.pairing.lim.exchange import MadePair, floater_order, pair_kept
from arbiter_desk.core.pairing.lim.floaters import Adjacent, FloaterChoice, Group, choose_floaters
from arbiter_desk.core.pairing.lim.players import LimPlayer
from arbiter_desk.core.scoring import format_points

UPPER, LOWER, MEDIAN = "above the median", "below the median", "median"


@dataclass(slots=True)
class GroupRecord:
    """One scoregroup as it was paired."""

    score: Decimal
    side: str
    step: int
    residents: tuple[PairingNumber, ...]
    received: dict[PairingNumber, str]
    choice: FloaterChoice
    made: list[MadePair]
    notes: list[str] = field(default_factory=list)
    cracked: set[PairingNumber] = field(default_factory=set)
    """Players of cracked pairings moved into the median (2.6)."""

    @property
    def median_or_above(self) -> bool:
        return self.side != LOWER


def median_score(round_no: int, win: Decimal) -> Decimal:
    """L5: half the points of the rounds played before this one."""
    return Decimal(round_no - 1) * win / 2


def pair_scoregroups(
    active: list[PairingNumber], players: dict[PairingNumber, LimPlayer], compat: Compatibility, median: Decimal
) -> list[GroupRecord]:
    """Pair ``active`` (an even number of players) scoregroup by scoregroup; the records in pairing order."""
    residents: dict[Decimal, list[PairingNumber]] = {}
    for t in sorted(active):
        residents.setdefault(players[t].score, []).append(t)
    upper = sorted((s for s in residents if s > median), reverse=True)
    lower = sorted(s for s in residents if s < median)
    median_residents = residents.get(median, [])
    records: list[GroupRecord] = []
    stacks: dict[str, list[tuple[GroupRecord, MadePair]]] = {UPPER: [], LOWER: []}

    median_kinds: dict[PairingNumber, str] = {}
    for side, scores in ((UPPER, upper), (LOWER, lower)):
        downward = side == UPPER
        kind = "DF" if downward else "UF"
        carried: dict[PairingNumber, str] = {}
        for i, score in enumerate(scores):
            if i + 1 < len(scores):
                adjacent = Adjacent(tuple(residents[scores[i + 1]]), {}, downward, downward)
            else:
                adjacent = Adjacent(tuple(median_residents) + tuple(median_kinds), dict(median_kinds), True, True)
            members = tuple(sorted([*residents[score], *carried]))
            choice = choose_floaters(Group(members, frozenset(carried), downward, kind), adjacent, players, compat)
            kept = [t for t in members if t not in choice.floaters]
            order = floater_order({t: k for t, k in carried.items() if t in kept}, players, downward)
            made = pair_kept(kept, order, downward, downward, players, compat)
            record = GroupRecord(score, side, len(records) + 1, tuple(residents[score]), carried, choice, made)
            records.append(record)
            stacks[side].extend((record, m) for m in made)
            carried = {f: kind for f in choice.floaters}
        median_kinds.update(carried)

    record = GroupRecord(median, MEDIAN, len(records) + 1, tuple(median_residents), median_kinds, FloaterChoice(()), [])
    while not compat.completable(sorted([*median_residents, *median_kinds])):
        from_above = sum(1 for k in median_kinds.values() if k == "DF")
        from_below = len(median_kinds) - from_above
        wanted = LOWER if from_above > from_below else UPPER
        side = wanted
        if not stacks[side]:
            side = UPPER if side == LOWER else LOWER
        if not stacks[side]:
            raise NoValidPairingError(
                "the median scoregroup cannot be paired and no pairing is left to crack (art. 2.6)",
                tuple(sorted([*median_residents, *median_kinds])),
            )
        owner, pair = stacks[side].pop()
        owner.made.remove(pair)
        owner.notes.append(f"pairing {pair.first}-{pair.second} cracked for the blocked median (2.6)")
        kind = "DF" if side == UPPER else "UF"
        median_kinds[pair.first] = kind
        median_kinds[pair.second] = kind
        record.cracked |= {pair.first, pair.second}
        rule = "2.6.1" if side == LOWER else "2.6.2"
        if side != wanted:
            rule += " (the other side had no pairing left)"
        record.notes.append(
            f"median blocked ({from_above} floaters from above, {from_below} from below): pairing "
            f"{pair.first}-{pair.second} of {format_points(owner.score)} cracked, art. {rule} (L16)"
        )
    record.made = pair_kept(
        sorted([*median_residents, *median_kinds]),
        floater_order(median_kinds, players, True),
        True,
        True,
        players,
        compat,
    )
    records.append(record)
    return records
