"""PAB helper (C.04.1 (2026) art. 3–4), score groups (C.04.1 art. 5) and board order (C.04.2 art. 3.6)."""

from decimal import Decimal

from arbiter_desk.core.pairing.common import (
    FloatRule,
    Legality,
    PabExclusion,
    board_order,
    build_participants,
    first_pab_candidate,
    score_groups,
)
from arbiter_desk.core.pairing.common.scoregroups import by_pairing_score
from tests.core.pairing.dubov.tournament_builder import build


def test_c04_1_art_4_the_pab_skips_the_ineligible_and_whoever_blocks_completion() -> None:
    t = build([2400, 2300, 2200, 2100, 2000], [["1-2 1-0", "3-4 =", "5 U"], ["1-3 1-0", "2-5 =", "4 U"]])
    state = build_participants(t, 3, FloatRule())
    legal = Legality(state, t, 3, {})
    order = [state[5], state[4], state[3], state[2], state[1]]
    found = first_pab_candidate(order, legal, [1, 2, 3, 4, 5])
    assert found is not None
    assert found.excluded[:2] == ((5, PabExclusion.INELIGIBLE), (4, PabExclusion.INELIGIBLE))
    assert found.participant.tpn == 3


def test_c04_1_art_5_score_groups_by_pairing_score_descending_in_tpn_order() -> None:
    t = build([2400, 2300, 2200, 2100], [["1-2 1-0", "3-4 0-1"]])
    groups = score_groups(build_participants(t, 2, FloatRule()).values(), by_pairing_score)
    assert [(g.score, [p.tpn for p in g.members]) for g in groups] == [(Decimal(1), [1, 4]), (Decimal(0), [2, 3])]


def test_c04_2_art_3_6_board_order() -> None:
    score = {1: Decimal(1), 2: Decimal(2), 3: Decimal(2), 4: Decimal(1), 5: Decimal(0), 6: Decimal(2)}
    pairs = [(1, 5), (4, 2), (3, 6)]
    # 3.6.1 higher ranked's score: boards with a 2-pointer first; 3.6.2 sum: 3-6 (4) before 4-2 (3); then 1-5.
    assert board_order(pairs, lambda p: p, lambda t: score[t]) == [(3, 6), (4, 2), (1, 5)]
