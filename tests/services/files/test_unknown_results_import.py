"""An imported TRF file with a result not known yet (``?`` / ``X``: an adjourned game still open; VCL4THP.13
Q164–166, Q168–169): the desk imports the game as adjourned without a result, pairs on with it as a draw
(C.04.2 art. 3.1, with the level-2 notice of Q168), refuses the TRF until the result is in, and then writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.data import RoundState
from tests.formats.trf.test_unknown_results import _four


def test_an_imported_open_game_is_adjourned_then_finished_and_written_back_q166(tmp_path: Path) -> None:
    source = tmp_path / "open.trf"
    source.write_text(_four(("?", "?")))
    desk = Desk.import_trf(tmp_path / "open.adesk", source, system="dubov")
    try:
        (board,) = [b for b in desk.rounds.boards(2) if b.adjourned]
        assert desk.results.open_adjourned_games() == [(2, board.number)]
        tpn = {p.id: p.tpn for p in desk.players.all()}
        assert {tpn[board.white], tpn[board.black]} == {1, 3} and board.white_result is None
        assert [r.state for r in desk.rounds.all()] == [RoundState.COMPLETE, RoundState.PUBLISHED]
        assert [w.questions for w in desk.rounds.pairing_notices()] == [(168,)]
        with pytest.raises(RuleViolationError, match="adjourned game has no result"):
            desk.export_trf(tmp_path / "out.trf")  # Q169
        desk.results.record_result(2, board.number, GameResult.DRAW)
        desk.export_trf(tmp_path / "out.trf")
        again = load_trf(tmp_path / "out.trf")
        assert again.open_results == frozenset()
        assert again.player(1).entry(2).result.value == "="  # type: ignore[union-attr]
    finally:
        desk.close()
