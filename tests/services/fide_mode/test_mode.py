"""FIDE mode per tournament (VCL4THP.13 digest §2: Q40–46, Q56): on by default, left only after a level-4
warning, for ever, journaled and written to the TRF as a ``###`` line that an import reads back."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.warnings import NeedsConfirmation, WarningLevel, english, tokens
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk
from arbiter_desk.services.event.demo import open_demo
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.fide_mode.mode import fide_mode_marker
from tests.services.conftest import file_dump, play_rounds, register


def _leave(desk: Desk, reason: str = "club rules allow friendly rematches") -> None:
    with pytest.raises(NeedsConfirmation) as asked:
        desk.fide_mode.leave_fide_mode(reason)
    desk.fide_mode.leave_fide_mode(reason, confirmed=tokens(asked.value.warnings))


def test_a_new_tournament_is_in_fide_mode_q40(desk: Desk) -> None:
    assert desk.fide_mode.in_fide_mode()
    assert fide_mode_marker(desk.settings.current()) is None


def test_imported_and_demo_tournaments_are_in_fide_mode_q56(desk: Desk, tmp_path: Path) -> None:
    register(desk, 6)
    play_rounds(desk, 2)
    desk.export_trf(tmp_path / "spring.trf")
    imported = Desk.import_trf(tmp_path / "again.adesk", tmp_path / "spring.trf", system="fake")
    assert imported.fide_mode.in_fide_mode()
    imported.close()
    demo = open_demo(tmp_path)
    assert demo.fide_mode.in_fide_mode()
    demo.close()


def test_leaving_needs_a_level_4_confirmation_and_nothing_changes_before_q43(desk: Desk) -> None:
    before = file_dump(desk.path)
    with pytest.raises(NeedsConfirmation) as asked:
        desk.fide_mode.leave_fide_mode("friendly event")
    assert asked.value.level is WarningLevel.TWO_STEP
    (warning,) = asked.value.warnings
    assert 43 in warning.questions and "never be entered again" in english(warning.consequences)
    assert file_dump(desk.path) == before
    with pytest.raises(RoundStateError, match="why"):
        desk.fide_mode.leave_fide_mode("  ", confirmed=tokens(asked.value.warnings))


def test_leaving_is_journaled_marked_and_cannot_be_undone_q45_q46(desk: Desk) -> None:
    register(desk, 4)
    play_rounds(desk, 1)
    _leave(desk)
    assert not desk.fide_mode.in_fide_mode()
    assert fide_mode_marker(desk.settings.current()) == "NOT IN FIDE MODE (left in round 1)"
    last = desk.journal.entries()[-1]
    assert last.label == "leave FIDE mode (round 1)" and "confirmed (level 4)" in last.why
    assert desk.journal.undo_label() is None  # no way back, not even by Undo
    assert not hasattr(desk, "enter_fide_mode")
    with pytest.raises(RoundStateError, match="already left"):
        _leave(desk)


def test_the_exit_is_a_trf_line_and_an_import_reads_it_back_q44(desk: Desk, tmp_path: Path) -> None:
    register(desk, 4)
    play_rounds(desk, 2)
    _leave(desk, "rematch wanted by the organiser")
    desk.export_trf(tmp_path / "left.trf")
    text = (tmp_path / "left.trf").read_text(encoding="utf-8")
    line = "### Configuration @ Round 2: FIDE mode left: rematch wanted by the organiser"
    assert text.count(line) == 1
    assert line[4:] in load_trf(tmp_path / "left.trf").comments
    again = Desk.import_trf(tmp_path / "again.adesk", tmp_path / "left.trf", system="fake")
    assert not again.fide_mode.in_fide_mode()
    assert again.settings.current().fide_mode_exit is not None and again.settings.current().fide_mode_exit.round == 2
    again.export_trf(tmp_path / "again.trf")
    assert (tmp_path / "again.trf").read_text(encoding="utf-8").count(line) == 1  # not doubled on a round trip
    again.close()
