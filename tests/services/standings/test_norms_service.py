"""Norms at the desk (B.01 effective 1 January 2024): the event's inputs as a journaled setting, the norms
after a round, "cannot judge" while an input is missing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.norms import NormSettings, NormStatus, NormTitle
from tests.core.norms.events import SETTINGS
from tests.services.standings.norms_event import EXPECTED, norms_desk


def test_every_norm_of_the_nine_round_event_and_no_other(tmp_path: Path) -> None:
    desk = norms_desk(tmp_path / "n.adesk")
    norms = desk.standings.norms()
    assert norms.after_round == 9 and norms.cannot_judge == ()
    assert {(p.tpn, n.title.value) for p, n in norms.made} == EXPECTED


def test_missing_inputs_say_cannot_judge(tmp_path: Path) -> None:
    """Nothing set: every input named, no verdict (B.01 1.1.3, 1.4.3, 1.4.6 a, 0.43)."""
    desk = norms_desk(tmp_path / "n.adesk", settings=None)
    norms = desk.standings.norms()
    assert norms.players == () and len(norms.cannot_judge) == 6


def test_settings_are_one_journaled_command_undone_by_undo(tmp_path: Path) -> None:
    desk = norms_desk(tmp_path / "n.adesk", settings=None)
    changes = desk.standings.set_norm_settings(replace(SETTINGS, host_federation="eng"))
    assert "complete" in changes.label
    assert desk.standings.norm_settings().host_federation == "ENG"  # stored as the FIDE code
    desk.journal.undo()
    assert desk.standings.norm_settings() == NormSettings()


def test_a_malformed_field_is_refused_by_name(tmp_path: Path) -> None:
    desk = norms_desk(tmp_path / "n.adesk", settings=None)
    with pytest.raises(InvalidInputError, match="rating list"):
        desk.standings.set_norm_settings(replace(SETTINGS, rating_list="December"))
    with pytest.raises(InvalidInputError, match="host federation"):
        desk.standings.set_norm_settings(replace(SETTINGS, host_federation="England"))


def test_after_round_six_the_candidate_can_still_make_the_gm_norm(tmp_path: Path) -> None:
    """After round 6 the rounds still to come are assumed at the current average (the assumption shown)."""
    desk = norms_desk(tmp_path / "n.adesk")
    assert desk.standings.norm_rounds() == tuple(range(1, 10))
    candidate = desk.standings.norms(6).players[0]
    gm = next(n for n in candidate.norms if n.title is NormTitle.GM)
    assert gm.status is NormStatus.CAN_STILL and gm.prospect is not None
    assert gm.prospect.games_to_come == 3 and "current average" in gm.prospect.assumption


def test_settings_survive_reopening(tmp_path: Path) -> None:
    from arbiter_desk.services import Desk

    path = tmp_path / "n.adesk"
    norms_desk(path).close()
    assert Desk.open(path).standings.norm_settings() == SETTINGS


def test_it1_and_summary_documents(tmp_path: Path) -> None:
    """B.01 1.8: the certificate lists the counting games with the figures; the summary every norm made."""
    from arbiter_desk.formats.pdf import render_pdf

    desk = norms_desk(tmp_path / "n.adesk")
    it1 = desk.standings.it1_document(1, NormTitle.GM)
    text = "\n".join(it1.text_lines())
    assert it1.title == "Certificate of Title Result (IT1)" and "GM norm — Candidate, Carl" in text
    tables = it1.tables()
    figures = dict(tables[2].rows)
    assert figures["Performance Rp = Ra + dp (1.4.8)"] == "2627 (at least 2600)"
    assert figures["Rating average Ra (1.4.7)"] == "2461"
    assert len(tables[1].rows) == 9  # the nine opponents
    assert all(met == "yes" for _, _, met in tables[-1].rows)
    assert render_pdf(it1).startswith(b"%PDF")
    summary = desk.standings.norms_summary_document()
    rows = summary.tables()[0].rows
    assert [(r[0], r[5]) for r in rows] == [("1", "GM"), ("1", "IM"), ("9", "IM"), ("10", "IM")]
    with pytest.raises(ValueError, match="no GM norm"):
        desk.standings.it1_document(9, NormTitle.GM)


def test_a_team_event_is_not_judged(tmp_path: Path) -> None:
    """Scope: team events are out (the answer says so), nothing is computed."""
    from arbiter_desk.core.teams import TeamRules
    from arbiter_desk.services import Desk
    from arbiter_desk.services.teams.roster import RosterPlayer
    from tests.services.conftest import SETTINGS as BASE

    desk = Desk.create(
        tmp_path / "t.adesk", replace(BASE, total_rounds=7, pairing_system="team", team_rules=TeamRules())
    )
    try:
        desk.teams.add_team("Team 01", "C1", [RosterPlayer("T1 Player 1", rating=2400)])
        norms = desk.standings.norms()
        assert norms.players == () and "not for team events" in norms.cannot_judge[0]
    finally:
        desk.close()
