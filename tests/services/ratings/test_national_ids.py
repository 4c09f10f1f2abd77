"""National lists find players by their national id, and offer rows by name and year of birth
(checklist Q117, Q128–129, Q142–144): the mapped id column of a national CSV matches the player's national id
when his FIDE id is not in the list (or he has none); without any id the rows with his name (and year of birth)
are offered to the arbiter, who links one — nothing is matched silently."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.rating_lists import FIDE, ListRef, RateOfPlay
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.ratings.event_ratings import RatingChoice, RatingKind, RatingSettings
from arbiter_desk.services.ratings.rating_check import check_ratings
from arbiter_desk.services.ratings.rating_lists import (
    find_by_sequence,
    holdings,
    import_national_list,
    national_candidates,
)

GER = ListRef("GER", RateOfPlay.STANDARD)
MAPPING = {"name": "Spielername", "fide_id": "FIDE-ID", "national_id": "ZPS", "standard": "DWZ", "birth_year": "Jahr"}


def _ger(folder: Path, rows: str, month: int = 11) -> None:
    source = folder / f"dwz{month}.csv"
    source.write_text("ZPS;Spielername;FIDE-ID;DWZ;Jahr\n" + rows, encoding="utf-8")
    result = import_national_list(source, "GER", MAPPING, date(2026, month, 1), folder)
    assert result.problems == ()


def test_q117_a_national_list_finds_a_player_without_fide_id_by_his_national_id(tmp_path: Path) -> None:
    _ger(tmp_path, "A1;Müller, Hans;;1720;1980\nA2;Schmidt, Eva;4600;1650;1990\n")
    held = holdings([-7, 4600], tmp_path, {-7: "A1"})
    assert held.of(-7)["GER"].standard == 1720 and held.of(4600)["GER"].standard == 1650
    assert holdings([-7], tmp_path).of(-7) == {}  # no national id: nothing found by FIDE id -7
    outcome = find_by_sequence((GER,), None, tmp_path, national_id="A1")
    assert outcome.chosen is not None and outcome.chosen.rating == 1720


def test_q117_the_national_id_finds_a_player_whose_fide_id_the_national_list_lacks(tmp_path: Path) -> None:
    _ger(tmp_path, "A1;Müller, Hans;;1720;1980\n")
    sequence = (ListRef(FIDE, RateOfPlay.STANDARD), GER)
    outcome = find_by_sequence(sequence, 123456, tmp_path, national_id="A1")
    assert [(o.list.key, o.rating) for o in outcome.offers] == [("national:GER-standard", 1720)]
    assert find_by_sequence(sequence, 123456, tmp_path).offers == ()


def test_q128_without_an_id_rows_by_name_and_birth_year_are_offered_never_taken(tmp_path: Path) -> None:
    _ger(tmp_path, "A1;Müller, Hans;;1720;1980\nA7;Mueller, Hans;;1500;1980\nA9;Müller, Hans;;1400;2001\n")
    offered = national_candidates("Hans Muller", 1980, tmp_path)
    assert [c.entry.national_id for c in offered] == ["A1"]
    assert offered[0].label == "GER A1: Müller, Hans, born 1980 (standard 1720)"
    both = national_candidates("müller, hans", None, tmp_path)
    assert [c.entry.national_id for c in both] == ["A1", "A9", "A7"]  # ü and ue are one letter in a search
    assert national_candidates("Nobody, N", 1980, tmp_path) == []


def test_q142_144_the_check_finds_national_only_players_by_id_and_applies_only_the_ticked(
    desk: Desk, tmp_path: Path
) -> None:
    settings = desk.settings.current()
    desk.settings.update_settings(replace(settings, info=replace(settings.info, start_date="2026/11/28")))
    desk.ratings.set_rating_settings(RatingSettings(RateOfPlay.STANDARD, (GER,)))
    desk.players.register_player(PlayerData("Müller, Hans", rating=0, birth_date="1980"))
    desk.players.register_player(PlayerData("Klein, Otto", rating=0, birth_date="1975"))
    _ger(tmp_path, "A1;Müller, Hans;;1720;1980\nA2;Klein, Otto;;1600;1975\n")
    ids = {p.name: p.id for p in desk.players.all()}
    assert check_ratings(desk.state(), date(2026, 11, 28), tmp_path).findings == ()  # no id: nothing matched
    (offer,) = national_candidates("Müller, Hans", 1980, tmp_path)
    desk.ratings.set_national_id(ids["Müller, Hans"], offer.entry.national_id)
    desk.ratings.set_national_id(ids["Klein, Otto"], "A2")
    source = "national:GER-standard@2026-11-01"
    desk.ratings.assign_ratings({ids["Müller, Hans"]: RatingChoice(RatingKind.FIDE, 1720, source)})
    desk.ratings.assign_ratings({ids["Klein, Otto"]: RatingChoice(RatingKind.FIDE, 1600, source)})
    _ger(tmp_path, "A1;Müller, Hans;;1735;1980\nA2;Klein, Otto;;1610;1975\n", month=12)
    report = check_ratings(desk.state(), date(2026, 11, 28), tmp_path)
    assert [f.text for f in report.findings] == [
        "Müller, Hans: 1720 stored, 1735 in the list (National (GER) standard)",
        "Klein, Otto: 1600 stored, 1610 in the list (National (GER) standard)",
    ]
    chosen = report.findings[1]
    desk.ratings.assign_ratings({chosen.discrepancy.player: chosen.proposal})
    assert {p.name: p.rating for p in desk.players.all()} == {"Müller, Hans": 1720, "Klein, Otto": 1610}


def test_the_national_id_is_journaled_and_checked(desk: Desk) -> None:
    desk.players.register_player(PlayerData("Müller, Hans", rating=0))
    (player,) = desk.players.all()
    desk.ratings.set_national_id(player.id, " A1 ")
    assert desk.players.all()[0].national_id == "A1"
    assert desk.journal.entries()[-1].label == "national id of Müller, Hans: A1"
    with pytest.raises(InvalidInputError, match="at most 20 printable"):
        desk.ratings.set_national_id(player.id, "x" * 21)
    desk.journal.undo()
    assert desk.players.all()[0].national_id == ""
