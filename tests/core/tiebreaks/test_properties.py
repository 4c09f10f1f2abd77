"""Properties of the tie-breaks and standings on random tournaments (C.07 2026 and 2024).

- Cut-1 never raises Buchholz; for 1-½-0 scoring SB ≤ BH (each result is worth at most 1).
- A 50 % score over the board gives a TPR equal to ARO (dp(0.50) = 0).
- Ranks are consistent with points; shared ranks are equal only for players tied on points and on every
  tie-break; with a drawing of lots the ranks are a permutation of 1 … n.
- Every code and modifier computes, with forfeits, byes and withdrawals, in both editions.
"""

from decimal import Decimal
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tiebreaks import Edition, TieBreakContext, TieBreakSpec, compute_tiebreak
from arbiter_desk.core.tournament import Tournament
from tests.core.tiebreaks.crosstable import make_tournament
from tests.core.tiebreaks.random_tournaments import tournaments

EDITIONS = st.sampled_from(list(Edition))
EVERY_CODE = (
    "BH/C1,BH/C2,BH/M1,BH/M2,BH/P,BH,FB,FB/C1,AOB,AOB/F,AOB/P,SB,SB/C1,SB/M1,SB/P,DE,DE/P,WIN,WON,BPG,BWG,"
    "PS,PS/C1,REP,STD,TPN,TPN/R,RTNG,RTNG/R,KS,KS/L+1,KS/P,ARO,ARO/C1,ARO/M1,ARO/P,TPR,TPR/P,PTP,PTP/P,"
    "APRO,APRO/P,APPO,APPO/P"
)


def values(t: Tournament, code: str, edition: Edition) -> dict[PairingNumber, Decimal]:
    """Every player's value; these codes (BH, SB) are defined for everybody."""
    ctx = TieBreakContext(t, edition=edition)
    spec = TieBreakSpec.parse(code)
    result = {}
    for tpn in ctx.tpns:
        value = compute_tiebreak(ctx, spec, tpn).value
        assert value is not None
        result[tpn] = value
    return result


UNDEFINABLE = ("AOB", "ARO", "TPR", "PTP", "APRO", "APPO")


@given(tournaments(), EDITIONS)
def test_values_are_undefined_exactly_without_a_game_over_the_board(t: Tournament, edition: Edition) -> None:
    """AOB and the rating-based values are None exactly for players without a game."""
    ctx = TieBreakContext(t, edition=edition)
    for tpn in ctx.tpns:
        played = any(r.is_played for r in ctx.records(tpn))
        for code in UNDEFINABLE[:4]:
            value = compute_tiebreak(ctx, TieBreakSpec(code), tpn).value
            assert (value is None) == (not played), (code, tpn)


@given(tournaments(), EDITIONS)
def test_cut_never_raises_buchholz(t: Tournament, edition: Edition) -> None:
    full, cut1, cut2 = (values(t, code, edition) for code in ("BH", "BH/C1", "BH/C2"))
    for tpn, bh in full.items():
        assert cut2[tpn] <= cut1[tpn] <= bh


@given(tournaments(), EDITIONS)
def test_sonneborn_berger_at_most_buchholz(t: Tournament, edition: Edition) -> None:
    bh, sb = values(t, "BH", edition), values(t, "SB", edition)
    assert all(sb[tpn] <= bh[tpn] for tpn in bh)


@given(
    st.lists(st.integers(1000, 2800), min_size=1, max_size=8),
    st.data(),
)
def test_half_score_performance_equals_average_rating(ratings: list[int], data: st.DataObject) -> None:
    # Player 1 meets opponents 2 … n+1, one per round, scoring exactly half: as many wins as losses
    # (an odd game count drawn once), in a random order; the opponents rest (H/Z/U) in the other rounds.
    n = len(ratings)
    outcomes = ["1", "0"] * (n // 2) + (["="] if n % 2 else [])
    outcomes = data.draw(st.permutations(outcomes))
    table = {1: " ".join(f"{i + 2}w{r}" for i, r in enumerate(outcomes))}
    counter = {"1": "0", "0": "1", "=": "="}
    for i, result in enumerate(outcomes):
        rests = [data.draw(st.sampled_from(["H", "Z", "U"])) for _ in range(n)]
        rests[i] = f"1b{counter[result]}"
        table[i + 2] = " ".join(rests)
    t = make_tournament(table, ratings={1: 2000, **{i + 2: r for i, r in enumerate(ratings)}})
    ctx = TieBreakContext(t)
    one = PairingNumber(1)
    aro = compute_tiebreak(ctx, TieBreakSpec("ARO"), one).value
    assert compute_tiebreak(ctx, TieBreakSpec("TPR"), one).value == aro


@given(tournaments(), EDITIONS, st.one_of(st.none(), st.integers(0, 1000)))
def test_ranks_are_consistent_with_points(t: Tournament, edition: Edition, seed: int | None) -> None:
    standings = compute_standings(t, "BH/C1,BH,SB,DE,WIN", edition=edition, lots_seed=seed)
    rows = standings.rows
    assert sorted(r.tpn for r in rows) == sorted(p.tpn for p in t.players)
    for above, below in pairwise(rows):
        assert above.points >= below.points
        assert above.rank <= below.rank
        if above.points > below.points:
            assert above.rank < below.rank
        if above.rank == below.rank:
            assert above.shared and below.shared and above.points == below.points
    for index, row in enumerate(rows):
        assert 1 <= row.rank <= index + 1
    if seed is not None:
        assert [r.rank for r in rows] == list(range(1, len(rows) + 1))


@settings(max_examples=60)
@given(tournaments(rated=False), EDITIONS, st.integers(0, 5), st.one_of(st.none(), st.integers(1000, 2000)))
def test_every_code_computes_on_irregular_tournaments(
    t: Tournament, edition: Edition, after: int, unrated: int | None
) -> None:
    last = max((e.round for p in t.players for e in p.rounds), default=0)
    standings = compute_standings(
        t, EVERY_CODE, edition=edition, after_round=min(after, last), unrated_rating=unrated, lots_seed=1
    )
    assert len(standings.rows) == len(t.players)
    assert standings.to_text()
    for row in standings.rows:
        for breakdown in row.breakdowns:
            assert breakdown.to_text().startswith(breakdown.code)
