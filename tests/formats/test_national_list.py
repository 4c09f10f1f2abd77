"""National CSV lists read through a column mapping (checklist Q117)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.formats.national_list import (
    MappingError,
    NationalListReader,
    check_mapping,
    encoding_of,
    guess_mapping,
    header_of,
    read_head,
)


def test_tab_and_semicolon_headers_are_split_and_guessed() -> None:
    assert header_of("Name\tFIDE ID\tRating\n") == ["Name", "FIDE ID", "Rating"]
    headers = header_of("Spieler;ZPS;DWZ;Geburtsjahr\n")
    assert headers == ["Spieler", "ZPS", "DWZ", "Geburtsjahr"]
    expected = {"name": "Spieler", "national_id": "ZPS", "standard": "DWZ", "birth_year": "Geburtsjahr"}
    assert guess_mapping(headers) == expected


def test_mapping_needs_a_name_and_a_rating_from_the_file() -> None:
    with pytest.raises(MappingError, match="at least one rating"):
        check_mapping({"name": "Name"}, ["Name"])
    with pytest.raises(MappingError, match="no column 'Elo'"):
        check_mapping({"name": "Name", "standard": "Elo"}, ["Name", "Rating"])


def test_players_without_a_fide_id_get_a_negative_key_and_ids_are_kept() -> None:
    text = 'Name,Nat,FIDE,Rapid\n"A, B",X1,,1500\n"C, D",X2,42,1600\n'
    reader = NationalListReader(text, {"name": "Name", "national_id": "Nat", "fide_id": "FIDE", "rapid": "Rapid"})
    entries = list(reader)
    assert [(e.fide_id, e.national_id, e.rapid, e.standard) for e in entries] == [
        (-2, "X1", 1500, None),
        (42, "X2", 1600, None),
    ]
    assert reader.problems == []


def test_a_file_is_read_row_by_row_and_a_latin_1_byte_far_down_makes_it_latin_1(tmp_path: Path) -> None:
    rows = "".join(f'"Player{n}, X";{n};1500\n' for n in range(60_000))  # over one block of the encoding scan
    path = tmp_path / "list.csv"
    path.write_bytes(("Name;Id;Rating\n" + rows).encode("utf-8") + b'"M\xfcller, Hans";A1;1720\n')
    assert encoding_of(path) == "latin-1"
    assert read_head(path, 2) == 'Name;Id;Rating\n"Player0, X";0;1500\n'
    reader = NationalListReader(path, {"name": "Name", "national_id": "Id", "standard": "Rating"})
    entries = list(reader)
    assert len(entries) == 60_001 and reader.problems == []
    assert (entries[-1].name, entries[-1].national_id, entries[-1].standard) == ("Müller, Hans", "A1", 1720)
    assert entries[-1].fide_id == -60_002  # the line number keeps counting rows of the streamed file
    utf8 = tmp_path / "utf8.csv"
    utf8.write_bytes(b"\xef\xbb\xbfName,Rating\n" + '"Müller, Hans",1720\n'.encode())
    assert encoding_of(utf8) == "utf-8-sig"
    assert [e.name for e in NationalListReader(utf8, {"name": "Name", "standard": "Rating"})] == ["Müller, Hans"]


def test_an_empty_file_is_said(tmp_path: Path) -> None:
    path = tmp_path / "empty.csv"
    path.write_bytes(b"")
    reader = NationalListReader(path, {"name": "Name", "standard": "Rating"})
    assert list(reader) == [] and [str(p) for p in reader.problems] == ["line 1: the file is empty"]
