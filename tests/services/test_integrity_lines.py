"""Pairing-integrity lines of TPN changes (checklist Q112–113: ``<Kind> @ Round n: …``)."""

from __future__ import annotations

import pytest

from arbiter_desk.services.integrity_lines import integrity_line


def test_line_is_plain_ascii_on_one_line() -> None:
    assert integrity_line("TPN exchange", 3, "A 1→2,\nB 2→1") == "TPN exchange @ Round 3: A 1->2, B 2->1"


def test_unknown_kinds_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown pairing-integrity event"):
        integrity_line("Coffee break", 1, "")
