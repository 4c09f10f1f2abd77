"""Rating lists, sequences and tournament-rating methods (FIDE checklist Q116–129, Q145–146)."""

from __future__ import annotations

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.rating_lists import (
    FIDE,
    ListedRatings,
    ListRef,
    RateOfPlay,
    RatingMethod,
    default_sequence,
    resolve,
    sequence_from_keys,
    tournament_rating,
)

STANDARD = ListRef(FIDE, RateOfPlay.STANDARD)
RAPID = ListRef(FIDE, RateOfPlay.RAPID)
BLITZ = ListRef(FIDE, RateOfPlay.BLITZ)
RAPID_EFF = ListRef(FIDE, RateOfPlay.RAPID, effective=True)
BLITZ_EFF = ListRef(FIDE, RateOfPlay.BLITZ, effective=True)


def test_q123_default_sequences_per_event_kind() -> None:
    assert default_sequence(RateOfPlay.STANDARD) == (STANDARD, RAPID, BLITZ)
    assert default_sequence(RateOfPlay.RAPID) == (RAPID_EFF, BLITZ)
    assert default_sequence(RateOfPlay.BLITZ) == (BLITZ_EFF, RAPID)


def test_q118_effective_rapid_takes_standard_only_when_rapid_is_missing() -> None:
    assert ListedRatings(2100, None, 1900).rating(RateOfPlay.RAPID, effective=True) == 2100
    assert ListedRatings(2100, 2050, 1900).rating(RateOfPlay.RAPID, effective=True) == 2050
    assert ListedRatings(2100, None, 1900).rating(RateOfPlay.RAPID) is None
    assert ListedRatings(2100, 2000, None).rating(RateOfPlay.BLITZ, effective=True) == 2100


def test_list_keys_round_trip_and_refuse_nonsense() -> None:
    national = ListRef("GER", RateOfPlay.STANDARD)
    for ref in (STANDARD, RAPID_EFF, BLITZ, national):
        assert ListRef.from_key(ref.key) == ref
    assert national.key == "national:GER-standard"
    for bad in ("fide-classic", "elo-rapid", "fide-standard-effective", "national:-rapid"):
        with pytest.raises(InvalidInputError, match="rating list"):
            ListRef.from_key(bad)


def test_q124_126_edited_sequence_keeps_first_place_of_a_repeated_list() -> None:
    keys = ["national:GER-rapid", "fide-rapid-effective", "national:GER-rapid"]
    assert sequence_from_keys(keys) == (ListRef("GER", RateOfPlay.RAPID), RAPID_EFF)


def test_q127_player_in_main_list_gets_that_rating_automatically() -> None:
    outcome = resolve((RAPID_EFF, BLITZ), {FIDE: ListedRatings(2200, None, 2150)}, {FIDE: "2026-11-01"})
    assert outcome.chosen is not None
    assert (outcome.chosen.rating, outcome.chosen.list) == (2200, RAPID_EFF)
    assert outcome.chosen.source_text == "fide-rapid-effective@2026-11-01"
    assert outcome.offers == ()


def test_q128_129_player_only_in_other_lists_is_offered_every_rating_found() -> None:
    sequence = (RAPID, BLITZ, ListRef("GER", RateOfPlay.RAPID))
    holdings = {FIDE: ListedRatings(2200, None, 2150), "GER": ListedRatings(None, 2010, None)}
    outcome = resolve(sequence, holdings)
    assert outcome.chosen is None
    assert [(f.list, f.rating) for f in outcome.offers] == [(BLITZ, 2150), (ListRef("GER", RateOfPlay.RAPID), 2010)]


def test_player_in_no_list_is_offered_nothing() -> None:
    assert resolve((STANDARD,), {}) == resolve((STANDARD,), {FIDE: ListedRatings()})
    assert resolve((STANDARD,), {}).offers == ()


@pytest.mark.parametrize(
    ("method", "fide", "national", "manual", "expected"),
    [
        (RatingMethod.FIDE, 2000, 2100, 2200, 2000),
        (RatingMethod.NATIONAL, 2000, 2100, 2200, 2100),
        (RatingMethod.FIDON, 2000, 2100, None, 2000),
        (RatingMethod.FIDON, 0, 2100, None, 2100),
        (RatingMethod.NIDOF, 2000, 2100, None, 2100),
        (RatingMethod.NIDOF, 2000, 0, None, 2000),
        (RatingMethod.HBFN, 2000, 2100, 2200, 2200),
        (RatingMethod.HBFN, 2300, 2100, None, 2300),
        (RatingMethod.HBFN, 0, 2100, 1900, 2100),
        (RatingMethod.OTHER, 2000, 2100, 1850, 1850),
        (RatingMethod.OTHER, 2000, 2100, None, 0),
    ],
)
def test_q145_tournament_rating_methods(
    method: RatingMethod, fide: int, national: int, manual: int | None, expected: int
) -> None:
    assert tournament_rating(method, fide, national, manual) == expected


def test_q145_record_172_reading() -> None:
    assert RatingMethod.from_trf("") is RatingMethod.FIDE
    assert RatingMethod.from_trf(" fidon ") is RatingMethod.FIDON
    assert RatingMethod.from_trf("NRO") is RatingMethod.NATIONAL
    with pytest.raises(InvalidInputError, match="record 172"):
        RatingMethod.from_trf("ELO")
