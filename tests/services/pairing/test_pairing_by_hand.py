"""A round the engine cannot pair, paired by hand (C.04.3 art. 1.9.3: the Chief Arbiter decides; VCL4THP.13 Q63):
four players, five rounds (Dutch): after three rounds everyone has met everyone, so round 4 has no legal
pairing (C.04.3 art. 2.1 [C1], no rematch); the arbiter pairs it by hand and the tournament goes on."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.core.errors import InvalidInputError, NoValidPairingError
from arbiter_desk.core.integrity import EventKind, events_in
from arbiter_desk.core.warnings import WarningLevel, english
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, GameResult, OverrideArticle
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.event.errors import OverrideReasonError
from arbiter_desk.services.pairing.override_preview import by_hand_start, preview_override
from arbiter_desk.store.records import PlayerId
from tests.services.conftest import SETTINGS, finish_round, override_warnings, register, validate_pairing

BY_HAND = OverrideArticle.NO_LEGAL_PAIRING


@pytest.fixture
def dutch(tmp_path: Path) -> Iterator[Desk]:
    """Four players, five rounds, Dutch; rounds 1-3 paired by the engine and played (a full round robin)."""
    desk = Desk.create(tmp_path / "four.adesk", replace(SETTINGS, total_rounds=5, pairing_system="dutch"))
    register(desk, 4)
    for round_no in (1, 2, 3):
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        finish_round(desk, round_no, GameResult.DRAW)
    yield desk
    desk.close()


def _ids(desk: Desk) -> list[PlayerId]:
    return [p.id for p in sorted(desk.players.all(), key=lambda p: p.tpn)]


def _round_4_by_hand(desk: Desk) -> list[tuple[PlayerId, PlayerId]]:
    """Round 4 opened by hand; a pairing of it (every pair is a rematch: round 1's pairs, colours reversed)."""
    desk.rounds.pair_next_round_by_hand()
    return [(b, w) for w, b in ((x.white, x.black) for x in desk.rounds.boards(1))]


def test_the_engine_finds_no_pairing_and_nothing_is_stored_c04_3_art_1_9_3(dutch: Desk) -> None:
    with pytest.raises(NoValidPairingError):
        dutch.rounds.pair_next_round()
    assert [r.number for r in dutch.rounds.all()] == [1, 2, 3]


def test_pairing_by_hand_opens_an_empty_draft_q63(dutch: Desk) -> None:
    dutch.rounds.pair_next_round_by_hand()
    (draft,) = [r for r in dutch.rounds.all() if r.number == 4]
    assert draft.state is RoundState.DRAFT and dutch.rounds.boards(4) == []
    assert "no legal pairing" in dutch.journal.entries()[-1].why
    start = by_hand_start(dutch, 4)  # the phase starts from the participants in pairing-number order
    ids = _ids(dutch)
    assert start is not None and start.boards == ((ids[0], ids[1]), (ids[2], ids[3])) and start.bye is None


def test_pairing_by_hand_stores_the_engines_pairing_when_it_finds_one(tmp_path: Path) -> None:
    desk = Desk.create(tmp_path / "six.adesk", replace(SETTINGS, total_rounds=5, pairing_system="dutch"))
    register(desk, 6)
    desk.rounds.pair_next_round_by_hand()  # the engine's refusal is the evidence: here it pairs, so no empty draft
    assert len(desk.rounds.boards(1)) == 3 and by_hand_start(desk, 1) is None
    desk.close()


def test_every_participant_must_be_paired_and_only_by_art_1_9_3_q63(dutch: Desk) -> None:
    boards = _round_4_by_hand(dutch)
    preview = preview_override(dutch, 4, boards[:1], None)
    assert any("not paired yet" in r for r in preview.refusals)
    with pytest.raises(InvalidInputError, match="pair every participant; not paired yet: Player 0"):
        validate_pairing(dutch, 4, boards[:1], None, BY_HAND, "all have met")
    assert dutch.rounds.boards(4) == []


def test_art_1_9_3_is_refused_for_a_round_the_engine_paired(tmp_path: Path) -> None:
    desk = Desk.create(tmp_path / "six.adesk", replace(SETTINGS, total_rounds=5, pairing_system="dutch"))
    ids = register(desk, 4)
    desk.rounds.pair_next_round()
    with pytest.raises(OverrideReasonError, match=r"art\. 1\.9\.3 \(no legal pairing\) does not apply"):
        validate_pairing(desk, 1, [(ids[0], ids[2]), (ids[1], ids[3])], None, BY_HAND, "x")
    desk.close()


def test_validating_warns_of_the_rematches_and_says_the_engine_found_no_pairing_q63_q66_q69(dutch: Desk) -> None:
    boards = _round_4_by_hand(dutch)
    asked = override_warnings(dutch, 4, boards, None, BY_HAND, "everyone has met: round 1 again, colours reversed")
    (differs,) = [w for w in asked if w.code == "mpa.differs"]
    assert differs.level is WarningLevel.TWO_STEP and 63 in differs.questions
    assert "The engine found no legal pairing for round 4" in english(differs.text) and "art. 1.9.3" in english(
        differs.text
    )
    assert "### MPA @ Round 4: no engine pairing => " in english(differs.consequences)
    rematches = [w for w in asked if w.code == "mpa.rematch"]
    assert [w.level for w in rematches] == [WarningLevel.CONFIRM, WarningLevel.CONFIRM]


def test_the_round_paired_by_hand_is_published_played_and_written_as_mpa_q63_q69(dutch: Desk, tmp_path: Path) -> None:
    boards = _round_4_by_hand(dutch)
    validate_pairing(dutch, 4, boards, None, BY_HAND, "everyone has met: round 1 again, colours reversed")
    assert dutch.rounds.all()[3].state is RoundState.DRAFT  # the phase ends; the round is published by Publish
    dutch.rounds.publish_round()
    finish_round(dutch, 4, GameResult.DRAW)
    assert dutch.rounds.all()[3].state is RoundState.COMPLETE
    out = tmp_path / "four.trf"
    dutch.export_trf(out)
    (mpa,) = [e for e in events_in(load_trf(out).comments) if e.kind is EventKind.MPA]
    assert mpa.round == 4
    assert mpa.detail.startswith("no engine pairing => 3-1 2-4 (art. 1.9.3: everyone has met")
