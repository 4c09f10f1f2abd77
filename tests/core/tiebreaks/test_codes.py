"""MTB26 codes and modifiers: reading, writing, and errors that name the bad code (C.07 (2026))."""

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.tiebreaks import TIEBREAKS, TieBreakSpec, format_tiebreaks, parse_tiebreaks
from arbiter_desk.core.tiebreaks.codes import ALLOWED_MODIFIERS


def test_list_round_trips() -> None:
    text = "BH/C1,BH,SB,DE"
    specs = parse_tiebreaks(text)
    assert [s.code for s in specs] == ["BH", "BH", "SB", "DE"]
    assert specs[0].cut == 1 and specs[1].cut == 0
    assert format_tiebreaks(specs) == text


def test_modifiers_are_read_in_any_case_and_written_in_fixed_order() -> None:
    spec = TieBreakSpec.parse(" sb/p/m2 ")
    assert (spec.code, spec.median, spec.played, spec.low_cuts, spec.high_cuts) == ("SB", 2, True, 2, 2)
    assert spec.to_mtb() == "SB/M2/P"
    assert TieBreakSpec.parse("AOB/F/P").to_mtb() == "AOB/P/F"
    assert TieBreakSpec.parse("TPN/R").reverse
    assert TieBreakSpec.parse("KS/L-2").limit == -2
    assert TieBreakSpec.parse("KS/L+1").to_mtb() == "KS/L+1"


def test_older_ge_is_read_as_rep() -> None:
    assert parse_tiebreaks("GE,PS/C1") == (TieBreakSpec("REP"), TieBreakSpec("PS", cut=1))
    assert format_tiebreaks(parse_tiebreaks("GE")) == "REP"


def test_several_strings_and_blank_items() -> None:
    assert parse_tiebreaks(("BH/C1", "SB,", " DE ")) == parse_tiebreaks("BH/C1,SB,DE")
    assert parse_tiebreaks("") == ()


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("BH/C1,XYZ,SB", "'XYZ'"),
        ("BH/C3", "/C3"),
        ("TPN/C1", "TPN"),
        ("PS/M1", "PS"),
        ("BH/C1/M1", "'BH/C1/M1'"),
        ("BH/P/P", "/P"),
        ("RTNG/F", "/F"),
        ("/C1", "'/C1'"),
    ],
)
def test_bad_codes_name_the_culprit(text: str, named: str) -> None:
    with pytest.raises(InvalidInputError) as info:
        parse_tiebreaks(text)
    assert named in str(info.value)
    assert isinstance(info.value, ValueError)


def test_cut_and_median_cannot_be_built_together() -> None:
    with pytest.raises(InvalidInputError):
        TieBreakSpec("BH", cut=1, median=1)


def test_every_registered_code_parses_and_has_a_definition() -> None:
    assert set(TIEBREAKS) == set(ALLOWED_MODIFIERS)
    for code in [
        "DE",
        "WIN",
        "WON",
        "BPG",
        "BWG",
        "PS",
        "REP",
        "STD",
        "TPN",
        "RTNG",
        "BH",
        "FB",
        "AOB",
        "SB",
        "KS",
        "ARO",
        "TPR",
        "PTP",
        "APRO",
        "APPO",
    ]:
        assert TieBreakSpec.parse(code).code == code
        assert code in TIEBREAKS


def test_specs_built_in_code_are_checked_too() -> None:
    with pytest.raises(InvalidInputError, match="TPN"):
        TieBreakSpec("TPN", cut=1)
    with pytest.raises(InvalidInputError, match="Cut-2"):
        TieBreakSpec("BH", cut=3)
    assert TieBreakSpec("AOB", fore=True).to_mtb() == "AOB/F"
