"""The one ``###`` format of pairing-integrity events (VCL4THP.13 Q112–115; ``core.integrity``)."""

import pytest

from arbiter_desk.core.integrity import (
    EventKind,
    IntegrityEvent,
    events_in,
    events_text,
    malformed_events,
    parse_event,
)


@pytest.mark.parametrize("kind", list(EventKind))
def test_every_kind_reads_back_as_written(kind: EventKind) -> None:
    """Q113: each event is written as ``### <Kind> @ Round n: …`` and ``check`` reads the same event back."""
    event = IntegrityEvent(kind, 3, "board 2: 1-0 -> 0-1 (scoresheet)")
    line = event.to_line()
    assert line.startswith(f"### {kind.value} @ Round 3: ")
    assert parse_event(line) == event
    assert parse_event(event.to_comment()) == event


def test_the_checklist_s_own_wordings_are_the_lines_written() -> None:
    """Q55, Q61, Q69, Q163, Q190: Import, Configuration, MPA, Adjournment, Correction @ Round n."""
    lines = [IntegrityEvent(k, 2, "x").to_line() for k in EventKind]
    for prefix in ("### MPA @ Round 2: ", "### Import @ Round 2: ", "### Correction @ Round 2: "):
        assert any(line.startswith(prefix) for line in lines)
    assert "### Adjournment @ Round 2: x" in lines and "### Configuration @ Round 2: x" in lines


def test_a_line_break_in_the_detail_stays_on_one_line() -> None:
    line = IntegrityEvent(EventKind.CORRECTION, 1, "first\nsecond\r\n third").to_line()
    assert line == "### Correction @ Round 1: first second third"


def test_round_zero_is_before_round_1_and_a_negative_round_is_refused() -> None:
    assert parse_event("TPN @ Round 0: numbers regenerated") == IntegrityEvent(EventKind.TPN, 0, "numbers regenerated")
    with pytest.raises(ValueError, match="negative"):
        IntegrityEvent(EventKind.TPN, -1, "x")


def test_free_comments_are_not_events_and_a_mistyped_event_is_reported() -> None:
    comments = (
        "2026-01-05 14:02 UTC, A. Arbiter: record result board 1 of round 1: 1-0",
        "Correction @ Round 2: board 1 0-1 -> 1-0",
        "Corection @ Round 2: board 1",
        "MPA @ Round x: missing number",
        "Rating correction @ Round 1: board 4 counted 1-0 for rating",
    )
    events = events_in(comments)
    assert [e.kind for e in events] == [EventKind.CORRECTION, EventKind.RATING_CORRECTION]
    assert malformed_events(comments) == ("Corection @ Round 2: board 1", "MPA @ Round x: missing number")


def test_the_summary_lists_every_event_or_says_none() -> None:
    assert events_text(()) == "Integrity events (### lines): none\n"
    text = events_text([IntegrityEvent(EventKind.FULL_POINT_BYE, 4, "player 7")])
    assert text == "Integrity events (### lines): 1\n  FPB @ Round 4: player 7\n"
