"""Replays generated 1992 events round by round: the oracle's pairing against the engine's (issue 29)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from tests.core.pairing.rating_1992.oracle.procedure import Oracle, pair_round
from tests.core.pairing.rating_1992.oracle.trf_state import read

Pairing = tuple[list[tuple[int, int]], int | None]


@dataclass
class Tally:
    rounds: int = 0
    events: int = 0
    stopped: int = 0
    disagreements: list[str] = field(default_factory=list)
    acted: Counter[str] = field(default_factory=Counter)


def engine_pairing(text: str, rnd: int) -> Pairing:
    """The pairing the engine wrote into the generated file."""
    trf = read(text)
    boards, bye = [], None
    for tpn, blocks in trf.blocks.items():
        blk = blocks.get(rnd)
        if blk is None:
            continue
        if blk.code == "U":
            bye = tpn
        elif blk.opponent and blk.colour == "w":
            boards.append((tpn, blk.opponent))
    return sorted(boards), bye


def event_text(players: int, rounds: int, seed: int, irregular: bool) -> tuple[str, bool]:
    """A generated event's TRF and whether the generator stopped early (R20)."""
    from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
    from arbiter_desk.core.pairing.rating_1992 import Rating1992System
    from arbiter_desk.formats.trf.writer import write_trf

    rate = 0.1 if irregular else 0.0
    options = GeneratorOptions(
        players=players,
        rounds=rounds,
        seed=seed,
        forfeit_rate=rate,
        bye_rate=rate,
        withdrawal_rate=rate / 2,
        late_entry_rate=rate,
    )
    event = generate_tournament(Rating1992System(), options)
    return write_trf(event), event.last_paired_round() < rounds


def compare_event(text: str, tally: Tally, label: str) -> None:
    trf = read(text)
    last = max((r for b in trf.blocks.values() for r, blk in b.items() if blk.opponent or blk.code == "U"), default=0)
    tally.events += 1
    for rnd in range(1, last + 1):
        oracle = Oracle(trf, rnd)
        mine = pair_round(text, rnd)
        theirs = engine_pairing(text, rnd)
        tally.rounds += 1
        tally.acted.update(oracle.counts.acted)
        if mine is None or (sorted(mine[0]), mine[1]) != theirs:
            tally.disagreements.append(f"{label} round {rnd}: oracle {mine} engine {theirs}")


def sweep(n: int, seed: int = 1992) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    for i in range(n):
        players = rng.randint(6, 24)
        rounds = rng.randint(3, min(11, players - 1))
        irregular = i % 2 == 1
        s = rng.randint(0, 1_000_000)
        text, stopped = event_text(players, rounds, s, irregular)
        tally.stopped += stopped
        compare_event(text, tally, f"players={players} rounds={rounds} seed={s} irregular={irregular}")
    return tally
