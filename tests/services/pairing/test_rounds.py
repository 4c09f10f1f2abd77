"""Pairing rounds: engine through the snapshot, draft → published → complete, order of rounds (C.04.2 art. 3)."""

from __future__ import annotations

import pytest

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.store.records import RoundState
from tests.services.conftest import confirming, file_dump, finish_round, register
from tests.services.fakes import FakeSystem


def test_pair_publish_complete(desk: Desk, fake: FakeSystem) -> None:
    ids = register(desk, 5)
    changes = desk.rounds.pair_next_round()
    assert changes.label == "pair round 1" and changes.rounds == {1}
    assert desk.rounds.all()[0].state is RoundState.DRAFT
    assert [(b.white, b.black) for b in desk.rounds.boards(1)] == [(ids[0], ids[1]), (ids[3], ids[2])]
    assert [b.player for b in desk.rounds.pairing_byes()] == [ids[4]]
    desk.rounds.publish_round()
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED
    finish_round(desk, 1)
    assert desk.rounds.all()[0].state is RoundState.COMPLETE
    assert desk.snapshot().player(5).entry(1) is not None
    assert desk.snapshot().player(5).entry(1).result is ResultCode.PAIRING_BYE  # type: ignore[union-attr]


def test_engine_gets_the_absences_of_the_round_to_pair(desk: Desk, fake: FakeSystem) -> None:
    ids = register(desk, 6)
    desk.players.request_bye(ids[0], 1, ResultCode.HALF_BYE)
    desk.players.withdraw_player(ids[5])
    desk.rounds.pair_next_round()
    snapshot = fake.snapshots[-1]
    assert snapshot.round_to_pair() == 1
    assert snapshot.absent_in(1) == {1, 6}
    assert snapshot.player(1).entry(1).result is ResultCode.HALF_BYE  # type: ignore[union-attr]


def test_pairing_before_the_previous_round_is_complete_is_refused_unchanged(desk: Desk) -> None:
    register(desk, 4)
    desk.rounds.pair_next_round()
    with pytest.raises(RoundStateError, match="draft"):
        desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.DRAW)
    before = file_dump(desk.path)
    with pytest.raises(RoundStateError, match=r"round 1 is not complete \(no result on board 2\)"):
        desk.rounds.pair_next_round()
    assert file_dump(desk.path) == before


def test_adjourned_games_allow_pairing_and_count_as_draws(desk: Desk) -> None:
    """C.04.2 art. 3.1: adjourned games are draws for pairing purposes only."""
    register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.WHITE_WINS)
    confirming(lambda c: desk.results.mark_adjourned(1, 2, confirmed=c))
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED
    desk.rounds.pair_next_round()
    board = desk.rounds.boards(1)[1]
    white_tpn = next(p.tpn for p in desk.players.all() if p.id == board.white)
    assert desk.snapshot(2).player(white_tpn).entry(1).result is ResultCode.DRAW  # type: ignore[union-attr]


def test_repair_and_discard_a_draft(desk: Desk, fake: FakeSystem) -> None:
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    desk.players.request_bye(ids[0], 1, ResultCode.ZERO_BYE)
    desk.rounds.repair_draft()
    assert len(desk.rounds.boards(1)) == 1 and len(fake.snapshots) == 2
    desk.rounds.discard_draft()
    assert desk.rounds.all() == [] and desk.rounds.boards() == []
    with pytest.raises(RoundStateError, match="no draft"):
        desk.rounds.publish_round()


def test_explanation_is_kept_with_the_round(desk: Desk) -> None:
    register(desk, 3)
    desk.rounds.pair_next_round()
    explanation = desk.rounds.explanation(1)
    assert explanation is not None
    assert explanation.notes == ("paired by the fake system",)
    assert explanation.bye is not None and explanation.bye.player == 3
    assert explanation.boards[0].colour_rule == "5.2.1"


def test_no_round_beyond_the_last(desk: Desk) -> None:
    register(desk, 2)
    for round_no in range(1, 8):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        finish_round(desk, round_no, GameResult.DRAW)
    with pytest.raises(RoundStateError, match="only 7 rounds"):
        desk.rounds.pair_next_round()


def test_pairing_in_a_worker_is_stored_only_if_nothing_changed_meanwhile(desk: Desk, fake: FakeSystem) -> None:
    ids = register(desk, 4)
    request = desk.rounds.pairing_request()
    pairing = fake.pair(request.snapshot, request.round)
    desk.players.request_bye(ids[0], 1, ResultCode.HALF_BYE)  # the arbiter goes on working meanwhile
    before = file_dump(desk.path)
    with pytest.raises(RoundStateError, match="changed while the round was being paired"):
        desk.rounds.store_pairing(request, pairing)
    assert file_dump(desk.path) == before
    request = desk.rounds.pairing_request()
    changes = desk.rounds.store_pairing(request, fake.pair(request.snapshot, request.round))
    assert changes.label == "pair round 1" and len(desk.rounds.boards(1)) == 1
