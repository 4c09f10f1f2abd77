"""A late entry renumbers the TPNs (C.04.2 art. 2.3–2.5): announced, journaled, past explanations keep naming
the players who really played, and the exported TRF still checks clean."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.checker import check_tournament
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.pairing.round_why import round_why
from arbiter_desk.store.records import SettingsRecord
from tests.services.conftest import SETTINGS, finish_round, register


@pytest.fixture
def dubov_desk(tmp_path: Path) -> Iterator[Desk]:
    settings = SettingsRecord(info=SETTINGS.info, total_rounds=5, pairing_system="dubov")
    d = Desk.create(tmp_path / "dubov.adesk", settings, systems=find_system)
    yield d
    d.close()


def _who_played(desk: Desk, round_no: int) -> list[tuple[str, str]]:
    """Board by board, the names the stored explanation gives (through its own numbering)."""
    why = round_why(desk, round_no)
    assert why.explanation is not None
    return [(why.names[b.white], why.names[b.black]) for b in why.explanation.boards]


def _play_round(desk: Desk) -> int:
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    number = desk.rounds.all()[-1].number
    finish_round(desk, number)
    return number


def test_late_entry_renumbering_is_announced_journaled_and_past_explanations_keep_their_players(
    dubov_desk: Desk, tmp_path: Path
) -> None:
    desk = dubov_desk
    register(desk, 6)
    _play_round(desk)
    name = {p.id: p.name for p in desk.players.all()}
    played = [(name[b.white], name[b.black]) for b in desk.rounds.boards(1)]
    assert _who_played(desk, 1) == played
    late = PlayerData("Zed Strong", rating=2700, fide_id=99)
    preview = desk.players.renumbering_if_registered(late, 2)
    assert [(m.old, m.new) for m in preview.moves] == [(t, t + 1) for t in range(1, 7)]
    notice = preview.notice()
    assert "Player 01 1→2" in notice and "change on every sheet" in notice and "art. 2.3" in notice
    desk.players.register_player(late, 2)
    assert desk.journal.entries()[-1].why.startswith("TPNs renumbered (C.04.2 art. 2.3, 2.5): Player 01 1->2")
    assert min(p.tpn for p in desk.players.all() if p.name == "Zed Strong") == 1
    # The explanation of round 1 still names who really played (its own numbering).
    assert _who_played(desk, 1) == played
    why = round_why(desk, 1)
    assert why.renumbered and why.numbers_now == {t: t + 1 for t in range(1, 7)}
    # the why-tree says whose numbers it shows, and today's.
    assert why.numbering_note() == (
        "Pairing numbers as they were in round 1, when it was paired; renumbered since (C.04.2 art. 2.3): "
        "1 is now 2, 2 is now 3, 3 is now 4, 4 is now 5, 5 is now 6, 6 is now 7."
    )
    assert round_why(desk, 1).numbering_note(shown=2).endswith("1 is now 2, 2 is now 3 and 4 more.")
    _play_round(desk)
    assert round_why(desk, 2).numbering_note() == ""  # paired with today's numbers
    path = tmp_path / "after.trf"
    desk.export_trf(path)
    report = check_tournament(load_trf(path), find_system("dubov"))
    assert report.is_clean, report.to_text()


def test_no_announcement_without_a_move(dubov_desk: Desk) -> None:
    register(dubov_desk, 4)
    _play_round(dubov_desk)
    weak = PlayerData("Weak Late", rating=1000, fide_id=77)
    assert not dubov_desk.players.renumbering_if_registered(weak, 2)
    assert dubov_desk.players.renumbering_if_registered(weak, 2).notice() == ""


def test_rating_correction_renumbering_is_announced(dubov_desk: Desk) -> None:
    ids = register(dubov_desk, 4)
    found = dubov_desk.players.renumbering_if_edited(ids[3], PlayerData("Player 04", rating=2600, fide_id=1003))
    moves = [(m.name, m.old, m.new) for m in found.moves]
    assert moves[:1] == [("Player 01", 1, 2)]
    assert ("Player 04", 4, 1) in [(m.name, m.old, m.new) for m in found.moves]


def test_the_exported_trf_says_when_the_numbers_changed(dubov_desk: Desk, tmp_path: Path) -> None:
    register(dubov_desk, 4)
    _play_round(dubov_desk)
    dubov_desk.players.register_player(PlayerData("Zed Strong", rating=2700, fide_id=99), 2)
    path = tmp_path / "out.trf"
    dubov_desk.export_trf(path)
    comments = [line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("###")]
    assert any("TPNs renumbered (C.04.2 art. 2.3, 2.5): Player 01 1->2" in line for line in comments)
