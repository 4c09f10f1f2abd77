"""A checked file without its number of rounds holds the whole event (reading of ``check_tournament``).

The file is bbpPairings v6's own generator output (seed 885095273, 14 players, 9 rounds, no ``XXR``): its
round 9 is paired as the last round, with topscorers (C.04.3 (2026) art. 1.8) and the criteria that depend on
them ([C3], [C10], [C11]). Gacrux pairs round 9 of the file the same way.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.checker import check_tournament
from arbiter_desk.formats.trf import load_trf

CASE = Path(__file__).resolve().parents[3] / "crosstest" / "cases" / "bbp_no_xxr_last_round.trf"


def test_a_file_without_round_count_is_checked_with_its_last_round_as_the_last() -> None:
    tournament = load_trf(CASE)
    assert tournament.total_rounds is None
    report = check_tournament(tournament, find_system("dutch"))
    assert report.is_clean, report.to_text()


def test_the_last_round_rules_decide_round_9_of_that_file() -> None:
    """Art. 1.8: with a tenth round announced nobody is a topscorer and round 9 pairs differently."""
    tournament = replace(load_trf(CASE), total_rounds=10)
    report = check_tournament(tournament, find_system("dutch"))
    assert report.rounds_with_differences == (9,)
