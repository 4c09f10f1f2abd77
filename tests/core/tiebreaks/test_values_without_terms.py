"""BH, FB, SB and the counts compute their value without making their terms; the terms are made when a breakdown
is read (a 10,000-player standings needs every value, an arbiter reads a few breakdowns).

The value must be what the terms give: the sum of the terms not cut (C.07 (2026) BH, FB, SB with Cut-n /
Median-n and art. 16's rule for voluntary unplayed rounds; WIN the rounds counted), under both editions, with
and without ``/P``, on random tournaments full of forfeits, byes and withdrawals. A breakdown with its terms
still to make equals (and hashes as) the same breakdown with them made.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, settings

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.scoring import ZERO
from arbiter_desk.core.tiebreaks import Breakdown, Edition, TieBreakContext, TieBreakSpec, compute_tiebreak
from arbiter_desk.core.tiebreaks.breakdown import Term
from arbiter_desk.core.tournament import Tournament
from tests.benchmarks.standings_fixture import synthetic_tournament
from tests.core.tiebreaks.random_tournaments import tournaments

CODES: tuple[str, ...] = ("BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "BH/P", "BH/C1/P", "FB", "FB/M1", "SB", "SB/C1")
CODES += ("SB/M1", "SB/P", "SB/C2/P", "WIN")


def _check_values(tournament: Tournament) -> int:
    checked = 0
    for edition in Edition:
        ctx = TieBreakContext(tournament, edition=edition)
        for code in CODES:
            spec = TieBreakSpec.parse(code)
            for tpn in ctx.tpns:
                breakdown = compute_tiebreak(ctx, spec, tpn)
                assert callable(breakdown.made_terms), code  # the terms are not made yet
                counted = sum((t.value for t in breakdown.terms if t.cut is None), ZERO)
                assert breakdown.value == counted, (code, edition, tpn, breakdown.to_text())
                checked += 1
    return checked


@settings(max_examples=150, deadline=None)
@given(tournaments(max_players=10, max_rounds=6))
def test_value_is_the_sum_of_the_terms_not_cut(tournament: Tournament) -> None:
    assert _check_values(tournament)


def test_value_is_the_sum_of_the_terms_not_cut_in_a_larger_event() -> None:
    assert _check_values(synthetic_tournament(120, 9, seed=11)) > 1000


def test_a_breakdown_with_its_terms_to_make_equals_the_made_one() -> None:
    one, two, three = PairingNumber(1), PairingNumber(2), PairingNumber(3)
    cut = "Cut-1: least significant value"
    terms = (Term(Decimal(3), "vs 2", RoundNo(1), two), Term(Decimal(1), "vs 3", RoundNo(2), three, cut=cut))
    lazy = Breakdown("BH/C1", one, Decimal(3), lambda: terms, ("edition 2026",))
    made = Breakdown("BH/C1", one, Decimal(3), terms, ("edition 2026",))
    assert lazy == made and hash(lazy) == hash(made)
    assert lazy.terms == terms and lazy.made_terms == terms  # made once, then kept
    assert lazy.counted == terms[:1] and lazy.dropped == terms[1:]
    assert Breakdown("BH/C1", one, Decimal(4), terms, ("edition 2026",)) != lazy
