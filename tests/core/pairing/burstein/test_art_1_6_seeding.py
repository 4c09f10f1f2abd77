"""C.04.4.2 (2026) art. 1.6: seeding rounds paired by the FIDE (Dutch) system (B1, B2), obtained through the
registry (the Burstein package imports no other system)."""

from __future__ import annotations

import random

import pytest

from arbiter_desk.core.errors import InvalidInputError, NoValidPairingError
from arbiter_desk.core.pairing.burstein import seeding_rounds
from arbiter_desk.core.pairing.registry import find_entry

from ..dutch.play import add_absences, record, start
from .builder import build
from .play import burstein


@pytest.mark.parametrize(
    ("declared", "seeding"), [(1, 0), (2, 1), (3, 1), (5, 2), (7, 3), (8, 4), (9, 4), (11, 4), (15, 4)]
)
def test_art_1_6_2_half_the_declared_rounds_rounded_down_at_most_four(declared: int, seeding: int) -> None:
    assert seeding_rounds(declared) == seeding


def test_b2_the_declared_number_of_rounds_counts_and_is_required() -> None:
    """B2: seeding rounds come from the declared rounds (XXR); without them the engine refuses (added B33)."""
    with pytest.raises(InvalidInputError, match="declared number of rounds"):
        burstein().pair(build(4, total_rounds=None))


def _boards(pairing: object) -> tuple[object, ...]:
    return (tuple((b.white, b.black) for b in pairing.boards), pairing.bye)  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", range(12))
def test_art_1_6_1_seeding_rounds_are_exactly_the_dutch_pairing(seed: int) -> None:
    """1.6.1 (B1): in every round ≤ the seeding rounds the Burstein pairing is the Dutch one — pairs, colours,
    board order and PAB — on regular and irregular tournaments; the first round after them is Burstein's own."""
    rng = random.Random(seed)
    total = rng.randint(5, 9)
    t = start(rng.randint(6, 16), total, rng, accelerate=seed % 4 == 1, prohibit=seed % 4 == 2)
    dutch = find_entry("dutch").factory()
    system = burstein()
    for _ in range(seeding_rounds(total)):
        before = add_absences(t, t.round_to_pair(), rng, 0.1 if seed % 2 else 0.0)
        try:
            expected = dutch.pair(before)
        except NoValidPairingError:
            return
        ours = system.pair(before)
        assert _boards(ours) == _boards(expected)
        assert ours.explanation.notes[0].startswith(f"seeding round {ours.round} of {seeding_rounds(total)}")
        t = record(before, ours, rng, 0.05 if seed % 2 else 0.0)
    try:
        after = system.pair(t)
    except NoValidPairingError:
        return
    assert after.round == seeding_rounds(total) + 1
    assert any("opposition index" in n for n in after.explanation.notes)


def test_the_registry_composes_burstein_with_its_dutch_entry() -> None:
    entry = find_entry("burstein")
    assert entry.trf_codes == ("FIDE_BURSTEIN", "FIDE_BURSTEIN_BAKU")
    t = build(6, total_rounds=7)
    assert _boards(entry.build().pair(t)) == _boards(find_entry("dutch").build().pair(t))
