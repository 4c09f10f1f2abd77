"""``check`` on rounds paired while a game was adjourned (C.04.2 (2026) art. 3.1; approval checklist Q157, Q163,
Q168): the game counted as a draw for those pairings, its later decisive result must not turn them into false
discrepancies — the round is reported "paired with the adjourned game of board n counted as a draw (art. 3.1)"."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_DIFFERENCES, EXIT_OK
from arbiter_desk.services import Desk, GameResult
from tests.services.conftest import SETTINGS, confirming, register

RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)


def _adjourned_event(tmp_path: Path, board: int, ending: GameResult) -> Path:
    """Dutch, 10 players: round 1 board ``board`` adjourned, round 2 paired and played, the game then ends
    ``ending``; round 3 paired on the final results; exported."""
    adesk = tmp_path / f"adj{board}.adesk"
    desk = Desk.create(adesk, replace(SETTINGS, pairing_system="dutch", total_rounds=5))
    try:
        register(desk, 10)
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        for b in desk.rounds.boards(1):
            if b.number == board:
                confirming(lambda c, n=b.number: desk.results.mark_adjourned(1, n, confirmed=c))
            else:
                desk.results.record_result(1, b.number, RESULTS[b.number % 3])
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        for b in desk.rounds.boards(2):
            desk.results.record_result(2, b.number, RESULTS[(b.number + 1) % 3])
        confirming(lambda c: desk.results.record_result(1, board, ending, confirmed=c))
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        for b in desk.rounds.boards(3):
            desk.results.record_result(3, b.number, RESULTS[b.number % 3])
    finally:
        desk.close()
    trf = tmp_path / f"adj{board}.trf"
    assert run(["export", str(adesk), "-o", str(trf)]) == EXIT_OK
    return trf


def _differs_without_the_reading(trf: Path) -> bool:
    """Whether round 2 differs when the adjournment lines are taken out (the false alarm of old)."""
    bare = trf.with_name("bare-" + trf.name)
    bare.write_text("".join(line for line in trf.read_text().splitlines(True) if "Adjournment @" not in line))
    return run(["check", str(bare)]) == EXIT_DIFFERENCES


def test_a_round_paired_while_a_game_was_adjourned_is_not_a_discrepancy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Q163: the decisive end of an adjourned game, entered after round 2 was paired as if drawn."""
    for board in (1, 2, 3, 4, 5):
        trf = _adjourned_event(tmp_path, board, GameResult.BLACK_WINS)
        capsys.readouterr()
        if _differs_without_the_reading(trf):
            break
    else:
        pytest.fail("no board of round 1 changes round 2 when it ends 0-1: the test shows nothing")
    capsys.readouterr()
    assert run(["check", str(trf)]) == EXIT_OK
    out = capsys.readouterr().out
    assert f"round 2: ok (paired with the adjourned game of board {board} of round 1" in out
    assert "counted as a draw (C.04.2 art. 3.1)" in out
    assert "all 3 rounds agree" in out
