"""The team pages (C.04.6): team pairings with the boards' lineups and results, team standings with the event's
team tie-breaks; a draft round of a team event is never shown either."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from arbiter_desk.core.results import ResultCode
from arbiter_desk.publication.app import Publication, create_app
from arbiter_desk.services import Desk
from arbiter_desk.services.teams.roster import RosterPlayer
from tests.services.teams.test_team_desk import TEAM_SETTINGS


def test_team_pairings_lineups_and_standings(tmp_path: Path) -> None:
    desk = Desk.create(tmp_path / "league.adesk", TEAM_SETTINGS)
    try:
        for t in range(4):
            roster = [RosterPlayer(f"T{t + 1} Player {k + 1}", rating=2400 - 40 * t - 10 * k) for k in range(5)]
            desk.teams.add_team(f"Team {t + 1:02d}", f"C{t + 1}", roster)
        desk.teams.pair_next_team_round()
        client = TestClient(create_app(Publication(desk)))
        assert "No round has been published yet" in client.get("/teams").text
        assert client.get("/pairings").status_code == 404  # the individual pages are not a team event's
        desk.teams.publish_team_round()
        match = desk.teams.team_state().matches_of(1)[0]
        desk.teams.record_team_result(1, match.number, 1, ResultCode.WIN)
        publication = Publication(desk)
        client = TestClient(create_app(publication))
        page = client.get("/teams").text
        assert "Team pairings · round 1" in page and page.count('class="match"') == 2
        assert "<bdi>T1 Player 1</bdi>" in page and "1-0" in page
        assert client.get("/teams/1").status_code == 200 and client.get("/teams/2").status_code == 404
        standings = client.get("/team-standings").text
        assert "<bdi>Team 01</bdi>" in standings and "<th>MP</th>" in standings
    finally:
        desk.close()
