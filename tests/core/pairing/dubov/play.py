"""Playing random rounds with the engine, for property tests (the generator has its own tests); the results of
a round are recorded by the Dutch tests' ``record`` (``tests/core/pairing/dutch/play.py``), as Burstein's are."""

from __future__ import annotations

import random
from dataclasses import replace

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.api import PairingSystem, RoundPairing
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

from ..dutch.play import record


def add_absences(t: Tournament, round_no: int, rng: random.Random, rate: float) -> Tournament:
    def absent(p: Player) -> Player:
        if p.entry(round_no) is None and rng.random() < rate:
            code = rng.choice([ResultCode.HALF_BYE, ResultCode.ZERO_BYE])
            return replace(p, rounds=(*p.rounds, RoundEntry(RoundNo(round_no), None, Colour.NONE, code)))
        return p

    return t.with_players(absent(p) for p in t.players)


def start(n: int, rounds: int, rng: random.Random) -> Tournament:
    ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
    from arbiter_desk.core.ids import PairingNumber

    players = tuple(Player(PairingNumber(i + 1), f"Player {i + 1:03d}", rating=r) for i, r in enumerate(ratings))
    return Tournament(players=players, total_rounds=rounds, initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]))


def play_round(
    t: Tournament, system: PairingSystem, rng: random.Random, absence_rate: float = 0.0, forfeit_rate: float = 0.0
) -> tuple[Tournament, Tournament, RoundPairing]:
    """Returns (snapshot paired, snapshot after the results, pairing)."""
    before = add_absences(t, t.round_to_pair(), rng, absence_rate)
    pairing = system.pair(before)
    return before, record(before, pairing, rng, forfeit_rate), pairing
