"""The level-2 notices before pairing (VCL4THP.13 Q62, Q168): adjourned games of earlier rounds still open count
as draws for the pairing (C.04.2 art. 3.1), and the arbiter is told which."""

from __future__ import annotations

from arbiter_desk.core.warnings import WarningLevel, english
from arbiter_desk.services import Desk, GameResult
from tests.services.conftest import confirming, finish_round, register


def _adjourn_round_1_board_2(desk: Desk) -> None:
    register(desk, 6)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.WHITE_WINS)
    desk.results.record_result(1, 3, GameResult.DRAW)
    confirming(lambda c: desk.results.mark_adjourned(1, 2, confirmed=c))


def test_no_notice_without_an_open_adjourned_game(desk: Desk) -> None:
    register(desk, 8)
    assert desk.rounds.pairing_notices() == []
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    finish_round(desk, 1)
    assert desk.rounds.pairing_notices() == []


def test_an_open_adjourned_game_is_a_level_2_notice_before_pairing_q168(desk: Desk) -> None:
    _adjourn_round_1_board_2(desk)
    (notice,) = desk.rounds.pairing_notices()
    assert notice.level is WarningLevel.NOTICE and notice.questions == (168,)
    assert "round 1 board 2" in english(notice.text) and "Round 2 is paired counting it as a draw" in english(
        notice.text
    )
    assert "C.04.2 art. 3.1" in english(notice.text)


def test_the_notice_stays_while_the_game_is_open_in_a_round_before_the_last_completed_q168(desk: Desk) -> None:
    _adjourn_round_1_board_2(desk)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    finish_round(desk, 2)
    (notice,) = desk.rounds.pairing_notices()  # pairing round 3: round 1 is before the last completed round
    assert "round 1 board 2" in english(notice.text) and "Round 3 is paired" in english(notice.text)
    desk.results.record_result(1, 2, GameResult.DRAW)  # the adjourned game ends (a draw: no confirmation)
    assert desk.rounds.pairing_notices() == []
