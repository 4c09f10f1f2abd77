"""The fast list readers give exactly what the readers before them gave (the import got faster
without changing what is stored): entries and problems, line for line, on every column form a list has —
missing and zero ratings, flags, titles, birth years, K-factors and games, single-list month columns, accents,
bad ids, names and numbers — in TXT and XML, from lines and from files."""

from __future__ import annotations

import contextlib
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

from arbiter_desk.formats import rating_list as fast
from arbiter_desk.store import rating_list_db
from tests.formats import rating_list_oracle as before
from tests.formats.rating_list_samples import HEADER, XML_SAMPLE, txt_line, txt_sample

SINGLE = "ID Number   Name                          Fed  Sex Tit  WTit OTit FOA JAN25 Gms  K  Bday Flag"

_NAMES = ("Carlsen, Magnus", "Żółć, Łukasz", "Nguyễn, Thị Mai", "Ørsted, Hans", "A", "O'Neil,  Pat", "")
_RATINGS = ("", "", "0", "1400", "2833", "12x", "-5")
_IDS = ("1503014", "7", "12A45", "", " 42")
"""(FIDE id 0, read before, is outside FIDE's ids since ids are bounded: tested in test_cut_rating_lists.)"""
_TITLES = ("", "GM", "IM", "WGM", "CM", "FM WFM")
_FLAGS = ("", "i", "w", "wi")
_YEARS = ("", "0", "1990", "2018", "19x0")


def _values(rng: random.Random, n: int) -> dict[str, str]:
    return {
        "id": rng.choice(_IDS) if n % 5 == 0 else str(1_000_000 + n),
        "name": rng.choice(_NAMES) if n % 3 else f"Player{n}, X",
        "fed": rng.choice(("NOR", "POL", "", "FID")),
        "sex": rng.choice("MF "),
        "title": rng.choice(_TITLES),
        "women": rng.choice(("", "WGM", "WIM")),
        "other": rng.choice(("", "IA,FA", "FT")),
        "standard": rng.choice(_RATINGS),
        "rapid": rng.choice(_RATINGS),
        "blitz": rng.choice(_RATINGS),
        "k": rng.choice(("", "10", "20", "40")),
        "games": rng.choice(("", "0", "9")),
        "born": rng.choice(_YEARS),
        "flag": rng.choice(_FLAGS),
    }


def _txt_lines(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    lines = [HEADER]
    for n in range(count):
        p = _values(rng, n)
        lines.append(
            txt_line(
                ID_Number=p["id"],
                Name=p["name"],
                Fed=p["fed"],
                Sex=p["sex"],
                Tit=p["title"],
                WTit=p["women"],
                OTit=p["other"],
                SRtng=p["standard"],
                SGm=p["games"],
                SK=p["k"],
                RRtng=p["rapid"],
                RGm=p["games"],
                Rk=p["k"],
                BRtng=p["blitz"],
                BGm=p["games"],
                BK=p["k"],
                B_day=p["born"],
                Flag=p["flag"],
            )
        )
        if n % 17 == 0:
            lines.append(rng.choice(("", "   ", "\t")))
    return lines


def _single_lines(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    lines = [SINGLE]
    for n in range(count):
        p = _values(rng, n)
        lines.append(
            txt_line(
                SINGLE,
                ID_Number=p["id"],
                Name=p["name"],
                Fed=p["fed"],
                Tit=p["title"],
                JAN25=p["standard"],
                Gms=p["games"],
                K=p["k"],
                Bday=p["born"],
                Flag=p["flag"],
            )
        )
    return lines


def _xml_text(count: int, seed: int) -> str:
    rng = random.Random(seed)
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<playerslist>"]
    for n in range(count):
        p = _values(rng, n)
        tags = (
            ("fideid", p["id"]),
            ("name", escape(p["name"])),
            ("country", p["fed"]),
            ("sex", p["sex"]),
            ("title", p["title"]),
            ("w_title", p["women"]),
            ("o_title", p["other"]),
            ("foa_title", ""),
            ("rating", p["standard"]),
            ("games", p["games"]),
            ("k", p["k"]),
            ("rapid_rating", p["rapid"]),
            ("rapid_k", p["k"]),
            ("blitz_rating", p["blitz"]),
            ("birthday", p["born"]),
            ("flag", p["flag"]),
        )
        kept = [(tag, value) for tag, value in tags if n % 7 or value]  # some players leave empty tags out
        body = "".join(f"<{tag}>{value}</{tag}>" if n % 2 else f"<{tag}>{value}</{tag}>\n" for tag, value in kept)
        out.append(f"<player>\n{body}</player>" if n % 2 else f"<player>{body}</player>")
    out.append("</playerslist>")
    return "\n".join(out) + "\n"


def _read(module: object, source: object) -> tuple[list[tuple[object, ...]], list[tuple[int, str, str]], int]:
    reader = module.read_rating_list(source)  # type: ignore[attr-defined]
    entries = [tuple(getattr(e, f) for f in e.__slots__) for e in reader]
    return entries, [(p.line, p.message, p.text) for p in reader.problems], reader.lines_read


@pytest.mark.parametrize(
    "lines",
    [txt_sample(), _txt_lines(3000, 1), _txt_lines(3000, 2), _single_lines(2000, 3), XML_SAMPLE.splitlines()],
    ids=["txt-sample", "txt-combined-1", "txt-combined-2", "txt-single-month", "xml-sample"],
)
def test_the_fast_readers_equal_the_readers_before_them(lines: list[str]) -> None:
    new = _read(fast, lines)
    assert new == _read(before, lines)
    assert new[1], "every sample holds bad lines, so problems are compared too"


@pytest.mark.parametrize("seed", [4, 5])
def test_the_fast_xml_reader_equals_the_reader_before_it(seed: int, tmp_path: Path) -> None:
    text = _xml_text(3000, seed)
    path = tmp_path / "players_list_xml_foa.xml"
    path.write_text(text, encoding="utf-8")
    new = _read(fast, path)
    assert new == _read(before, path)
    assert len(new[0]) > 500 and len(new[1]) > 100  # both good players and problems were compared


def test_the_generated_lists_hold_every_column_form() -> None:
    entries, problems, _ = _read(fast, _txt_lines(3000, 1))
    assert len(entries) > 500 and len(problems) > 100
    messages = {message.split(" ")[0] for _line, message, _text in problems}
    assert {"FIDE", "standard", "rapid", "blitz", "birth", "the"} <= messages
    fields = fast.RatingListEntry.__slots__
    seen = {f: {e[fields.index(f)] for e in entries} for f in ("standard", "birth_year", "flag", "title", "sex")}
    assert None in seen["standard"] and 2833 in seen["standard"] and None in seen["birth_year"]
    assert {"", "i", "w", "wi"} <= seen["flag"] and "GM" in seen["title"]


def _rows(source: object) -> tuple[list[tuple[object, ...]], list[tuple[int, str, str]], int]:
    reader = fast.read_rating_list(source)  # type: ignore[arg-type]
    rows: list[tuple[object, ...]] = list(reader.rows())
    return rows, [(p.line, p.message, p.text) for p in reader.problems], reader.lines_read


def _as_row(entry: tuple[object, ...]) -> tuple[object, ...]:
    name = entry[1]
    assert isinstance(name, str)
    return (*entry[:12], rating_list_db.search_key(name), entry[12])


_SOURCES: dict[str, Callable[[], list[str]]] = {
    "txt-sample": txt_sample,
    "txt-combined": lambda: _txt_lines(3000, 6),
    "txt-single-month": lambda: _single_lines(2000, 7),
    "xml-sample": lambda: XML_SAMPLE.splitlines(),
    "xml-generated": lambda: _xml_text(3000, 8).splitlines(),
}


@pytest.mark.parametrize("source", sorted(_SOURCES))
def test_the_row_path_reads_what_the_reader_before_it_read(source: str) -> None:
    """``rows()`` gives the previous reader's entries as rows (with the search key) and the
    same problems, line for line and field for field, whatever the list holds."""
    lines = _SOURCES[source]()
    entries, problems, lines_read = _read(before, lines)
    assert _rows(lines) == ([_as_row(e) for e in entries], problems, lines_read)
    assert (*fast.RatingListEntry.__slots__[:12], "search_name", "national_id") == fast.ROW_FIELDS


def _tables(path: Path) -> dict[str, list[tuple[object, ...]]]:
    with contextlib.closing(sqlite3.connect(path)) as db:
        return {
            "player": db.execute("SELECT * FROM player ORDER BY fide_id").fetchall(),
            "meta": db.execute("SELECT key, value FROM meta WHERE key != 'imported_at' ORDER BY key").fetchall(),
            "schema": db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name").fetchall(),
            "user_version": db.execute("PRAGMA user_version").fetchall(),
        }


@pytest.mark.parametrize(
    ("source", "single_rate"),
    [(s, "") for s in sorted(_SOURCES)]
    + [
        ("txt-single-month", "rapid"),
        ("txt-single-month", "blitz"),
    ],
)
def test_the_row_path_stores_what_the_entry_path_stored(source: str, single_rate: str, tmp_path: Path) -> None:
    """The list database built by the row path (fast reader's rows -> ``import_rows``) equals, table by table,
    the one built by the path before it (the previous reader's entries -> ``import_entries``): players (every
    column, the search key too, duplicate ids skipped alike), meta, schema and indexes."""
    lines = _SOURCES[source]()
    meta = {"list_date": "2026-11-01", "rate": single_rate or "combined", "list_name": "fide"}
    old, new = tmp_path / "old.sqlite", tmp_path / "new.sqlite"
    kept_old = rating_list_db.import_entries(
        before.read_rating_list(lines), old, source="x.txt", meta=meta, single_rate=single_rate
    )
    kept_new = rating_list_db.import_rows(
        fast.read_rating_list(lines).rows(), new, source="x.txt", meta=meta, single_rate=single_rate
    )
    assert kept_new == kept_old
    old_tables, new_tables = _tables(old), _tables(new)
    assert old_tables["player"], "players were stored"
    for table, rows in old_tables.items():
        assert new_tables[table] == rows, table
    if single_rate:  # the month's rating in the rate's column, the rest as a standard list stores it
        as_standard = tmp_path / "standard.sqlite"
        rating_list_db.import_entries(before.read_rating_list(lines), as_standard, meta=meta)
        standard, column = 8, {"rapid": 9, "blitz": 10}[single_rate]
        moved = [
            tuple(row[standard] if i == column else None if i == standard else v for i, v in enumerate(row))
            for row in _tables(as_standard)["player"]
        ]
        assert new_tables["player"] == moved
        assert any(row[column] is not None for row in moved)
