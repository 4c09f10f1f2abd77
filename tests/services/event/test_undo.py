"""Undo / redo of any number of steps from the journal, with labels for the GUI, across reopening."""

from __future__ import annotations

from arbiter_desk.core.results import ResultCode
from arbiter_desk.services import Desk, GameResult
from tests.services.conftest import file_dump, register
from tests.services.fakes import FakeSystem


def test_labels_and_any_number_of_steps(desk: Desk, fake: FakeSystem) -> None:
    assert desk.journal.undo_label() is None  # creating the tournament is not undoable
    register(desk, 4)
    start = file_dump(desk.path)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 2, GameResult.DRAW)
    states = [file_dump(desk.path)]
    desk.results.record_result(1, 2, GameResult.BLACK_WINS)
    assert desk.journal.undo_label() == "Undo: correct result board 2 of round 1: 0-1"
    changes = desk.journal.undo()
    assert changes.boards == {desk.rounds.boards(1)[1].id}
    assert desk.rounds.boards(1)[1].white_result is ResultCode.DRAW
    assert desk.journal.redo_label() == "Redo: correct result board 2 of round 1: 0-1"
    for _ in range(3):
        desk.journal.undo()
    assert desk.rounds.all() == []
    assert [line for line in file_dump(desk.path) if "journal" not in line] == [
        line for line in start if "journal" not in line
    ]
    for _ in range(3):
        desk.journal.redo()
    assert [line for line in file_dump(desk.path) if "journal" not in line] == [
        line for line in states[0] if "journal" not in line
    ]


def test_undo_survives_reopening(desk: Desk, fake: FakeSystem) -> None:
    register(desk, 2)
    path = desk.path
    desk.close()
    reopened = Desk.open(path, systems=lambda _name: fake)
    assert reopened.journal.undo_label() == "Undo: register Player 02"
    reopened.journal.undo()
    assert [p.name for p in reopened.players.all()] == ["Player 01"]
    assert reopened.journal.entries()[-1].action == "undo"
    reopened.close()


def test_undo_of_a_re_sort_restores_every_tpn(desk: Desk) -> None:
    register(desk, 3)
    before = [(p.id, p.tpn) for p in desk.players.all()]
    from arbiter_desk.services import PlayerData

    desk.players.register_player(PlayerData("Top", rating=2900))
    assert desk.players.all()[0].name == "Top"
    desk.journal.undo()
    assert [(p.id, p.tpn) for p in desk.players.all()] == before


def test_undo_refuses_when_the_file_was_changed_outside_the_journal(desk: Desk) -> None:
    import sqlite3

    import pytest

    from arbiter_desk.services.event.errors import JournalConflictError

    register(desk, 1)
    with sqlite3.connect(desk.path) as db:
        db.execute("UPDATE players SET name = 'Edited elsewhere'")
    before = file_dump(desk.path)
    with pytest.raises(JournalConflictError, match="not as the journal left it"):
        desk.journal.undo()
    assert file_dump(desk.path) == before


def test_new_tournaments_go_to_the_user_data_folder() -> None:
    from arbiter_desk.services import default_tournament_path
    from arbiter_desk.services.files.locations import default_folder

    path = default_tournament_path("Spring Open / 2026")
    assert path.parent == default_folder() and path.name == "Spring-Open-2026.adesk"
    assert default_folder().name == "ArbiterDesk"
