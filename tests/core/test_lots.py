"""The drawing of lots seeded from tournament data (C.07 (2026) General; VCL4THP.13 Q204, Q206)."""

from dataclasses import replace

from arbiter_desk.core.lots import lots_seed_from
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from tests.core.tiebreaks.crosstable import sample


def _all_tied() -> Tournament:
    """Six players, nobody played: everybody is tied on everything."""
    base = sample()
    return replace(base, players=tuple(replace(p, rounds=()) for p in base.players), info=TournamentInfo("Open"))


def test_the_seed_depends_only_on_the_tournament_s_fixed_data() -> None:
    """Q206: the same data always give the same seed; a different event or field another one."""
    t = _all_tied()
    assert lots_seed_from(t) == lots_seed_from(replace(t))
    assert lots_seed_from(t) != lots_seed_from(replace(t, info=TournamentInfo("Other Open")))
    renamed = replace(t, players=(replace(t.players[0], rating=t.players[0].rating + 1), *t.players[1:]))
    assert lots_seed_from(t) != lots_seed_from(renamed)
    assert 1 <= lots_seed_from(t) < 2**63


def test_repeating_the_drawing_gives_the_same_order() -> None:
    """Q204, Q206: the tied players are ordered by lot, the ranks are distinct, and a repetition agrees."""
    t = _all_tied()
    first = compute_standings(t, (), lots_seed=lots_seed_from(t))
    again = compute_standings(t, (), lots_seed=lots_seed_from(t))
    assert [r.tpn for r in first.rows] == [r.tpn for r in again.rows]
    assert all(r.by_lot for r in first.rows) and sorted(r.rank for r in first.rows) == list(range(1, 7))
    assert first.lots_seed == lots_seed_from(t) and len(first.lots) == 1
    assert "Drawing of lots, seed" in first.to_text()
