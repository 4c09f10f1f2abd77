"""DE, direct encounter (C.07 2026): all met, re-applied to sub-ties, and the Swiss "alone on top" rule."""

from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.tiebreaks import TieBreakContext, TieBreakSpec, split_by_direct_encounter
from tests.core.tiebreaks.crosstable import make_tournament

P = PairingNumber

ROUND_ROBIN = {
    1: "2w1 3b0 4w= H",
    2: "1b0 4w1 3b= H",
    3: "4w= 1w1 2w= Z",
    4: "3b= 2b0 1b= F",
}
"""Four players, all on 2.0: a round-robin in rounds 1–3 (1: 1.5, 2: 1.5, 3: 2.0, 4: 1.0 among them) topped
up by byes in round 4. DE orders 3 (2.0), then 1 and 2 (1.5 each), then 4 (1.0); applied again to {1, 2},
1 beat 2: 3, 1, 2, 4."""

SWISS = {
    1: "2w1 3b1 4w0",
    2: "1b0 5w1 6b1",
    3: "4w1 1w0 5w1",
    4: "3b0 6w= 1b1",
    5: "6w1 2b0 3b0",
    6: "5b0 4b= 2w0",
}
"""Swiss: 1, 2 and 3 on 2.0. 1 beat 2 and 3; 2 and 3 never met. 1 has 2 points and no missing game: alone on
top (2 and 3 could reach 1 at most). Then 2 and 3 did not meet: nobody is alone, they stay tied."""


def test_all_met_orders_and_reapplies_to_sub_ties() -> None:
    t = make_tournament(ROUND_ROBIN)
    split = split_by_direct_encounter(TieBreakContext(t), TieBreakSpec("DE"), [P(1), P(2), P(3), P(4)])
    assert split.groups == ((3,), (1,), (2,), (4,))
    # Shown: the points against the whole group of four.
    assert {n: b.value for n, b in split.breakdowns.items()} == {
        1: Decimal("1.5"),
        2: Decimal("1.5"),
        3: Decimal("2.0"),
        4: Decimal("1.0"),
    }
    standings = compute_standings(t, "DE")
    assert [(r.rank, r.tpn, r.shared) for r in standings.rows] == [
        (1, 3, False),
        (2, 1, False),
        (3, 2, False),
        (4, 4, False),
    ]


def test_swiss_alone_on_top_then_tied() -> None:
    t = make_tournament(SWISS)
    split = split_by_direct_encounter(TieBreakContext(t), TieBreakSpec("DE"), [P(1), P(2), P(3)])
    assert split.groups == ((1,), (2, 3))
    standings = compute_standings(t, "DE")
    assert [(r.rank, r.tpn) for r in standings.rows][:3] == [(1, 1), (2, 2), (2, 3)]
    assert standings.row(2).shared and standings.row(3).shared
    assert standings.row(4).values == (None,)  # 4 was not tied when DE applied


def test_not_alone_when_a_missing_game_could_overtake() -> None:
    # 1 beat 2 and 2 drew 3; 1 and 3 never met: 3 (½) could still beat 1 (1) and reach 1½. Nobody alone.
    t = make_tournament({1: "2w1 U", 2: "1b0 3w=", 3: "U 2b="}, check=True)
    split = split_by_direct_encounter(TieBreakContext(t), TieBreakSpec("DE"), [P(1), P(2), P(3)])
    assert split.groups == ((1, 2, 3),)


def test_forfeits_count_only_with_p() -> None:
    t = make_tournament({1: "2w+ H", 2: "1b- F"})
    ctx = TieBreakContext(t)
    assert split_by_direct_encounter(ctx, TieBreakSpec("DE"), [P(1), P(2)]).groups == ((1, 2),)
    assert split_by_direct_encounter(ctx, TieBreakSpec.parse("DE/P"), [P(1), P(2)]).groups == ((1,), (2,))


def test_swiss_and_so_on_counts_the_whole_group_then_splits_the_rest_among_themselves() -> None:
    """C.07 DE "and so on", as FIDE's checker reads it: 5 is alone on top; 4's 2.5 beats every best possible
    score below him counted on the whole group (2: 2, 1: 1 + the missing game against 5 = 2); 2's 2 does not
    beat 1's best 2, so 2, 1 and 3 are tied and split again among themselves: 2 beat both, 1 and 3 drew.
    (Splitting {1, 2, 3, 4} again after 5 would have put 1 above 3 through their games against 4.)"""
    t = make_tournament(
        {
            1: "2w0 3w= 4w= Z   Z",
            2: "1b1 4w0 5w0 Z   3w1",
            3: "4w0 1b= Z   5w0 2b0",
            4: "3b1 2b1 1b= Z   5w0",
            5: "Z   Z   2b1 3b1 4b1",
        }
    )
    split = split_by_direct_encounter(TieBreakContext(t), TieBreakSpec("DE"), [P(t) for t in range(1, 6)])
    assert split.groups == ((5,), (4,), (2,), (1, 3))


def test_double_swiss_players_who_did_not_meet_miss_a_two_game_match() -> None:
    """C.07 DE in a Swiss ("alone on top whatever the missing games") with C.04.5 two-game rounds: players 1, 2
    and 3 are the group; 1 beat 2 1½–½ and drew 1–1 with 3; 2 and 3 never met. The missing encounter of 2 and 3
    is a match of two games: 3 could reach 1 + 2 = 3 > 1's 2.5, so nobody is alone on top and the group stays
    tied (counting one missing game, 1 would be ranked first). Found by the differential against FIDE's
    tie-break checker, which keeps the group tied too."""
    from dataclasses import replace

    t = make_tournament({1: "2w1 2b= 3w1 3b0", 2: "1b0 1w= 4w= 4b=", 3: "4w= 4b= 1b0 1w1", 4: "3b= 3w= 2b= 2w="})
    t = replace(t, info=replace(t.info, type_code="FIDE_DOUBLESWISS"))
    split = split_by_direct_encounter(TieBreakContext(t), TieBreakSpec("DE"), [P(1), P(2), P(3)])
    assert split.groups == ((P(1), P(2), P(3)),)
