"""Pairing-integrity events recorded by the result commands (VCL4THP.13 Q112–115, Q163, Q189–191)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.warnings import Confirmed, NeedsConfirmation, WarningLevel, english, tokens
from arbiter_desk.services import Changes, Desk, GameResult
from tests.services.conftest import confirming, file_dump, finish_round, play_rounds, register


def _events(desk: Desk) -> list[IntegrityEvent]:
    return list(desk.settings.current().fide_events)


def _confirmed(attempt: Callable[[Confirmed], Changes], *questions: int) -> Changes:
    """Q115: the first attempt writes nothing and asks a level-3 confirmation naming the ``###`` line; the
    confirmed second attempt goes through."""
    with pytest.raises(NeedsConfirmation) as asked:
        attempt(frozenset())
    assert asked.value.level is WarningLevel.CONFIRM
    assert all(q in w.questions for w in asked.value.warnings for q in (115, *questions))
    assert all("### " in english(w.text) for w in asked.value.warnings)
    return attempt(tokens(asked.value.warnings))


def test_correcting_the_previous_round_is_a_correction_event_undone_with_it(desk: Desk, tmp_path: Path) -> None:
    """Q112, Q114, Q190: a result of the previous round changed after the next round was paired is logged as
    ``### Correction @ Round n``, written to the TRF, and undoing the correction removes the event too."""
    register(desk, 4)
    play_rounds(desk, 2)
    before = file_dump(desk.path)
    _confirmed(lambda c: desk.results.record_result(1, 1, GameResult.BLACK_WINS, confirmed=c), 190)
    assert file_dump(desk.path) != before
    assert _events(desk) == [IntegrityEvent(EventKind.CORRECTION, 1, "board 1 1-0 -> 0-1")]
    out = tmp_path / "out.trf"
    desk.export_trf(out)
    assert "### Correction @ Round 1: board 1 1-0 -> 0-1" in out.read_text().splitlines()
    desk.journal.undo()
    assert _events(desk) == []


def test_results_of_the_last_round_are_no_correction(desk: Desk) -> None:
    """Nothing was paired from the last round's results: changing one is ordinary entry, not an event."""
    register(desk, 4)
    play_rounds(desk, 1)
    desk.results.record_result(1, 1, GameResult.DRAW)  # no confirmation asked
    assert _events(desk) == []


def test_in_fide_mode_a_round_before_the_previous_one_cannot_change(desk: Desk) -> None:
    """Q189–191: with round 3 paired, round 2 may be corrected and round 1 may not (nothing is changed)."""
    register(desk, 4)
    play_rounds(desk, 3)
    before = file_dump(desk.path)
    everything = frozenset({"correction.old-round@1", "integrity.correction@1:x"})
    for attempt in (
        lambda: desk.results.record_result(1, 1, GameResult.DRAW, confirmed=everything),
        lambda: desk.results.clear_result(1, 1, confirmed=everything),
        lambda: desk.results.mark_adjourned(1, 2, confirmed=everything),
    ):
        with pytest.raises(NeedsConfirmation, match="only the previous round's results may be corrected") as asked:
            attempt()
        assert asked.value.refused and asked.value.level is WarningLevel.REFUSED
        assert not tokens(w for w in asked.value.warnings if w.level is WarningLevel.REFUSED)  # never confirmable
    assert file_dump(desk.path) == before
    _confirmed(lambda c: desk.results.record_result(2, 1, GameResult.DRAW, confirmed=c), 190)
    assert [e.kind for e in _events(desk)] == [EventKind.CORRECTION]


def test_adjournment_and_a_later_decisive_result_are_events(desk: Desk) -> None:
    """Q112, Q157, Q163: adjourning is logged; the adjourned game later won is ``### Adjournment @ Round n``."""
    register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.results.record_result(1, 1, GameResult.WHITE_WINS)
    _confirmed(lambda c: desk.results.mark_adjourned(1, 2, confirmed=c), 157)
    assert _events(desk) == [IntegrityEvent(EventKind.ADJOURNMENT, 1, "board 2 adjourned")]
    _confirmed(lambda c: desk.results.record_result(1, 2, GameResult.BLACK_WINS, confirmed=c), 163)
    assert _events(desk)[-1] == IntegrityEvent(EventKind.ADJOURNMENT, 1, "board 2 -> 0-1 (adjourned game)")


def test_an_adjourned_game_drawn_needs_no_second_line(desk: Desk) -> None:
    """Q163 asks for the line only when the result differs from the draw the pairing assumed (art. 3.1)."""
    register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    _confirmed(lambda c: desk.results.mark_adjourned(1, 1, confirmed=c), 157)
    finish_round(desk, 1, GameResult.DRAW)
    assert [e.kind for e in _events(desk)] == [EventKind.ADJOURNMENT]


def test_no_trf_while_an_adjourned_game_is_open(desk: Desk, tmp_path: Path) -> None:
    """Q161, Q169 (hard fails): while an adjourned game has no result, the TRF is refused with the game named;
    once its result is in, the file is written."""
    register(desk, 4)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    confirming(lambda c: desk.results.mark_adjourned(1, 2, confirmed=c))
    assert desk.results.open_adjourned_games() == [(1, 2)]
    out = tmp_path / "out.trf"
    with pytest.raises(RuleViolationError, match=r"adjourned game has no result \(round 1 board 2\)"):
        desk.export_trf(out)
    assert not out.exists()
    confirming(lambda c: desk.results.record_result(1, 2, GameResult.DRAW, confirmed=c))
    assert desk.results.open_adjourned_games() == []
    desk.export_trf(out)
    assert "### Adjournment @ Round 1: board 2 adjourned" in out.read_text().splitlines()
