"""Warnings before TPN changes (C.04.2 art. 2.3; FIDE checklist Q148–154)."""

from __future__ import annotations

from arbiter_desk.core.tpn_rules import exchange_verdict, regeneration_verdict


def test_q150_every_exchange_asks_at_level_3() -> None:
    verdict = exchange_verdict(2000, 2000, rounds_paired=2)
    assert verdict.level == 3
    assert "differ" not in verdict.text


def test_q148_in_fide_mode_unequal_ratings_are_refused_at_level_5() -> None:
    for rounds in (0, 3, 4):
        verdict = exchange_verdict(2000, 2010, rounds_paired=rounds)
        assert verdict.level == 5 and verdict.refused
        assert "differ (2000 and 2010)" in verdict.text and "equal tournament rating" in verdict.text
    assert not exchange_verdict(2000, 2000, rounds_paired=0).refused


def test_q148_149_outside_fide_mode_exchange_of_unequal_ratings_says_so_at_level_3() -> None:
    verdict = exchange_verdict(2000, 2010, rounds_paired=0, fide_mode=False)
    assert verdict.level == 3 and not verdict.refused
    assert "differ (2000 and 2010)" in verdict.text
    assert exchange_verdict(2000, 2010, rounds_paired=4, fide_mode=False).level == 4


def test_q151_152_after_round_4_is_paired_level_4_with_consequences() -> None:
    assert exchange_verdict(2000, 2000, rounds_paired=3).level == 3
    late = exchange_verdict(2000, 2000, rounds_paired=4)
    assert late.level == 4
    assert "art. 2.3" in late.text and late.consequences
    assert regeneration_verdict(2, rounds_paired=4).level == 4
    assert regeneration_verdict(1, rounds_paired=5).level == 4


def test_q153_154_regeneration_before_round_4() -> None:
    assert regeneration_verdict(0, rounds_paired=3).level == 0
    assert regeneration_verdict(1, rounds_paired=3).level == 0
    verdict = regeneration_verdict(2, rounds_paired=3)
    assert verdict.level == 3 and "moves 2 players" in verdict.text
