"""Oracle against engine, round by round, on generated events.

Each event is played by the engine of the edition (the project's generator: 6-24 players, half of them
irregular with forfeits, H/Z byes, withdrawals and late entries); some requested half-point byes are turned into
full-point ``F`` byes so that 2.2 (E9) and C.2 (E14) are met. Every round is then re-paired from the snapshot
before it by the engine and by the oracle; boards (White, Black, in order) and the bye must be equal.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import Tournament

from .event import read_event
from .oracle_2018 import Oracle2018
from .pairing_1997 import Impossible, pair_1997

Outcome = tuple[tuple[tuple[int, int], ...], int | None] | None
"""Boards (White, Black) in order and the bye; None: no pairing (art. 9 / A.8)."""


def options_for(index: int, seed: int, max_players: int = 24) -> GeneratorOptions:
    rng = random.Random(seed * 7919 + index)
    irregular = index % 2 == 1
    rate = 0.1 if irregular else 0.0
    return GeneratorOptions(
        players=rng.randint(6, max_players),
        rounds=rng.randint(4, 11),
        seed=rng.randint(0, 10**6),
        forfeit_rate=rate,
        bye_rate=rate,
        withdrawal_rate=rate / 2,
        late_entry_rate=rate,
    )


def with_full_byes(tournament: Tournament, seed: int) -> Tournament:
    """About a third of the ``H`` blocks become ``F`` (the generator writes no ``F``)."""
    rng = random.Random(seed)
    players = []
    for p in tournament.players:
        rounds = tuple(
            replace(e, result=ResultCode.FULL_BYE) if e.result is ResultCode.HALF_BYE and rng.random() < 0.35 else e
            for e in p.rounds
        )
        players.append(replace(p, rounds=rounds))
    return replace(tournament, players=tuple(players))


def with_coarse_ratings(tournament: Tournament) -> Tournament:
    """Ratings rounded down to a multiple of 300 (TPN order stays by rating): many equal R, ARO and colour
    ties, so the last keys (alphabetical = TPN, E16; E20; art. 4's dominating colour, E21) decide."""
    players = tuple(replace(p, rating=p.rating // 300 * 300) for p in tournament.players)
    return replace(tournament, players=players)


def engine_outcome(edition: str, snapshot: Tournament, round_no: int) -> Outcome:
    try:
        pairing = find_system("dubov", edition).pair(snapshot, RoundNo(round_no))
    except NoValidPairingError:
        return None
    return tuple((int(b.white), int(b.black)) for b in pairing.boards), (
        None if pairing.bye is None else int(pairing.bye)
    )


def oracle_outcome(edition: str, snapshot: Tournament, round_no: int, paths: Counter[str] | None = None) -> Outcome:
    if edition == "1997":
        try:
            result = pair_1997(read_event(snapshot), round_no)
        except Impossible:
            return None
        if paths is not None:
            paths.update(set(result.paths))
        return result.boards, result.bye
    try:
        pairing = Oracle2018().pair(snapshot, RoundNo(round_no))
    except NoValidPairingError:
        return None
    if paths is not None and pairing.bye is not None:
        before = snapshot.player(pairing.bye).entries_before(round_no)
        if any(e.result is ResultCode.FULL_BYE for e in before):
            paths["C.2: PAB after an F bye (E14)"] += 1
    return tuple((int(b.white), int(b.black)) for b in pairing.boards), (
        None if pairing.bye is None else int(pairing.bye)
    )


def kind(engine: Outcome, oracle: Outcome) -> str:
    if engine is None or oracle is None:
        return "one side gives no pairing"
    if engine[1] != oracle[1]:
        return "bye"
    if {frozenset(b) for b in engine[0]} != {frozenset(b) for b in oracle[0]}:
        return "pairs"
    if set(engine[0]) != set(oracle[0]):
        return "colours"
    return "board order"


@dataclass
class Disagreement:
    options: GeneratorOptions
    round_no: int
    kind: str
    engine: Outcome
    oracle: Outcome
    snapshot: Tournament = field(repr=False)


@dataclass
class Tally:
    rounds: int = 0
    events: int = 0
    disagreements: list[Disagreement] = field(default_factory=list)
    paths: Counter[str] = field(default_factory=Counter)
    """1997: in how many rounds each article acted."""
    irregular_rounds: int = 0
    refused: int = 0
    """Rounds the engine refused (no legal pairing), compared too."""

    def by_kind(self) -> Counter[str]:
        return Counter(d.kind for d in self.disagreements)


def rounds_of(edition: str, options: GeneratorOptions) -> Iterator[tuple[int, Tournament]]:
    event = generate_tournament(find_system("dubov", edition), options)
    if options.bye_rate:
        event = with_full_byes(event, options.seed)
    if options.seed % 3 == 0:
        event = with_coarse_ratings(event)
    last = event.last_paired_round()
    for round_no in range(1, last + 1):
        yield round_no, snapshot_before(event, round_no)
    if last < options.rounds:  # the engine refused this round (art. 9 / A.8): does the oracle refuse it too?
        yield last + 1, snapshot_before(event, last + 1)


def sweep(edition: str, events: int, seed: int = 0, max_players: int = 24, start: int = 0) -> Tally:
    tally = Tally()
    for index in range(start, start + events):
        options = options_for(index, seed, max_players)
        tally.events += 1
        for round_no, snapshot in rounds_of(edition, options):
            engine = engine_outcome(edition, snapshot, round_no)
            oracle = oracle_outcome(edition, snapshot, round_no, tally.paths)
            tally.rounds += 1
            tally.refused += engine is None
            tally.irregular_rounds += index % 2
            if engine != oracle:
                tally.disagreements.append(
                    Disagreement(options, round_no, kind(engine, oracle), engine, oracle, snapshot)
                )
    return tally
