"""Expelled players (VCL4THP.13 Q197–198): flagged with a reason, not paired, left out of the standings,
journaled and undoable, and carried through TRF-2026 by a ``### Expelled`` line (``core.expulsion``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.warnings import NeedsConfirmation
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.standings.standings_view import standings
from arbiter_desk.store.records import PlayerId
from tests.services.conftest import confirming, play_rounds, register
from tests.services.fakes import FakeSystem


def _expel(desk: Desk, player: PlayerId, reason: str = "abusive behaviour", **kwargs: object) -> None:
    confirming(lambda c: desk.players.expel_player(player, reason=reason, confirmed=c, **kwargs))  # type: ignore[arg-type]


def test_q197_expulsion_is_confirmed_at_level_3_and_kept_apart_from_a_withdrawal(desk: Desk) -> None:
    ids = register(desk, 6)
    play_rounds(desk, 2)
    with pytest.raises(NeedsConfirmation) as asked:
        desk.players.expel_player(ids[1], reason="abusive behaviour")
    assert [int(w.level) for w in asked.value.warnings] == [3]
    assert asked.value.warnings[0].questions == (197, 198)
    assert not desk.state().player(ids[1]).expelled  # nothing written before the confirmation
    _expel(desk, ids[1])
    record = desk.state().player(ids[1])
    assert (record.expelled, record.withdrawal_round, record.withdrawal_reason) == (True, 3, "abusive behaviour")
    assert desk.journal.entries()[-1].label.startswith("expel Player 02 from round 3")


def test_q197_an_expulsion_needs_a_reason_and_cannot_start_in_a_published_round(desk: Desk) -> None:
    ids = register(desk, 6)
    play_rounds(desk, 2)
    with pytest.raises(RuleViolationError, match="say why"):
        desk.players.expel_player(ids[1], reason="  ")
    with pytest.raises(RoundStateError, match="already published"):
        _expel(desk, ids[1], from_round=2)


def test_q197_expelled_player_is_not_paired_any_more(desk: Desk) -> None:
    ids = register(desk, 6)
    play_rounds(desk, 1)
    _expel(desk, ids[0])
    desk.rounds.pair_next_round()
    assert all(ids[0] not in (b.white, b.black) for b in desk.rounds.boards(2))


def test_q198_expelled_player_is_left_out_of_the_ranking_and_the_others_values_stay(desk: Desk) -> None:
    ids = register(desk, 6)
    play_rounds(desk, 2)
    before = standings(desk)
    _expel(desk, ids[0])
    after = standings(desk)
    expelled = after.row(1)
    assert expelled.left_out and after.rows[-1].tpn == 1  # listed after the ranked players, rank "–"
    assert after.table()[-1][0] == "–"
    ranked = [row for row in after.rows if not row.left_out]
    assert ranked[0].rank == 1 and all(row.tpn != 1 for row in ranked)
    kept = [i for i, spec in enumerate(after.tiebreaks) if spec.code != "DE"]  # DE depends on who is tied
    assert kept and [spec.code for spec in after.tiebreaks][kept[0]] == "BH"
    for row in ranked:  # C.07: the expelled player's games stay in the opponents' tie-breaks
        assert [row.values[i] for i in kept] == [before.row(row.tpn).values[i] for i in kept]


def test_q197_expulsion_is_undone_by_undo_and_by_reinstate(desk: Desk) -> None:
    ids = register(desk, 6)
    play_rounds(desk, 1)
    _expel(desk, ids[2])
    desk.journal.undo()
    assert not desk.state().player(ids[2]).expelled
    assert desk.state().player(ids[2]).withdrawal_round is None
    _expel(desk, ids[2])
    desk.players.reinstate_player(ids[2])
    assert not desk.state().player(ids[2]).expelled
    assert not standings(desk).row(3).left_out


def test_q197_a_withdrawn_player_can_be_expelled_from_the_withdrawal_round(desk: Desk) -> None:
    ids = register(desk, 6)
    play_rounds(desk, 1)
    desk.players.withdraw_player(ids[3], 3, "left the venue")
    _expel(desk, ids[3], reason="fair-play decision")
    record = desk.state().player(ids[3])
    assert (record.expelled, record.withdrawal_round) == (True, 3)
    with pytest.raises(RuleViolationError, match="already expelled"):
        _expel(desk, ids[3])


def test_q197_trf_round_trip_keeps_the_expulsion_on_a_documented_comment_line(
    desk: Desk, tmp_path: Path, fake: FakeSystem
) -> None:
    ids = register(desk, 6)
    play_rounds(desk, 2)
    _expel(desk, ids[4], reason="cheating\nconfirmed")
    trf = tmp_path / "out.trf"
    desk.export_trf(trf)
    text = trf.read_text(encoding="utf-8")
    assert "### Expelled @ Round 3: player 5: cheating confirmed" in text.splitlines()
    again = Desk.import_trf(tmp_path / "again.adesk", trf, systems=lambda _name: fake, system="fake")
    try:
        record = next(p for p in again.players.all() if p.tpn == 5)
        assert (record.expelled, record.withdrawal_round, record.withdrawal_reason) == (True, 3, "cheating confirmed")
        assert standings(again).row(5).left_out
        again_trf = tmp_path / "again.trf"
        again.export_trf(again_trf)
        lines = again_trf.read_text(encoding="utf-8").splitlines()
        assert lines.count("### Expelled @ Round 3: player 5: cheating confirmed") == 1
    finally:
        again.close()


def test_an_expelled_player_has_one_word_and_one_treatment_everywhere(desk: Desk) -> None:
    """Q197–198: unranked ("–") in the cross table as in the standings; "expelled", not "withdrawn", on the pairing
    tab and the draft sheet; the opponents' breakdown says why his later rounds count as draws (C.07 art. 16: every
    round after a withdrawal is a zero-point bye, requested, so category 5, counted as a draw for the opponents)."""
    from arbiter_desk.services.documents.sheets import document_for
    from arbiter_desk.services.pairing.round_view import round_view

    ids = register(desk, 6)
    play_rounds(desk, 2)
    _expel(desk, ids[0])
    desk.rounds.pair_next_round()
    crosstable = document_for(desk, "crosstable")
    row = next(r for t in crosstable.tables() for r in t.rows if "Player 01" in r[1])
    assert row[-1] == "–"
    absentee = next(a for a in round_view(desk, 3).absentees if a.seat.tpn == 1)
    assert absentee.text == "expelled"
    draft = document_for(desk, "pairings", 3)
    cells = [c for t in draft.tables() for r in t.rows for c in r]
    assert any(c.startswith("expelled") for c in cells) and not any(c.startswith("withdrawn") for c in cells)
    desk.rounds.publish_round()
    for board in desk.rounds.boards(3):
        desk.results.record_result(3, board.number, GameResult.DRAW)
    after = standings(desk)
    opponent = next(
        b.black if b.white == ids[0] else b.white for b in desk.rounds.boards(1) if ids[0] in (b.white, b.black)
    )
    tpn = desk.state().player(opponent).tpn
    notes = " ".join(t.description for b in after.row(tpn).breakdowns for t in b.terms) + " ".join(
        n for b in after.row(tpn).breakdowns for n in b.notes
    )
    assert "R3 counted as a draw (cat. 5: expelled from round 3, every later round a zero-point bye" in notes
    assert "requested bye" not in notes
