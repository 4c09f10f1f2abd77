"""The pairing checker (C.04.2 (2026) art. 1.4) for Double-Swiss files: re-pair every round from the earlier ones.

Round *r* is columns 2r−1 / 2r (D1). The snapshot keeps the columns of earlier rounds and, of round *r*, the
blocks without opponent other than the PAB (absences, D18); a player with no block in a round the file pairs
was not paired either and gets ``Z Z``. Compared: the pairs, the scheduled game-1 White (column 2r−1) and the
PAB, with the checker's own comparison (``core/pairing/checker.py``).
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.api import PairingSystem
from arbiter_desk.core.pairing.checker import (
    CheckReport,
    RoundCheck,
    compare_with_engine,
    round_facts,
)
from arbiter_desk.core.pairing.double_swiss.matches import game_column, paired_match_rounds
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament


def _paired(e: RoundEntry | None) -> bool:
    return e is not None and (e.opponent is not None or e.result is ResultCode.PAIRING_BYE)


def snapshot_before_match(tournament: Tournament, round_no: int) -> Tournament:
    """What the engine saw before pairing Double-Swiss round ``round_no``."""
    first = game_column(round_no)
    columns = (first, first + 1)
    paired = any(_paired(p.entry(c)) for p in tournament.players for c in columns)
    players: list[Player] = []
    for p in tournament.players:
        kept = [e for e in p.rounds if e.round < first]
        now = [p.entry(c) for c in columns]
        if any(_paired(e) for e in now):
            pass
        elif any(e is not None for e in now):
            kept.extend(e for e in now if e is not None)
        elif paired:
            kept.extend(RoundEntry(RoundNo(c), None, Colour.NONE, ResultCode.ZERO_BYE) for c in columns)
        players.append(replace(p, rounds=tuple(kept)))
    return replace(tournament, players=tuple(players))


def check_match_round(tournament: Tournament, system: PairingSystem, round_no: int) -> RoundCheck:
    """Re-pair Double-Swiss round ``round_no`` and compare it with game 1 of the file."""
    file = round_facts(tournament, game_column(round_no))
    return compare_with_engine(
        file, system, lambda: snapshot_before_match(tournament, round_no), round_no, column=game_column(round_no)
    )


def check_match_tournament(tournament: Tournament, system: PairingSystem) -> CheckReport:
    """Every Double-Swiss round of the file, re-paired and compared."""
    rounds = paired_match_rounds(tournament)
    return CheckReport(system.name, tuple(check_match_round(tournament, system, r) for r in range(1, rounds + 1)))
