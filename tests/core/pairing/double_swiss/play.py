"""Random Double-Swiss tournaments for the tests: regular and irregular (forfeits, byes, withdrawals, late
entries, prohibited pairs), played with the engine and re-paired round by round."""

from __future__ import annotations

from arbiter_desk.core.pairing.double_swiss import DoubleSwissSystem
from arbiter_desk.core.pairing.double_swiss.checker import snapshot_before_match
from arbiter_desk.core.pairing.generator import GeneratorOptions
from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament
from arbiter_desk.core.tournament import Tournament


def options(seed: int, irregular: bool) -> GeneratorOptions:
    players = 6 + seed % 11
    rounds = 3 + seed % 5
    if not irregular:
        return GeneratorOptions(players=players, rounds=rounds, seed=seed)
    return GeneratorOptions(
        players=players,
        rounds=rounds,
        seed=seed,
        forfeit_rate=0.12,
        bye_rate=0.08,
        withdrawal_rate=0.1,
        late_entry_rate=0.1,
        prohibited_pairs=seed % 3,
    )


def play(seed: int, irregular: bool) -> Tournament:
    return generate_two_game_tournament(DoubleSwissSystem(), options(seed, irregular))


def rounds_of(tournament: Tournament) -> list[tuple[int, Tournament]]:
    """(round, snapshot before it) for each Double-Swiss round played."""
    last = (tournament.last_paired_round() + 1) // 2
    return [(r, snapshot_before_match(tournament, r)) for r in range(1, last + 1)]
