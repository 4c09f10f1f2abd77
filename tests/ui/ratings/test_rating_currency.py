"""Lists kept current at the desk (checklist Q135): the level-2 notice when the event starts — pairing round 1,
or opening the event before round 1 — with a FIDE list older than this month, named with its own month; and the
offer to update, at most once a day (remembered in the desk's settings) and only when the server answers a
cheap check made in the background (a local HTTP server on 127.0.0.1, never FIDE's site)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.warnings import english
from arbiter_desk.services.ratings.rating_lists import import_fide_list, sniff_fide_file
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.pairing.pairing import PairingTab
from arbiter_desk.ui.ratings import rating_updates
from arbiter_desk.ui.ratings.rating_update_dialog import RatingUpdateDialog
from arbiter_desk.ui.ratings.rating_updates import OFFERED_KEY, URL_KEY, RatingUpdates
from arbiter_desk.ui.registration import fide_lookup
from arbiter_desk.ui.round_robins.round_robin_commands import RoundRobinMenuCommands
from arbiter_desk.ui.shell.main_window import MainWindow
from arbiter_desk.ui.teams.team_rounds import TeamPairingTab
from tests.rating_list_server import ListServer, Route, list_server, single_list_zip
from tests.ui.desk_helpers import isolated_settings, new_desk, session_on
from tests.ui.round_fixtures import wait_for_pairing
from tests.ui.warning_keys import ACKNOWLEDGE, CANCEL, script


def install(folder: Path, rate: str, month: str) -> None:
    """A local FIDE single list of ``rate``, dated by its own rating column ``month`` (``JAN20``)."""
    source = folder / "in" / f"{rate}_rating_list.zip"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_bytes(single_list_zip(rate, month, 5))
    _kind, listed = sniff_fide_file(source)
    assert listed is not None
    import_fide_list(source, rate, listed, folder, allow_smaller=True)


def this_month() -> str:
    today = date.today()
    return f"{today:%b}{today:%y}".upper()


@pytest.fixture
def lists(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "lists"
    folder.mkdir()
    monkeypatch.setattr(fide_lookup, "database_path", lambda: folder / "fide_ratings.sqlite")
    return folder


def test_pairing_round_1_with_an_old_list_is_a_level_2_notice_naming_it_by_keys_q135(
    qtbot: QtBot, tmp_path: Path, lists: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    install(lists, "standard", "JAN20")
    install(lists, "rapid", this_month())
    desk = new_desk(tmp_path, players=8)
    tab = PairingTab(session_on(desk))
    qtbot.addWidget(tab)
    answers = script(monkeypatch, qtbot, CANCEL)
    tab.pair_button.click()
    assert answers.levels == [2] and desk.rounds.all() == []
    (notice,) = answers.seen[0]
    assert notice.code == "ratings.list-old" and "FIDE standard list of January 2020" in english(notice.text)
    assert "rapid" not in english(notice.text) and "Not paired" in tab.status_label.text()
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)
    tab.pair_button.click()
    wait_for_pairing(qtbot, tab)
    assert answers.levels == [2] and [r.number for r in desk.rounds.all()] == [1]
    desk.close()


def test_opening_the_event_before_round_1_shows_the_notice_and_not_once_it_has_started_q135(
    qtbot: QtBot, tmp_path: Path, lists: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    install(lists, "blitz", "JAN20")
    desk = new_desk(tmp_path, players=8)
    path = desk.path
    desk.close()
    window = MainWindow(settings=isolated_settings(tmp_path), data_folder=lambda: tmp_path)
    qtbot.addWidget(window)
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)
    window.commands.open_path(path)
    qtbot.waitUntil(lambda: bool(answers.seen), timeout=10000)
    (notice,) = answers.seen[0]
    assert notice.code == "ratings.list-old" and "FIDE blitz list of January 2020" in english(notice.text)
    window.session.run(lambda d: d.rounds.pair_next_round())
    window.session.close()
    answers = script(monkeypatch, qtbot)  # no answer scripted: a notice now would fail the test
    window.commands.open_path(path)
    qtbot.waitUntil(lambda: window.session.is_open, timeout=10000)
    qtbot.wait(50)
    assert answers.seen == []
    window.session.close()


def test_round_robin_pair_and_publish_all_rounds_asks_the_notice_first_q135(
    qtbot: QtBot, tmp_path: Path, lists: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.services.round_robins.test_round_robin_schedule import _desk as round_robin_desk

    install(lists, "standard", "JAN20")
    desk = round_robin_desk(tmp_path)
    commands = RoundRobinMenuCommands(session_on(desk), None)
    answers = script(monkeypatch, qtbot, CANCEL)
    commands.publish_all_rounds()
    assert answers.levels == [2] and answers.seen[0][0].code == "ratings.list-old" and desk.rounds.all() == []
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)
    commands.publish_all_rounds()
    assert len(desk.rounds.all()) == 10
    desk.close()


def test_a_team_events_pair_asks_the_notice_first_q135(
    qtbot: QtBot, tmp_path: Path, lists: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.ui.teams.test_team_desk import team_desk

    install(lists, "rapid", "JAN20")
    desk = team_desk(tmp_path)
    tab = TeamPairingTab(session_on(desk))
    qtbot.addWidget(tab)
    answers = script(monkeypatch, qtbot, CANCEL)
    tab.pair()
    assert answers.levels == [2] and desk.rounds.all() == [] and "Not paired" in tab.status.text()
    answers = script(monkeypatch, qtbot, ACKNOWLEDGE)
    tab.pair()
    qtbot.waitUntil(lambda: bool(desk.rounds.all()) and not tab.job.is_busy, timeout=10_000)
    desk.close()


class Offer:
    """``RatingUpdates`` of a bare window on the test's settings and lists; the question box answered by
    ``answer`` and counted."""

    def __init__(self, qtbot: QtBot, tmp_path: Path, lists: Path, server: ListServer) -> None:
        self.window = QWidget()
        qtbot.addWidget(self.window)
        self.settings = isolated_settings(tmp_path)
        self.settings.setValue(URL_KEY, server.url)
        self.updates = RatingUpdates(DeskSession(), self.window, self.settings, lambda: lists)
        self.updates.today = lambda: date(2026, 12, 7)
        self.questions: list[str] = []
        self.answer = False
        self.dialogs: list[QDialog] = []

    def confirm(self, _parent: object, question: str) -> bool:
        self.questions.append(question)
        return self.answer

    def run_dialog(self, dialog: QDialog) -> bool:
        self.dialogs.append(dialog)
        return False


@pytest.fixture
def server() -> Iterator[ListServer]:
    with list_server() as running:
        yield running


@pytest.fixture
def offer(
    qtbot: QtBot, tmp_path: Path, lists: Path, server: ListServer, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Offer]:
    made = Offer(qtbot, tmp_path, lists, server)
    monkeypatch.setattr(prompts, "confirm", made.confirm)
    monkeypatch.setattr(prompts, "run_dialog", made.run_dialog)
    yield made
    made.updates.check.wait()


def test_the_update_is_offered_once_a_day_when_the_server_answers_q135(
    qtbot: QtBot, offer: Offer, server: ListServer
) -> None:
    server.serve_lists("DEC26", players=3)
    assert offer.updates.offer_daily()  # no local list yet
    assert offer.updates.check.is_busy  # the check runs in the background, the window is free
    qtbot.waitUntil(lambda: bool(offer.questions))
    assert "Tournament → Update rating lists…" in offer.questions[0]
    assert server.requests == ["HEAD /download/standard_rating_list.zip"]  # a cheap check, no download
    assert offer.settings.value(OFFERED_KEY) == "2026-12-07"
    assert not offer.updates.offer_daily()  # the same day: not again, the server is not asked
    assert server.requests == ["HEAD /download/standard_rating_list.zip"]
    offer.updates.today = lambda: date(2026, 12, 8)  # the desk is still running the next day
    offer.answer = True
    offer.updates.daily_timer.setInterval(10)
    offer.updates.start_daily_offers()
    qtbot.waitUntil(lambda: bool(offer.dialogs))
    assert isinstance(offer.dialogs[0], RatingUpdateDialog)  # Yes opens Update rating lists
    assert offer.dialogs[0].url.text() == server.url
    offer.updates.daily_timer.stop()
    assert len(offer.questions) == 2 and offer.settings.value(OFFERED_KEY) == "2026-12-08"


def test_no_offer_without_network_or_with_this_months_lists_q135(
    qtbot: QtBot, offer: Offer, server: ListServer, lists: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rating_updates, "CHECK_TIMEOUT_S", 0.5)
    server.routes["standard_rating_list.zip"] = Route(hang=True)  # a network that does not answer
    assert offer.updates.offer_daily()
    assert offer.updates.check.is_busy
    qtbot.waitUntil(lambda: not offer.updates.check.is_busy, timeout=5000)
    assert offer.questions == []
    for rate in ("standard", "rapid", "blitz"):
        install(lists, rate, "DEC26")
    offer.updates.today = lambda: date(2026, 12, 20)
    assert not offer.updates.offer_daily()  # this month's lists: nothing to offer, nobody asked
    assert offer.settings.value(OFFERED_KEY) == "2026-12-07"
