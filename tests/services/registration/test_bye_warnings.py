"""Requested byes at the checklist's warning levels (C.04.2 (2026) art. 3.3; VCL4THP.13 Q173–174, Q177–179)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.integrity import EventKind
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.warnings import NeedsConfirmation, WarningLevel, english, tokens
from arbiter_desk.services import Desk
from tests.services.conftest import file_dump, register


def test_the_second_half_point_bye_is_confirmed_at_level_3(desk: Desk) -> None:
    """Q173–174: the first half-point bye goes through; the second (any round) asks, and nothing is saved first."""
    ids = register(desk, 6)
    assert desk.players.request_bye(ids[0], 2, ResultCode.HALF_BYE).warnings == ()
    before = file_dump(desk.path)
    with pytest.raises(NeedsConfirmation) as asked:
        desk.players.request_bye(ids[0], 4, ResultCode.HALF_BYE)
    (warning,) = asked.value.warnings
    assert warning.level is WarningLevel.CONFIRM and warning.questions == (173, 174)
    assert "Half-point bye number 2" in english(warning.title) and "round 2" in english(warning.text)
    assert file_dump(desk.path) == before
    desk.players.request_bye(ids[0], 4, ResultCode.HALF_BYE, confirmed=tokens(asked.value.warnings))
    assert desk.players.request_bye(ids[1], 4, ResultCode.HALF_BYE).warnings == ()  # another player's first


def test_a_full_point_bye_is_a_level_2_notice_and_an_fpb_line(desk: Desk, tmp_path: Path) -> None:
    """Q177–179: possible, after the deprecation notice; ``### FPB @ Round n`` in the TRF; cancelling the bye
    (or undoing it) removes the line."""
    ids = register(desk, 6)
    with pytest.raises(NeedsConfirmation) as asked:
        desk.players.request_bye(ids[3], 1, ResultCode.FULL_BYE)
    assert asked.value.level is WarningLevel.NOTICE and "deprecates" in english(asked.value.warnings[0].text)
    desk.players.request_bye(ids[3], 1, ResultCode.FULL_BYE, confirmed=tokens(asked.value.warnings))
    (event,) = desk.settings.current().fide_events
    assert event.kind is EventKind.FULL_POINT_BYE and event.to_line() == "### FPB @ Round 1: Player 04 (4)"
    desk.players.cancel_bye(ids[3], 1)
    assert desk.settings.current().fide_events == ()
    desk.journal.undo()
    assert len(desk.settings.current().fide_events) == 1
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    out = tmp_path / "out.trf"
    desk.export_trf(out)
    assert "### FPB @ Round 1: Player 04 (4)" in out.read_text().splitlines()


def test_a_player_not_eligible_for_a_half_point_bye_cannot_get_one(desk: Desk) -> None:
    """Q175–176: the flag is journaled and undoable; while set, a half-point bye is refused (a zero-point one is
    not); cleared, the player may ask again."""
    ids = register(desk, 6)
    desk.players.set_half_bye_barred(ids[0], True)
    assert next(p for p in desk.players.all() if p.id == ids[0]).half_bye_barred
    before = file_dump(desk.path)
    with pytest.raises(RuleViolationError, match="not eligible for a half-point bye"):
        desk.players.request_bye(ids[0], 2, ResultCode.HALF_BYE)
    assert file_dump(desk.path) == before
    desk.players.request_bye(ids[0], 2, ResultCode.ZERO_BYE)
    desk.journal.undo()
    desk.journal.undo()
    assert not next(p for p in desk.players.all() if p.id == ids[0]).half_bye_barred
    desk.players.request_bye(ids[0], 2, ResultCode.HALF_BYE)


def test_barring_a_player_who_already_has_a_half_point_bye_says_so(desk: Desk) -> None:
    ids = register(desk, 4)
    desk.players.request_bye(ids[1], 3, ResultCode.HALF_BYE)
    assert tuple(english(w) for w in desk.players.set_half_bye_barred(ids[1], True).warnings) == (
        "Player 02 already has a half-point bye in round 3",
    )
