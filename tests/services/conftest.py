"""A desk on a fresh tournament file with the fake pairing system."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from arbiter_desk.core.player import Title
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.core.warnings import Confirmed, DeskWarning, NeedsConfirmation, tokens
from arbiter_desk.services import Changes, Desk, GameResult, PlayerData
from arbiter_desk.store.records import PlayerId, SettingsRecord
from tests.services.fakes import FakeSystem

SETTINGS = SettingsRecord(
    info=TournamentInfo(name="Spring Open", city="Rome", federation="ITA", chief_arbiter="Ann Arbiter"),
    total_rounds=7,
    pairing_system="fake",
)


@pytest.fixture
def fake() -> FakeSystem:
    return FakeSystem()


@pytest.fixture
def desk(tmp_path: Path, fake: FakeSystem) -> Iterator[Desk]:
    d = Desk.create(tmp_path / "spring.adesk", SETTINGS, systems=lambda _name: fake)
    yield d
    d.close()


def register(desk: Desk, count: int, start_rating: int = 2500) -> list[PlayerId]:
    """``count`` players with distinct ratings (TPN = registration order) and FIDE ids."""
    for i in range(count):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=start_rating - 10 * i, fide_id=1000 + i))
    return [p.id for p in sorted(desk.players.all(), key=lambda p: p.tpn)]


def finish_round(desk: Desk, round_no: int, result: GameResult = GameResult.WHITE_WINS) -> None:
    for board in desk.rounds.boards(round_no):
        desk.results.record_result(round_no, board.number, result)


def play_rounds(desk: Desk, rounds: int) -> None:
    for _ in range(rounds):
        desk.rounds.pair_next_round()
        number = desk.rounds.all()[-1].number
        desk.rounds.publish_round()
        finish_round(desk, number)


def file_dump(path: Path) -> list[str]:
    """The logical content of a tournament file (every table, every row)."""
    db = sqlite3.connect(path)
    try:
        return list(db.iterdump())
    finally:
        db.close()


T = TypeVar("T")

__all__ = ["SETTINGS", "Title", "file_dump", "finish_round", "play_rounds", "register"]


def confirming(action: Callable[[Confirmed], T]) -> tuple[T, tuple[DeskWarning, ...]]:
    """Run ``action`` as an arbiter who reads and confirms every warning it asks for (checklist levels 2–4):
    its result and the warnings it asked for (empty if none). A level-5 refusal is not confirmable and raises."""
    try:
        return action(frozenset()), ()
    except NeedsConfirmation as asked:
        return action(tokens(asked.warnings)), asked.warnings


def validate_pairing(desk: Desk, round_no: int, *args: Any, **kwargs: Any) -> Changes:
    """``desk.rounds.override_pairing`` validated as the manual-pairing phase's end (Q66–69), every warning confirmed;
    a pairing that differs from the engine's always asks the level-4 question first."""
    changes, _asked = confirming(
        lambda confirmed: desk.rounds.override_pairing(round_no, *args, confirmed=confirmed, **kwargs)
    )
    return changes


def override_warnings(desk: Desk, round_no: int, *args: Any, **kwargs: Any) -> tuple[DeskWarning, ...]:
    """The warnings validating this manual pairing asks for (nothing is written)."""
    try:
        desk.rounds.override_pairing(round_no, *args, **kwargs)
    except NeedsConfirmation as asked:
        return asked.warnings
    raise AssertionError("the manual pairing asked for no confirmation")


def validate_team_pairing(desk: Desk, round_no: int, *args: Any, **kwargs: Any) -> Changes:
    """``desk.teams.override_team_pairing`` with its warnings confirmed (the level-4 difference from the engine's
    pairing, Q68–69)."""
    changes, _asked = confirming(
        lambda confirmed: desk.teams.override_team_pairing(round_no, *args, confirmed=confirmed, **kwargs)
    )
    return changes
