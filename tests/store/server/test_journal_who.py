"""Who did what: on a venue server the journal's author is the database user the
desk logged in as (so the chief sees which desk did what), with the arbiter name typed at that desk beside it
when it differs; the chief arbiter of the settings is never named for another desk's action. A file keeps the
typed name (else the settings' chief arbiter)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.services import Desk, GameResult, PlayerData
from arbiter_desk.services.event.errors import StaleRecordError
from arbiter_desk.services.pairing.round_view import round_view
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem

DEPUTY = "adesk_test_who_deputy"


def _event(url: str, fake: FakeSystem) -> None:
    init_server(ServerLocation.parse(url))
    add_user(ServerLocation.parse(url), DEPUTY, "deputy")
    desk = Desk.create(url, SETTINGS, systems=lambda _name: fake)  # the administrator: a superuser, chief
    register(desk, 8)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    desk.close()


def _as(url: str, user: str, fake: FakeSystem, arbiter: str | None) -> Desk:
    location = replace(ServerLocation.parse(url), user=user)
    return Desk.open(location.url(), systems=lambda _name: fake, arbiter=arbiter)


def _journal(desk: Desk) -> list[str]:
    return [entry.who for entry in desk.journal.entries()]


def test_the_journal_names_the_database_user_and_the_typed_name_when_different(event_url: str) -> None:
    fake = FakeSystem()
    _event(event_url, fake)
    admin = ServerLocation.parse(event_url).user
    typed = _as(event_url, DEPUTY, fake, arbiter="Dan Deputy")
    typed.results.record_result(1, 1, GameResult.WHITE_WINS)
    assert _journal(typed)[-1] == f"{DEPUTY} (Dan Deputy)"
    typed.journal.undo()
    assert _journal(typed)[-1] == f"{DEPUTY} (Dan Deputy)"  # undo and redo too
    typed.close()
    plain = _as(event_url, DEPUTY, fake, arbiter=None)
    plain.results.record_result(1, 2, GameResult.DRAW)
    assert _journal(plain)[-1] == DEPUTY  # not the settings' chief arbiter: he did not type it
    plain.close()
    same = _as(event_url, DEPUTY, fake, arbiter=DEPUTY.upper())
    same.results.record_result(1, 3, GameResult.BLACK_WINS)
    assert _journal(same)[-1] == DEPUTY  # the same name is not repeated
    same.close()
    chief = _as(event_url, admin, fake, arbiter="Ann Chief")
    assert _journal(chief)[0] == admin  # the event was made by the administrator, no name typed
    assert _journal(chief)[-1] == DEPUTY
    chief.close()


def test_a_stale_edit_is_refused_naming_the_other_desks_user(event_url: str) -> None:
    fake = FakeSystem()
    _event(event_url, fake)
    chief = _as(event_url, ServerLocation.parse(event_url).user, fake, arbiter="Ann Chief")
    seen = next(line for line in round_view(chief, 1).boards if line.number == 4).seen
    deputy = _as(event_url, DEPUTY, fake, arbiter="Dan")
    deputy.results.record_result(1, 4, GameResult.WHITE_WINS)
    with pytest.raises(StaleRecordError, match=rf"by {DEPUTY} \(Dan\)"):
        chief.results.record_result(1, 4, GameResult.BLACK_WINS, seen)
    chief.close()
    deputy.close()


def test_a_file_names_the_typed_arbiter_else_the_chief_arbiter(tmp_path: Path) -> None:
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "t.adesk", SETTINGS, systems=lambda _name: fake, arbiter="Fay File")
    register(desk, 2)
    assert set(_journal(desk)) == {"Fay File"}
    desk.close()
    other = Desk.open(tmp_path / "t.adesk", systems=lambda _name: fake)
    other.players.register_player(PlayerData("Late Comer", rating=2000))
    assert _journal(other)[-1] == "Ann Arbiter"
    other.close()
