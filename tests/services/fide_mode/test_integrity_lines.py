"""Pairing-number changes as pairing-integrity lines (checklist Q112–113: ``TPN @ Round n: …``)."""

from __future__ import annotations

import pytest

from arbiter_desk.core.integrity import EventKind, malformed_events, parse_event
from arbiter_desk.services.fide_mode.integrity_lines import integrity_line


def test_line_is_plain_ascii_on_one_line() -> None:
    assert integrity_line("TPN exchange", 3, "A 1→2,\nB 2→1") == "TPN @ Round 3: exchange: A 1->2, B 2->1"


def test_the_line_reads_back_as_a_tpn_event_not_as_a_malformed_one() -> None:
    line = integrity_line("TPN regeneration", 4, "A 7->6, B 6->7")
    event = parse_event(line)
    assert event is not None and event.kind is EventKind.TPN and event.round == 4
    assert malformed_events([line]) == ()


def test_unknown_kinds_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown pairing-integrity event"):
        integrity_line("Coffee break", 1, "")
