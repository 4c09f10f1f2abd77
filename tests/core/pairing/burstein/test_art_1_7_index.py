"""C.04.4.2 (2026) art. 1.7 (opposition evaluation) and 1.8 (ranking order), with readings B3–B8."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.pairing.burstein.index import opposition_indices, ranking_key
from arbiter_desk.core.pairing.burstein.players import build_players
from arbiter_desk.core.tournament import Acceleration

from .builder import build
from .reference import reference_index

D = Decimal

ROUNDS = [
    ["1-2 1-0", "3-4 =", "5 U", "6 Z", "7-8 0-1", "9 Z", "10 Z"],
    ["1-3 +-", "2-5 0-1", "4 H", "6 Z", "7 Z", "8 Z", "9-10 1-0"],
]


def _index(t: object, rnd: int = 3) -> dict[int, tuple[Decimal, Decimal]]:
    return {tpn: (i.buchholz, i.sonneborn_berger) for tpn, i in opposition_indices(t, rnd).items()}  # type: ignore[arg-type]


def test_art_1_7_1_buchholz_and_sonneborn_berger_of_played_games() -> None:
    """1.7.1: Buchholz = sum of the opponents' current scores; SB = sum of points × that score."""
    index = _index(build(10, ROUNDS, total_rounds=4))
    assert index[2] == (D(4), D(0))  # lost to 1 (2 points) and to 5 (2 points)


def test_art_1_7_2_1_unplayed_rounds_are_played_against_himself() -> None:
    """1.7.2.1 (B4, B8): PAB, forfeits (won or lost), H and Z byes count the player's own current score, with
    the points registered for that round."""
    index = _index(build(10, ROUNDS, total_rounds=4))
    assert index[1] == (D(0) + D(2), D(0) + D(1) * D(2))  # beat 2 (0 points); forfeit win: himself, 2 points
    assert index[3] == (D("1") + D("0.5"), D("0.5") + D(0))  # drew 4 (1 point); forfeit loss: himself, 0 points
    assert index[4] == (D("0.5") + D(1), D("0.25") + D("0.5"))  # drew 3 (0.5); H: himself (1 point) × 0.5
    assert index[5] == (D(2) + D(0), D(2) + D(0))  # PAB: himself (2) × 1; beat 2 (0 points)
    assert index[6] == (D(0), D(0))  # two zero-point byes against himself, who has 0


def test_art_1_7_2_1_exception_trailing_zero_point_byes_count_as_draws_for_the_opponents() -> None:
    """1.7.2.1 exception (B5): 7 lost to 8, then took a zero-point bye up to the current round: for 8 that bye
    is a draw (7 counts 0 + ½); 7's own index is unchanged (8's real score). A zero-point bye followed by a game
    is no such series (9, 10)."""
    index = _index(build(10, ROUNDS, total_rounds=4))
    assert index[8] == (D("0.5") + D(1), D(1) * D("0.5") + D(0))
    assert index[7] == (D(1) + D("0.5") + D(0), D(0))  # 8 has a trailing Z too: 1 + ½; himself: 0
    assert index[10] == (D(0) + D(1), D(0))
    assert index[9] == (D(1) + D(0), D(0) + D(0))


def test_b6_a_round_without_entry_is_a_zero_point_bye() -> None:
    """B3/B6: a round without a block (late entries 3 and 4 missed round 1) is an unplayed zero-point round,
    counted against himself with his own current score."""
    t = build(4, [["1-2 1-0"], ["3-1 0-1", "2-4 ="]], total_rounds=6)
    index = _index(t)
    assert index[3] == (D(0) + D(2), D(0))  # R1: himself (0 points so far); R2 lost to 1 (2 points)
    assert index[4] == (D("0.5") + D("0.5"), D(0) * D("0.5") + D("0.5") * D("0.5"))  # himself 0.5; drew 2


def test_b3_the_round_being_paired_does_not_count() -> None:
    """B3: an announced bye of the round being paired is not in the index (scores after round r-1)."""
    before = build(10, ROUNDS, total_rounds=4)
    with_bye = build(10, [*ROUNDS, ["4 H"]], total_rounds=4)
    assert _index(before)[4] == _index(with_bye)[4]


def test_art_1_7_2_2_virtual_points_are_excluded() -> None:
    """1.7.2.2: acceleration (TRF 250) changes the pairing score, never the index."""
    plain = build(10, ROUNDS, total_rounds=4)
    accelerated = build(10, ROUNDS, total_rounds=4, accelerations=(Acceleration(D(1), 1, 3, 1, 5),))
    assert _index(plain) == _index(accelerated)
    assert build_players(accelerated, 3)[1].score == build_players(plain, 3)[1].score + 1


def test_the_index_matches_the_reference_reading() -> None:
    """The engine's index equals the one written out independently in the reference."""
    t = build(10, ROUNDS, total_rounds=4)
    assert _index(t) == reference_index(t, 3)


def test_art_1_8_ranking_higher_buchholz_then_higher_sb_then_smaller_tpn() -> None:
    """1.8 (B7): descending index, TPN ascending; scores are not used (note to 1.8)."""
    players = build_players(build(10, ROUNDS, total_rounds=4), 3)
    ranked = sorted(players.values(), key=lambda p: ranking_key(p.index, p.tpn))
    keys = [(p.index.buchholz, p.index.sonneborn_berger, p.tpn) for p in ranked]
    assert keys == sorted(keys, key=lambda k: (-k[0], -k[1], k[2]))
    assert [p.tpn for p in ranked][:2] == [2, 1]  # 2 (Bh 4, no points) above 1 (Bh 2, SB 2): scores ignored
    assert [p.tpn for p in ranked if p.index.buchholz == 2] == [1, 5]  # equal index: the smaller TPN first


def test_explanation_terms_name_the_rounds_against_himself() -> None:
    index = opposition_indices(build(10, ROUNDS, total_rounds=4), 3)
    assert "R2 against himself (+, 1.0): 2.0" in index[1].terms_text()
    assert "incl. 1 zero-point bye(s) as draws" in index[8].terms_text()
