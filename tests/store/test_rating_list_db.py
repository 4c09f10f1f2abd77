"""The local rating list database: bulk import, lookups by id and by name (accents and case ignored),
cancel and failure leave the old database as it was."""

from __future__ import annotations

import multiprocessing
import os
import signal
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter_desk.formats.rating_list import RatingListEntry
from arbiter_desk.store import rating_list_db
from arbiter_desk.store.rating_list_db import import_entries, lookup, rating_list_info, search_key

PLAYERS = (
    RatingListEntry(1503014, "Carlsen, Magnus", "NOR", "M", "GM", standard=2833, birth_year=1990),
    RatingListEntry(1503015, "Carlsen, Henrik", "NOR", "M", standard=1900),
    RatingListEntry(1127900, "Żółć, Łukasz", "POL", "M", "IM", standard=2410, flag="i"),
    RatingListEntry(12401196, "Nguyễn, Thị Mai Hưng", "VIE", "F", "WGM", "WGM", standard=2301),
    RatingListEntry(1400541, "Ørsted, Hans", "DEN", "M"),
    RatingListEntry(1400542, "Orsted, Anna", "DEN", "F", standard=1500),
    RatingListEntry(1503014, "Duplicate, Id", "NOR", "M"),
)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "data" / "fide_ratings.sqlite"
    outcome = import_entries(PLAYERS, path, source="players_list_foa.txt")
    assert (outcome.players, outcome.duplicates, outcome.cancelled) == (6, 1, False)
    return path


def names(found: list[rating_list_db.RatedPlayer]) -> list[str]:
    return [p.name for p in found]


def test_lookup_by_fide_id(db: Path) -> None:
    [player] = lookup(db, "1503014")
    assert player.name == "Carlsen, Magnus" and player.standard == 2833 and player.birth_year == 1990
    assert player.title == "GM" and player.rapid is None
    assert lookup(db, " 1127900 ")[0].name == "Żółć, Łukasz"
    assert lookup(db, "99") == []


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Carlsen, M", ["Carlsen, Magnus"]),
        ("carlsen", ["Carlsen, Henrik", "Carlsen, Magnus"]),
        ("CARLSEN,magnus", ["Carlsen, Magnus"]),
        ("Magnus Carlsen", ["Carlsen, Magnus"]),
        ("zolc", ["Żółć, Łukasz"]),
        ("Żółć, Ł", ["Żółć, Łukasz"]),
        ("nguyen, thi", ["Nguyễn, Thị Mai Hưng"]),
        ("orsted", ["Orsted, Anna", "Ørsted, Hans"]),
        ("Ørsted", ["Orsted, Anna", "Ørsted, Hans"]),
        ("xyz", []),
        ("", []),
    ],
)
def test_lookup_by_name_prefix(db: Path, query: str, expected: list[str]) -> None:
    assert names(lookup(db, query)) == expected


def test_limit(db: Path) -> None:
    assert len(lookup(db, "c", limit=1)) == 1


def test_info_and_indexes(db: Path) -> None:
    info = rating_list_info(db)
    assert info is not None and info.players == 6 and info.source == "players_list_foa.txt"
    assert info.imported_at.endswith("+00:00")
    with sqlite3.connect(db) as conn:
        plan = " ".join(
            str(r)
            for r in conn.execute(
                "EXPLAIN QUERY PLAN SELECT * FROM player WHERE search_name >= 'a' AND search_name < 'b'"
            )
        )
        assert "ix_player_search_name" in plan
        plan = " ".join(str(r) for r in conn.execute("EXPLAIN QUERY PLAN SELECT * FROM player WHERE fide_id = 1"))
        assert "INTEGER PRIMARY KEY" in plan


def test_no_database_finds_nobody(tmp_path: Path) -> None:
    assert lookup(tmp_path / "none.sqlite", "carlsen") == []
    assert rating_list_info(tmp_path / "none.sqlite") is None
    (tmp_path / "junk.sqlite").write_bytes(b"not a database at all, not at all" * 10)
    assert rating_list_info(tmp_path / "junk.sqlite") is None


def _many(count: int) -> Iterator[RatingListEntry]:
    for n in range(count):
        yield RatingListEntry(10_000 + n, f"Player {n:06d}, Test", "ISL")


def test_cancel_keeps_the_old_database(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rating_list_db, "BATCH_SIZE", 10)
    seen: list[int] = []

    def progress(count: int) -> bool:
        seen.append(count)
        return count < 30

    outcome = import_entries(_many(100), db, progress)
    assert outcome.cancelled and seen == [10, 20, 30]
    assert names(lookup(db, "carlsen, m")) == ["Carlsen, Magnus"] and lookup(db, "player") == []
    assert sorted(p.name for p in db.parent.iterdir()) == [db.name]


def test_failure_keeps_the_old_database(db: Path) -> None:
    def broken() -> Iterator[RatingListEntry]:
        yield from _many(5)
        raise OSError("disk gone")

    with pytest.raises(OSError, match="disk gone"):
        import_entries(broken(), db)
    assert lookup(db, "1503014")[0].name == "Carlsen, Magnus"
    assert sorted(p.name for p in db.parent.iterdir()) == [db.name]


def test_a_new_import_replaces_the_list(db: Path) -> None:
    outcome = import_entries(_many(25), db, lambda _n: True)
    assert outcome.players == 25 and not outcome.cancelled
    assert lookup(db, "carlsen") == [] and len(lookup(db, "player", limit=100)) == 25


def test_search_key() -> None:
    assert search_key("Żółć,  Łukasz") == "zolc, lukasz"
    assert search_key("Nguyễn , Thị") == "nguyen, thi"
    assert search_key("Carlsen,Magnus") == "carlsen, magnus"
    assert search_key("Strauß") == "strauss"


def _killed_midway(db: str) -> None:
    def entries() -> Iterator[RatingListEntry]:
        yield from _many(50)
        os.kill(os.getpid(), signal.SIGKILL)  # a crash: no cleanup runs

    import_entries(entries(), Path(db), lambda _n: True)


def test_a_crash_during_the_import_leaves_the_old_database_whole(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The list is built under a temporary name with journaling and syncing off and renamed into place only when
    complete: a process killed mid-import leaves the old list readable and at most its hidden temporary file."""
    monkeypatch.setattr(rating_list_db, "BATCH_SIZE", 10)
    child = multiprocessing.get_context("fork").Process(target=_killed_midway, args=(str(db),))
    child.start()
    child.join(60)
    assert child.exitcode == -signal.SIGKILL
    assert lookup(db, "1503014")[0].name == "Carlsen, Magnus" and lookup(db, "player") == []
    assert rating_list_info(db) is not None and rating_list_info(db).players == 6  # type: ignore[union-attr]
    left = [p.name for p in db.parent.iterdir() if p.name != db.name]
    assert all(name.startswith(f".{db.name}.") and name.endswith(".tmp") for name in left)


FOLDINGS = (
    ("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), ("å", "aa"), ("ø", "oe"), ("æ", "ae"), ("œ", "oe"),
    ("é", "e"), ("ł", "l"), ("č", "c"), ("ñ", "n"),
)  # fmt: skip
"""How FIDE's list and the arbiter may write one letter (German, Scandinavian, French
transliterations, and the accents dropped)."""


@pytest.mark.parametrize(("letter", "spelt"), FOLDINGS)
def test_a_name_is_found_however_its_letters_are_written_both_ways(tmp_path: Path, letter: str, spelt: str) -> None:
    """ "Müller" finds "Mueller, Zoe" and "Mueller" finds "Müller, Zoe"; likewise for each letter of the table."""
    written = RatingListEntry(2000001, f"K{letter}ster, Zoe", "GER", "F", standard=1800)
    plain = RatingListEntry(2000002, f"K{spelt}ster, Zoe", "GER", "F", standard=1700)
    path = tmp_path / "fold.sqlite"
    import_entries((written, plain), path, source="players_list_foa.txt")
    for query in (f"K{letter}ster", f"K{spelt}ster, Z", f"k{letter.upper()}ster".lower()):
        assert sorted(names(lookup(path, query))) == sorted([written.name, plain.name]), query


def test_mueller_and_mueller_find_each_other(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite"
    import_entries(
        (RatingListEntry(3000001, "Mueller, Zoe", "GER", "F"), RatingListEntry(3000002, "Müller, Paul", "GER", "M")),
        path,
        source="players_list_foa.txt",
    )
    assert names(lookup(path, "Müller")) == ["Mueller, Zoe", "Müller, Paul"]
    assert names(lookup(path, "Mueller")) == ["Mueller, Zoe", "Müller, Paul"]
    assert names(lookup(path, "Zoe Müller")) == ["Mueller, Zoe"]
