"""The generator's options of FIDE's approval checklist Q24–32, in the pure core.

Byes are C.04.2 (2026) art. 3.3 blocks (``F`` full point, ``H`` half point, ``Z`` zero point) entered before
the round is paired; forfeits ``+``/``-`` and ``-``/``-``; odd results ½-0, 0-½, 0-0 (C.04 Double-Swiss
preface). Ratings from a list, a range or a range with gaps (Q26–29); results by table 8.1(b) of the FIDE
rating regulations (Q32).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.generator_ratings import RatingList, RatingRange, parse_rating_list
from arbiter_desk.core.pairing.irregularities import Amount, Irregularities, Kind, parse_amounts
from arbiter_desk.core.pairing.result_model import draw_probability, fide_probabilities, fide_result
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tiebreaks.fide_tables import expected_score
from arbiter_desk.core.tournament import Tournament


def _event(players: int = 20, rounds: int = 5, seed: int = 3, **amounts: str) -> Tournament:
    irregular = Irregularities(tuple((Kind(k.replace("_", "-")), parse_amounts(v)) for k, v in amounts.items()))
    options = GeneratorOptions(players=players, rounds=rounds, seed=seed, irregularities=irregular)
    return generate_tournament(find_system("dutch"), options)


def _codes(t: Tournament, round_no: int | None = None) -> Counter[ResultCode]:
    return Counter(e.result for p in t.players for e in p.rounds if round_no is None or e.round == round_no)


def _boards(t: Tournament) -> Counter[tuple[ResultCode, ResultCode]]:
    """(White's, Black's) result of every board."""
    out: Counter[tuple[ResultCode, ResultCode]] = Counter()
    for p in t.players:
        for e in p.rounds:
            if e.opponent is not None and e.colour.value == "w":
                other = next(x for x in t.player(e.opponent).rounds if x.round == e.round)
                out[(e.result, other.result)] += 1
    return out


def test_amounts_read_counts_percentages_and_rounds() -> None:
    assert parse_amounts("3") == (Amount(3, False),)
    assert parse_amounts("5%") == (Amount(0.05, True),)
    assert parse_amounts("2:1, 4:10%") == (Amount(1, False, 2), Amount(0.10, True, 4))
    assert parse_amounts("0.05") == (Amount(0.05, True),)  # the older --forfeits 0.05 form


@pytest.mark.parametrize("text", ["x", "2:x", "a:1", "150%", "-1", "0:1"])
def test_amounts_refuse_what_they_cannot_read_with_the_option_named(text: str) -> None:
    with pytest.raises(InvalidInputError, match=r"--half-byes|share|count|round"):
        parse_amounts(text, "--half-byes")


def test_a_count_of_half_byes_gives_exactly_that_many_in_the_event() -> None:
    """Art. 3.3: requested half-point byes, 7 in the whole event, spread over the rounds."""
    t = _event(half_byes="7")
    assert _codes(t)[ResultCode.HALF_BYE] == 7
    assert len({e.round for p in t.players for e in p.rounds if e.result is ResultCode.HALF_BYE}) > 1


def test_a_count_for_one_round_goes_to_that_round_only() -> None:
    t = _event(zero_byes="3:4", full_byes="2:1")
    assert _codes(t, 3)[ResultCode.ZERO_BYE] == 4
    assert _codes(t)[ResultCode.ZERO_BYE] == 4
    assert _codes(t, 2)[ResultCode.FULL_BYE] == 1 and _codes(t)[ResultCode.FULL_BYE] == 1


def test_a_percentage_gives_about_that_share_of_player_rounds() -> None:
    t = _event(players=100, rounds=6, half_byes="10%")
    assert 35 <= _codes(t)[ResultCode.HALF_BYE] <= 85  # 60 expected of 600 player-rounds


def test_two_players_always_stay_to_be_paired() -> None:
    t = _event(players=4, rounds=3, half_byes="1:10")
    assert _codes(t, 1)[ResultCode.HALF_BYE] == 2
    assert sum(1 for p in t.players for e in p.rounds if e.round == 1 and e.opponent is not None) == 2


def test_forfeits_double_forfeits_and_odd_results_by_count() -> None:
    t = _event(players=20, rounds=5, forfeits="4", double_forfeits="2:1", odd="3")
    boards = _boards(t)
    one_side = boards[(ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)]
    one_side += boards[(ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN)]
    assert one_side == 4
    assert boards[(ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)] == 1
    odd = sum(boards[b] for b in ((ResultCode.DRAW, ResultCode.LOSS), (ResultCode.LOSS, ResultCode.DRAW)))
    assert odd + boards[(ResultCode.LOSS, ResultCode.LOSS)] == 3


def test_an_irregularity_for_a_round_past_the_last_is_refused() -> None:
    with pytest.raises(InvalidInputError, match="round 9 does not exist"):
        _event(rounds=5, half_byes="9:1")


def test_the_seed_repeats_the_event_and_another_seed_changes_it() -> None:
    """Q30: a seed makes the same tournament again; a different seed a different one."""
    assert _event(seed=5, half_byes="3", forfeits="2") == _event(seed=5, half_byes="3", forfeits="2")
    assert _event(seed=5, half_byes="3") != _event(seed=6, half_byes="3")


def test_ratings_from_a_list_with_zero_for_unrated() -> None:
    ratings = RatingList((2400, 1800, 0, 2100, 1500, 2000))
    t = generate_tournament(find_system("dutch"), GeneratorOptions(players=6, rounds=3, seed=1, ratings=ratings))
    rated = sorted(p.rating for p in t.players if p.fide_id is not None)
    assert rated == [1500, 1800, 2000, 2100, 2400]
    unrated = [p for p in t.players if p.fide_id is None]
    assert len(unrated) == 1 and 1000 <= unrated[0].rating <= 1500  # C.04.4.1 art. 1.1.2 provisional rating


def test_with_unrated_at_zero_a_zero_in_the_list_stays_rating_0() -> None:
    """Q27 (``generate --ratings-file``): a 0 is an unrated player paired with rating 0, no rating invented."""
    ratings = RatingList((2400, 1800, 0, 2100, 1500, 2000))
    options = GeneratorOptions(players=6, rounds=3, seed=1, ratings=ratings, unrated_at_zero=True)
    t = generate_tournament(find_system("dutch"), options)
    (unrated,) = [p for p in t.players if p.fide_id is None]
    assert unrated.rating == 0 and unrated.tpn == 6  # the last by rating (C.04.2 art. 2.2)


def test_a_short_rating_list_and_a_bad_line_are_refused_by_name() -> None:
    with pytest.raises(InvalidInputError, match="2 ratings for 6 players"):
        generate_tournament(
            find_system("dutch"), GeneratorOptions(players=6, rounds=2, seed=1, ratings=RatingList((2000, 1900)))
        )
    with pytest.raises(InvalidInputError, match=r"list\.txt, line 2: 'abc'"):
        parse_rating_list("2000\nabc\n", "list.txt")


def test_ratings_from_a_range_and_a_range_with_gaps() -> None:
    rng = random.Random(1)
    assert all(1400 <= r <= 1600 for r in RatingRange(1400, 1600).draw(200, rng))
    falling = RatingRange(1500, 2500, (10, 30)).draw(40, rng)
    assert falling[0] == 2500
    assert all(10 <= a - b <= 30 for a, b in itertools.pairwise(falling))
    assert min(RatingRange(2400, 2500, (10, 30)).draw(40, rng)) == 2400  # never below the range


def test_fide_model_expectation_is_the_rating_table() -> None:
    """Q32: White's expected score is table 8.1(b)'s PD for every difference; draws peak between equals."""
    for white, black in ((2000, 2000), (2100, 2000), (1800, 2150), (2700, 1900), (1500, 1520)):
        win, draw, loss = fide_probabilities(white, black)
        assert win + draw + loss == pytest.approx(1.0)
        assert min(win, draw, loss) >= 0.0
        assert win + draw / 2 == pytest.approx(expected_score(white - black) / 100)
    assert draw_probability(2500, 2500) > draw_probability(2500, 2300) > draw_probability(2500, 2000)
    assert draw_probability(2600, 2600) > draw_probability(1400, 1400)


def test_fide_model_results_score_what_the_table_expects() -> None:
    rng = random.Random(7)
    points = {ResultCode.WIN: 1.0, ResultCode.DRAW: 0.5, ResultCode.LOSS: 0.0}
    games = [points[fide_result(2150, 2000, rng)] for _ in range(20_000)]
    assert sum(games) / len(games) == pytest.approx(expected_score(150) / 100, abs=0.01)  # 0.70


def test_generated_events_follow_the_table_overall() -> None:
    """Every game of 30 generated events: the points scored against the table's expectation."""
    scored = expected = 0.0
    value = {ResultCode.WIN: 1.0, ResultCode.DRAW: 0.5, ResultCode.LOSS: 0.0}
    for seed in range(30):
        options = GeneratorOptions(players=24, rounds=5, seed=seed, result_model="fide")
        t = generate_tournament(find_system("dutch"), options)
        for p in t.players:
            for e in p.rounds:
                if e.opponent is not None and e.result in value:
                    scored += value[e.result]
                    expected += expected_score(p.rating - t.player(e.opponent).rating) / 100
    assert scored == pytest.approx(expected, rel=0.03)


def test_the_tiebreak_list_is_kept_for_records_202_and_212() -> None:
    options = GeneratorOptions(players=8, rounds=3, seed=2, tiebreaks=("BH/C1", "BH", "SB"))
    t = generate_tournament(find_system("dutch"), options)
    assert t.tiebreaks == ("BH/C1", "BH", "SB")
    assert t.standings_tiebreaks == ("PTS", "BH/C1", "BH", "SB")


def test_two_game_rounds_take_counted_irregularities_on_game_1() -> None:
    """Double-Swiss (C.04.5): a counted forfeit or odd result picks a match and applies to its first game."""
    from arbiter_desk.core.pairing.two_game_generator import generate_two_game_tournament

    irregular = Irregularities(((Kind.DOUBLE_FORFEITS, parse_amounts("1:1")), (Kind.ODD, parse_amounts("1:2"))))
    options = GeneratorOptions(players=10, rounds=3, seed=4, irregularities=irregular)
    t = generate_two_game_tournament(find_system("double-swiss"), options)
    game_1 = Counter(
        (e.result, next(x for x in t.player(e.opponent).rounds if x.round == e.round).result)
        for p in t.players
        for e in p.rounds
        if e.round == 1 and e.opponent is not None and e.colour.value == "w"
    )
    assert game_1[(ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)] == 1
    odd = (ResultCode.DRAW, ResultCode.LOSS), (ResultCode.LOSS, ResultCode.DRAW), (ResultCode.LOSS, ResultCode.LOSS)
    assert sum(game_1[o] for o in odd) == 2
