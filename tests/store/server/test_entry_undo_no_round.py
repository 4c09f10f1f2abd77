"""The chief's "Undo this entry" for journal entries that touch no round, on a real server: a player's rating
changed at another desk, a withdrawal the deputy entered, a tournament setting. Each is taken back explicitly,
journaled as the chief's own (his login, an ``undo`` naming the entry), and refused in plain words naming who
changed what when another desk has since built on it (FIDE Handbook C.04.2 (2026) art. 2.1 and 4.3: ratings and
recorded errors are the chief arbiter's to correct; the journal keeps who did what)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from arbiter_desk.services import Desk
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.services.event.errors import StaleRecordError
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import add_user, init_server
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem

LOGINS = {"chief": "nr_chief", "deputy": "nr_deputy"}


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


def _rating(desk: Desk, name: str) -> int:
    return next(p.rating for p in desk.players.all() if p.name == name)


def test_the_chief_undoes_a_rating_a_withdrawal_and_a_setting_entered_at_other_desks(event: str) -> None:
    office, deputy, chief = _desk(event, "chief", "office-c2"), _desk(event, "deputy", "hall-d1"), None
    try:
        player = office.players.all()[2]
        lower = PlayerData(player.name, rating=player.rating - 5, fide_id=player.fide_id)  # the TPNs stay
        office.players.edit_player(player.id, lower)
        rating_entry = office.journal.entries()[-1]
        leaving = office.players.all()[5]
        deputy.players.withdraw_player(leaving.id, 2, "left the venue")
        withdrawal = deputy.journal.entries()[-1]
        settings = office.settings.current()
        office.settings.update_settings(replace(settings, info=replace(settings.info, city="Elsewhere")))
        setting_entry = office.journal.entries()[-1]
        assert all(e.changes and not {c.table for c in e.changes} & {"boards", "rounds"}
                   for e in (rating_entry, withdrawal, setting_entry))  # fmt: skip
        chief = _desk(event, "chief", "chief-c1")
        for entry in (rating_entry, withdrawal, setting_entry):
            chief.journal.undo_entry(entry.seq)
            last = chief.journal.entries()[-1]
            assert (last.action, last.who, last.target_seq) == ("undo", LOGINS["chief"], entry.seq)
        assert _rating(chief, player.name) == player.rating
        assert next(p for p in chief.players.all() if p.id == leaving.id).withdrawal_round is None
        assert chief.settings.current().info.city == settings.info.city
    finally:
        for desk in (office, deputy, chief):
            if desk is not None:
                desk.close()


def test_an_entry_of_no_round_built_on_since_is_refused_naming_who_changed_what(event: str) -> None:
    office, deputy, chief = _desk(event, "chief", "office-c2"), _desk(event, "deputy", "hall-d1"), None
    try:
        settings = office.settings.current()
        office.settings.update_settings(replace(settings, info=replace(settings.info, city="First")))
        first = office.journal.entries()[-1]
        office.settings.update_settings(replace(office.settings.current(), info=replace(settings.info, city="Second")))
        leaving = deputy.players.all()[5]
        deputy.players.withdraw_player(leaving.id, 2, "ill")
        withdrawal = deputy.journal.entries()[-1]
        deputy.players.reinstate_player(leaving.id)
        chief = _desk(event, "chief", "chief-c1")
        with pytest.raises(StaleRecordError, match=r"the tournament settings were changed since by nr_chief"):
            chief.journal.undo_entry(first.seq)
        with pytest.raises(StaleRecordError, match=rf"player {leaving.name} was changed since by nr_deputy"):
            chief.journal.undo_entry(withdrawal.seq)
        assert chief.settings.current().info.city == "Second"  # nothing was undone
        assert chief.journal.entries()[-1].action != "undo"
    finally:
        for desk in (office, deputy, chief):
            if desk is not None:
                desk.close()
