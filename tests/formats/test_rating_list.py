"""Reading FIDE rating lists: columns from the TXT header, both formats, problems with line numbers, zip."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter_desk.formats.list_files import ListRefusedError
from arbiter_desk.formats.rating_list import ListFormat, RatingListEntry, read_rating_list, txt_columns
from tests.formats.rating_list_samples import HEADER, XML_SAMPLE, txt_line, txt_sample


def test_columns_come_from_the_header_words() -> None:
    columns = txt_columns(HEADER)
    assert columns["fide_id"] == (0, HEADER.index("Name"))
    assert columns["name"] == (HEADER.index("Name"), HEADER.index("Fed"))
    assert columns["standard"] == (HEADER.index("SRtng"), HEADER.index("SGm"))
    assert columns["flag"] == (HEADER.index("Flag"), None)
    assert "FOA" not in columns and "games" not in columns


def test_a_single_list_header_with_a_month_column_and_moved_columns() -> None:
    header = "ID Number   Name                          Fed  Sex Tit  WTit OTit FOA JAN25 Gms  K  Bday Flag"
    lines = [header, txt_line(header, ID_Number="123", Name="Short, Col", Fed="ISL", JAN25="1999", Bday="2001")]
    reader = read_rating_list(lines)
    assert list(reader) == [RatingListEntry(123, "Short, Col", "ISL", standard=1999, birth_year=2001)]
    assert reader.problems == []


def test_txt_good_lines_are_read_and_bad_lines_kept_as_problems() -> None:
    reader = read_rating_list(txt_sample())
    entries = list(reader)
    assert entries[0] == RatingListEntry(
        1503014, "Carlsen, Magnus", "NOR", "M", "GM", "", "", 2833, 2823, 2886, 1990, ""
    )
    assert entries[1].name == "Żółć, Łukasz" and entries[1].flag == "i" and entries[1].rapid is None
    assert entries[2].name == "Nguyễn, Thị Mai Hưng" and entries[2].women_title == "WGM"
    assert entries[3] == RatingListEntry(1400541, "Ørsted, Hans", "DEN", "M")
    assert len(entries) == 4
    assert [(p.line, p.message) for p in reader.problems] == [
        (7, "FIDE id '12A45' is not a number"),
        (8, "standard '2x00' is not a number"),
        (9, "the name is empty"),
    ]
    assert reader.problems[0].text.startswith("12A45")
    assert str(reader.problems[2]) == "line 9: the name is empty"


def test_a_header_without_id_and_name_is_one_problem() -> None:
    reader = read_rating_list(["Fed Sex Tit", "NOR M GM"])
    assert list(reader) == []
    assert reader.problems[0].line == 1 and "ID Number" in reader.problems[0].message


def test_empty_input() -> None:
    reader = read_rating_list(["", "  "])
    assert list(reader) == [] and reader.problems[0].message == "the file is empty"


def test_xml_players_and_problems() -> None:
    reader = read_rating_list(XML_SAMPLE.splitlines())
    entries = list(reader)
    assert entries[0] == RatingListEntry(
        1503014, "Carlsen, Magnus", "NOR", "M", "GM", "", "", 2833, 2823, 2886, 1990, ""
    )
    assert entries[1] == RatingListEntry(
        1127900, "Żółć, Łukasz", "POL", "M", "IM", standard=2410, birth_year=1987, flag="i"
    )
    assert len(entries) == 2
    lines = XML_SAMPLE.splitlines()
    broken = lines.index("<fideid>x1</fideid>")  # the <player> line just above, counted from 1
    assert [(p.line, p.message) for p in reader.problems] == [
        (broken, "FIDE id 'x1' is not a number"),
        (broken + 4, "standard 'high' is not a number"),
    ]


def test_xml_that_is_not_well_formed_is_refused_whole() -> None:
    """The players before the error must not replace a complete list: the reading refuses the list."""
    text = XML_SAMPLE.replace("</player>\n<player>\n<fideid>1127900", "</player>\n<player>\n<fideid>1127900<bad>", 1)
    with pytest.raises(ListRefusedError, match=r"line 2\d: XML error: mismatched tag") as caught:
        list(read_rating_list(text.splitlines()))
    assert caught.value.line > 20


def test_xml_entity_declarations_are_refused() -> None:
    text = '<?xml version="1.0"?>\n<!DOCTYPE p [<!ENTITY a "aaaa">]>\n<playerslist></playerslist>\n'
    with pytest.raises(ListRefusedError, match="entity"):
        list(read_rating_list(text.splitlines()))


@pytest.mark.parametrize("fmt", list(ListFormat))
def test_files_and_the_fide_zip(tmp_path: Path, fmt: ListFormat) -> None:
    text = "\n".join(txt_sample()) + "\n" if fmt is ListFormat.TXT else XML_SAMPLE
    plain = tmp_path / f"players_list_foa.{fmt.value}"
    plain.write_text(text, encoding="utf-8")
    archive = tmp_path / "players_list.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.write(plain, plain.name)
    for source in (plain, archive, str(plain)):
        reader = read_rating_list(source)
        entries = list(reader)
        assert entries[1].name == "Żółć, Łukasz"
        assert reader.problems and reader.lines_read >= len(entries)


def test_latin1_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "old.txt"
    line = txt_line(ID_Number="2000", Name="Müller, Jörg", Fed="GER", SRtng="2100")
    path.write_bytes(f"{HEADER}\n{line}\n".encode("latin-1"))
    assert [e.name for e in read_rating_list(path)] == ["Müller, Jörg"]


def test_reading_is_lazy() -> None:
    def lines() -> Iterator[str]:
        yield HEADER
        yield txt_line(ID_Number="1", Name="A, B")
        raise AssertionError("read too far")

    assert next(iter(read_rating_list(lines()))).fide_id == 1
