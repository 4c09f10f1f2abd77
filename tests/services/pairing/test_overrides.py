"""Overrides of published pairings (C.04.2 art. 4.4): reason, diff, rule breaks refused or warned."""

from __future__ import annotations

import pytest

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.warnings import english
from arbiter_desk.services import Desk, GameResult, OverrideArticle
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.event.errors import OverrideReasonError, RoundStateError
from tests.services.conftest import (
    file_dump,
    finish_round,
    override_warnings,
    play_rounds,
    register,
    validate_pairing,
)


def test_override_needs_a_4_4_reason_and_leaves_the_file_unchanged(desk: Desk) -> None:
    ids = register(desk, 4)
    play_rounds(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    before = file_dump(desk.path)
    boards = [(ids[0], ids[2]), (ids[1], ids[3])]
    with pytest.raises(OverrideReasonError, match=r"4\.4\.1-4\.4\.5"):
        desk.rounds.override_pairing(2, boards, None, "players asked for it", "friends")
    with pytest.raises(OverrideReasonError, match="explain"):
        desk.rounds.override_pairing(2, boards, None, OverrideArticle.COMPETITION_RULES, "  ")
    assert file_dump(desk.path) == before


def test_override_records_engine_pairing_new_pairing_and_diff(desk: Desk) -> None:
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    engine = [(b.white, b.black) for b in desk.rounds.boards(1)]
    assert engine == [(ids[0], ids[1]), (ids[3], ids[2])]
    changes = validate_pairing(
        desk, 1, [(ids[0], ids[3]), (ids[2], ids[1])], None, OverrideArticle.COMPETITION_RULES, "team mates"
    )
    assert changes.label == "override round 1 (art. 4.4.2)"
    assert [(b.white, b.black) for b in desk.rounds.boards(1)] == [(ids[0], ids[3]), (ids[2], ids[1])]
    (override,) = desk.rounds.overrides(1)
    assert list(override.engine_pairing.boards) == engine
    assert override.article == "4.4.2" and override.reason == "team mates"
    assert "added: Player 01 (#1) - Player 04 (#4)" in override.diff
    assert "removed: Player 01 (#1) - Player 02 (#2)" in override.diff
    entry = desk.journal.entries()[-1]
    assert entry.why.startswith("C.04.2 art. 4.4.2: team mates; confirmed (level 4): Round 1 differs")
    # a second override still compares with the engine's pairing
    validate_pairing(desk, 1, engine, None, OverrideArticle.COMPETITION_RULES, "back")
    assert desk.rounds.overrides(1)[-1].diff == ()


def test_a_rematch_asks_a_level_3_confirmation_q66(desk: Desk) -> None:
    """C.04.1 art. 2 broken by hand: the Chief Arbiter may, after a level-3 warning (VCL4THP.13 Q66)."""
    ids = register(desk, 4)
    play_rounds(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    before = file_dump(desk.path)
    boards = [(ids[1], ids[0]), (ids[2], ids[3])]
    asked = override_warnings(desk, 2, boards, None, OverrideArticle.REMATCH, "x")
    assert file_dump(desk.path) == before
    rematch = [w for w in asked if w.code == "mpa.rematch"]
    assert [int(w.level) for w in rematch] == [3, 3]
    assert "have already played each other (C.04.1 art. 2)" in english(rematch[0].text)
    changes = validate_pairing(desk, 2, boards, None, OverrideArticle.REMATCH, "x")
    assert any("already played" in w for w in changes.warnings)
    assert "confirmed (level 3): Rematch" in desk.journal.entries()[-1].why


def test_an_ineligible_bye_asks_a_level_3_confirmation_q66(desk: Desk) -> None:
    ids = register(desk, 3)
    play_rounds(desk, 1)  # Player 03 had the pairing-allocated bye
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    asked = override_warnings(desk, 2, [(ids[0], ids[1])], ids[2], OverrideArticle.COMPETITION_RULES, "x")
    (pab,) = [w for w in asked if w.code == "mpa.pab"]
    assert pab.level == 3 and "may not receive the pairing-allocated bye" in english(pab.text)


def test_colour_rules_give_warnings(desk: Desk) -> None:
    """C.04.1 art. 6 and 7, relaxed by some systems: warnings, not refusals."""
    a, b, c, d = register(desk, 4)
    for round_no, boards in enumerate(([(a, b), (d, c)], [(a, c), (b, d)], [(a, d), (c, b)]), start=1):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        changes = validate_pairing(desk, round_no, boards, None, OverrideArticle.COMPETITION_RULES, "test")
        finish_round(desk, round_no, GameResult.DRAW)
    assert any("three times in a row" in w and "#1" in w for w in changes.warnings)
    assert any("colour difference +3" in w for w in changes.warnings)
    assert desk.rounds.overrides(3)[0].warnings == changes.warnings


def test_boards_with_results_cannot_change(desk: Desk) -> None:
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.DRAW)
    with pytest.raises(RoundStateError, match="board 1 already has a result"):
        desk.rounds.override_pairing(1, [(ids[0], ids[2]), (ids[1], ids[3])], None, "4.4.2", "x")
    validate_pairing(desk, 1, [(ids[0], ids[1]), (ids[2], ids[3])], None, "4.4.2", "swap colours on board 2")
    assert desk.rounds.boards(1)[0].white_result is not None  # unchanged board keeps its result


def test_a_draft_changed_by_art_4_4_stays_a_draft_until_publish(desk: Desk) -> None:
    """C.04.2 art. 4.4 applied before publishing: engine's draft kept, diff, reason journaled; the changed draft
    stays a draft (to print and check) and Publish is a separate step; undo returns the draft."""
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    engine = [(b.white, b.black) for b in desk.rounds.boards(1)]
    new = [(ids[0], ids[2]), (ids[1], ids[3])]
    assert new != engine
    changes = validate_pairing(desk, 1, new, None, "4.4.2", "regulations: clubmates apart")
    assert changes.label == "change the draft of round 1 (art. 4.4.2)"
    assert desk.rounds.all()[0].state is RoundState.DRAFT
    assert [(b.white, b.black) for b in desk.rounds.boards(1)] == new
    (override,) = desk.rounds.overrides(1)
    assert list(override.engine_pairing.boards) == engine and override.diff
    assert desk.rounds.publish_round().label == "publish round 1 changed from the engine's draft (art. 4.4.2)"
    assert desk.rounds.all()[0].state is RoundState.PUBLISHED
    assert [(b.white, b.black) for b in desk.rounds.boards(1)] == new and len(desk.rounds.overrides(1)) == 1
    desk.journal.undo()
    desk.journal.undo()
    assert desk.rounds.all()[0].state is RoundState.DRAFT and desk.rounds.overrides(1) == []
    assert [(b.white, b.black) for b in desk.rounds.boards(1)] == engine


def test_late_entry_admitted_by_art_4_4_4_and_left_out_player_recorded_absent(desk: Desk) -> None:
    from arbiter_desk.core.results import ResultCode
    from arbiter_desk.services import PlayerData

    a, b, c = register(desk, 3)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()  # a-b, c has the bye
    desk.players.register_player(PlayerData("Late", rating=1000))
    late = next(p.id for p in desk.players.all() if p.name == "Late")
    with pytest.raises(RuleViolationError, match=r"art\. 4\.4\.4"):
        desk.rounds.override_pairing(1, [(a, b), (c, late)], None, OverrideArticle.COMPETITION_RULES, "arrived")
    validate_pairing(desk, 1, [(a, b), (c, late)], None, OverrideArticle.LATE_ENTRY, "arrived, all agree")
    assert next(p for p in desk.players.all() if p.id == late).entry_round == 1
    changes = validate_pairing(desk, 1, [(a, late)], c, OverrideArticle.COMPETITION_RULES, "b fell ill")
    assert any("is not paired in round 1: recorded absent" in w for w in changes.warnings)
    assert [(x.player, x.result) for x in desk.players.absences()] == [(b, ResultCode.ZERO_BYE)]
