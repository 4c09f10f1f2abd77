"""The reference on hand-worked rounds: C.04.4.1 (2026) art. 3.2 (brackets), 5.2 (colours), C.04.2 art. 3.6.

Ratings are 2400, 2300, ... by TPN unless said otherwise, so a smaller TPN also has a larger rating.
"""

from __future__ import annotations

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.explain import StepKind
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

from .reference.builder import build, pairs_of
from .reference.system import ReferenceDubov


def _t(rows: dict[int, str], total_rounds: int = 5, initial: Colour = Colour.WHITE) -> Tournament:
    return build({tpn: (2500 - 100 * tpn, blocks) for tpn, blocks in rows.items()}, total_rounds, initial)


def test_round_one_eight_players_art_3_2_3_first_half_against_second_half() -> None:
    """Art. 3.2.3: nobody has played, G1 = 1-4, G2 = 5-8; S1 by TPN (ARO 0), T2 = 5 6 7 8 (art. 3.2.6);
    colours art. 5.2.1: odd higher ranked gets the initial colour; boards by TPN (C.04.2 art. 3.6)."""
    pairing = ReferenceDubov().pair(_t({t: "" for t in range(1, 9)}))
    assert pairs_of(pairing) == [(1, 5), (6, 2), (3, 7), (8, 4)]
    assert pairing.bye is None


def test_round_one_seven_players_bye_to_seven_then_three_boards() -> None:
    """Art. 3.1.5: the bye to 7; G1 = 1-3, G2 = 4-6; initial colour Black (art. 5.1, 5.2.1)."""
    pairing = ReferenceDubov().pair(_t({t: "" for t in range(1, 8)}, initial=Colour.BLACK))
    assert pairing.bye == 7
    assert pairs_of(pairing) == [(4, 1), (2, 5), (6, 3)]


def test_round_two_art_3_2_5_s1_by_aro_and_art_3_2_6_first_legal_transposition() -> None:
    """All drew round 1 (1-4, 5-2, 3-6). G1 = White seekers 2, 4, 6 with AROs 2000, 2400, 2200: S1 = 2 6 4.
    T2 over 1 3 5: 2-1, then 6-3 is a rematch, so 6-5 and 4-3 (art. 3.2.6, 4.4)."""
    t = _t({1: "4w=", 2: "5b=", 3: "6w=", 4: "1b=", 5: "2w=", 6: "3b="})
    assert pairs_of(ReferenceDubov().pair(t)) == [(2, 1), (4, 3), (6, 5)]


def test_art_3_2_1_and_3_2_2_c7_chooses_the_second_upfloater() -> None:
    """Scoregroup 1 = {1, 3, 4} needs one upfloater (art. 3.2.1); 2 and 6 (½ point) are equal for C6.
    With 2 (Black seeker) the bracket has 1 White seeker to 3 Black: C7 = 1; with 6 (White seeker) C7 = 0,
    so 6 goes up although 2 comes first in art. 4.2 order. S1 = 4 (ARO 1700), 6 (ARO 2300); T2 = 1 3.
    Scoregroup ½ = {2}: upfloaters 5 and 7 both give C7 = 0, 5 is first; 7-8 remain."""
    t = _t({1: "5w1", 2: "6w=", 3: "7w1", 4: "8b1", 5: "1b0", 6: "2b=", 7: "3b0", 8: "4w0"})
    assert pairs_of(ReferenceDubov().pair(t)) == [(4, 1), (6, 3), (5, 2), (7, 8)]


def test_art_2_3_2_c6_maximises_the_lowest_upfloater_score_first() -> None:
    """Before round 4: 1 and 2 (2½) met, so two upfloaters are needed. {3, 4} and {3, 5} leave unpairable
    rest; {3 (1½), 6 (0)} is legal and first in order, but C6 prefers {4 (1), 5 (1)}: lowest score 1 > 0.
    Bracket 1 2 4 5: G1 = {5}; step 2 of art. 3.2.4 moves Black seeker 2 (middle of 1 2 4) to G1;
    S1 = 5 (ARO 1900), 2 (ARO 2300); T2 = 1 4. Then 3-6. 2-4: both want Black, 4's is stronger (art. 5.2.3)."""
    t = _t(
        {1: "2w= 0-F 0-F", 2: "1b= 3w1 0-F", 3: "0-F 2b0 0-H", 4: "6w1 0-Z 0-Z", 5: "0-Z 6b1 0-Z",
         6: "4b0 5w0 0-Z"}
    )  # fmt: skip
    pairing = ReferenceDubov().pair(t, RoundNo(4))  # round 3 had no game: name the round to pair
    assert pairs_of(pairing) == [(5, 1), (2, 4), (3, 6)]
    assert pairing.explanation.brackets[0].floaters == (4, 5)


_C10_ROWS = {
    1: "3w1 6b1",
    2: "6w0 5b+",
    3: "1b0 4w=",
    4: "5b0 3b=",
    5: "4w1 2w-",
    6: "2b1 1w0",
}


def test_art_2_3_6_c10_avoids_the_player_who_upfloated_last_round() -> None:
    """Before round 3 of 5: 1 (2 points) needs an upfloater; 2 and 5 (1 point) tie on C6, C7 (both want
    Black against 1's White), C8 and C9; 2 upfloated in round 2 (forfeit win against 5, who had 1 point),
    so C10 takes 5. Then 2 and 6 (1 point) met: two upfloaters 3 and 4 (½); 4 is absolute White, step 2 of
    art. 3.2.4 moves 3 (middle of 2 3 6) into G1; S1 = 4 (ARO 2100), 3 (ARO 2250); 3-6 both want Black,
    equal histories: the higher ranked 6 keeps Black (art. 5.2.5)."""
    pairing = ReferenceDubov().pair(_t(_C10_ROWS, total_rounds=5))
    assert pairs_of(pairing) == [(1, 5), (4, 2), (3, 6)]


def test_art_2_3_6_c8_to_c10_are_off_in_the_last_round() -> None:
    """The same position in the last round (clar. 7): 2 is first in art. 4.2 order and goes up. Then 5 and 6
    could meet, but 3-4 is a rematch (C4), so 3 and 4 float up; step 2 moves 5 (middle of 3 5 6) into G1;
    S1 = 4, 5 (both ARO 2100, TPN decides); 4-3 is a rematch, so T2 = 6 3; 5-3: 5's strong preference
    for Black beats 3's mild one (art. 5.2.3)."""
    pairing = ReferenceDubov().pair(_t(_C10_ROWS, total_rounds=3))
    assert pairs_of(pairing) == [(1, 2), (3, 5), (4, 6)]


def test_art_3_2_4_step_1_unavoidable_pair_inside_the_smaller_subgroup() -> None:
    """Round 3, all on 1 point: G1 = {1, 2} (White seekers), G2 = {3, 4}; both met 3 and 4, so one pair
    inside G1 is unavoidable: shift 1 (lower ARO, then TPN; art. 4.3) to G2, then 3 (middle of 3 4 by TPN)
    back to G1; S1 = 2 (ARO 2050), 3 (ARO 2350); T2 = 1 4. Colours: 1-2 identical histories, 1 ranks
    higher and keeps White (art. 5.2.5); 3-4 likewise, 3 keeps Black."""
    t = _t({1: "3w= 4b=", 2: "4w= 3b=", 3: "1b= 2w=", 4: "2b= 1w="})
    pairing = ReferenceDubov().pair(t)
    assert pairs_of(pairing) == [(1, 2), (4, 3)]
    bracket = pairing.explanation.brackets[0]
    assert tuple(s.text for s in bracket.steps_of(StepKind.SHIFT)) == ("out 1", "back 3")
    assert bracket.step("S1") is not None and bracket.step("S1").players == (2, 3)  # type: ignore[union-attr]


def test_art_3_2_4_step_2_takes_the_middle_black_seekers_first() -> None:
    """Round 2, all on ½: only 2 seeks White; 1 (strong) and 3-6 (no game, art. 1.6.4) seek Black. Step 2
    moves two Black seekers; by TPN 1 3 4 5 6 the middle-out numbers (art. 4.3.3) are 4, 3, 5, 1, 6, so {4, 3}.
    S1 = 3, 4 (ARO 0), 2 (ARO 2400); T2 = 1 5 6. Colours: 3-1 by 5.2.3 (1 strong), 4-5 by 5.2.1 (4 even
    gets the opposite of the initial colour), 2-6 by 5.2.2."""
    t = _t({1: "2w=", 2: "1b=", 3: "0-H", 4: "0-H", 5: "0-H", 6: "0-H"})
    pairing = ReferenceDubov().pair(t)
    assert pairs_of(pairing) == [(3, 1), (2, 6), (5, 4)]
    assert tuple(s.text for s in pairing.explanation.brackets[0].steps_of(StepKind.SHIFT)) == ("back 4", "back 3")
