"""Results: record, correct (C.04.2 art. 4.3), refuse boards that do not exist."""

from __future__ import annotations

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.warnings import english
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import NotFoundError, RoundStateError
from tests.services.conftest import confirming, file_dump, play_rounds, register


def test_record_and_correct(desk: Desk) -> None:
    register(desk, 4)
    play_rounds(desk, 2)
    board = desk.rounds.boards(1)[0]
    round_2 = desk.rounds.boards(2)
    changes, _ = confirming(lambda c: desk.results.record_result(1, 1, GameResult.BLACK_WINS, confirmed=c))
    assert changes.label == "correct result board 1 of round 1: 0-1"
    assert changes.boards == {board.id} and changes.rounds == {1}
    assert any("art. 4.3" in english(w) for w in changes.warnings)
    assert desk.rounds.boards(1)[0].white_result is ResultCode.LOSS
    assert desk.rounds.boards(2) == round_2  # a correction never changes a published pairing
    tpn = next(p.tpn for p in desk.players.all() if p.id == board.black)
    assert desk.snapshot().score(tpn, before_round=2) == 1  # but it counts for the standings


def test_forfeits_are_stored_per_side(desk: Desk) -> None:
    register(desk, 2)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.DOUBLE_FORFEIT)
    board = desk.rounds.boards(1)[0]
    assert (board.white_result, board.black_result, board.is_forfeit) == (
        ResultCode.FORFEIT_LOSS,
        ResultCode.FORFEIT_LOSS,
        True,
    )


def test_result_for_a_board_that_does_not_exist_is_refused_unchanged(desk: Desk) -> None:
    register(desk, 4)
    desk.rounds.pair_next_round()
    with pytest.raises(RoundStateError, match="draft"):
        desk.results.record_result(1, 1, GameResult.DRAW)
    desk.rounds.publish_round()
    before = file_dump(desk.path)
    with pytest.raises(NotFoundError, match="round 1 has no board 9") as info:
        desk.results.record_result(1, 9, GameResult.DRAW)
    assert isinstance(info.value, InvalidInputError)
    with pytest.raises(NotFoundError, match="round 5 has not been paired"):
        desk.results.record_result(5, 1, GameResult.DRAW)
    assert file_dump(desk.path) == before


def test_correction_with_a_draft_next_round_asks_to_re_pair(desk: Desk) -> None:
    register(desk, 4)
    play_rounds(desk, 1)
    desk.rounds.pair_next_round()
    changes, _ = confirming(lambda c: desk.results.record_result(1, 2, GameResult.DRAW, confirmed=c))
    assert tuple(english(w) for w in changes.warnings) == (
        "the draft of round 2 was paired before this correction: re-pair it",
    )


def test_adjourning_a_scored_game_of_an_earlier_round_warns_as_a_correction(desk: Desk) -> None:
    """C.04.2 art. 3.1 with art. 4.3: turning a result back into an adjourned game is a correction."""
    register(desk, 4)
    play_rounds(desk, 2)
    changes, _ = confirming(lambda c: desk.results.mark_adjourned(1, 1, confirmed=c))
    assert any("art. 4.3" in english(w) for w in changes.warnings)
    board = desk.rounds.boards(1)[0]
    assert board.adjourned and not board.has_result


def test_adjourning_a_game_of_the_last_round_gives_no_warning(desk: Desk) -> None:
    register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    assert confirming(lambda c: desk.results.mark_adjourned(1, 1, confirmed=c))[0].warnings == ()


def test_every_possible_pair_of_results_can_be_entered() -> None:
    """FIDE approval checklist Q180/Q185: the usual, the odd (½-0, 0-½, 0-0) and the unrated results can be
    entered; Q181–Q184: nothing else can (``core.results.pair_problem``)."""
    import itertools

    from arbiter_desk.core.results import pair_problem

    possible = {a.value + b.value for a, b in itertools.product(ResultCode, repeat=2) if pair_problem(a, b) is None}
    assert {result.value for result in GameResult} == possible


@pytest.mark.parametrize(
    ("result", "label", "points"),
    [
        (GameResult.BOTH_ZERO, "0-0", (0, 0)),
        (GameResult.WHITE_HALF_BLACK_ZERO, "½-0", (0.5, 0)),
        (GameResult.WHITE_ZERO_BLACK_HALF, "0-½", (0, 0.5)),
    ],
)
def test_odd_results_are_stored_per_side_and_score_each_side_its_own_points(
    desk: Desk, result: GameResult, label: str, points: tuple[float, float]
) -> None:
    """C.04 (2026) Double-Swiss preface: a game may end ½-0, 0-½ or 0-0; each player scores their own points,
    and the game counts as played (colours, opponents) for the next pairing."""
    register(desk, 2)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    changes = desk.results.record_result(1, 1, result)
    assert changes.label == f"record result board 1 of round 1: {label}"
    board = desk.rounds.boards(1)[0]
    assert (board.white_result, board.black_result) == result.codes
    assert desk.rounds.all()[0].state.value == "complete"
    snapshot = desk.snapshot()
    tpn = {p.id: p.tpn for p in desk.players.all()}
    white, black = snapshot.player(tpn[board.white]), snapshot.player(tpn[board.black])
    assert (snapshot.score(white.tpn), snapshot.score(black.tpn)) == points
    assert white.entry(1).result.is_played and black.entry(1).result.is_played  # type: ignore[union-attr]
    assert white.entry(1).opponent == black.tpn  # type: ignore[union-attr]
