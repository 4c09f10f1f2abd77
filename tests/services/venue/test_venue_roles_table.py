"""The one table of what each venue-server role allows, which the window greys out
by. It must say what the server enforces: every action the server test tries (``test_server_roles``, run on
a real server) is allowed by this table exactly when the server accepted it from that role."""

from __future__ import annotations

import pytest

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.services.venue.desk_roles import EVERYTHING, LIMITS, ROLE_RIGHTS, Right, rights_of
from arbiter_desk.store.records import RoundRecord, RoundState
from arbiter_desk.store.server_roles import CHIEF, DEPUTY, RESULTS, ROLES, VIEWER
from tests.store.server.test_server_roles import ACTIONS, ALLOWED

NEEDS = {
    "pair a round": Right.PAIRING,
    "publish the draft": Right.PUBLISHING,
    "delete a round": Right.PAIRING,
    "change the settings": Right.SETTINGS,
    "add a pairing bye": Right.PAIRING,
    "result of round 2": Right.CURRENT_RESULTS,
    "correct a result of round 1": Right.RESULTS,
    "late entry": Right.LATE_ENTRIES,
    "withdrawal": Right.WITHDRAWALS,
    "requested bye": Right.BYES,
}
"""The right each of the server test's actions needs (its round 2 is the current round)."""


@pytest.mark.parametrize("role", list(ROLES))
def test_the_table_allows_what_the_server_accepts_from_each_role(role: str) -> None:
    assert set(NEEDS) == set(ACTIONS)
    rights = rights_of(ROLES[role])
    assert {name for name, right in NEEDS.items() if rights.allows(right)} == ALLOWED[role]


def test_chief_everything_deputy_no_pairing_publishing_settings_results_desk_current_round_viewer_nothing() -> None:
    assert ROLE_RIGHTS[CHIEF] == EVERYTHING
    assert ROLE_RIGHTS[DEPUTY] == EVERYTHING - {Right.PAIRING, Right.PUBLISHING, Right.SETTINGS}
    assert ROLE_RIGHTS[RESULTS] == {Right.CURRENT_RESULTS}
    assert ROLE_RIGHTS[VIEWER] == frozenset()
    assert rights_of("").rights == EVERYTHING and rights_of("").limit == ""  # a file: no role, no limit


def test_every_limited_role_names_itself_in_its_limit() -> None:
    assert LIMITS[RESULTS] == "The results desk may enter results of the round in play only"
    assert "deputy arbiter" in LIMITS[DEPUTY] and "viewer" in LIMITS[VIEWER].lower()
    assert rights_of(CHIEF).limit == ""


def _rounds(*states: RoundState) -> list[RoundRecord]:
    return [RoundRecord(RoundNo(n), state) for n, state in enumerate(states, start=1)]


def test_the_results_desk_enters_results_of_the_current_round_only() -> None:
    desk = rights_of(RESULTS)
    played = _rounds(RoundState.COMPLETE, RoundState.PUBLISHED, RoundState.DRAFT)
    assert desk.result_refusal(2, played) == ""  # the last round that is not a draft, as the server's policy
    assert desk.result_refusal(1, played) == f"{LIMITS[RESULTS]} (round 2)"
    assert desk.result_refusal(3, played) == f"{LIMITS[RESULTS]} (round 2)"  # the chief's next draft
    assert desk.result_refusal(None, []) == LIMITS[RESULTS]
    assert rights_of(DEPUTY).result_refusal(1, played) == ""  # a deputy corrects earlier rounds
    assert rights_of(VIEWER).result_refusal(2, played) == LIMITS[VIEWER]
