"""A Double-Swiss event (C.04.5 (2026)) through the round tabs by keyboard: 7 players, three two-game rounds
paired in the worker and published; both games of every match typed as keys in the results tab (the cursor
goes game 1 → game 2 → next board), per-game undo / redo, the PAB as 1½ (art. 1.4), standings by match score."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Changes, Desk, PlayerData
from arbiter_desk.services.event.data import RoundState, SettingsRecord
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.results.results import ResultsTab
from arbiter_desk.ui.results.results_model import ResultsModel
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.round_fixtures import wait_for_pairing
from tests.ui.warning_keys import CONFIRM, script

DS = SettingsRecord(
    info=TournamentInfo(name="Double Open", city="Rome", chief_arbiter="Rossi, Anna"),
    total_rounds=3,
    pairing_system="double-swiss",
)
GAME_1, GAME_2 = ResultsModel.GAME_COLUMNS
KEYS = {1: "1=0=+1", 2: "=01101", 3: "10==01"}
"""Per round: game 1 and game 2 of board 1, of board 2, of board 3 (each in its game's own colours)."""


def register(data: PlayerData) -> Callable[[Desk], Changes]:
    return lambda desk: desk.players.register_player(data)


def test_three_double_swiss_rounds_through_the_tabs(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = DeskSession()
    assert session.open_with(lambda: Desk.create(tmp_path / "ds.adesk", DS))
    for i in range(7):
        assert session.run(register(PlayerData(f"Entrant {i + 1:02d}", rating=2300 - 25 * i, fide_id=9000 + i)))
    pairing, results, standings = PairingTab(session), ResultsTab(session), StandingsTab(session)
    for widget in (pairing, results, standings):
        qtbot.addWidget(widget)
    desk = session.require()

    for round_no in (1, 2, 3):
        pairing.pair_button.click()
        wait_for_pairing(qtbot, pairing)
        assert pairing.boards_model.rowCount() == 3 and pairing.boards_model.two_games
        header = [pairing.boards_model.headerData(c, Qt.Orientation.Horizontal) for c in (1, 4, 7, 8, 9)]
        assert header == ["White in game 1", "Black in game 1", "Game 1", "Game 2", "Match"]
        assert all(pairing.boards_view.isColumnHidden(c) for c in (7, 8, 9))  # a draft has no results
        assert "two-game matches" in pairing.status_label.text() and "bye" in pairing.bye_label.text()
        pairing.publish_button.click()
        assert desk.rounds.all()[-1].state is RoundState.PUBLISHED
        assert results.shown_round() == round_no and results.model.two_games
        assert results.view.currentIndex().row() == 0 and results.view.currentIndex().column() == GAME_1
        QTest.keyClicks(results.view, KEYS[round_no][0])
        assert (results.view.currentIndex().row(), results.view.currentIndex().column()) == (0, GAME_2)
        QTest.keyClicks(results.view, KEYS[round_no][1])
        assert (results.view.currentIndex().row(), results.view.currentIndex().column()) == (1, GAME_1)
        QTest.keyClicks(results.view, KEYS[round_no][2:])
        assert "3 of 3" in results.status_label.text()
        assert results.status_label.textFormat() is Qt.TextFormat.RichText  # "<b>3 of 3</b>" shows in bold
        assert desk.rounds.all()[-1].state is RoundState.COMPLETE
        assert not pairing.boards_view.isColumnHidden(9) and pairing.boards_model.index(0, 9).data()

    # round 1 board 1: "1" in game 1 (its White wins), "=" in game 2: the match 1½–½ for the board's White
    assert [b.game_codes(g) for b in desk.rounds.boards(1)[:1] for g in (1, 2)] == [
        (ResultCode.WIN, ResultCode.LOSS),
        (ResultCode.DRAW, ResultCode.DRAW),
    ]
    # round 1 board 3: "+" in game 1, "1" in game 2 (game 2's White is the board's Black)
    assert [desk.rounds.boards(1)[2].game_codes(g) for g in (1, 2)] == [
        (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
        (ResultCode.LOSS, ResultCode.WIN),
    ]

    # correcting one game of round 3 and undoing it: per game, through the journal
    results.view.setCurrentIndex(results.model.index(2, GAME_2))
    QTest.keyClicks(results.view, "0")
    assert desk.rounds.boards(3)[2].game_codes(2) == (ResultCode.WIN, ResultCode.LOSS)
    assert results.model.index(2, ResultsModel.MATCH_COLUMN).data() in ("1½–½", "2–0", "1–1", "½–1½", "0–2")
    session.undo()
    assert desk.rounds.boards(3)[2].game_codes(2) == (ResultCode.LOSS, ResultCode.WIN)
    assert results.model.index(2, GAME_2).data() == "1-0"
    session.redo()
    assert results.model.index(2, GAME_2).data() == "0-1"

    # 3 matches of 2 points and one PAB of 1½ per round
    assert standings.after_combo.currentText() == "Round 3" and standings.after_round() == 6
    total = sum((Decimal(str(standings.model.index(r, 4).data())) for r in range(7)), Decimal(0))
    assert total == 3 * (3 * 2 + Decimal("1.5"))
    assert standings.shown_round() == 3  # what the print dialog is opened with: the match, not the column

    # * clears one game of a match, a marks it adjourned (C.04.2 art. 3.1): the round is no longer complete
    results.view.setCurrentIndex(results.model.index(0, GAME_2))
    QTest.keyClicks(results.view, "*")
    assert desk.rounds.boards(3)[0].game_codes(2) == (None, None) and desk.rounds.boards(3)[0].game_codes(1) != (
        None,
        None,
    )
    assert results.model.index(0, GAME_2).data() == "" and "2 of 3" in results.status_label.text()
    assert desk.rounds.all()[-1].state is RoundState.PUBLISHED
    answers = script(monkeypatch, qtbot, CONFIRM)  # adjourning is an integrity event (Q112, Q115): Alt+O
    QTest.keyClicks(results.view, "a")
    assert answers.levels == [3]
    assert desk.rounds.boards(3)[0].adjourned and results.model.index(0, GAME_2).data() == "adjourned"
    session.close()


def test_blind_re_entry_check_of_a_double_swiss_round(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The re-entry check per game: first entries hidden, the second typed blind game by game, differences
    listed by board and game; nothing stored."""
    desk = Desk.create(tmp_path / "check.adesk", DS)
    for i in range(4):
        desk.players.register_player(PlayerData(f"Entrant {i + 1:02d}", rating=2300 - 25 * i, fide_id=9100 + i))
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    session = DeskSession()
    session.attach(desk)
    results = ResultsTab(session)
    qtbot.addWidget(results)
    QTest.keyClicks(results.view, "1=01")
    stored = [(b.game_codes(1), b.game_codes(2)) for b in desk.rounds.boards(1)]
    results.check_button.click()
    assert (
        results.model.index(0, GAME_1).data() == "•••"
        and results.model.index(0, ResultsModel.MATCH_COLUMN).data() == "•••"
    )
    assert not results.view.isColumnHidden(results.model.check_column)
    assert (results.view.currentIndex().row(), results.view.currentIndex().column()) == (0, GAME_1)
    QTest.keyClicks(results.view, "1=00")
    assert [(b.game_codes(1), b.game_codes(2)) for b in desk.rounds.boards(1)] == stored  # nothing stored
    assert results.model.index(1, results.model.check_column).data() == "G1 0-1 · G2 0-1"
    assert [results.side.list.item(i).text() for i in range(results.side.list.count())] == [
        "Board 2 game 2: entered 1-0, check 0-1"
    ]
    assert "4 of 4 games typed, 1 mismatch" in results.side.title.text()
    asked: list[str] = []
    monkeypatch.setattr(prompts, "confirm", lambda _parent, question: not asked.append(question))
    results.check_button.click()
    assert "Board 2 game 2: entered 1-0, check 0-1" in asked[0]  # asked before the second entries are dropped
    assert results.model.index(0, GAME_1).data() == "1-0"
    session.close()
