"""2018 edition (C.04.4.1 of the 2018 GA): the 2026 procedure with the 2018 C.2 and 2018 article numbers
(readings E8, E14, E31, E32)."""

from __future__ import annotations

import re

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.dubov.editions.edition_2018 import ARTICLES, cite_2018
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.results import ResultCode
from tests.core.pairing.dubov.tournament_builder import build, pairs_of, with_absent

RATINGS = [2400, 2300, 2200, 2100, 2000]


def test_e14_c_2_a_full_point_bye_does_not_bar_the_pab_in_2018() -> None:
    # r1: 5 has a requested full-point bye; r2: 2 wins by forfeit against 5, 4 has the PAB.
    # Round 3: 2026 C2 bars 2, 4 and 5 -> PAB to 3 (1.5, lower ranked than 1). 2018 C.2 bars 2 and 4 only ->
    # PAB to 5, the lowest score (1).
    t = build(RATINGS, rounds=[["1-2 1-0", "3-4 1-0", "5 F"], ["1-3 =", "2-5 +-", "4 U"]])
    new, old = find_system("dubov").pair(t), find_system("dubov", "2018").pair(t)
    assert new.bye == 3
    assert old.bye == 5
    assert old.explanation.bye is not None and old.explanation.bye.rule == "2018 B.0.c"


def test_e8_e_0_parity_skips_a_late_entry_not_yet_arrived() -> None:
    t = with_absent(build([2500, 2400, 2300, 2200, 2100, 2000, 1900]), 1, "H", 1)
    p = find_system("dubov", "2018").pair(t)
    assert pairs_of(p)[0][0] == 2  # TPN 2 counts as "odd" and gets the initial colour
    assert p.explanation.boards[0].colour_rule == "2018 E.0"


def _has_full_bye_before(t: object, round_no: int) -> bool:
    from arbiter_desk.core.tournament import Tournament

    assert isinstance(t, Tournament)
    return any(e.result is ResultCode.FULL_BYE and e.round < round_no for p in t.players for e in p.rounds)


def test_e32_2018_pairs_as_2026_unless_a_full_point_bye_decides_the_pab() -> None:
    """Differential: every round of irregular events played by 2026 is re-paired by 2018; a round may differ only
    where a player had an F bye earlier (E14, C.2), and then the PAB differs."""
    new, old = find_system("dubov"), find_system("dubov", "2018")
    rounds = differ = 0
    for seed in range(24):
        options = GeneratorOptions(
            players=7 + seed % 12, rounds=7, seed=seed, forfeit_rate=0.1, bye_rate=0.12, withdrawal_rate=0.05
        )
        t = generate_tournament(new, options)
        for rnd in range(1, 8):
            if not any(e.round == rnd and e.opponent is not None for p in t.players for e in p.rounds):
                continue
            rounds += 1
            a, b = new.pair(t, rnd), old.pair(t, rnd)
            if (pairs_of(a), a.bye) != (pairs_of(b), b.bye):
                differ += 1
                assert _has_full_bye_before(t, rnd) and a.bye != b.bye
    assert rounds > 100


NUMBER_2026 = re.compile(r"(?<!C\.04\.)(?<![\d.])\b[1-5]\.\d(?:\.\d)?\b")


def test_no_2026_article_leaks_into_a_2018_explanation() -> None:
    old = find_system("dubov", "2018")
    for seed in range(6):
        options = GeneratorOptions(players=9 + seed, rounds=6, seed=seed, forfeit_rate=0.1, bye_rate=0.1)
        t = generate_tournament(old, options)
        for rnd in range(2, 7):
            text = old.pair(t, rnd).explanation.to_text()
            text = re.sub(r"C\.04\.\d art\. [\d.]+", "", text)  # the general rules keep their numbers
            text = re.sub(r"\b\d+\.\d\b(?= ?(bracket|\)|,|;| at| upfloat| to|$))", "", text)  # scores: 2.5, 1.0
            assert "art. " not in text, text
            assert "clar." not in text
            assert not re.search(r"\bC\d", text)
            assert not re.search(r"\b[1-5]\.\d\.\d\b", text), text


def test_every_2026_article_has_its_2018_section() -> None:
    assert ARTICLES["3.1.3"] == "B.0.c" and ARTICLES["5.2.1"] == "E.0" and ARTICLES["2.2"] == "C.4"
    assert cite_2018("Transposition (art. 3.2.6, 4.4)") == "Transposition (2018 B.6, D.3)"
    assert cite_2018("board order (C.04.2 art. 3.6)") == "board order (C.04.2 art. 3.6)"
    assert cite_2018("C4 and C10; clar. 8") == "C.4 and C.10; 2026 reading 8 (E32)"


def test_a_2018_refusal_cites_the_2018_text() -> None:
    import pytest

    from arbiter_desk.core.errors import NoValidPairingError

    t = build([2400, 2300], rounds=[["1-2 1-0"]])
    with pytest.raises(NoValidPairingError) as refused:
        find_system("dubov", "2018").pair(t)
    assert "2018 A.8" in str(refused.value) and "art. 1.9.3" not in str(refused.value)


def test_e31_d_1_b_containers_follow_c_6_not_the_examples_enumeration() -> None:
    """E31: the containers of D.1.b are sorted by C.6 (highest lowest upfloater score first). The 2018 edition uses
    the shared 2026 upfloater choice (E32): {5, 6} (1.5, 1.5) beats {4, 7} (2, 1) although {4, 7} comes first in
    D.1.a numbering; {4, 5} and {4, 6} fail C.4 (5-7 and 6-7 have met)."""
    from arbiter_desk.core.pairing.dubov.upfloaters import choose_upfloaters
    from tests.core.pairing.dubov.synthetic import dp, legality

    residents = [dp(1, 3, "W", opponents=(2,)), dp(2, 3, "B")]
    lower = [dp(4, 2, "B"), dp(5, 1.5, "W", opponents=(7,)), dp(6, 1.5, "B", opponents=(7,)), dp(7, 1, "W")]
    choice = choose_upfloaters(residents, lower, legality(*residents, *lower), last_round=False)
    assert sorted(choice.upfloaters) == [5, 6]
    assert "2018 D.1" in cite_2018(choice.reason)


def test_e4_2018_aro_is_rounded_half_up() -> None:
    from arbiter_desk.core.pairing.dubov.players import build_players

    t = build([2400, 2300, 2301, 2100], rounds=[["1-2 1-0", "3-4 1-0"], ["3-1 =", "2-4 ="]])
    assert build_players(t, 3)[1].aro == 2301  # (2300 + 2301) / 2 = 2300.5 -> 2301 (A.6)
