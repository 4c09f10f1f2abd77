"""Events over 30 days at the desk (VCL4THP.13 Q210–216): the flag suggested from the dates, the advice against
rating tie-breaks, ratings per round kept with the player, the choice of ratings, and the TRF round trip."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.long_events import RoundRatings
from arbiter_desk.core.warnings import NeedsConfirmation
from arbiter_desk.services import Desk
from arbiter_desk.services.standings.standings_view import standings
from tests.services.conftest import confirming, play_rounds, register
from tests.services.fakes import FakeSystem


def test_q210_suggested_from_the_round_dates(desk: Desk) -> None:
    assert not desk.standings.long_event_suggested() and desk.settings.current().long_event is None
    info = replace(desk.settings.current().info, round_dates=("26/09/01", "26/09/15", "26/10/06"))
    desk.settings.update_settings(replace(desk.settings.current(), info=info))
    assert desk.standings.long_event_suggested()
    desk.standings.set_long_event(True)
    assert (
        desk.settings.current().long_event is True and desk.settings.current().round_ratings is RoundRatings.FIRST
    )  # Q215
    desk.journal.undo()
    assert desk.settings.current().long_event is None


def test_q211_rating_tiebreaks_are_advised_against_at_level_2(desk: Desk) -> None:
    desk.settings.update_settings(replace(desk.settings.current(), tiebreaks=("BH", "ARO")))
    with pytest.raises(NeedsConfirmation) as asked:
        desk.standings.set_long_event(True)
    assert [(int(w.level), w.questions) for w in asked.value.warnings] == [(2, (211,))]
    confirming(lambda c: desk.standings.set_long_event(True, confirmed=c))
    with pytest.raises(NeedsConfirmation) as again:  # editing the list later asks again
        desk.settings.update_settings(replace(desk.settings.current(), tiebreaks=("BH", "TPR")))
    assert again.value.warnings[0].questions == (211,)
    desk.settings.update_settings(
        replace(desk.settings.current(), tiebreaks=("BH", "SB"))
    )  # no rating tie-break: no notice


def test_q212_q213_ratings_per_round_are_kept_with_the_player(desk: Desk) -> None:
    ids = register(desk, 4)
    with pytest.raises(RuleViolationError, match="over 30 days"):
        desk.standings.set_round_rating(ids[0], 3, 2600)
    desk.standings.set_long_event(True)
    desk.standings.set_round_rating(ids[0], 3, 2600)
    desk.standings.set_round_rating(ids[0], 5, 2610)
    assert desk.state().player(ids[0]).round_ratings == ((3, 2600), (5, 2610))
    with pytest.raises(InvalidInputError, match="from round 2"):
        desk.standings.set_round_rating(ids[0], 1, 2600)
    desk.standings.set_round_rating(ids[0], 3, None)
    assert desk.state().player(ids[0]).round_ratings == ((5, 2610),)
    desk.journal.undo()
    assert desk.state().player(ids[0]).round_ratings == ((3, 2600), (5, 2610))


def test_q214_to_q216_rating_tiebreaks_by_first_rating_unless_per_round_is_chosen(desk: Desk) -> None:
    ids = register(desk, 4)
    desk.settings.update_settings(replace(desk.settings.current(), tiebreaks=("RTNG",)))
    confirming(lambda c: desk.standings.set_long_event(True, confirmed=c))
    play_rounds(desk, 2)
    desk.standings.set_round_rating(ids[3], 2, 2900)
    tpn = desk.state().player(ids[3]).tpn
    first = standings(desk).row(tpn).values[0]
    assert first == Decimal(desk.state().player(ids[3]).rating)  # Q215: the first rating by default
    confirming(
        lambda c: desk.standings.set_long_event(True, RoundRatings.PER_ROUND, confirmed=c)
    )  # Q216: the user chooses
    assert standings(desk).row(tpn).values[0] == Decimal(2900)  # Q214: the rating of round 2


def test_the_flag_and_the_ratings_go_to_the_trf_and_come_back(desk: Desk, tmp_path: Path, fake: FakeSystem) -> None:
    ids = register(desk, 4)
    desk.standings.set_long_event(True, RoundRatings.PER_ROUND)
    play_rounds(desk, 1)
    desk.standings.set_round_rating(ids[1], 2, 2555)
    out = tmp_path / "out.trf"
    desk.export_trf(out)
    lines = out.read_text(encoding="utf-8").splitlines()
    tpn = desk.state().player(ids[1]).tpn
    assert "### Long event @ Round 0: over 30 days; rating tie-breaks: per round" in lines
    assert f"### Round rating @ Round 2: player {tpn}: 2555" in lines
    again = Desk.import_trf(tmp_path / "again.adesk", out, systems=lambda _name: fake, system="fake")
    try:
        assert (again.settings.current().long_event, again.settings.current().round_ratings) == (
            True,
            RoundRatings.PER_ROUND,
        )
        assert next(p for p in again.players.all() if p.tpn == tpn).round_ratings == ((2, 2555),)
        again.export_trf(tmp_path / "again.trf")
        assert (tmp_path / "again.trf").read_text(encoding="utf-8").splitlines().count(
            f"### Round rating @ Round 2: player {tpn}: 2555"
        ) == 1
    finally:
        again.close()
