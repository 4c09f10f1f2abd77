"""The level-2 notice when an event starts with a FIDE list older than the current month (checklist Q135: lists
kept current), the month read from the list itself (its rating column, e.g. ``NOV26``)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from arbiter_desk.core.rating_lists import RateOfPlay
from arbiter_desk.core.warnings import DeskWarning, WarningLevel, english
from arbiter_desk.services import Desk
from arbiter_desk.services.ratings.event_ratings import RatingSettings
from arbiter_desk.services.ratings.list_currency import month_text, old_fide_lists
from arbiter_desk.services.ratings.rating_lists import import_fide_list, sniff_fide_file
from tests.rating_list_server import single_list_zip
from tests.services.conftest import register

TODAY = date(2026, 12, 7)


def _lists(notices: list[DeskWarning]) -> list[DeskWarning]:
    return [n for n in notices if n.code == "ratings.list-old"]


def install(folder: Path, rate: str, month: str) -> None:
    """A local FIDE single list of ``rate`` dated by its own rating column ``month`` (``NOV26``)."""
    source = folder / "in" / f"{rate}_rating_list.zip"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_bytes(single_list_zip(rate, month, 5))
    _kind, listed = sniff_fide_file(source)
    assert listed is not None
    import_fide_list(source, rate, listed, folder, allow_smaller=True)


def test_pairing_round_1_with_a_list_of_last_month_is_a_level_2_notice_naming_it_q135(
    desk: Desk, tmp_path: Path
) -> None:
    register(desk, 8)
    install(tmp_path, "standard", "NOV26")
    install(tmp_path, "rapid", "DEC26")
    (notice,) = _lists(desk.rounds.pairing_notices(tmp_path, TODAY))
    assert notice.level is WarningLevel.NOTICE and notice.questions == (135,)
    assert "FIDE standard list of November 2026" in english(notice.text) and "current month (December 2026)" in english(
        notice.text
    )
    assert "rapid" not in english(notice.text)  # December's rapid list is current
    assert "Tournament → Update rating lists…" in english(notice.text)
    assert desk.rounds.old_list_notices(tmp_path, TODAY) == [notice]  # the same when the event is opened


def test_current_lists_no_lists_or_a_started_event_give_no_notice_q135(desk: Desk, tmp_path: Path) -> None:
    register(desk, 8)
    assert desk.rounds.pairing_notices(tmp_path, TODAY) == []  # no local list: nothing is read from one
    install(tmp_path, "standard", "DEC26")
    assert desk.rounds.pairing_notices(tmp_path, TODAY) == []
    assert desk.rounds.pairing_notices(tmp_path, date(2027, 1, 2)) != []  # a new month: December's list is old
    assert desk.rounds.pairing_notices() == []  # no folder named (the command line pairs offline)
    desk.rounds.pair_next_round()
    assert desk.rounds.pairing_notices(tmp_path, date(2027, 1, 2)) == []  # round 1 is paired: the event has started
    assert desk.rounds.old_list_notices(tmp_path, date(2027, 1, 2)) == []


def test_only_the_lists_of_the_events_sequence_are_named_q135(desk: Desk, tmp_path: Path) -> None:
    register(desk, 8)
    install(tmp_path, "blitz", "OCT26")
    install(tmp_path, "standard", "DEC26")
    standard = RatingSettings.of(desk.settings.current()).sequence  # standard, rapid, blitz (Q123)
    assert old_fide_lists(standard, TODAY, tmp_path) == [(RateOfPlay.BLITZ, date(2026, 10, 1))]
    desk.ratings.set_rating_settings(RatingSettings(RateOfPlay.STANDARD, standard[:1]))
    assert desk.rounds.pairing_notices(tmp_path, TODAY) == []


def test_a_month_is_said_as_people_say_it() -> None:
    assert month_text(date(2026, 12, 1)) == "December 2026" and month_text(date(2027, 1, 1)) == "January 2027"
