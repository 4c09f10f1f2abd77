"""Events over 30 days (VCL4THP.13 Q210–216): the suggestion, the ``###`` lines, and rating tie-breaks by the
first rating (default) or per round."""

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.long_events import (
    LongEvent,
    RoundRating,
    RoundRatings,
    per_round_ratings,
    rating_in_round,
    rating_tiebreaks_in,
    spans_over_30_days,
    split_long_event,
)
from arbiter_desk.core.standings import compute_standings
from tests.core.tiebreaks.crosstable import make_tournament

TABLE = {1: "2w1 3b1", 2: "1b0 4w1", 3: "4w= 1w0", 4: "3b= 2b0"}
RATINGS = {1: 2000, 2: 1900, 3: 1800, 4: 1700}


def test_q210_suggested_from_dates_more_than_30_days_apart() -> None:
    assert spans_over_30_days(["2026/09/01", "2026/10/02"])
    assert not spans_over_30_days(["2026/09/01", "2026/10/01"])  # exactly 30 days is not over 30
    assert spans_over_30_days(["26/01/10", "", "bad", "26/03/01"])  # record 132's YY/MM/DD
    assert not spans_over_30_days([])


def test_q211_rating_based_codes_are_found_in_a_list() -> None:
    assert rating_tiebreaks_in(["BH/C1", "ARO/C1", "SB", "RTNG/R", "TPR"]) == ("ARO/C1", "RTNG/R", "TPR")


def test_q212_q213_lines_read_back() -> None:
    flag = LongEvent(True, RoundRatings.PER_ROUND)
    assert flag.to_comment() == "Long event @ Round 0: over 30 days; rating tie-breaks: per round"
    rating = RoundRating(PairingNumber(3), 2, 2100)
    assert rating.to_comment() == "Round rating @ Round 2: player 3: 2100"
    found, ratings, rest = split_long_event([flag.to_comment(), rating.to_comment(), "free"])
    assert (found, ratings, rest) == (flag, (rating,), ("free",))
    assert rating_in_round(1800, ((2, 2100), (4, 2200)), 1) == 1800
    assert rating_in_round(1800, ((2, 2100), (4, 2200)), 3) == 2100
    assert rating_in_round(1800, ((2, 2100), (4, 2200)), 4) == 2200


def test_q214_to_q216_first_rating_by_default_per_round_when_chosen() -> None:
    base = make_tournament(TABLE, ratings=RATINGS)
    later = RoundRating(PairingNumber(3), 2, 2400).to_comment()  # player 3, player 1's round-2 opponent
    first = replace(base, comments=(LongEvent(True).to_comment(), later))
    per_round = replace(base, comments=(LongEvent(True, RoundRatings.PER_ROUND).to_comment(), later))
    assert per_round_ratings(first.comments) is None  # Q215: the first rating unless chosen
    plain = compute_standings(base, "ARO,RTNG").row(1).values
    assert compute_standings(first, "ARO,RTNG").row(1).values == plain
    assert plain[0] == Decimal(1850)  # (1900 + 1800) / 2
    assert compute_standings(per_round, "ARO,RTNG").row(1).values[0] == Decimal(2150)  # (1900 + 2400) / 2
    assert compute_standings(per_round, "ARO,RTNG").row(3).values[1] == Decimal(2400)  # RTNG: last round's
    assert compute_standings(per_round, "ARO,RTNG", after_round=1).row(3).values[1] == Decimal(1800)
    not_long = replace(base, comments=(LongEvent(False, RoundRatings.PER_ROUND).to_comment(), later))
    assert compute_standings(not_long, "ARO").row(1).values == compute_standings(base, "ARO").row(1).values
