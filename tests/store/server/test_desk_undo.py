"""Each desk undoes only its own work on a venue server: a desk is its login, machine and application name (kept
in its settings, so it is the same desk after a restart). The trial's walk: the results desk types a typo on one
board, the deputy then a result on another, the results desk presses Undo — its typo goes, the deputy's result
stays. An undo another desk has built on is refused naming who changed what; the chief undoes another desk's
entry only explicitly ("Undo this entry"), journaled as his own."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import StaleRecordError
from arbiter_desk.services.pairing.round_view import round_view
from arbiter_desk.store.errors import RoleRefusedError
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem

LOGINS = {"chief": "du_chief", "deputy": "du_deputy", "results": "du_results"}


@pytest.fixture
def event(event_url: str) -> Iterator[str]:
    init_server(ServerLocation.parse(event_url))
    for role, login in LOGINS.items():
        add_user(ServerLocation.parse(event_url), login, role)
    fake = FakeSystem()
    desk = Desk.create(event_url, SETTINGS, systems=lambda _name: fake)
    register(desk, 8)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.close()
    yield event_url


def _desk(url: str, role: str, name: str) -> Desk:
    location = replace(ServerLocation.parse(url), user=LOGINS[role])
    fake = FakeSystem()
    return Desk.open(location.url(), systems=lambda _name: fake, desk=name)


def _results(desk: Desk) -> dict[int, str]:
    return {line.number: line.result for line in round_view(desk, 1).boards}


def test_a_desks_undo_takes_back_its_own_typo_not_the_deputys_result(event: str) -> None:
    results_desk, deputy = _desk(event, "results", "hall-a1"), _desk(event, "deputy", "office-d1")
    try:
        before = _results(results_desk)
        results_desk.results.record_result(1, 1, GameResult.WHITE_WINS)  # the typo
        deputy.results.record_result(1, 4, GameResult.BLACK_WINS)  # 0.6 s later, the deputy's confirmed result
        deputy_result = _results(deputy)[4]
        assert results_desk.journal.undo_label() == "Undo: record result board 1 of round 1: 1-0 (yours, du_results)"
        results_desk.journal.undo()
        after = _results(results_desk)
        assert after[1] == before[1] and after[4] == deputy_result  # the typo gone, the deputy's result intact
        assert results_desk.journal.undo_label() is None  # nothing else of its own
        assert results_desk.journal.redo_label() is not None and "board 1" in (results_desk.journal.redo_label() or "")
        assert deputy.journal.undo_label() is not None and "board 4" in (deputy.journal.undo_label() or "")
        assert deputy.journal.redo_label() is None  # the results desk's undone typo is not the deputy's to redo
    finally:
        results_desk.close()
        deputy.close()


def test_a_desk_is_the_same_after_a_restart_and_another_desk_of_the_same_login_is_not(event: str) -> None:
    first = _desk(event, "deputy", "office-d1")
    first.results.record_result(1, 2, GameResult.DRAW)
    first.close()
    again = _desk(event, "deputy", "office-d1")
    other_machine = _desk(event, "deputy", "hall-d2")
    try:
        assert "board 2" in (again.journal.undo_label() or "")
        assert other_machine.journal.undo_label() is None
    finally:
        again.close()
        other_machine.close()


def test_an_undo_another_desk_built_on_is_refused_naming_who_changed_what(event: str) -> None:
    results_desk, deputy = _desk(event, "results", "hall-a1"), _desk(event, "deputy", "office-d1")
    try:
        results_desk.results.record_result(1, 3, GameResult.WHITE_WINS)
        deputy.results.record_result(1, 3, GameResult.DRAW)  # the deputy corrected the same board since
        with pytest.raises(StaleRecordError, match=r"board 3 of round 1 was changed since by du_deputy"):
            results_desk.journal.undo()
        assert _results(results_desk)[3] == _results(deputy)[3]  # nothing was undone
    finally:
        results_desk.close()
        deputy.close()


def test_the_chief_undoes_another_desks_entry_only_explicitly_and_as_his_own(event: str) -> None:
    deputy, chief = _desk(event, "deputy", "office-d1"), _desk(event, "chief", "chief-c1")
    try:
        before = _results(chief)[4]
        deputy.results.record_result(1, 4, GameResult.WHITE_WINS)
        assert chief.journal.undo_label() is None or "board 4" not in (chief.journal.undo_label() or "")
        entry = deputy.journal.entries()[-1]
        results_desk = _desk(event, "results", "hall-a1")
        with pytest.raises(RoleRefusedError, match="only the chief arbiter may undo"):
            results_desk.journal.undo_entry(entry.seq)
        results_desk.close()
        chief.journal.undo_entry(entry.seq)
        assert _results(chief)[4] == before
        last = chief.journal.entries()[-1]
        assert (last.action, last.who, last.target_seq) == ("undo", LOGINS["chief"], entry.seq)
        assert deputy.journal.undo_label() is None  # it left the deputy's Undo
    finally:
        deputy.close()
        chief.close()
