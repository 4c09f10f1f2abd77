"""The desk runs a Burstein tournament (C.04.4.2, 2026) through the registry: the settings offer it, the seeding
rounds are Dutch (art. 1.6) and the later rounds Burstein's own, with explanations stored and read back."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.pairing import ENTRIES, Capability, find_system
from arbiter_desk.core.pairing.checker import check_tournament
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.snapshot import build_snapshot
from tests.services.conftest import SETTINGS, register


def test_the_settings_list_offers_burstein() -> None:
    """The settings dialog lists every registered system that pairs one game per round (``settings_dialog``)."""
    offered = [(e.name, e.label) for e in ENTRIES if not e.can(Capability.TWO_GAME_ROUNDS)]
    assert ("burstein", "Burstein (C.04.4.2)") in offered


def test_a_burstein_tournament_is_paired_and_explained_in_the_desk(tmp_path: Path) -> None:
    settings = replace(SETTINGS, pairing_system="burstein", total_rounds=6)  # 3 seeding rounds
    desk = Desk.create(tmp_path / "burstein.adesk", settings)
    try:
        register(desk, 11)
        results = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS]
        for r in range(1, 6):
            desk.rounds.pair_next_round()
            desk.rounds.publish_round()
            for i, board in enumerate(desk.rounds.boards(r)):
                desk.results.record_result(r, board.number, results[(i + r) % 3])
            explanation = desk.rounds.explanation(r)
            assert explanation is not None and explanation.system == "Burstein system (C.04.4.2, 2026)"
            if r <= 3:
                assert explanation.notes[0].startswith(f"seeding round {r} of 3")
            else:
                assert any(s.label.startswith("BSN order by index") for b in explanation.brackets for s in b.steps)
        snapshot = build_snapshot(desk.state())
        assert check_tournament(snapshot, find_system("burstein")).is_clean
    finally:
        desk.close()


def test_importing_a_trf_192_burstein_file_keeps_the_system() -> None:
    """C.04.2 art. 1.3: a file whose record 192 says FIDE_BURSTEIN (or _BAKU) is paired by Burstein."""
    from arbiter_desk.core.tournament import Tournament, TournamentInfo
    from arbiter_desk.services.files.importer import settings_from_snapshot

    for code in ("FIDE_BURSTEIN", "FIDE_BURSTEIN_BAKU"):
        snapshot = Tournament(info=TournamentInfo(type_code=code))
        assert settings_from_snapshot(snapshot).pairing_system == "burstein"
