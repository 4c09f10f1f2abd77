"""A cut or partly unreadable rating list never replaces a complete one (the README: "the previous list stays
until the new one is complete"; checklist Q116–119: the arbiter's ratings come from the list he chose).

Before, a list cut at a third (an interrupted download) became the newest list with a third of its players,
and one ``2²00`` stopped an XML list where it stood. Now a list that does not read to its end is refused whole
with its line and reason, a row that cannot be read is skipped and reported, and a list far smaller than the
one it would replace is refused.
"""

from __future__ import annotations

import zipfile
from datetime import date
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.formats.list_files import ListRefusedError
from arbiter_desk.services.ratings.rating_lists import COMBINED, import_fide_list, import_national_list, installed_lists
from arbiter_desk.store.rating_list_db import ListImportRefusedError
from tests.formats.rating_list_samples import HEADER, txt_line

PLAYERS = 3000
MONTH = date(2026, 11, 1)


def _xml(players: int, bad_at: int | None = None) -> str:
    rows = ['<?xml version="1.0" encoding="utf-8"?>', "<playerslist>"]
    for n in range(players):
        rating = "2²00" if n == bad_at else str(1500 + n % 1000)
        rows += [
            "<player>",
            f"<fideid>{1_000_000 + n}</fideid>",
            f"<name>Player{n}, X</name>",
            "<country>NOR</country>",
            f"<rating>{rating}</rating>",
            "</player>",
        ]
    rows.append("</playerslist>")
    return "\n".join(rows) + "\n"


def _txt(players: int) -> str:
    lines = [HEADER] + [
        txt_line(ID_Number=str(1_000_000 + n), Name=f"Player{n}, X", Fed="NOR", SRtng=str(1500 + n % 1000))
        for n in range(players)
    ]
    return "\n".join(lines) + "\n"


def _players(folder: Path) -> int:
    return next(i.info.players for i in installed_lists(folder) if i.rate == COMBINED)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder whose combined FIDE list holds ``PLAYERS`` players."""
    lists = tmp_path / "lists"
    full = tmp_path / "players_list_xml_foa.xml"
    full.write_text(_xml(PLAYERS), encoding="utf-8")
    assert import_fide_list(full, COMBINED, MONTH, lists).players == PLAYERS
    return lists


def test_an_xml_list_cut_at_a_third_is_refused_with_its_line(tmp_path: Path, folder: Path) -> None:
    text = _xml(PLAYERS)
    cut = tmp_path / "players_list_xml_foa.xml"
    cut.write_text(text[: len(text) // 3], encoding="utf-8")
    with pytest.raises(ListRefusedError, match=r"players_list_xml_foa.xml, line \d+: XML error: .*cut") as caught:
        import_fide_list(cut, COMBINED, MONTH, folder)
    assert caught.value.line > 1000 and "the previous list stays" in str(caught.value)
    assert _players(folder) == PLAYERS
    assert [p.name for p in folder.iterdir()] == ["fide_ratings.sqlite"]  # no temporary left


def test_one_unreadable_rating_skips_that_player_only(tmp_path: Path, folder: Path) -> None:
    """``2²00`` passes ``str.isdigit`` but not ``int``: it stopped the XML list at that player."""
    odd = tmp_path / "players_list_xml_foa.xml"
    odd.write_text(_xml(PLAYERS, bad_at=2500), encoding="utf-8")
    outcome = import_fide_list(odd, COMBINED, MONTH, folder)
    assert outcome.players == PLAYERS - 1
    assert [p.message for p in outcome.problems] == ["standard '2²00' is not a number"]
    assert _players(folder) == PLAYERS - 1


def test_a_txt_list_cut_in_a_line_is_refused(tmp_path: Path, folder: Path) -> None:
    text = _txt(PLAYERS)
    cut = tmp_path / "players_list_foa.txt"
    cut.write_text(text[: len(text) // 3], encoding="utf-8")
    with pytest.raises(ListRefusedError, match=r"line \d+: the last line has no line end: the file is cut"):
        import_fide_list(cut, COMBINED, MONTH, folder)
    assert _players(folder) == PLAYERS


def test_a_list_far_smaller_than_the_previous_is_refused_unless_allowed(tmp_path: Path, folder: Path) -> None:
    """Cut at a line end it reads to its end: a third of the players is what tells."""
    third = tmp_path / "players_list_foa.txt"
    third.write_text(_txt(PLAYERS // 3), encoding="utf-8")
    with pytest.raises(ListImportRefusedError, match=r"1,000 players, far fewer than the 3,000"):
        import_fide_list(third, COMBINED, MONTH, folder)
    assert _players(folder) == PLAYERS
    assert import_fide_list(third, COMBINED, MONTH, folder, allow_smaller=True).players == PLAYERS // 3


def test_txt_rows_out_of_bounds_are_skipped_and_reported(tmp_path: Path) -> None:
    lines = [
        HEADER,
        txt_line(ID_Number="1", Name="Low, Id", SRtng="3500"),
        txt_line(ID_Number="99999999999", Name="High, Id", SRtng="1000"),
        txt_line(ID_Number="2", Name="Odd, Digit", SRtng="2²00"),
        txt_line(ID_Number="9" * 30, Name="Long, Id"),
        txt_line(ID_Number="3", Name="Too, Strong", SRtng="3501"),
        txt_line(ID_Number="0", Name="Zero, Id"),
        txt_line(ID_Number="4", Name="Huge, Year", B_day="1" * 5000),
        txt_line(ID_Number="5", Name="Last, Good", RRtng="0"),
    ]
    path = tmp_path / "players_list_foa.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    outcome = import_fide_list(path, COMBINED, MONTH, tmp_path / "lists")
    assert outcome.players == 3
    assert [(p.line, p.message) for p in outcome.problems] == [
        (4, "standard '2²00' is not a number"),
        (5, "FIDE id '999999999999999' is outside 1 to 99,999,999,999"),  # the TXT column holds 15
        (6, "standard '3501' is outside 0 to 3500"),
        (7, "FIDE id '0' is outside 1 to 99,999,999,999"),
        (8, "birth year '111111' has more than 4 digits"),  # the column's width
    ]


def test_a_zip_with_a_wrong_crc_is_refused(tmp_path: Path, folder: Path) -> None:
    archive = tmp_path / "players_list.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_STORED) as zf:
        zf.writestr("players_list_foa.txt", _txt(PLAYERS))
    data = bytearray(archive.read_bytes())
    at = data.index(b"Player2000, X")
    data[at : at + 6] = b"Qlayer"
    archive.write_bytes(bytes(data))
    with pytest.raises(ListRefusedError, match=r"the file is damaged or cut \(Bad CRC-32"):
        import_fide_list(archive, COMBINED, MONTH, folder)
    assert _players(folder) == PLAYERS


def test_a_list_repeating_its_players_is_refused(tmp_path: Path, folder: Path) -> None:
    same = txt_line(ID_Number="1503014", Name="Carlsen, Magnus", SRtng="2833")
    path = tmp_path / "players_list_foa.txt"
    path.write_text("\n".join([HEADER] + [same] * 25_000) + "\n", encoding="utf-8")
    with pytest.raises(ListImportRefusedError, match="repeat an id"):
        import_fide_list(path, COMBINED, MONTH, folder)
    assert _players(folder) == PLAYERS


def _csv(path: Path, rows: list[str], end: str = "\n") -> Path:
    path.write_text("Name;ID;Elo\n" + "\n".join(rows) + end, encoding="utf-8")
    return path


MAPPING = {"name": "Name", "national_id": "ID", "standard": "Elo"}


def test_csv_rows_that_cannot_be_read_are_skipped_and_reported(tmp_path: Path) -> None:
    rows = [
        "Good, Ann;1;1800",
        "Odd, Bob;2;2²00",
        "Long, Cid;3;" + "9" * 30,
        "Wide, Dan;" + "x" * 200_000 + ";1500",
        "Cell, Fay;" + "y" * 20_000 + ";1500",
        "End, Eve;5;1600",
    ]
    outcome = import_national_list(_csv(tmp_path / "ger.csv", rows), "GER", MAPPING, MONTH, tmp_path / "lists")
    assert outcome.players == 2
    assert [(p.line, p.message) for p in outcome.problems] == [
        (3, "Standard rating: '2²00' is not a number"),
        (4, "Standard rating: '99999999999999999999…' is outside 0 to 3500"),
        (5, "a line longer than 65,536 characters (skipped)"),
        (6, "a cell longer than 1,000 characters"),
    ]


def test_a_csv_list_whose_last_row_is_cut_is_refused(tmp_path: Path) -> None:
    rows = [f"Player{n}, X;{n};{1500 + n}" for n in range(50)] + ["Cut, Off"]
    with pytest.raises(ListRefusedError, match=r"line 52: the last row is cut short"):
        import_national_list(_csv(tmp_path / "ger.csv", rows, end=""), "GER", MAPPING, MONTH, tmp_path / "lists")
    assert installed_lists(tmp_path / "lists") == []


def test_refusals_are_plain_input_errors() -> None:
    """The dialogs show an ``InvalidInputError``'s text as it is (no "unexpected error" and traceback)."""
    assert issubclass(ListRefusedError, InvalidInputError) and issubclass(ListImportRefusedError, InvalidInputError)
