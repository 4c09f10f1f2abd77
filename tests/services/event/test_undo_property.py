"""Property: any sequence of desk commands, undone step by step, brings the file back through every earlier
state; redone, it reaches the final state again (the journal's before/after is complete)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.results import ResultCode
from arbiter_desk.services import Desk, GameResult, PlayerData
from tests.services.conftest import SETTINGS, file_dump
from tests.services.fakes import FakeSystem

COMMANDS = st.lists(
    st.tuples(
        st.sampled_from(["register", "edit", "bye", "pair", "publish", "result", "withdraw"]), st.integers(0, 99)
    ),
    min_size=1,
    max_size=14,
)


def _apply(desk: Desk, command: str, n: int) -> None:
    players = desk.players.all()
    pick = players[n % len(players)] if players else None
    if command == "register":
        desk.players.register_player(PlayerData(f"P{n}", rating=1500 + 7 * n))
    elif command == "edit" and pick is not None:
        desk.players.edit_player(pick.id, PlayerData(pick.name, rating=(pick.rating + 333) % 2800))
    elif command == "bye" and pick is not None:
        desk.players.request_bye(pick.id, desk.state().first_unpublished_round, ResultCode.HALF_BYE)
    elif command == "pair":
        desk.rounds.pair_next_round()
    elif command == "publish":
        desk.rounds.publish_round()
    elif command == "result":
        for board in desk.rounds.boards():
            if not board.has_result:
                desk.results.record_result(board.round, board.number, list(GameResult)[n % len(GameResult)])
                break
    elif command == "withdraw" and pick is not None:
        desk.players.withdraw_player(pick.id)


def _content(path: Path) -> list[str]:
    return [line for line in file_dump(path) if '"journal"' not in line]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(COMMANDS)
def test_undo_walks_back_through_every_state_and_redo_forward(commands: list[tuple[str, int]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        fake = FakeSystem()
        desk = Desk.create(Path(folder) / "p.adesk", SETTINGS, systems=lambda _n: fake)
        states = [_content(desk.path)]
        for command, n in commands:
            try:
                _apply(desk, command, n)
            except ArbiterDeskError:
                assert _content(desk.path) == states[-1]  # a refused request changes nothing
                continue
            if _content(desk.path) != states[-1]:
                states.append(_content(desk.path))
        for expected in reversed(states[:-1]):
            desk.journal.undo()
            assert _content(desk.path) == expected
        assert desk.journal.undo_label() is None
        for expected in states[1:]:
            desk.journal.redo()
            assert _content(desk.path) == expected
        desk.close()
