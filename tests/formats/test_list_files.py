"""Opening rating lists with bounds: the uncompressed size, the length of a line, damaged ZIPs (each said
plainly, never an exception of the ZIP module), and a full-size list still passes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arbiter_desk.formats.list_files import (
    MAX_LINE_BYTES,
    MAX_LIST_BYTES,
    TODAY_COMBINED_LIST_BYTES,
    ListRefusedError,
    first_lines,
)
from arbiter_desk.formats.rating_list import read_rating_list
from tests.formats.broken_zips import KINDS, broken_zip
from tests.formats.rating_list_samples import HEADER, txt_line

WORDS = {
    "encrypted": "encrypted",
    "method 99": "compressed with method 99",
    "cut directory": "its directory is missing or cut",
    "one huge line": "line 1: a line longer than any rating list's",
}


@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_zip_says_what_is_wrong(tmp_path: Path, kind: str) -> None:
    path = broken_zip(tmp_path, kind)
    with pytest.raises(ListRefusedError, match=WORDS[kind]):
        first_lines(path, 40)
    with pytest.raises(ListRefusedError, match=WORDS[kind]):
        list(read_rating_list(path))


def test_a_list_larger_than_the_limit_is_refused_unread(tmp_path: Path) -> None:
    """A sparse file: its size is told without a byte being read."""
    path = tmp_path / "players_list_foa.txt"
    with path.open("wb") as handle:
        handle.truncate(MAX_LIST_BYTES + 1)
    with pytest.raises(ListRefusedError, match="more than any rating list"):
        first_lines(path, 1)


def test_a_full_size_list_is_far_within_the_limit(tmp_path: Path) -> None:
    """The limit is four times today's combined list in its larger layout (the XML: 485 MB for ~1.2 million
    players); a synthetic full-size TXT list (its lines as FIDE's, 1.2 million of them) is sized here from
    real lines and passes the size check (sparse again: the reading itself is benchmarked in
    tests/benchmarks/bench_fide_list_import.py)."""
    line = txt_line(
        ID_Number="12401196", Name="Nguyễn, Thị Mai Hưng", Fed="VIE", Sex="F", Tit="WGM", SRtng="2301", B_day="1994"
    )
    full_size = len(HEADER) + 1 + 1_200_000 * (len(line.encode("utf-8")) + 2)
    assert MAX_LIST_BYTES == 4 * TODAY_COMBINED_LIST_BYTES and full_size < TODAY_COMBINED_LIST_BYTES
    path = tmp_path / "players_list_foa.txt"
    with path.open("wb") as handle:
        handle.write(f"{HEADER}\n".encode())
        handle.truncate(max(full_size, TODAY_COMBINED_LIST_BYTES))
    assert first_lines(path, 1)[0].startswith("ID Number")


def test_a_line_longer_than_any_list_line_stops_at_once(tmp_path: Path) -> None:
    path = tmp_path / "players_list_foa.txt"
    path.write_bytes(b"ID Number Name" + b" " * (MAX_LINE_BYTES * 4) + b"\n")
    with pytest.raises(ListRefusedError, match="line 1: a line longer"):
        first_lines(path, 40)
    assert os.path.getsize(path) > MAX_LINE_BYTES
