"""Check all rounds (C.04.2 art. 1.4) as a service, and a 1992 event's round trip through TRF."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.data import SettingsRecord
from arbiter_desk.services.pairing.rounds_check import rounds_check_request, run_rounds_check
from tests.services.conftest import confirming
from tests.ui.round_fixtures import play


def _desk_1992(tmp_path: Path) -> Desk:
    settings = SettingsRecord(total_rounds=5, pairing_system="rating-1992")
    desk, _asked = confirming(lambda given: Desk.create(tmp_path / "old.adesk", settings, confirmed=given))  # Q92
    for i in range(9):
        desk.players.register_player(PlayerData(f"Player {i + 1:02d}", rating=2300 - 20 * i, fide_id=100 + i))
    play(desk, 3)
    return desk


def test_every_round_replayed_and_cancel_between_rounds(tmp_path: Path) -> None:
    desk = _desk_1992(tmp_path)
    request = rounds_check_request(desk)
    assert request.historical and request.title == "Swiss system based on rating (FIDE, 1992)"
    seen: list[tuple[int, int]] = []
    result = run_rounds_check(request, lambda done, total: seen.append((done, total)) or True)
    assert result is not None and result.report.is_clean
    assert result.summary == "All 3 rounds agree with the Swiss system based on rating (FIDE, 1992) pairing."
    assert seen == [(0, 3), (1, 3), (2, 3), (3, 3)]
    assert run_rounds_check(request, lambda done, total: done < 1) is None  # Cancel after round 1
    desk.close()


def test_export_names_the_system_and_import_reads_it_back(tmp_path: Path) -> None:
    """core/pairing/system_record.py: 192 CUSTOM_SWISS and one '### System: rating-1992' line; check replays it."""
    desk = _desk_1992(tmp_path)
    trf = tmp_path / "old.trf"
    desk.export_trf(trf)
    desk.close()
    text = trf.read_text()
    assert "\n192 CUSTOM_SWISS" in text and text.count("### System: rating-1992") == 1
    again = Desk.import_trf(tmp_path / "again.adesk", trf)
    assert again.settings.current().pairing_system == "rating-1992"
    again.export_trf(tmp_path / "again.trf")
    assert (tmp_path / "again.trf").read_text().count("### System: rating-1992") == 1
    again.close()
    assert run(["check", str(trf)]) == 0


def test_a_team_event_is_refused_in_plain_words(tmp_path: Path) -> None:
    from arbiter_desk.core.teams import TeamRules

    desk = Desk.create(tmp_path / "t.adesk", SettingsRecord(pairing_system="team", team_rules=TeamRules()))
    with pytest.raises(InvalidInputError, match=r"arbiter-desk check FILE\.trf"):
        rounds_check_request(desk)
    desk.close()


def test_nothing_paired_is_said_in_plain_words_not_all_0_rounds_agree(tmp_path: Path) -> None:
    """With nothing paired, Check all rounds… said "all 0 rounds agree"."""
    desk = Desk.create(tmp_path / "new.adesk", SettingsRecord(total_rounds=5, pairing_system="dutch"))
    desk.players.register_player(PlayerData("Abel, Ines", rating=2000))
    with pytest.raises(InvalidInputError, match="No round has been paired yet"):
        rounds_check_request(desk)
    desk.close()
