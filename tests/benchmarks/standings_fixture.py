"""A big Swiss-like tournament for the standings benchmark, made in a second instead of by a pairing engine.

Standings (C.07) need results, not a rule-conforming pairing: each round pairs players of near scores who have
not met (greedy, in score order), with requested byes (H, Z), forfeits, withdrawals and the pairing-allocated
bye, so that every unplayed-round rule of C.07 art. 15–16 is exercised. Seeded: the same file every time.
"""

from __future__ import annotations

import random

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tournament import Tournament, TournamentInfo

_WHITE_RESULT = {1.0: ResultCode.WIN, 0.5: ResultCode.DRAW, 0.0: ResultCode.LOSS}
_FLIP = {ResultCode.WIN: ResultCode.LOSS, ResultCode.LOSS: ResultCode.WIN, ResultCode.DRAW: ResultCode.DRAW}
_FORFEIT = {ResultCode.WIN: ResultCode.FORFEIT_WIN, ResultCode.LOSS: ResultCode.FORFEIT_LOSS}
LOOK_AHEAD = 40
"""How far down the score order a player looks for an opponent not met yet."""


def synthetic_tournament(players: int, rounds: int, seed: int = 1, tiebreaks: str = "BH/C1,BH,SB,DE,WIN") -> Tournament:
    rng = random.Random(seed)
    points = PointSystem()
    ratings = sorted((rng.randint(1000, 2800) for _ in range(players)), reverse=True)
    entries: dict[int, list[RoundEntry]] = {tpn: [] for tpn in range(1, players + 1)}
    score = dict.fromkeys(entries, 0.0)
    met: dict[int, set[int]] = {tpn: set() for tpn in entries}
    withdrawn = {tpn: rng.randint(2, rounds) for tpn in entries if rng.random() < 0.01}
    for number in range(1, rounds + 1):
        rnd = RoundNo(number)
        active = []
        for tpn in entries:
            if withdrawn.get(tpn, rounds + 1) <= number:
                continue  # no block: absent, read as a zero-point bye
            if rng.random() < 0.02:
                requested = rng.choice((ResultCode.HALF_BYE, ResultCode.ZERO_BYE))
                entries[tpn].append(RoundEntry(rnd, None, Colour.NONE, requested))
                score[tpn] += float(points.points(requested, Colour.NONE))
            else:
                active.append(tpn)
        active.sort(key=lambda t: (-score[t], t))
        if len(active) % 2:
            bye = active.pop()
            entries[bye].append(RoundEntry(rnd, None, Colour.NONE, ResultCode.PAIRING_BYE))
            score[bye] += float(points.pairing_bye)
        waiting = list(active)
        while waiting:
            white = waiting.pop(0)
            index = next((i for i, t in enumerate(waiting[:LOOK_AHEAD]) if t not in met[white]), 0)
            black = waiting.pop(index)
            met[white].add(black)
            met[black].add(white)
            if rng.random() < 0.5:
                white, black = black, white
            gap = (ratings[white - 1] - ratings[black - 1]) / 400
            expected = 1 / (1 + 10**-gap)
            roll = rng.random()
            outcome = 1.0 if roll < expected - 0.15 else 0.5 if roll < expected + 0.15 else 0.0
            result = _WHITE_RESULT[outcome]
            colours = (Colour.WHITE, Colour.BLACK)
            if rng.random() < 0.01 and result is not ResultCode.DRAW:
                pair = (_FORFEIT[result], _FORFEIT[_FLIP[result]])
            else:
                pair = (result, _FLIP[result])
            entries[white].append(RoundEntry(rnd, PairingNumber(black), colours[0], pair[0]))
            entries[black].append(RoundEntry(rnd, PairingNumber(white), colours[1], pair[1]))
            score[white] += float(points.points(pair[0], colours[0]))
            score[black] += float(points.points(pair[1], colours[1]))
    return Tournament(
        info=TournamentInfo(name=f"Standings benchmark {players} x {rounds}", start_date="2026/04/01"),
        players=tuple(
            Player(PairingNumber(tpn), f"Player {tpn:05d}, Test", rating=ratings[tpn - 1], rounds=tuple(entries[tpn]))
            for tpn in entries
        ),
        total_rounds=rounds,
        point_system=points,
        tiebreaks=tuple(tiebreaks.split(",")),
    )
