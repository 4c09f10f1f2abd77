"""National CSV lists read through a column mapping (checklist Q117)."""

from __future__ import annotations

import pytest

from arbiter_desk.formats.national_list import MappingError, NationalListReader, check_mapping, guess_mapping, header_of


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
