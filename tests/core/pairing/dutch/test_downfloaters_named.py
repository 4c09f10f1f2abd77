"""The Why panel's Quality line names the downfloaters: "C6: 5 pairs, 6 downfloaters" read like
a pairing number; it is now "downfloaters 12, 15 (2 players)" or "no downfloater" (C.04.3 art. 2.4.1 counts them)."""

from __future__ import annotations

import re

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament


def test_the_quality_line_names_who_floats_down() -> None:
    system = find_system("dutch")
    tournament = generate_tournament(system, GeneratorOptions(23, 4, 11))
    lines = []
    for round_no in range(2, 5):
        pairing = system.pair(snapshot_before(tournament, round_no), round_no)
        lines += [s.text for b in pairing.explanation.brackets for s in b.steps if s.text.startswith("C6:")]
    assert lines
    assert not [line for line in lines if re.search(r"\d+ downfloaters;", line)]
    named = [line for line in lines if re.search(r"downfloaters? \d+(, \d+)*( \(\d+ players\))?;", line)]
    assert named and all("no downfloater" in line or line in named for line in lines)
