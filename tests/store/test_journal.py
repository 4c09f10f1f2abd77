"""The journal: every action's before/after, undo and redo of any number of steps, append-only."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.store import TournamentStore
from arbiter_desk.store.journal import undo_redo_stacks
from arbiter_desk.store.records import JournalRecord, PlayerId, PlayerRecord, SettingsRecord


def _new_store(store_location: str | Path) -> TournamentStore:
    store = TournamentStore.create(store_location)
    with store.command("create") as (writer, outcome):
        outcome.label, outcome.who, outcome.undoable = "create tournament", "CA", False
        writer.save_settings(SettingsRecord())
    return store


def _add(store: TournamentStore, name: str) -> PlayerId:
    with store.command("register") as (writer, outcome):
        outcome.label, outcome.who = f"register {name}", "CA"
        return writer.add_player(PlayerRecord(PlayerId(0), PairingNumber(1), name))


def _names(store: TournamentStore) -> list[str]:
    with store.read() as reader:
        return [p.name for p in reader.players()]


def test_each_action_records_before_and_after(store_location: str | Path) -> None:
    store = _new_store(store_location)
    _add(store, "Ann")
    with store.read() as reader:
        entry = reader.journal()[-1]
    # On a venue server the journal names the database user who acted (store.server.journal_author), not a name
    # the command passes: the chief sees which desk did it.
    who = "CA" if isinstance(store_location, Path) else make_url(str(store_location)).username
    assert (entry.action, entry.label, entry.who) == ("register", "register Ann", who)
    (change,) = entry.changes
    assert change.table == "players" and change.before is None
    assert change.after is not None and change.after["name"] == "Ann"
    assert entry.at.tzinfo is not None


def test_undo_and_redo_any_number_of_steps(store_location: str | Path) -> None:
    store = _new_store(store_location)
    for name in ("Ann", "Bob", "Cid"):
        _add(store, name)
    store.undo("CA")
    store.undo("CA")
    assert _names(store) == ["Ann"]
    store.redo("CA")
    assert _names(store) == ["Ann", "Bob"]
    store.undo("CA")
    store.undo("CA")
    assert _names(store) == []
    with pytest.raises(RuleViolationError, match="nothing to undo"):
        store.undo("CA")
    store.redo("CA")
    _add(store, "Dan")  # a new action clears the redo stack
    with pytest.raises(RuleViolationError, match="nothing to redo"):
        store.redo("CA")
    assert _names(store) == ["Ann", "Dan"]
    with store.read() as reader:
        actions = [e.action for e in reader.journal()]
    assert actions.count("undo") == 4 and actions.count("redo") == 2  # append-only: undo is an entry too


def test_failed_action_leaves_no_trace(store_location: str | Path) -> None:
    store = _new_store(store_location)
    with pytest.raises(ZeroDivisionError), store.command("register") as (writer, _):
        writer.add_player(PlayerRecord(PlayerId(0), PairingNumber(1), "X"))
        _ = 1 / 0
    assert _names(store) == []
    with store.read() as reader:
        assert len(reader.journal()) == 1


def test_stacks_from_entries() -> None:
    def entry(seq: int, action: str, target: int | None = None, undoable: bool = True) -> JournalRecord:
        from datetime import UTC, datetime

        return JournalRecord(seq, datetime.now(UTC), "", action, action, "", (), target, undoable)

    entries = [entry(1, "create", undoable=False), entry(2, "a"), entry(3, "b"), entry(4, "undo", 3)]
    assert undo_redo_stacks(entries) == ([2], [3])
    assert undo_redo_stacks([*entries, entry(5, "redo", 3)]) == ([2, 3], [])
