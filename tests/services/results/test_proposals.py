"""Players' result proposals: a proposal is never a result; the arbiter confirms it with an
ordinary result command journaled as his ("confirmed player's proposal"), or rejects it; different results
proposed for one board are a conflict the arbiter resolves by typing the result."""

from __future__ import annotations

import pytest

from arbiter_desk.core.board_codes import board_code
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.results.proposals import CONFIRMED_WHY, ProposalRefused, Refusal
from tests.services.conftest import file_dump, register


@pytest.fixture
def playing(desk: Desk) -> Desk:
    register(desk, 8)
    desk.results.set_player_proposals(True)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    return desk


def _code(desk: Desk, round_no: int, board: int) -> str:
    return desk.results.board_codes(round_no)[board]


def test_proposals_are_off_by_default_and_no_code_is_printed(desk: Desk) -> None:
    register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    assert desk.state().settings.player_proposals is False
    assert desk.results.board_codes(1) == {}
    with pytest.raises(ProposalRefused) as refused:
        desk.results.receive_proposal(1, 1, "1-0", "ABCDEF", "127.0.0.1")
    assert refused.value.reason is Refusal.OFF


def test_the_setting_is_journaled_and_keeps_its_secret(playing: Desk) -> None:
    codes = playing.results.board_codes(1)
    assert len(codes) == 4 and codes[1] == board_code(playing.state().settings.proposal_secret, 1, 1)
    playing.results.set_player_proposals(False)
    playing.results.set_player_proposals(True)
    assert playing.results.board_codes(1) == codes  # slips already printed stay valid
    assert "players may propose their results: on" in [e.label for e in playing.journal.entries()]


def test_a_proposal_is_never_a_result_until_the_arbiter_confirms_it(playing: Desk) -> None:
    seq = playing.last_seq()
    playing.results.receive_proposal(1, 2, "0-1", _code(playing, 1, 2), "192.168.1.23")
    assert playing.rounds.boards(1)[1].has_result is False
    assert playing.last_seq() == seq  # not journaled: nothing on the arbiter's undo stack
    assert playing.results.board_proposals(1)[2].result is GameResult.BLACK_WINS
    changes = playing.results.confirm_proposal(1, 2)
    assert changes.label == "record result board 2 of round 1: 0-1"
    assert playing.rounds.boards(1)[1].has_result
    entry = playing.journal.entries()[-1]
    assert entry.why == CONFIRMED_WHY and entry.who == playing.state().settings.info.chief_arbiter
    assert playing.results.board_proposals(1) == {}


def test_different_results_conflict_and_the_key_refuses_until_the_result_is_typed(playing: Desk) -> None:
    code = _code(playing, 1, 1)
    playing.results.receive_proposal(1, 1, "1-0", code, "10.0.0.5")
    playing.results.receive_proposal(1, 1, "½-½", code, "10.0.0.6")
    proposal = playing.results.board_proposals(1)[1]
    assert proposal.is_conflicting and proposal.label == "1-0 / ½-½"
    with pytest.raises(ProposalRefused, match="different results"):
        playing.results.confirm_proposal(1, 1)
    assert not playing.rounds.boards(1)[0].has_result
    playing.results.record_result(1, 1, GameResult.DRAW)
    assert playing.results.board_proposals(1) == {}


def test_rejecting_leaves_the_board_without_a_result(playing: Desk) -> None:
    playing.results.receive_proposal(1, 3, "1-0", _code(playing, 1, 3), "10.0.0.5")
    assert playing.results.reject_proposal(1, 3) == 1
    assert playing.results.board_proposals(1) == {} and not playing.rounds.boards(1)[2].has_result
    with pytest.raises(ProposalRefused, match="no player's proposal"):
        playing.results.confirm_proposal(1, 3)


@pytest.mark.parametrize(
    ("round_no", "board", "result", "code_of", "reason"),
    [
        (1, 1, "1-0", (1, 2), Refusal.CODE),  # the code of another board
        (2, 1, "1-0", (2, 1), Refusal.ROUND),  # a round not in play
        (1, 9, "1-0", (1, 9), Refusal.BOARD),
        (1, 1, "1-1", (1, 1), Refusal.RESULT),
        (1, 1, "+-", (1, 1), Refusal.RESULT),
    ],
)
def test_bad_proposals_are_refused_in_plain_words(
    playing: Desk, round_no: int, board: int, result: str, code_of: tuple[int, int], reason: Refusal
) -> None:
    secret = playing.state().settings.proposal_secret
    before = file_dump(playing.path)
    with pytest.raises(ProposalRefused) as refused:
        playing.results.receive_proposal(round_no, board, result, board_code(secret, *code_of), "10.0.0.9")
    assert refused.value.reason is reason and str(refused.value).endswith(".")
    assert file_dump(playing.path) == before


def test_a_board_with_a_result_refuses_a_proposal(playing: Desk) -> None:
    playing.results.record_result(1, 4, GameResult.WHITE_WINS)
    with pytest.raises(ProposalRefused, match="already has its result") as refused:
        playing.results.receive_proposal(1, 4, "0-1", _code(playing, 1, 4), "10.0.0.9")
    assert refused.value.reason is Refusal.HAS_RESULT
