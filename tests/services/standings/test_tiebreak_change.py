"""A tie-break list changed after the start: level 4 and ``### Tie-breaks @ Round n`` (VCL4THP.13 Q200–202)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.warnings import NeedsConfirmation, WarningLevel, english, tokens
from arbiter_desk.services import Desk
from tests.services.conftest import file_dump, play_rounds, register


def test_before_round_1_the_list_changes_freely(desk: Desk) -> None:
    register(desk, 4)
    desk.settings.update_settings(replace(desk.settings.current(), tiebreaks=("BH", "SB")))
    assert desk.settings.current().tiebreaks == ("BH", "SB") and desk.settings.current().fide_events == ()


def test_after_the_start_a_change_needs_two_confirmations_and_leaves_the_previous_list(
    desk: Desk, tmp_path: Path
) -> None:
    """Q200–202: level 4 naming the consequences; confirmed, the TRF says the round and the previous list; the
    change is undone with its line."""
    register(desk, 4)
    desk.settings.update_settings(replace(desk.settings.current(), tiebreaks=("BH/C1", "BH", "SB")))
    play_rounds(desk, 2)
    new = replace(desk.settings.current(), tiebreaks=("SB", "BH"))
    before = file_dump(desk.path)
    with pytest.raises(NeedsConfirmation) as asked:
        desk.settings.update_settings(new)
    assert file_dump(desk.path) == before
    (warning,) = asked.value.warnings
    assert warning.level is WarningLevel.TWO_STEP and warning.questions == (200, 201, 202)
    assert "### Tie-breaks @ Round 2: BH/C1,BH,SB -> SB,BH" in english(warning.consequences)
    desk.settings.update_settings(new, confirmed=tokens(asked.value.warnings))
    assert desk.settings.current().tiebreaks == ("SB", "BH")
    assert desk.settings.current().fide_events == (IntegrityEvent(EventKind.TIEBREAKS, 2, "BH/C1,BH,SB -> SB,BH"),)
    out = tmp_path / "out.trf"
    desk.export_trf(out)
    assert "### Tie-breaks @ Round 2: BH/C1,BH,SB -> SB,BH" in out.read_text().splitlines()
    desk.journal.undo()
    assert desk.settings.current().tiebreaks == ("BH/C1", "BH", "SB") and desk.settings.current().fide_events == ()


def test_another_setting_changed_after_the_start_asks_nothing_here(desk: Desk) -> None:
    register(desk, 4)
    play_rounds(desk, 1)
    settings = desk.settings.current()
    desk.settings.update_settings(replace(settings, info=replace(settings.info, city="Elsewhere")))
    assert desk.settings.current().fide_events == ()
