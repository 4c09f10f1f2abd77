"""From a rating-list player to the participant's data; the size estimate of a list file."""

from __future__ import annotations

import zipfile
from pathlib import Path

from arbiter_desk.core.player import Sex, Title
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.services.ratings.rating_list import RatedPlayer
from arbiter_desk.services.ratings.rating_lookup import estimated_players, player_data_from_list, title_of
from tests.formats.rating_list_samples import HEADER


def rated(**fields: object) -> RatedPlayer:
    values: dict[str, object] = dict(fide_id=1, name="Polgar, Judit", federation="hun", sex="F", title="GM",
                                     women_title="", other_titles="", standard=2675, rapid=None, blitz=None,
                                     birth_year=1976, flag="i")  # fmt: skip
    return RatedPlayer(**(values | fields))  # type: ignore[arg-type]


def test_player_data() -> None:
    assert player_data_from_list(rated()) == PlayerData("Polgar, Judit", Sex.FEMALE, Title.GM, 2675, "HUN", 1, "1976")
    unrated = player_data_from_list(rated(standard=None, birth_year=None, sex="", title=""))
    assert (unrated.rating, unrated.birth_date, unrated.sex, unrated.title) == (0, "", Sex.UNKNOWN, Title.NONE)


def test_open_title_first_then_the_womens_title() -> None:
    assert title_of(rated(title="IM", women_title="WGM")) == Title.IM
    assert title_of(rated(title="", women_title="WIM")) == Title.WIM
    assert title_of(rated(title="HM", women_title="WFM")) == Title.WFM  # an unknown title is passed over


def test_estimated_players(tmp_path: Path) -> None:
    line = HEADER + "\n"
    txt = tmp_path / "players_list_foa.txt"
    txt.write_text(line * 101, encoding="utf-8")
    assert estimated_players(txt) == 100
    archive = tmp_path / "players_list.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("players_list_foa.txt", line * 51)
    assert estimated_players(archive) == 50
    xml = tmp_path / "players_list_xml_foa.xml"
    xml.write_text("<playerslist></playerslist>", encoding="utf-8")
    assert estimated_players(xml) is None
    assert estimated_players(tmp_path / "missing.txt") is None
