"""FIDE standard/rapid/blitz and national lists side by side, found by the event's sequence (checklist
Q116–129, Q134)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.rating_lists import FIDE, ListedRatings, ListRef, RateOfPlay, default_sequence
from arbiter_desk.formats.national_list import MappingError, guess_mapping, header_of
from arbiter_desk.services.ratings.rating_lists import (
    COMBINED,
    find_by_sequence,
    holdings,
    import_fide_list,
    import_national_list,
    installed_lists,
    month_of,
    sniff_fide_file,
)
from tests.formats.rating_list_samples import HEADER, txt_line

SINGLE_HEADER = (
    "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
    "           FOA NOV26 Gms  K  B-day Flag"
)


def _single(path: Path, rows: list[tuple[str, str, str]]) -> Path:
    lines = [SINGLE_HEADER] + [txt_line(SINGLE_HEADER, ID_Number=i, Name=n, NOV26=r) for i, n, r in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _combined(path: Path) -> Path:
    lines = [
        HEADER,
        txt_line(ID_Number="100", Name="Alpha, A", SRtng="2400", RRtng="2350", BRtng="2300"),
        txt_line(ID_Number="200", Name="Beta, B", SRtng="2100"),
        txt_line(ID_Number="300", Name="Gamma, C", BRtng="1900"),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_q119_122_each_fide_download_is_recognised_and_imported(tmp_path: Path) -> None:
    combined = _combined(tmp_path / "players_list_foa.txt")
    rapid = _single(tmp_path / "rapid_rating_list.txt", [("200", "Beta, B", "2050")])
    assert sniff_fide_file(combined)[0] == COMBINED
    assert sniff_fide_file(rapid) == ("rapid", date(2026, 11, 1))
    lists = tmp_path / "lists"
    assert import_fide_list(combined, COMBINED, date(2026, 10, 1), lists).players == 3
    assert import_fide_list(rapid, "rapid", date(2026, 11, 1), lists).players == 1
    assert [(i.name, i.rate, i.info.list_date) for i in installed_lists(lists)] == [
        (FIDE, COMBINED, "2026-10-01"),
        (FIDE, "rapid", "2026-11-01"),
    ]


def test_a_combined_file_is_not_taken_for_a_single_list(tmp_path: Path) -> None:
    combined = _combined(tmp_path / "players_list_foa.txt")
    with pytest.raises(InvalidInputError, match="combined list"):
        import_fide_list(combined, "blitz", date(2026, 11, 1), tmp_path)


def test_the_newest_list_of_a_rate_wins_and_single_lists_land_in_their_rate(tmp_path: Path) -> None:
    import_fide_list(_combined(tmp_path / "all.txt"), COMBINED, date(2026, 10, 1), tmp_path)
    import_fide_list(
        _single(tmp_path / "blitz.txt", [("100", "Alpha, A", "2310")]), "blitz", date(2026, 11, 1), tmp_path
    )
    held = holdings([100, 200, 300, 999], tmp_path)
    # standard and rapid from the combined October list, blitz from the November blitz list
    assert held.of(100) == {FIDE: ListedRatings(2400, 2350, 2310)}
    # the November blitz list does not hold Gamma: Gamma has no blitz rating in it any more
    assert held.of(300) == {FIDE: ListedRatings(None, None, None)}
    assert held.of(999) == {}
    assert held.dates[FIDE] == "2026-11-01"


def test_q127_q118_rapid_event_finds_a_player_by_the_effective_rapid_list(tmp_path: Path) -> None:
    import_fide_list(_combined(tmp_path / "all.txt"), COMBINED, date(2026, 11, 1), tmp_path)
    sequence = default_sequence(RateOfPlay.RAPID)
    beta = find_by_sequence(sequence, 200, tmp_path)  # no rapid rating: the standard one stands in
    assert beta.chosen is not None and beta.chosen.rating == 2100
    assert beta.chosen.source_text == "fide-rapid-effective@2026-11-01"
    gamma = find_by_sequence(sequence, 300, tmp_path)  # only a blitz rating: offered, not chosen
    assert gamma.chosen is None
    assert [(o.list.key, o.rating) for o in gamma.offers] == [("fide-blitz", 1900)]


def test_q117_national_csv_with_a_mapping_and_in_the_sequence(tmp_path: Path) -> None:
    csv_file = tmp_path / "dwz.csv"
    csv_file.write_text("ZPS;Spielername;FIDE-ID;DWZ;Geburtsjahr\nA1;Beta, B;200;2080;1990\nA2;Delta, D;;1700;\n")
    headers = header_of(csv_file.read_text())
    mapping = guess_mapping(headers)
    assert mapping["standard"] == "DWZ" and mapping["birth_year"] == "Geburtsjahr"
    with pytest.raises(MappingError, match="name"):
        import_national_list(csv_file, "GER", mapping, date(2026, 11, 1), tmp_path)
    mapping |= {"name": "Spielername", "fide_id": "FIDE-ID", "national_id": "ZPS"}
    result = import_national_list(csv_file, "ger", mapping, date(2026, 11, 1), tmp_path)
    assert result.players == 2 and result.problems == ()
    assert [i.name for i in installed_lists(tmp_path)] == ["GER"]
    sequence = (ListRef(FIDE, RateOfPlay.STANDARD), ListRef("GER", RateOfPlay.STANDARD))
    outcome = find_by_sequence(sequence, 200, tmp_path)
    assert outcome.chosen is None and [(o.list.key, o.rating) for o in outcome.offers] == [
        ("national:GER-standard", 2080)
    ]


def test_national_rows_that_cannot_be_read_are_reported_by_line_and_field(tmp_path: Path) -> None:
    csv_file = tmp_path / "n.csv"
    csv_file.write_text('name,rating\n"Good, G",1500\n"Bad, B",15x0\n,1600\n', encoding="utf-8")
    result = import_national_list(csv_file, "ENG", {"name": "name", "standard": "rating"}, date(2026, 1, 1), tmp_path)
    assert [str(p) for p in result.problems] == [
        "line 3: Standard rating: '15x0' is not a number",
        "line 4: Name: empty",
    ]


def test_national_list_names_are_checked(tmp_path: Path) -> None:
    with pytest.raises(InvalidInputError, match="national list name"):
        import_national_list(tmp_path / "x.csv", "fide", {}, date(2026, 1, 1), tmp_path)


def test_month_titles() -> None:
    assert month_of("standard_nov26frl.txt") == date(2026, 11, 1)
    assert month_of("players_list_foa.txt") is None


def test_q119_fide_xml_combined_list_is_recognised(tmp_path: Path) -> None:
    xml = tmp_path / "players_list_xml_foa.xml"
    player = (
        "<player>\n<fideid>100</fideid>\n<name>Alpha, A</name>\n<country>NOR</country>\n<sex>M</sex>\n"
        "<title></title>\n<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>2400</rating>\n"
        "<games>0</games>\n<k>10</k>\n<rapid_rating>2350</rapid_rating>\n<rapid_games>0</rapid_games>\n"
        "<rapid_k>20</rapid_k>\n<blitz_rating>2300</blitz_rating>\n<birthday>1990</birthday>\n<flag></flag>\n"
        "</player>\n"
    )
    xml.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n{player}</playerslist>\n')
    assert sniff_fide_file(xml)[0] == COMBINED
    import_fide_list(xml, COMBINED, date(2026, 11, 1), tmp_path)
    assert holdings([100], tmp_path).of(100) == {FIDE: ListedRatings(2400, 2350, 2300)}
