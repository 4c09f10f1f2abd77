"""Prize lists of the open tournament: categories stored once per event in one journaled,
undoable action with the optimistic check, players' clubs kept, each list the standings restricted to the
category, and the printable prize lists."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.player import Sex
from arbiter_desk.services import Desk
from arbiter_desk.services.documents.sheets import PRIZE_LISTS, document_for, document_kinds, round_choices
from arbiter_desk.services.event.errors import StaleRecordError
from arbiter_desk.services.standings.prize_lists import CategoryKind, PrizeCategory
from arbiter_desk.services.standings.standings_csv import standings_csv
from arbiter_desk.services.standings.standings_view import standings
from tests.ui.print_fixtures import generated_desk

WOMEN = PrizeCategory("Best woman", CategoryKind.WOMEN)
U2000 = PrizeCategory("Under 2000", CategoryKind.RATING, None, 1999)
CLUB = PrizeCategory("SC Nord", CategoryKind.CLUB, value="SC Nord")


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    return generated_desk(tmp_path, players=20, rounds=3)


def _give_club(desk: Desk, tpns: set[int], club: str) -> None:
    for player in desk.players.all():
        if player.tpn in tpns:
            desk.players.edit_player(player.id, replace(player.identity, club=club), based_on=player)


def test_categories_are_stored_journaled_and_undone(desk: Desk) -> None:
    assert desk.standings.prize_categories() == ()
    desk.standings.set_prize_categories([WOMEN, U2000], based_on=())
    assert desk.standings.prize_categories() == (WOMEN, U2000)
    assert desk.journal.status().undo_label == "Undo: prize categories: Best woman, Under 2000"
    desk.journal.undo()
    assert desk.standings.prize_categories() == ()


def test_a_stale_edit_saves_nothing(desk: Desk) -> None:
    desk.standings.set_prize_categories([WOMEN])
    with pytest.raises(StaleRecordError, match="changed meanwhile"):
        desk.standings.set_prize_categories([U2000], based_on=())
    assert desk.standings.prize_categories() == (WOMEN,)


def test_two_categories_of_one_name_are_refused(desk: Desk) -> None:
    with pytest.raises(InvalidInputError, match="two prize categories"):
        desk.standings.set_prize_categories([WOMEN, replace(U2000, name="best woman")])


def test_the_club_is_kept_and_selects_its_list(desk: Desk) -> None:
    _give_club(desk, {2, 5, 11}, "SC Nord")
    assert {p.tpn for p in desk.players.all() if p.club == "SC Nord"} == {2, 5, 11}
    desk.standings.set_prize_categories([CLUB, U2000, WOMEN])
    table = standings(desk)
    club, under, women = desk.standings.prize_lists(table)
    order = [int(row.tpn) for row in table.rows]
    assert [int(p.row.tpn) for p in club.places] == [t for t in order if t in {2, 5, 11}]
    assert [p.place for p in club.places] == [1, 2, 3] or any(p.shared for p in club.places)
    ratings = {p.tpn: p.rating for p in desk.players.all()}
    assert [int(p.row.tpn) for p in under.places] == [t for t in order if ratings[t] < 2000]
    sexes = {p.tpn: p.sex for p in desk.players.all()}
    assert [int(p.row.tpn) for p in women.places] == [t for t in order if sexes[t] is Sex.FEMALE]


def test_prize_lists_are_offered_and_printed_once_categories_exist(desk: Desk) -> None:
    assert PRIZE_LISTS not in document_kinds(desk)
    _give_club(desk, {3, 4}, "SC Nord")
    desk.standings.set_prize_categories([CLUB, PrizeCategory("Nobody", CategoryKind.FEDERATION, value="XYZ")])
    assert document_kinds(desk)[-1] == PRIZE_LISTS
    assert [c.number for c in round_choices(desk, PRIZE_LISTS)] == [1, 2, 3]
    document = document_for(desk, PRIZE_LISTS, 2)
    assert document.title == "Prize lists after round 2"
    (table,) = document.tables()
    assert {row[2] for row in table.rows} == {"3", "4"}
    assert table.rows[0][0] in ("1", "1=")
    assert "after round 2" in document.header_lines[-1]


def test_the_standings_csv_gains_a_place_column_per_category(desk: Desk) -> None:
    _give_club(desk, {3, 4}, "SC Nord")
    desk.standings.set_prize_categories([CLUB])
    rows = list(csv.reader(io.StringIO(standings_csv(desk))))
    assert rows[0][-2:] == ["Status", "Place: SC Nord"]
    placed = {row[1]: row[-1] for row in rows[1:] if row[-1]}
    assert set(placed) == {"3", "4"} and sorted(placed.values()) in (["1", "2"], ["1=", "1="])
