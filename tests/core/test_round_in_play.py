"""The shared definition of the round in play (lowest published round with a missing result; the chief's pointer)."""

from arbiter_desk.core.round_in_play import RoundProgress, round_in_play


def test_the_lowest_published_round_with_a_missing_result_is_in_play() -> None:
    rounds = [RoundProgress(1, True, 0), RoundProgress(2, True, 3), RoundProgress(3, True, 5)]
    assert round_in_play(rounds) == 2


def test_a_draft_is_never_in_play_even_with_missing_results() -> None:
    rounds = [RoundProgress(1, True, 0), RoundProgress(2, False, 10)]
    assert round_in_play(rounds) is None


def test_a_round_robin_published_ahead_plays_its_first_unfinished_round() -> None:
    rounds = [RoundProgress(n, True, 0 if n < 3 else 4) for n in range(1, 11)]
    assert round_in_play(rounds) == 3


def test_the_chiefs_pointer_stands_only_on_a_published_round() -> None:
    rounds = [RoundProgress(1, True, 1), RoundProgress(2, True, 4), RoundProgress(3, False, 4)]
    assert round_in_play(rounds, pointer=2) == 2
    assert round_in_play(rounds, pointer=3) == 1
    assert round_in_play(rounds, pointer=7) == 1


def test_no_round_in_play_before_round_one_or_when_all_results_are_in() -> None:
    assert round_in_play([]) is None
    assert round_in_play([RoundProgress(1, True, 0), RoundProgress(2, True, 0)]) is None
