"""Team standings (C.04.6 art. 1.2 primary score) and the team tie-breaks of ``core/tiebreaks/teams.py``."""

from __future__ import annotations

from decimal import Decimal

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.teams import TeamScore
from arbiter_desk.core.tiebreaks.teams import parse_team_tiebreaks, team_standings
from arbiter_desk.core.tiebreaks.unplayed import Edition
from tests.core.pairing.team.builder import Event

ALL = "MP,GP,BH:MP,BH:GP,SB:MP,SB:GP,EMGSB,EGMSB,TPN"


def four() -> Event:
    # r1: 1 beats 2 4–0, 3 beats 4 3–1; r2: 3 beats 1 2.5–1.5, 2 draws 4 2–2.
    return Event(4).match(1, 1, 2, "1111").match(1, 3, 4, "11==").match(2, 1, 3, "1=00").match(2, 2, 4, "====")


def test_hand_computed_values() -> None:
    table = team_standings(four().event(), parse_team_tiebreaks(ALL))
    by_tpn = {r.tpn: r for r in table.rows}
    one, three = by_tpn[1].values, by_tpn[3].values
    assert one == tuple(Decimal(x) for x in ("2", "5.5", "5", "7.5", "2", "16.25", "10", "4", "1"))
    # Team 3: BH:MP 1 + 2, SB:MP 1×2 + 2×2, EMGSB 1×3 + 2×2.5, EGMSB 3×2 + 5.5×2.
    assert three[2:4] == (Decimal(3), Decimal("8.5")) and three[4] == 6 and three[6:8] == (Decimal(8), Decimal(17))


def test_rank_by_primary_then_the_list() -> None:
    table = team_standings(four().event())  # default: GP, EMGSB, BH:MP after match points
    assert [r.tpn for r in table.rows] == [3, 1, 4, 2]
    gp_primary = Event(4, primary=TeamScore.GAME_POINTS).match(1, 1, 2, "1111").match(1, 3, 4, "11==")
    gp_primary.match(2, 1, 3, "1=00").match(2, 2, 4, "====")
    assert [r.tpn for r in team_standings(gp_primary.event()).rows][:2] == [3, 1]  # 5.5 GP each: MP 4 > 2


def test_cut_drops_the_lowest_opponent() -> None:
    table = team_standings(four().event(), parse_team_tiebreaks("BH:MP/C1,BH:MP/M1"))
    row = next(r for r in table.rows if r.tpn == 1)
    assert row.values == (Decimal(4), Decimal(0))


def test_pab_counts_against_a_dummy_with_the_own_score_capped() -> None:
    event = Event(3).match(1, 1, 2, "1111").pab(1, 3).event()
    row = next(r for r in team_standings(event, parse_team_tiebreaks("BH:MP")).rows if r.tpn == 3)
    assert row.values == (Decimal(1),)


def test_unknown_code_or_modifier_is_refused() -> None:
    with pytest.raises(InvalidInputError, match="unknown team tie-break"):
        parse_team_tiebreaks("BH,XX")
    with pytest.raises(InvalidInputError, match="not allowed"):
        parse_team_tiebreaks("GP/C1")


def test_edition_2024_has_no_cap_on_the_dummy_opponent() -> None:
    """C.07 art. 16 (tiebreaks-c07-2026.md "Unplayed rounds"): the dummy for an unplayed round has the team's own
    final score, capped in 2026 at a draw × the rounds, uncapped in 2024. Team 3: PAB, then two wins (5 MP);
    opponents 1 (3 MP) and 2 (1 MP): BH:MP 2026 = 3 + 3 + 1, 2024 = 5 + 3 + 1."""
    event = Event(3).match(1, 1, 2, "1111").pab(1, 3).match(2, 3, 1, "1111").pab(2, 2)
    event = event.match(3, 3, 2, "1111").pab(3, 1).event()
    spec = parse_team_tiebreaks("BH:MP")

    def bh(edition: Edition) -> Decimal:
        return next(r for r in team_standings(event, spec, edition=edition).rows if r.tpn == 3).values[0]

    assert (bh(Edition.FIDE_2026), bh(Edition.FIDE_2024)) == (Decimal(7), Decimal(9))
    assert team_standings(event, spec).rows == team_standings(event, spec, edition=Edition.FIDE_2026).rows


def test_ties_left_after_the_list_are_drawn_by_lot_when_a_seed_is_given() -> None:
    """C.07 General (tiebreaks-c07-2026.md): ties left after the whole list are broken by a drawing of lots,
    seeded and repeatable; without a seed the tied teams share the rank (unchanged)."""
    event = Event(4).match(1, 1, 2, "====").match(1, 3, 4, "====").event()  # all four equal on everything
    shared = team_standings(event, parse_team_tiebreaks("GP,BH:MP"))
    assert [(r.rank, r.tpn, r.by_lot) for r in shared.rows] == [(1, t, False) for t in (1, 2, 3, 4)]
    assert shared.lots == () and "Drawing of lots" not in shared.to_text()
    drawn = team_standings(event, parse_team_tiebreaks("GP,BH:MP"), lots_seed=7)
    assert [r.rank for r in drawn.rows] == [1, 2, 3, 4] and all(r.by_lot for r in drawn.rows)
    assert drawn.lots == (tuple(r.tpn for r in drawn.rows),) and sorted(drawn.lots[0]) == [1, 2, 3, 4]
    assert drawn == team_standings(event, parse_team_tiebreaks("GP,BH:MP"), lots_seed=7)  # repeatable
    assert "Drawing of lots, seed 7: 1 group(s)" in drawn.to_text()
    orders = {team_standings(event, lots_seed=seed).lots for seed in range(12)}
    assert len(orders) > 1  # the seed decides, not the TPN
    decided = team_standings(four().event(), lots_seed=3)  # no tie left: nothing drawn, ranks as before
    assert decided.lots == () and [r.tpn for r in decided.rows] == [3, 1, 4, 2]


def test_cut_takes_the_voluntary_unplayed_round_first() -> None:
    """C.07 (2026) art. 16, "Cut-1 with VURs" (tiebreaks-c07-2026.md), carried over to teams: team 3 was absent
    in round 1 (a VUR: dummy 2 MP, its own score) and beat team 2 (0 MP) in round 2. Cut-1 drops the absence,
    not the lowest opponent: BH:MP/C1 = 0, not 2 (FIDE's tie-break checker agrees; found by the sweep)."""
    event = Event(4, rounds=2).match(1, 1, 2, "1111").bye(1, 3).pab(1, 4)
    event.match(2, 3, 2, "1111").match(2, 1, 4, "====")
    table = team_standings(event.event(), parse_team_tiebreaks("BH:MP,BH:MP/C1,SB:MP/C1"))
    row = next(r for r in table.rows if r.tpn == 3)
    assert row.values == (Decimal(2), Decimal(0), Decimal(0))
