"""Each binding reading D1–D21 of ``double-swiss-2026-clarifications.md`` with a case (C.04.5, 2026)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.pairing.common.upfloaters import choose_upfloaters
from arbiter_desk.core.pairing.double_swiss import DoubleSwissSystem
from arbiter_desk.core.pairing.double_swiss.checker import snapshot_before_match
from arbiter_desk.core.pairing.double_swiss.colours import allocate_colours
from arbiter_desk.core.pairing.double_swiss.players import build_players
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf import load_trf, parse_trf
from tests.core.pairing.double_swiss.builders import Event

DATA = Path(__file__).parent / "data"


def pairing(t: Tournament, rnd: int | None = None) -> tuple[set[tuple[int, int]], int | None]:
    p = DoubleSwissSystem().pair(t, None if rnd is None else rnd)  # type: ignore[arg-type]
    return {(b.white, b.black) for b in p.boards}, p.bye


def test_d1_two_columns_per_round_game_one_colour_is_column_2r_minus_1() -> None:
    text = (
        "012 D1\nXXR 4\nXXC white1\n192 FIDE_DOUBLESWISS\n"
        "001    1      Player 01                         2500                             2.0    1"
        "     2 w 1     2 b 1\n"
        "001    2      Player 02                         2400                             0.0    2"
        "     1 b 0     1 w 0\n"
    )
    t = parse_trf(text)
    assert t.total_rounds == 4
    players = build_players(t, 2)
    assert players[1].colours == (Colour.WHITE,)
    assert players[1].score == Decimal(2)
    assert DoubleSwissSystem().round_to_pair(t) == 2


def test_d2_pab_u_h_and_u_u_both_worth_one_and_a_half() -> None:
    t = Event(3).match(1, 1, 2, "11").pab(1, 3).tournament()
    assert build_players(t, 2)[3].score == Decimal("1.5")
    t = Event(3).match(1, 1, 2, "11").pab(1, 3, second="U").tournament()
    assert build_players(t, 2)[3].score == Decimal("1.5")
    assert not build_players(t, 2)[3].can_receive_pab


def test_d3_colour_is_scheduled_game_one_colour_when_game_one_forfeited() -> None:
    t = Event(2).match(1, 1, 2, "-1", "+0").tournament()
    assert build_players(t, 2)[1].colours == (Colour.WHITE,)
    assert build_players(t, 2)[2].colours == (Colour.BLACK,)


def test_d4_forfeit_of_both_games_ends_the_match_and_allows_a_repeat() -> None:
    forfeited = Event(2).match(1, 1, 2, "--", "++").tournament()
    assert build_players(forfeited, 2)[1].opponents == frozenset()
    assert pairing(forfeited, 2)[0] in ({(1, 2)}, {(2, 1)})
    # A double forfeit of one game (- against -) and a played second game: a regular match.
    regular = Event(4).match(1, 1, 2, "-1", "-0").match(1, 3, 4, "11").tournament()
    assert 2 in build_players(regular, 2)[1].opponents


def test_d5_match_where_each_forfeits_one_game_counts_as_played_for_the_pab() -> None:
    t = Event(5).match(1, 1, 2, "-+", "+-").bye(1, 3, "H").bye(1, 4, "H").bye(1, 5, "H").tournament()
    players = build_players(t, 2)
    assert {p.score for p in players.values()} == {Decimal(1)}
    assert players[2].matches_played == 1
    assert pairing(t, 2)[1] == 2  # art. 3.4.3: most matches played, then 3.4.4 largest TPN


def test_d6_won_by_forfeit_bars_the_pab_a_forfeited_game_does_not() -> None:
    t = Event(4).match(1, 1, 2, "++", "--").match(1, 3, 4, "+1", "-0").tournament()
    players = build_players(t, 2)
    assert not players[1].can_receive_pab
    assert players[3].can_receive_pab


def test_d7_forfeited_match_makes_no_floater() -> None:
    t = Event(4).match(1, 1, 2, "11").match(1, 3, 4, "11").match(2, 1, 3, "++", "--").match(2, 2, 4, "11").tournament()
    players = build_players(t, 3)
    assert not players[1].floated_last_round and not players[3].floated_last_round
    assert not players[2].floated_last_round  # 0 against 0
    t2 = Event(4).match(1, 1, 2, "11").match(1, 3, 4, "11").match(2, 1, 4, "11").match(2, 2, 3, "11").tournament()
    assert build_players(t2, 3)[1].floated_last_round and build_players(t2, 3)[4].floated_last_round


def test_d8_c4_c5_over_legal_sets_leader_met_runner_up() -> None:
    # 1 alone on 4, 2 alone on 3 (met 1), 3 and 4 on 2: the upfloater is 3, not "no pairing".
    t = (
        Event(6)
        .match(1, 1, 2, "11")
        .match(1, 3, 5, "==")
        .match(1, 4, 6, "==")
        .match(2, 1, 5, "11")
        .match(2, 2, 6, "11")
        .match(2, 3, 4, "==")
        .tournament()
    )
    players = build_players(t, 3)
    assert players[1].score == 4 and players[2].score == 2
    pairs, _ = pairing(t, 3)
    assert any(set(p) == {1, 3} for p in pairs)  # not "no pairing": the next profile's first legal set


@pytest.mark.parametrize(("name", "rnd"), [("c6_7_1_2", 2), ("c6_26_0_4", 4)])
def test_d9_d10_c6_pass_fail_decides_the_upfloaters(name: str, rnd: int) -> None:
    """Generated rounds where [C6] (pass/fail, following scoregroup fixed at the round start) decides."""
    from arbiter_desk.core.pairing.common import upfloaters

    t = load_trf(DATA / f"{name}.trf")
    with_c6 = pairing(t, rnd)
    saved = upfloaters._c6_holds
    upfloaters._c6_holds = lambda *a: True  # type: ignore[assignment]
    try:
        without = pairing(t, rnd)
    finally:
        upfloaters._c6_holds = saved
    assert with_c6 != without
    assert with_c6 == pairing(load_trf(DATA / f"{name}.trf"), rnd)


def test_d11_c7_as_much_as_possible_fewest_not_only_zero() -> None:
    # Every set has a [C7] floater; the one with one floater beats the first in order with two.
    choice = choose_upfloaters(
        residents=[1],
        lower=[(Decimal(1), [2, 3, 4])],
        following=[2, 3, 4],
        remaining=[1, 2, 3, 4],
        can_complete=lambda tpns: len(tpns) % 2 == 0,
        floated=lambda t: True,
        last_round=False,
    )
    assert choice is not None and choice.upfloaters == (2,)
    choice = choose_upfloaters(
        residents=[1, 5, 6],
        lower=[(Decimal(1), [2, 3, 4])],
        following=[2, 3, 4],
        remaining=[1, 2, 3, 4, 5, 6],
        can_complete=lambda tpns: len(tpns) % 2 == 0,
        floated=lambda t: t in (2, 3),
        last_round=False,
    )
    assert choice is not None and choice.upfloaters == (4,) and choice.c7 == 0


@pytest.mark.parametrize(("name", "rnd"), [("c7_3_0_3", 3), ("c7_4_0_3", 3), ("c8_8_0_3", 3)])
def test_d11_c7_c8_decide_generated_rounds(name: str, rnd: int) -> None:
    t = load_trf(DATA / f"{name}.trf")
    last = pairing(Tournament(players=t.players, total_rounds=2 * rnd, initial_colour=t.initial_colour), rnd)
    assert last != pairing(t, rnd)  # D16: in the last round [C7]/[C8] are switched off, and that matters here


def test_d12_no_colour_yet_means_4_3_1_even_after_a_match() -> None:
    # 1-2 and 3-4: each forfeited one game, no game played: no colour; round 2 uses 4.3.1.
    t = Event(4).match(1, 1, 2, "-+", "+-").match(1, 3, 4, "-+", "+-").tournament()
    players = build_players(t, 2)
    assert players[1].colours == () and players[1].matches_played == 1
    d = allocate_colours(players[1], players[4], Colour.WHITE)
    assert d.rule == "4.3.1"


def test_d13_histories_right_aligned_unplayed_moved_to_front() -> None:
    """HRP 1: B, W, unplayed → (B, W); 2: W, unplayed, B → (W, B). Right-aligned, the latest W/B differ:
    1 gets Black (the same-round reading would give White)."""
    t = (
        Event(6, initial=Colour.WHITE)
        .match(1, 3, 1, "==")
        .match(1, 2, 4, "==")
        .match(1, 5, 6, "==")
        .match(2, 1, 5, "==")
        .bye(2, 2, "H")
        .match(2, 3, 4, "==")
        .bye(2, 6, "H")
        .bye(3, 1, "H")
        .match(3, 6, 2, "==")
        .match(3, 3, 5, "==")
        .bye(3, 4, "H")
        .tournament()
    )
    players = build_players(t, 4)
    assert players[1].colours == (Colour.BLACK, Colour.WHITE)
    assert players[2].colours == (Colour.WHITE, Colour.BLACK)
    d = allocate_colours(players[1], players[2], Colour.WHITE)
    assert (d.rule, d.black) == ("4.3.3", 1)


def test_d14_unrated_codes_are_played_games() -> None:
    t = Event(2).match(1, 1, 2, "WD", "LD").tournament()
    players = build_players(t, 2)
    assert players[1].colours == (Colour.WHITE,) and 2 in players[1].opponents
    assert players[1].score == Decimal("1.5")


def test_d15_board_order_by_hrp_score_pab_last() -> None:
    t = Event(5).match(1, 1, 2, "00").match(1, 3, 4, "11").pab(1, 5).tournament()
    # Art. 3.4: bye to 4 (lowest score, largest TPN); 2-3 (HRP on 2) before 5-1 (HRP on 1.5).
    assert DoubleSwissSystem().pair(t).to_lines() == ["3", "2 3", "5 1", "4 0"]


def test_d16_last_round_is_xxr_over_two_and_missing_xxr_is_a_note() -> None:
    t = Event(4, rounds=2).match(1, 1, 2, "11").match(1, 3, 4, "11").tournament()
    notes = DoubleSwissSystem().pair(t).explanation.notes
    assert any("last round" in n for n in notes)
    t = Event(4).match(1, 1, 2, "11").match(1, 3, 4, "11").tournament()
    notes = DoubleSwissSystem().pair(t).explanation.notes
    assert any("XXR" in n for n in notes)


def test_d17_no_colour_criterion_same_colours_may_meet() -> None:
    # 1 and 3 both had White in game 1 twice; they still meet (no absolute colour in Double-Swiss).
    t = Event(4).match(1, 1, 2, "11").match(1, 3, 4, "11").match(2, 1, 4, "11").match(2, 3, 2, "11").tournament()
    pairs, _ = pairing(t, 3)
    assert any({1, 3} == set(p) for p in pairs)


def test_d18_absent_in_either_column_is_not_paired_check_mode_adds_z() -> None:
    t = Event(5).match(1, 1, 2, "11").match(1, 3, 4, "11").bye(1, 5, "H").bye(2, 4, "Z").tournament()
    pairs, bye = pairing(t, 2)
    assert all(4 not in p for p in pairs) and bye != 4
    full = Event(4).match(1, 1, 2, "11").match(2, 1, 2, "--", "++").tournament()
    snap = snapshot_before_match(full, 2)
    assert not build_players(snap, 2)[3].present


@pytest.mark.parametrize(("code", "points", "pab_ok"), [("Z", 0, True), ("H", 1, True), ("F", 2, False)])
def test_d19_requested_byes_are_the_two_columns_summed(code: str, points: int, pab_ok: bool) -> None:
    t = Event(3).match(1, 1, 2, "11").bye(1, 3, code).tournament()
    p = build_players(t, 2)[3]
    assert p.score == points and p.can_receive_pab is pab_ok


def test_d20_scores_from_own_codes_half_zero_and_zero_zero() -> None:
    t = Event(2).match(1, 1, 2, "=0", "00").tournament()
    players = build_players(t, 2)
    assert players[1].score == Decimal("0.5") and players[2].score == 0


def test_d21_late_entry_not_yet_arrived_has_no_tpn_for_parity() -> None:
    # TPN 1 absent in round 1 and never paired: TPN 2 counts as number 1 (odd) -> initial colour.
    t = Event(5).bye(1, 1, "Z").tournament()
    pairs, _ = pairing(t, 1)
    assert (2, 4) in pairs
