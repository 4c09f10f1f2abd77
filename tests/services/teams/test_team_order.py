"""The initial order of the teams (C.04.6 (2026) art. 1.1.2–1.1.3): by strength (the starters'
average rating), a new or edited team placed among the others, the Chief Arbiter's reordering kept, renumbering
refused once round 1 is paired."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.services import Desk
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.teams.roster import RosterPlayer
from tests.services.teams.test_team_desk import TEAM_SETTINGS


def roster(rating: int) -> list[RosterPlayer]:
    return [RosterPlayer(f"P{rating} {k}", rating=rating - 10 * k) for k in range(4)]


def tpns(desk: Desk) -> list[tuple[int, str]]:
    return [(t.tpn, t.name) for t in desk.teams.team_state().teams]


def test_art_1_1_2_registration_order_gives_way_to_strength(tmp_path: Path) -> None:
    desk = Desk.create(tmp_path / "t.adesk", TEAM_SETTINGS)
    desk.teams.add_team("Weak", "W", roster(1800))
    desk.teams.add_team("Strong", "S", roster(2300))
    changes = desk.teams.add_team("Middle", "M", roster(2000))
    desk.teams.add_team("Unrated", "U", [RosterPlayer(f"U {k}") for k in range(4)])
    desk.teams.add_team("Also 2000", "A", roster(2000))  # equal strength: after the one registered before
    assert changes.label == "register team 2 Middle (4 players)"
    assert tpns(desk) == [(1, "Strong"), (2, "Middle"), (3, "Also 2000"), (4, "Weak"), (5, "Unrated")]
    desk.close()


def test_the_chief_arbiters_order_is_kept_and_renumbering_stops_at_round_1(tmp_path: Path) -> None:
    desk = Desk.create(tmp_path / "t.adesk", TEAM_SETTINGS)
    for name, rating in (("A", 2300), ("B", 2200), ("C", 2100), ("D", 2000)):
        desk.teams.add_team(name, name, roster(rating))
    ids = {t.name: t.id for t in desk.teams.team_state().teams}
    order = [ids["C"], ids["A"], ids["B"], ids["D"]]
    moves = desk.teams.team_renumbering(order)
    assert "This renumbers 3 team(s): A 1→2, B 2→3, C 3→1." in moves.notice()
    changes = desk.teams.renumber_teams(order)
    assert changes.label == "renumber the teams (3 moved, C.04.6 art. 1.1.2)"
    assert desk.journal.entries()[-1].why == "A 1->2; B 2->3; C 3->1"
    desk.teams.add_team("E", "E", roster(2150))  # placed by strength among the others, whose order stays
    assert [n for _, n in tpns(desk)] == ["E", "C", "A", "B", "D"]
    desk.teams.edit_team(ids["D"], "D", "D", [RosterPlayer(p.name, rating=2500, id=p.id) for p in desk.players.all()
                                         if p.id in desk.teams.team_state().team(ids["D"]).members])  # fmt: skip
    assert [n for _, n in tpns(desk)] == ["D", "E", "C", "A", "B"]
    e = next(t.id for t in desk.teams.team_state().teams if t.name == "E")
    assert desk.teams.team_order_by_strength() == [ids["D"], ids["A"], ids["B"], e, ids["C"]]
    desk.journal.undo()
    assert [n for _, n in tpns(desk)] == ["E", "C", "A", "B", "D"]
    desk.teams.pair_next_team_round()
    with pytest.raises(RoundStateError, match=r"art\. 1\.1\.3"):
        desk.teams.renumber_teams([t.id for t in reversed(desk.teams.team_state().teams)])
    desk.close()
