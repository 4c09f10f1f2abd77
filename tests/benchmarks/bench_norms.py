"""Benchmark: judge every player's title norms (B.01) of a generated Dutch event (not a test).

Run: ``python -m tests.benchmarks.bench_norms [players] [rounds]`` from the repository root; prints the seconds
to judge the event after the middle round and after the last. Measured on the shared 2-core machine
(2026-12-07): 300 players, 13 rounds, 11 federations cycled: 0.15 s after round 7, 0.59 s after round 13 (19
norms made). A generated 300-player, 13-round TRF with ratings 2000–2700 took 0.7 s after round 13 (85 norms),
4.4 s before the whole-number sieve in ``core.norms.judge``.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import replace

from arbiter_desk.core.norms import judge_event
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.player import Sex
from tests.core.norms.events import SETTINGS

FEDERATIONS = ("GER", "FRA", "ENG", "NED", "ESP", "ITA", "POL", "USA", "IND", "NOR", "SWE")


def main(argv: list[str]) -> int:
    players = int(argv[0]) if argv else 300
    rounds = int(argv[1]) if len(argv) > 1 else 13
    options = GeneratorOptions(players=players, rounds=rounds, seed=5, forfeit_rate=0.01)
    tournament = generate_tournament(find_system("dutch"), options)
    tournament = tournament.with_players(
        replace(p, federation=FEDERATIONS[p.tpn % len(FEDERATIONS)], sex=Sex.FEMALE if p.tpn % 3 == 0 else Sex.MALE)
        for p in tournament.players
    )
    for after in (rounds // 2 + 1, rounds):
        start = time.perf_counter()
        event = judge_event(tournament, SETTINGS, "dutch", after)
        seconds = round(time.perf_counter() - start, 2)
        print(json.dumps({"players": players, "after_round": after, "seconds": seconds, "made": len(event.made)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
