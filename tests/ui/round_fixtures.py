"""Tournaments for the GUI tests of the pairing, results and standings tabs (real Dubov engine)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.event.data import SettingsRecord

SETTINGS = SettingsRecord(
    info=TournamentInfo(name="Autumn Open", city="Turin", federation="ITA", chief_arbiter="Ann Arbiter"),
    total_rounds=5,
    pairing_system="dubov",
)


def new_desk(tmp_path: Path, players: int = 11, name: str = "autumn") -> Desk:
    """A tournament with ``players`` registered (ratings 2400, 2380, …)."""
    desk = Desk.create(tmp_path / f"{name}.adesk", SETTINGS)
    for i in range(players):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2400 - 20 * i, fide_id=5000 + i))
    return desk


def play(desk: Desk, rounds: int, result: GameResult = GameResult.WHITE_WINS) -> None:
    """Pair, publish and finish ``rounds`` rounds through the services."""
    for _ in range(rounds):
        desk.rounds.pair_next_round()
        number = desk.rounds.all()[-1].number
        desk.rounds.publish_round()
        for board in desk.rounds.boards(number):
            desk.results.record_result(number, board.number, result)


def imported_desk(tmp_path: Path, players: int = 24, rounds: int = 4, seed: int = 7) -> Desk:
    """A generated tournament with ``rounds`` played rounds, imported, total 7 rounds."""
    tournament = generate_tournament(find_system("dubov"), GeneratorOptions(players, rounds, seed, forfeit_rate=0.03))
    tournament = replace(tournament, total_rounds=7, info=replace(tournament.info, name="Generated Open"))
    return Desk.import_tournament(tmp_path / "generated.adesk", tournament)


def wait_for_pairing(qtbot: QtBot, tab: object) -> None:
    """Wait until the pairing tab's worker has finished and the draft is stored."""
    worker = tab.worker  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not worker.is_busy, timeout=30000)
