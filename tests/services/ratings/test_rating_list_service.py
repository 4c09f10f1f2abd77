"""The rating-list use cases: import a FIDE file (problems reported, cancel), look up, default location."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.services.ratings import rating_list
from arbiter_desk.services.ratings.rating_list import default_db_path, import_rating_list, lookup, rating_list_info
from tests.formats.rating_list_samples import XML_SAMPLE, txt_sample


def test_import_a_txt_file_and_look_players_up(tmp_path: Path) -> None:
    source = tmp_path / "players_list_foa.txt"
    source.write_text("\n".join(txt_sample()) + "\n", encoding="utf-8")
    db = tmp_path / "fide_ratings.sqlite"
    counts: list[int] = []

    def progress(count: int) -> bool:
        counts.append(count)
        return True

    result = import_rating_list(source, db, progress)
    assert (result.players, result.duplicates, result.cancelled, result.db_path) == (4, 0, False, db)
    assert [p.line for p in result.problems] == [7, 8, 9]
    assert counts == [4]
    assert lookup("1503014", db)[0].name == "Carlsen, Magnus"
    assert [p.name for p in lookup("zolc", db)] == ["Żółć, Łukasz"]
    assert [p.fide_id for p in lookup("Nguyen", db)] == [12401196]
    info = rating_list_info(db)
    assert info is not None and info.players == 4 and info.source == "players_list_foa.txt"


def test_import_xml_lines(tmp_path: Path) -> None:
    db = tmp_path / "r.sqlite"
    result = import_rating_list(XML_SAMPLE.splitlines(), db)
    assert result.players == 2 and len(result.problems) == 2
    assert lookup("Carlsen, M", db)[0].blitz == 2886


def test_cancelled_import_keeps_the_previous_list(tmp_path: Path) -> None:
    db = tmp_path / "r.sqlite"
    import_rating_list(XML_SAMPLE.splitlines(), db)
    result = import_rating_list(txt_sample(), db, lambda _n: False)
    assert result.cancelled
    assert [p.name for p in lookup("nguyen", db)] == []
    assert lookup("1127900", db)[0].name == "Żółć, Łukasz"


def test_a_file_without_players_does_not_replace_the_list(tmp_path: Path) -> None:
    db = tmp_path / "r.sqlite"
    import_rating_list(XML_SAMPLE.splitlines(), db)
    result = import_rating_list(["nonsense header", "more nonsense"], db)
    assert result.cancelled and result.players == 0 and result.problems[0].line == 1
    assert rating_list_info(db) is not None and rating_list_info(db).players == 2  # type: ignore[union-attr]


def test_default_location_is_the_user_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rating_list, "user_data_dir", lambda app, appauthor: str(tmp_path / app))
    assert default_db_path() == tmp_path / "ArbiterDesk" / "fide_ratings.sqlite"
    import_rating_list(XML_SAMPLE.splitlines())
    assert (tmp_path / "ArbiterDesk" / "fide_ratings.sqlite").exists()
    assert lookup("carlsen")[0].fide_id == 1503014
    assert rating_list_info() is not None
