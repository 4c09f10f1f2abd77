"""Seeded random tournaments for the reference's property tests and the engine cross-check."""

from __future__ import annotations

from arbiter_desk.core.pairing.generator import GeneratorOptions


def cross_check_cases(count: int = 40) -> list[GeneratorOptions]:
    """``count`` tournaments of 6-14 players over 5-7 rounds; some with requested byes, forfeits, withdrawals
    and late entries (every fourth case is plain)."""
    cases = []
    for i in range(count):
        mixed = i % 4 != 0
        cases.append(
            GeneratorOptions(
                players=6 + (i * 5) % 9,
                rounds=5 + i % 3,
                seed=1000 + i,
                forfeit_rate=0.06 if mixed else 0.0,
                bye_rate=0.05 if i % 4 in (1, 3) else 0.0,
                withdrawal_rate=0.1 if i % 4 in (2, 3) else 0.0,
                late_entry_rate=0.1 if i % 8 == 3 else 0.0,
            )
        )
    return cases
