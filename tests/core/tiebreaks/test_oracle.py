"""The tie-breaks against an independent plain re-computation (``oracle``) on generated Dubov tournaments.

On tournaments with forfeits, H/Z byes, withdrawals and late entries every value of BH/C1, BH, SB,
ARO, PS, WIN, WON, BPG, BWG, REP, TPR, PTP, FB, AOB and KS must be what C.07 (2026) art. 15-16 and FIDE's
tie-break checker give. The oracle states art. 16 differently (last elected round instead of categories),
so agreement is evidence, not an echo. First the oracle itself is checked on hand-computed minimal cases.
"""

from dataclasses import replace
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.tiebreaks import Edition, TieBreakContext, TieBreakSpec, compute_tiebreak
from arbiter_desk.core.tournament import Tournament
from tests.core.tiebreaks.crosstable import WITHDRAWAL, make_tournament, sample
from tests.core.tiebreaks.oracle import ORACLE_CODES, Oracle

DUBOV = find_system("dubov")


def compare(t: Tournament, after: int, edition: Edition) -> None:
    ctx = TieBreakContext(t, edition=edition, after_round=after)
    oracle = Oracle(t, ctx.rounds, edition=edition.value, final=ctx.final_round)
    for code in ORACLE_CODES:
        spec = TieBreakSpec.parse(code)
        for tpn in ctx.tpns:
            ours = compute_tiebreak(ctx, spec, tpn)
            assert ours.value == oracle.value(code, tpn), (code, tpn, after, edition, ours.to_text())


def test_oracle_on_the_hand_made_samples() -> None:
    """The oracle's own minimal cases: scores as an opponent and BH of the WITHDRAWAL table (cat. 5)."""
    oracle = Oracle(make_tournament(WITHDRAWAL), 3)
    assert oracle.as_opponent(5) == Decimal("2.0")  # 1 + Z (cat. 5) ½ + missing block (cat. 5) ½
    assert oracle.as_opponent(6) == Decimal("1.5")  # H before the PAB is cat. 3: as scored
    assert oracle.bh(5) == Decimal("3.5")
    assert oracle.bh(5, low=1) == Decimal("2.5")
    assert Oracle(sample(), 4).bh(1) == Decimal("7.5")


def test_oracle_agrees_on_the_hand_made_samples() -> None:
    for t in (sample(), make_tournament(WITHDRAWAL, ratings={t: 1500 + 50 * t for t in WITHDRAWAL})):
        last = t.last_paired_round()
        for after in range(1, last + 1):
            for edition in Edition:
                compare(t, after, edition)


OPTIONS = st.builds(
    GeneratorOptions,
    players=st.integers(7, 18),
    rounds=st.integers(3, 7),
    seed=st.integers(0, 10**6),
    forfeit_rate=st.sampled_from([0.0, 0.05, 0.15]),
    bye_rate=st.sampled_from([0.0, 0.05, 0.15]),
    withdrawal_rate=st.sampled_from([0.0, 0.2, 0.4]),
    late_entry_rate=st.sampled_from([0.0, 0.15]),
)


@settings(max_examples=15, deadline=None)
@given(OPTIONS, st.sampled_from(list(Edition)), st.data())
def test_generated_dubov_tournaments_agree_with_the_oracle(
    options: GeneratorOptions, edition: Edition, data: st.DataObject
) -> None:
    t = generate_tournament(DUBOV, options)
    last = t.last_paired_round()
    if last == 0:
        return
    after = data.draw(st.integers(1, last))
    compare(t, after, edition)


@settings(max_examples=8, deadline=None)
@given(OPTIONS)
def test_final_standings_without_announced_rounds_apply_fore_buchholz(options: GeneratorOptions) -> None:
    """With no record 142 / XXR, the last paired round is the final one: FB draws its games."""
    t = replace(generate_tournament(DUBOV, options), total_rounds=None)
    if t.last_paired_round():
        compare(t, t.last_paired_round(), Edition.FIDE_2026)


def test_many_generated_values_agree() -> None:
    """A fixed sweep (several thousand values) so that the comparison does not depend on hypothesis' luck."""
    count = 0
    for seed in range(8):
        options = GeneratorOptions(
            16, 7, seed, forfeit_rate=0.08, bye_rate=0.08, withdrawal_rate=0.25, late_entry_rate=0.15
        )
        t = generate_tournament(DUBOV, options)
        for after in (t.last_paired_round() - 2, t.last_paired_round()):
            compare(t, after, Edition.FIDE_2026)
            count += len(ORACLE_CODES) * len(t.players)
    assert count > 5000
    assert PairingNumber(1) in TieBreakContext(t).tpns
