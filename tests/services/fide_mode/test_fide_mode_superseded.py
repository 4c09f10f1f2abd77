"""Superseded pairing systems in FIDE mode (approval checklist Q92, Q56): creating an event with the 1992
rating-based system or Dubov 1997/2018, or pairing a new round of such an event while it is in FIDE mode, asks a
level-4 warning that the event leaves FIDE mode; yes leaves it (journaled, for ever, Q45), no does nothing. An
imported file of such a system stays in FIDE mode for re-checking until a new round is paired."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.core.warnings import NeedsConfirmation, WarningLevel, english, tokens
from arbiter_desk.services import Desk
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.fide_mode.mode import fide_mode_marker
from arbiter_desk.store.records import SettingsRecord
from tests.services.conftest import file_dump


@pytest.mark.parametrize("key", ["rating-1992", "dubov-1997", "dubov-2018"])
def test_q92_creating_an_event_with_a_superseded_system_asks_level_4_then_leaves_fide_mode(
    key: str, tmp_path: Path
) -> None:
    path = tmp_path / "old.adesk"
    settings = SettingsRecord(total_rounds=5, pairing_system=key)
    with pytest.raises(NeedsConfirmation) as asked:
        Desk.create(path, settings)
    assert asked.value.level is WarningLevel.TWO_STEP
    (warning,) = asked.value.warnings
    assert 92 in warning.questions and "re-check old events" in english(warning.text)
    assert "never be entered again" in english(warning.consequences)
    assert not path.exists()  # no: nothing made
    desk = Desk.create(path, settings, confirmed=tokens(asked.value.warnings))
    assert not desk.fide_mode.in_fide_mode()
    assert fide_mode_marker(desk.settings.current()) == "NOT IN FIDE MODE (left before round 1)"
    created = desk.journal.entries()[-1]
    assert "created outside FIDE mode: a superseded pairing system" in created.why
    assert "confirmed (level 4)" in created.why
    desk.close()


def test_q92_a_system_in_force_creates_the_event_in_fide_mode_without_a_warning(tmp_path: Path) -> None:
    desk = Desk.create(tmp_path / "new.adesk", SettingsRecord(total_rounds=5, pairing_system="dutch"))
    assert desk.fide_mode.in_fide_mode() and desk.fide_mode.superseded_system_in_fide_mode() is None
    with pytest.raises(RoundStateError, match="not in FIDE mode with a superseded"):
        desk.fide_mode.leave_fide_mode_for_superseded_system()
    desk.close()


def _old_file(tmp_path: Path) -> Path:
    """A generated Dubov 1997 event of 4 rounds out of 6 (record 142 made 6)."""
    trf = tmp_path / "old.trf"
    args = ["generate", "--system", "dubov-1997", "--players", "10", "--rounds", "4", "--seed", "5", "-o", str(trf)]
    assert run(args) == 0
    trf.write_text(trf.read_text().replace("\n142 4\n", "\n142 6\n"))
    return trf


def test_q56_q92_an_imported_superseded_event_stays_in_fide_mode_until_a_new_round_is_paired(tmp_path: Path) -> None:
    desk = Desk.import_trf(tmp_path / "old.adesk", _old_file(tmp_path))
    assert desk.fide_mode.in_fide_mode()  # Q56: re-checked in FIDE mode
    assert desk.fide_mode.superseded_system_in_fide_mode() == "Dubov system (C.04.3, 1997)"
    with pytest.raises(RoundStateError, match="Q92"):
        desk.rounds.pair_next_round()
    before = file_dump(desk.path)
    with pytest.raises(NeedsConfirmation) as asked:
        desk.fide_mode.leave_fide_mode_for_superseded_system()
    (warning,) = asked.value.warnings
    assert warning.level is WarningLevel.TWO_STEP and "Pairing round 5" in english(warning.text)
    assert file_dump(desk.path) == before  # no: nothing done
    desk.fide_mode.leave_fide_mode_for_superseded_system(tokens(asked.value.warnings))
    assert not desk.fide_mode.in_fide_mode()
    left = desk.journal.entries()[-1]
    assert left.label == "leave FIDE mode (round 4): a superseded pairing system" and not left.undoable
    desk.rounds.pair_next_round()
    assert desk.rounds.all()[-1].number == 5
    desk.export_trf(tmp_path / "again.trf")
    text = (tmp_path / "again.trf").read_text()
    assert (
        "### Configuration @ Round 4: FIDE mode left: a superseded pairing system (Dubov system (C.04.3, 1997))" in text
    )
    desk.close()
