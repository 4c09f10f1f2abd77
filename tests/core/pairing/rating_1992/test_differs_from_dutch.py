"""Differential: where the 1992 text and today's Dutch system (C.04.3, 2026) pair the same history differently,
and why, by article."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.rating_1992 import Rating1992System
from arbiter_desk.formats.trf import load_trf

DATA = Path(__file__).parent / "data"


def test_which_rounds_differ() -> None:
    """Five 12-player, 7-round events paired by the 1992 text: Dutch re-pairs most rounds alike; the rounds it
    does not are listed (round 1 never differs: 1992 F4 and C.04.3 pair the seeds the same way)."""
    differing = {}
    for seed in range(1, 6):
        event = generate_tournament(Rating1992System(), GeneratorOptions(players=12, rounds=7, seed=seed))
        rounds = []
        for rnd in range(1, 8):
            before = snapshot_before(event, rnd)
            ours = Rating1992System().pair(before, rnd)  # type: ignore[arg-type]
            today = DutchSystem().pair(before, rnd)  # type: ignore[arg-type]
            if ours.to_lines() != today.to_lines():
                rounds.append(rnd)
        differing[seed] = rounds
    assert differing == {1: [7], 2: [6], 3: [], 4: [6, 7], 5: []}


def test_c14_restarts_colours_before_score_differences() -> None:
    """Round 6 of seed 2: in the 2-point bracket {2, 7 (moved down, 2½), 8, 12} no two pairs leave the rest
    pairable (10 and 11 have met), so 1992 C14 lowers p to 1 and restarts with x = 0 (A8, B4): 8–12 (Black
    against White) moves 2 and 7 down, and 2 meets 10 (1 point).  C.04.3 (2026) ranks the downfloaters' scores
    first (C7) and pairs 12–2, letting 8 and 7 float instead."""
    before = load_trf(DATA / "differs_from_dutch_r6.trf")
    ours = Rating1992System().pair(before, 6)  # type: ignore[arg-type]
    today = DutchSystem().pair(before, 6)  # type: ignore[arg-type]
    assert ours.to_lines()[1:] == ["6 1", "3 4", "9 5", "2 10", "11 7", "12 8"]
    assert today.to_lines()[1:] == ["6 1", "3 4", "9 5", "12 2", "11 7", "10 8"]
    bracket = next(b for b in ours.explanation.brackets if b.score == 2)
    assert "p = 1, x = 0" in bracket.steps[0].label and "C3" in bracket.steps[0].label
    assert bracket.step("D2 exchange 1 ↔ 3 (1992 C8)") is not None
