"""Q187–188 (C.04.2 (2026) art. 3.6 after every manual change): after Edit pairings moves boards, Validate
sorts the boards again by art. 3.6 unless the arbiter keeps his order on purpose (a level-2 notice)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.warnings import NeedsConfirmation, WarningLevel, english, tokens
from arbiter_desk.services import Desk, GameResult, OverrideArticle
from tests.services.conftest import SETTINGS, finish_round, register, validate_pairing


@pytest.fixture
def dutch(tmp_path: Path) -> Iterator[Desk]:
    """A Dutch event (the real engine: boards of different scores after two rounds)."""
    desk = Desk.create(tmp_path / "dutch.adesk", replace(SETTINGS, pairing_system="dutch"))
    yield desk
    desk.close()


def _round_3(desk: Desk) -> list[tuple[int, int]]:
    register(desk, 8)
    for round_no in (1, 2):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        finish_round(desk, round_no, GameResult.WHITE_WINS)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    return [(b.white, b.black) for b in desk.rounds.boards(3)]


def _scores_by_board(desk: Desk) -> list[tuple[float, float]]:
    snapshot = desk.snapshot()
    tpn = {p.id: p.tpn for p in desk.players.all()}
    out = []
    for board in sorted(desk.rounds.boards(3), key=lambda b: b.number):
        a, b = (float(snapshot.score(tpn[x], before_round=3)) for x in (board.white, board.black))
        out.append((max(a, b), a + b))
    return out


def test_q187_validate_sorts_the_boards_again_by_art_3_6(dutch: Desk) -> None:
    desk = dutch
    boards = _round_3(desk)
    before = _scores_by_board(desk)
    assert before == sorted(before, reverse=True) and before[0] != before[-1]  # the engine's order
    validate_pairing(desk, 3, list(reversed(boards)), None, OverrideArticle.COMPETITION_RULES, "board swap")
    assert _scores_by_board(desk) == before  # the 3.0 board back above the 2.5 one


def test_q188_keep_my_order_is_a_level_2_notice_and_keeps_it(dutch: Desk) -> None:
    desk = dutch
    boards = _round_3(desk)
    reordered = list(reversed(boards))
    args = (3, reordered, None, OverrideArticle.COMPETITION_RULES, "spectators' board")
    with pytest.raises(NeedsConfirmation) as asked:
        desk.rounds.override_pairing(*args, keep_order=True, confirmed=tokens(_others(desk, reordered)))
    notice = next(w for w in asked.value.warnings if w.code == "mpa.board-order")
    assert notice.level is WarningLevel.NOTICE and "art. 3.6" in english(notice.text)
    validate_pairing(desk, *args, keep_order=True)
    assert [(b.white, b.black) for b in sorted(desk.rounds.boards(3), key=lambda b: b.number)] == reordered


def _others(desk: Desk, boards: list[tuple[int, int]]) -> tuple[object, ...]:
    """The warnings other than the board order (the level-4 difference from the engine's pairing)."""
    try:
        desk.rounds.override_pairing(3, boards, None, OverrideArticle.COMPETITION_RULES, "x")
    except NeedsConfirmation as asked:
        return tuple(w for w in asked.warnings if w.code != "mpa.board-order")
    return ()
