"""Random rounds for the Dutch property tests: absences (H/Z), forfeits, withdrawals, late entries,
prohibited pairs and acceleration, played with a given system."""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament

OUTCOMES = [(ResultCode.WIN, ResultCode.LOSS), (ResultCode.DRAW, ResultCode.DRAW), (ResultCode.LOSS, ResultCode.WIN)]


def start(n: int, rounds: int, rng: random.Random, accelerate: bool = False, prohibit: bool = False) -> Tournament:
    players = tuple(Player(PairingNumber(i + 1), f"Player {i + 1:03d}", rating=2700 - 10 * i) for i in range(n))
    acc: tuple[Acceleration, ...] = ()
    if accelerate:
        top = 2 * ((n + 3) // 4)
        half = (rounds + 1) // 2
        first = (half + 1) // 2
        acc = (
            Acceleration(Decimal(1), 1, first, 1, top),
            Acceleration(Decimal("0.5"), first + 1, half, 1, top),
        )
    forbidden: tuple[ForbiddenPairs, ...] = ()
    if prohibit and n >= 4:
        group = tuple(PairingNumber(x) for x in sorted(rng.sample(range(1, n + 1), min(3, n // 3))))
        forbidden = (ForbiddenPairs(group, 1, rounds),)
    return Tournament(
        players=players,
        total_rounds=rounds,
        initial_colour=rng.choice([Colour.WHITE, Colour.BLACK]),
        accelerations=acc,
        forbidden_pairs=forbidden,
    )


def add_absences(t: Tournament, round_no: int, rng: random.Random, rate: float) -> Tournament:
    late = {p.tpn for p in t.players if round_no == 1 and rng.random() < rate / 2}

    def absent(p: Player) -> Player:
        withdrawn = (
            any(e.result is ResultCode.ZERO_BYE and e.round == round_no - 1 for e in p.rounds) and rng.random() < 0.7
        )
        never = round_no > 1 and all(e.opponent is None and e.result is not ResultCode.PAIRING_BYE for e in p.rounds)
        if p.entry(round_no) is None and (
            p.tpn in late or withdrawn or (never and rng.random() < 0.5) or rng.random() < rate
        ):
            code = rng.choice([ResultCode.HALF_BYE, ResultCode.ZERO_BYE])
            return replace(p, rounds=(*p.rounds, RoundEntry(RoundNo(round_no), None, Colour.NONE, code)))
        return p

    return t.with_players(absent(p) for p in t.players)


def record(t: Tournament, pairing: RoundPairing, rng: random.Random, forfeit_rate: float = 0.0) -> Tournament:
    entries = {p.tpn: list(p.rounds) for p in t.players}
    r = pairing.round
    for board in pairing.boards:
        if rng.random() < forfeit_rate:
            rw, rb = rng.choice(
                [(ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS), (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN)]
            )
        else:
            rw, rb = rng.choice(OUTCOMES)
        entries[board.white].append(RoundEntry(r, board.black, Colour.WHITE, rw))
        entries[board.black].append(RoundEntry(r, board.white, Colour.BLACK, rb))
    if pairing.bye is not None:
        entries[pairing.bye].append(RoundEntry(r, None, Colour.NONE, ResultCode.PAIRING_BYE))
    return t.with_players(replace(p, rounds=tuple(entries[p.tpn])) for p in t.players)


def facts(pairing: RoundPairing) -> tuple[dict[frozenset[PairingNumber], PairingNumber], PairingNumber | None]:
    return {frozenset((b.white, b.black)): b.white for b in pairing.boards}, pairing.bye
