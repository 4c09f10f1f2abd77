"""The norms list shared by the desk's view and the command line (``formats.documents.norms.view_rows``)."""

from __future__ import annotations

from arbiter_desk.core.norms import judge_event
from arbiter_desk.formats.documents.norms import VIEW_COLUMNS, view_rows
from tests.core.norms.events import GM_FIELD, SETTINGS, SIX, SIX_AND_A_HALF, event


def test_the_list_shows_made_and_cannot_judge_and_hides_out_of_reach_unless_all() -> None:
    made = view_rows(judge_event(event(GM_FIELD, SIX_AND_A_HALF), SETTINGS, "dutch", 9))
    assert [(r[0], r[5], r[6]) for r in made] == [("1", "GM", "made"), ("1", "IM", "made")]
    assert all(len(r) == len(VIEW_COLUMNS) for r in made)
    short = judge_event(event(GM_FIELD, SIX), SETTINGS, "dutch", 9)  # GM out of reach (2586), IM made
    assert [r[5] for r in view_rows(short)] == ["IM"]
    everyone = [(r[5], r[6]) for r in view_rows(short, everyone=True) if r[0] == "1"]
    assert everyone == [("GM", "out of reach"), ("IM", "made")]
    unknown = list(GM_FIELD)
    unknown[8] = ("", "", 2500)  # an opponent without a federation (1.4.3)
    rows = view_rows(judge_event(event(unknown, SIX_AND_A_HALF), SETTINGS, "dutch", 9))
    assert {r[6] for r in rows} == {"cannot judge"} and "no federation" in rows[0][-1]
