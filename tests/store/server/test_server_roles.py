"""Roles enforced by the server itself. Every forbidden action is tried through the store
directly (no desk, no disabled button in the way) and refused with a plain message naming the role; the
same action by a role that may do it goes through (so the refusals are not a broken connection)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.results import ResultCode
from arbiter_desk.store import TournamentStore, Writer
from arbiter_desk.store.errors import RoleRefusedError
from arbiter_desk.store.records import PlayerId, PlayerRecord, RoundState, SettingsRecord
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import ROLES, add_user, init_server
from arbiter_desk.store.writer import NewBoard

Action = Callable[[Writer], None]
USERS = {role: f"adesk_test_{role}" for role in ROLES}


@pytest.fixture
def event(event_url: str) -> Iterator[str]:
    """An event with 8 players, round 1 complete, round 2 published with its results pending, round 3 a
    draft; the server initialised (roles) and one user per role."""
    init_server(ServerLocation.parse(event_url))
    for role, user in USERS.items():
        add_user(ServerLocation.parse(event_url), user, role)
    store = TournamentStore.create(event_url)
    with store.command("set up") as (writer, _):
        writer.save_settings(SettingsRecord())
        ids = writer.add_players([PlayerRecord(PlayerId(0), PairingNumber(n), f"P{n}") for n in range(1, 9)])
        for number, state in ((1, RoundState.COMPLETE), (2, RoundState.PUBLISHED), (3, RoundState.DRAFT)):
            writer.add_round(number, state)
            result = (ResultCode.WIN, ResultCode.LOSS) if number == 1 else (None, None)
            writer.add_boards(number, [NewBoard(b + 1, ids[2 * b], ids[2 * b + 1], *result) for b in range(4)])
    store.close()
    yield event_url


def _as(url: str, role: str) -> TournamentStore:
    location = ServerLocation.parse(url)
    return TournamentStore.open(replace(location, user=USERS[role]).url())


def _board(store: TournamentStore, round_no: int) -> int:
    with store.read() as reader:
        return reader.boards(round_no)[0].id


def _result(round_no: int) -> Callable[[TournamentStore], Action]:
    return lambda store: lambda w: w.set_board_result(_board(store, round_no), ResultCode.DRAW, ResultCode.DRAW)


def _player(store: TournamentStore) -> PlayerRecord:
    with store.read() as reader:
        return reader.players()[0]


def _late_entry(writer: Writer) -> None:
    writer.add_player(PlayerRecord(PlayerId(0), PairingNumber(9), "Late"))


ACTIONS: dict[str, Callable[[TournamentStore], Action]] = {
    "pair a round": lambda s: lambda w: w.add_round(4, RoundState.DRAFT),
    "publish the draft": lambda s: lambda w: w.set_round_state(3, RoundState.PUBLISHED),
    "delete a round": lambda s: lambda w: w.delete_round(3),
    "change the settings": lambda s: lambda w: w.save_settings(SettingsRecord(total_rounds=11)),
    "add a pairing bye": lambda s: lambda w: w.add_pairing_bye(3, _player(s).id),
    "result of round 2": _result(2),
    "correct a result of round 1": _result(1),
    "late entry": lambda s: lambda w: _late_entry(w),
    "withdrawal": lambda s: lambda w: w.update_player(replace(_player(s), withdrawal_round=3)),
    "requested bye": lambda s: lambda w: w.set_absence(_player(s).id, 4, ResultCode.HALF_BYE),
}

ALLOWED = {
    "chief": set(ACTIONS),
    "deputy": {"result of round 2", "correct a result of round 1", "late entry", "withdrawal", "requested bye"},
    "results": {"result of round 2"},
    "viewer": set(),
    "publication": set(),
}
"""Chief everything; deputy results, byes, withdrawals, late entries; results desk the results of
the current round only; viewer nothing."""

PLAIN = {
    "chief": "chief arbiter",
    "deputy": "deputy arbiter",
    "results": "results desk",
    "viewer": "viewer",
    "publication": "players' pages",
}


@pytest.mark.parametrize("role", list(ROLES))
def test_every_action_is_allowed_or_refused_by_the_server_as_the_role_says(event: str, role: str) -> None:
    store = _as(event, role)
    assert store.role == ROLES[role]
    assert store.read_only == (role in ("viewer", "publication"))  # their desks do not even try ...
    store.read_only = False  # ... but here it does: the server itself must refuse
    try:
        for name, make in ACTIONS.items():
            action = make(store)
            with store.read() as reader:
                before = len(reader.journal())
            if name in ALLOWED[role]:
                with store.command(name) as (writer, _):
                    action(writer)
                with store.read() as reader:
                    assert len(reader.journal()) == before + 1, name
                store.undo(role)  # the next action meets the event as it was
            else:
                refusal = pytest.raises(RoleRefusedError, match=f"the role {PLAIN[role]} may not do it")
                with refusal as refused, store.command(name) as (writer, _):
                    action(writer)
                assert refused.value.role == ROLES[role], name
                assert "nothing of this change was saved" in str(refused.value)
                with store.read() as reader:
                    assert len(reader.journal()) == before, name
    finally:
        store.close()


def test_a_viewers_desk_is_read_only_and_says_why(event: str) -> None:
    store = _as(event, "viewer")
    with pytest.raises(RoleRefusedError, match="the role viewer only reads the event"), store.command("x") as _:
        pass
    store.close()


def test_a_viewer_cannot_undo_and_a_deputy_cannot_undo_the_chiefs_pairing(event: str) -> None:
    chief = _as(event, "chief")
    with chief.command("pair") as (writer, _):
        writer.add_round(4, RoundState.DRAFT)
    chief.close()
    with chief.read() as reader:
        pairing = reader.journal()[-1].seq
    for role in ("viewer", "deputy"):
        store = _as(event, role)
        store.read_only = False  # the server refuses, not the desk
        with pytest.raises(RuleViolationError, match="nothing to undo"):
            store.undo(role)  # its Undo takes back its own actions only: it has none
        with pytest.raises(RoleRefusedError, match=PLAIN[role]):
            store.undo_entry(pairing, role)  # and the chief's entry explicitly: refused by the server
        store.close()
