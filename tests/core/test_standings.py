"""Standings (C.07 2026): points, then the tie-break list, shared ranks, seeded drawing of lots, after_round."""

from dataclasses import replace
from decimal import Decimal

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.standings import DEFAULT_TIEBREAKS, compute_standings, resolve_tiebreaks
from arbiter_desk.core.tiebreaks import Edition, TieBreakSpec, format_tiebreaks
from arbiter_desk.core.tournament import TournamentInfo
from tests.core.tiebreaks.crosstable import make_tournament, sample

TWINS = {1: "2w= U", 2: "1b= U", 3: "4w= U", 4: "3b= U"}
"""Everybody on 1.5, and 1–2 and 3–4 mirror each other exactly: ties no tie-break of the list breaks."""


def order(standings: object) -> list[tuple[int, int]]:
    return [(row.rank, row.tpn) for row in standings.rows]  # type: ignore[attr-defined]


def test_default_list_ranks_the_sample() -> None:
    # Points 1: 3.5, 2: 3.0, 6: 2.0, then 3 and 5 on 1.5 — BH/C1 5.5 (5) beats 4.5 (3) — then 4 on 1.0.
    standings = compute_standings(sample())
    assert format_tiebreaks(standings.tiebreaks) == DEFAULT_TIEBREAKS
    assert order(standings) == [(1, 1), (2, 2), (3, 6), (4, 5), (5, 3), (6, 4)]
    assert standings.row(5).values[0] == Decimal("5.5")
    assert standings.ranks() == {1: 1, 2: 2, 6: 3, 5: 4, 3: 5, 4: 6}


def test_list_comes_from_record_202_when_not_given() -> None:
    t = sample(tiebreaks=("TPN/R",))
    assert resolve_tiebreaks(t) == (TieBreakSpec("TPN", reverse=True),)
    # 3 and 5 tied on points: /R puts the higher pairing number first.
    assert order(compute_standings(t))[3:5] == [(4, 5), (5, 3)]
    assert order(compute_standings(t, "TPN"))[3:5] == [(4, 3), (5, 5)]


def test_a_given_list_beats_record_202_and_bad_codes_are_named() -> None:
    t = sample(tiebreaks=("BH",))
    assert resolve_tiebreaks(t, ["SB", TieBreakSpec("DE")]) == (TieBreakSpec("SB"), TieBreakSpec("DE"))
    with pytest.raises(InvalidInputError, match="'QQ'"):
        compute_standings(t, "BH,QQ")


def test_ties_left_share_the_rank() -> None:
    standings = compute_standings(make_tournament(TWINS), "BH,SB,DE")
    assert [(r.rank, r.shared) for r in standings.rows] == [(1, True)] * 4
    assert standings.table()[1][0] == "1="
    assert standings.lots == ()


def test_drawing_of_lots_is_seeded_recorded_and_repeatable() -> None:
    t = make_tournament(TWINS)
    first = compute_standings(t, "BH", lots_seed=7)
    again = compute_standings(t, "BH", lots_seed=7)
    assert order(first) == order(again)
    assert sorted(r.rank for r in first.rows) == [1, 2, 3, 4]
    assert all(r.by_lot and not r.shared for r in first.rows)
    assert first.lots_seed == 7 and len(first.lots) == 1
    assert first.lots[0].players == (1, 2, 3, 4)
    assert first.lots[0].order == tuple(r.tpn for r in first.rows)
    assert "seed 7" in first.to_text()
    orders = {tuple(r.tpn for r in compute_standings(t, "BH", lots_seed=s).rows) for s in range(20)}
    assert len(orders) > 1


def test_lots_only_break_remaining_ties() -> None:
    standings = compute_standings(sample(), lots_seed=3)
    assert order(standings) == order(compute_standings(sample()))
    assert standings.lots == ()


def test_intermediate_standings_after_round_2() -> None:
    # After round 2: 1: 2.0, 2: 1.5, 5 and 6: 1.0, 3: 0.5, 4: 0. BH/C1 with two rounds:
    # 5 met 2 (1.5) and 3 (0.5) → 1.5; 6 met 3 (0.5) and 1 (2.0) → 2.0: 6 before 5.
    standings = compute_standings(sample(), after_round=2)
    assert standings.after_round == 2
    assert order(standings) == [(1, 1), (2, 2), (3, 6), (4, 5), (5, 3), (6, 4)]
    assert standings.row(6).points == Decimal("1.0")
    assert standings.row(6).values[0] == Decimal("2.0")
    assert "after round 2" in standings.to_text()


def test_standings_before_the_last_round_say_they_are_intermediate() -> None:
    """C.07 General (current scores in intermediate standings): "after round N of M"."""
    announced = replace(sample(), total_rounds=6)
    assert (
        compute_standings(announced, after_round=2)
        .to_text()
        .startswith("Standings after round 2 of 6 (intermediate) — C.07 2026 — ")
    )
    assert compute_standings(announced).is_intermediate  # 4 of 6 rounds played
    final = compute_standings(sample())  # nothing announced: the last paired round is the last
    assert not final.is_intermediate and final.round_text == "after round 4 of 4"
    assert compute_standings(sample(), after_round=3).round_text == "after round 3 of 4 (intermediate)"


def test_editions_change_the_values() -> None:
    new = compute_standings(sample(), "BH", edition=Edition.FIDE_2026)
    old = compute_standings(sample(), "BH", edition=Edition.FIDE_2024)
    assert new.row(1).values == (Decimal("7.5"),)
    assert old.row(1).values == (Decimal("9.5"),)
    assert "C.07 2024" in old.to_text()


@pytest.mark.parametrize(
    ("start", "bh"), [("2025/06/01", "9.5"), ("2026/02/28", "9.5"), ("2026/03/01", "7.5"), ("", "7.5")]
)
def test_the_edition_in_force_on_the_start_date_is_the_default(start: str, bh: str) -> None:
    """C.07 (2026) applies to tournaments starting from 1 March 2026; an event that started earlier is ranked by
    the 2024 text everywhere the standings are computed (desk, printed sheets, TRF ranks, ``standings``)."""
    tournament = replace(sample(), info=TournamentInfo(start_date=start))
    standings = compute_standings(tournament, "BH")
    assert standings.row(1).values == (Decimal(bh),)


def test_breakdowns_are_reachable_by_code_and_index() -> None:
    standings = compute_standings(sample(), "BH/C1,TPR")
    assert standings.breakdown(3, "BH/C1").value == Decimal("4.5")
    assert "dp(" in standings.breakdown(1, 1).to_text()
    with pytest.raises(KeyError):
        standings.breakdown(1, "SB")


def test_text_table_has_header_and_every_player() -> None:
    text = compute_standings(sample(), "BH/C1,SB,ARO").to_text()
    lines = text.splitlines()
    assert lines[1].split() == ["Rank", "TPN", "Name", "Pts", "BH/C1", "SB", "ARO"]
    assert len(lines) == 2 + 6
    assert lines[2].split()[:5] == ["1", "1", "Player", "1", "3.5"]


def test_default_round_is_the_last_paired_one() -> None:
    # Round 3 is not paired yet, but 2 has announced a half-point bye for it: not counted by default.
    t = make_tournament({1: "2w1 3b=", 2: "1b0 U H", 3: "U 1w="})
    standings = compute_standings(t, "BH")
    assert standings.after_round == 2
    assert standings.row(2).points == Decimal("1.0")
    assert compute_standings(t, "BH", after_round=3).row(2).points == Decimal("1.5")
