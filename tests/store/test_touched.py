"""The journal records exactly the rows a command touched, checked against the full comparison of
every table before and after the command (``TournamentStore.verify_journal``, on for the whole suite)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import update

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store import TournamentStore
from arbiter_desk.store.journal_steps import JournalMismatchError
from arbiter_desk.store.models import PlayerRow
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState, SettingsRecord
from arbiter_desk.store.writer import NewBoard


def _store(store_location: str | Path, players: int = 4) -> tuple[TournamentStore, list[PlayerId]]:
    store = TournamentStore.create(store_location)
    with store.command("create") as (writer, outcome):
        outcome.undoable = False
        writer.save_settings(SettingsRecord())
        ids = writer.add_players([PlayerRecord(PlayerId(0), PairingNumber(i + 1), f"P{i}") for i in range(players)])
    return store, ids


def _last_changes(store: TournamentStore) -> list[tuple[str, tuple[object, ...], bool, bool]]:
    with store.read() as reader:
        entry = reader.journal()[-1]
    return [(c.table, c.key, c.before is None, c.after is None) for c in entry.changes]


def test_the_oracle_catches_a_write_the_writer_did_not_name(store_location: str | Path) -> None:
    store, ids = _store(store_location)
    with pytest.raises(JournalMismatchError), store.command("sneak") as (writer, _):
        writer.session.execute(update(PlayerRow).where(PlayerRow.id == ids[0]).values(rating=1234))
    with store.read() as reader:
        assert reader.players()[0].rating == 0  # refused as a whole


def test_a_result_journals_one_board_and_its_round(store_location: str | Path) -> None:
    store, ids = _store(store_location)
    with store.command("pair") as (writer, _):
        writer.add_round(1, RoundState.PUBLISHED)
        writer.add_boards(1, [NewBoard(1, ids[0], ids[1]), NewBoard(2, ids[2], ids[3])])
    assert [c[0] for c in _last_changes(store)] == ["rounds", "boards", "boards"]
    with store.read() as reader:
        board = reader.boards(1)[0]
    with store.command("result") as (writer, _):
        writer.set_board_result(board.id, ResultCode.WIN, ResultCode.LOSS)
        writer.set_round_state(1, RoundState.PUBLISHED)  # touched but unchanged: not journaled
    assert _last_changes(store) == [("boards", (board.id,), False, False)]


def test_a_round_deleted_and_paired_again_is_one_update_per_row(store_location: str | Path) -> None:
    store, ids = _store(store_location)
    with store.command("pair") as (writer, _):
        writer.add_round(1, RoundState.DRAFT, "{}")
        writer.add_boards(1, [NewBoard(1, ids[0], ids[1]), NewBoard(2, ids[2], ids[3])])
    with store.command("re-pair") as (writer, _):
        writer.delete_round(1)
        writer.add_round(1, RoundState.DRAFT, '{"again": 1}')
        writer.add_boards(1, [NewBoard(1, ids[0], ids[2]), NewBoard(2, ids[1], ids[3])])
    changes = _last_changes(store)
    assert [c[0] for c in changes] == ["rounds", "boards", "boards"]
    assert all(not inserted and not deleted for _t, _k, inserted, deleted in changes)
    store.undo("CA")
    with store.read() as reader:
        assert [(b.white, b.black) for b in reader.boards(1)] == [(ids[0], ids[1]), (ids[2], ids[3])]
