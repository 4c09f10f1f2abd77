"""Ties decided by hand (Q205) or by values entered, e.g. a play-off (Q207): level 3, journaled, undoable,
shown in the standings and carried to the TRF (rank column and a ``### Tie decision`` line)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.warnings import NeedsConfirmation
from arbiter_desk.services import Desk
from arbiter_desk.services.standings.standings_view import standings
from tests.services.conftest import confirming, play_rounds, register
from tests.services.fakes import FakeSystem


def _tied(desk: Desk) -> tuple[int, ...]:
    register(desk, 8)
    play_rounds(desk, 2)
    groups = desk.standings.tied_groups()
    assert groups, "the event needs a tie the list leaves"
    group = groups[0]
    rows = standings(desk).rows
    assert all(r.shared for r in rows if r.tpn in group)
    return tuple(int(t) for t in group)


def test_q205_rank_by_hand_is_confirmed_at_level_3_and_marks_the_ranks(desk: Desk) -> None:
    group = _tied(desk)
    order = tuple(reversed(group))
    with pytest.raises(NeedsConfirmation) as asked:
        desk.standings.decide_tie(order)
    assert [(int(w.level), w.questions) for w in asked.value.warnings] == [(3, (205,))]
    assert desk.standings.tie_decisions() == ()
    confirming(lambda c: desk.standings.decide_tie(order, confirmed=c))
    rows = {r.tpn: r for r in standings(desk).rows}
    first = rows[order[0]].rank
    assert [rows[t].rank for t in order] == list(range(first, first + len(order)))
    assert all(rows[t].decided == "by hand" and not rows[t].shared for t in order)
    assert desk.journal.entries()[-1].label.startswith("decide tie of")
    desk.journal.undo()
    assert all(r.shared for r in standings(desk).rows if r.tpn in group)


def test_q207_values_entered_decide_and_replace_an_earlier_decision(desk: Desk) -> None:
    group = _tied(desk)
    confirming(lambda c: desk.standings.decide_tie(group, confirmed=c))
    values = [Decimal(i) for i in range(len(group))]
    asked = confirming(lambda c: desk.standings.decide_tie(group, "Armageddon", values, confirmed=c))[1]
    assert asked[0].questions == (207,)
    assert len(desk.standings.tie_decisions()) == 1 and desk.standings.tie_decisions()[0].label == "Armageddon"
    rows = {r.tpn: r for r in standings(desk).rows}
    assert rows[group[-1]].rank < rows[group[0]].rank  # the higher value first
    assert rows[group[-1]].decided == f"Armageddon {len(group) - 1}.0"
    desk.standings.clear_tie_decision(group)
    assert desk.standings.tie_decisions() == ()


def test_only_a_whole_tied_group_can_be_decided(desk: Desk) -> None:
    group = _tied(desk)
    with pytest.raises(RuleViolationError, match="not one group tied"):
        desk.standings.decide_tie(group[:2])  # part of a tie: the others' places would be a guess
    with pytest.raises(InvalidInputError, match="one value per player"):
        desk.standings.decide_tie(group, "Play-off", [Decimal(1)])
    with pytest.raises(RuleViolationError, match="no tie decision"):
        desk.standings.clear_tie_decision(group)


def test_the_decision_goes_to_the_trf_and_comes_back(desk: Desk, tmp_path: Path, fake: FakeSystem) -> None:
    group = _tied(desk)
    order = tuple(reversed(group))
    confirming(lambda c: desk.standings.decide_tie(order, confirmed=c))
    out = tmp_path / "out.trf"
    desk.export_trf(out)
    line = f"### Tie decision @ Round 2: by hand: {', '.join(str(t) for t in order)}"
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines.count(line) == 1
    ranks = {int(x[4:8]): int(x[85:89]) for x in lines if x.startswith("001")}
    assert [ranks[t] for t in order] == sorted(ranks[t] for t in order)  # the rank column follows
    again = Desk.import_trf(tmp_path / "again.adesk", out, systems=lambda _name: fake, system="fake")
    try:
        assert again.standings.tie_decisions() == desk.standings.tie_decisions()
        again.export_trf(tmp_path / "again.trf")
        assert (tmp_path / "again.trf").read_text(encoding="utf-8").splitlines().count(line) == 1
    finally:
        again.close()


def test_q204_q209_the_options_reach_the_standings_and_the_trf(desk: Desk, tmp_path: Path, fake: FakeSystem) -> None:
    group = _tied(desk)
    desk.settings.update_settings(replace(desk.settings.current(), lots_for_ties=True, unrated_tiebreak_rating=1000))
    drawn = standings(desk)
    assert drawn.lots_seed is not None and all(r.by_lot for r in drawn.rows if r.tpn in group)
    out = tmp_path / "options.trf"
    desk.export_trf(out)
    line = "### Tie-break options @ Round 0: lots: drawn; unrated players: 1000"
    assert out.read_text(encoding="utf-8").splitlines().count(line) == 1
    again = Desk.import_trf(tmp_path / "options.adesk", out, systems=lambda _name: fake, system="fake")
    try:
        assert (
            again.settings.current().lots_for_ties,
            again.settings.current().unrated_tiebreak_rating,
        ) == (
            True,
            1000,
        )
        assert [r.tpn for r in standings(again).rows] == [r.tpn for r in drawn.rows]  # Q206: the same order
    finally:
        again.close()
