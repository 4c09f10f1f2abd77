"""Override previews and the late entries of C.04.2 (2026) art. 4.4.4: candidates and the added board."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from arbiter_desk.services import Desk, OverrideArticle, PlayerData
from arbiter_desk.services.pairing.override_preview import late_entry_board, late_entry_candidates, preview_override
from arbiter_desk.store.records import PlayerId
from tests.services.conftest import SETTINGS, finish_round, register, validate_pairing


def _late(desk: Desk, name: str) -> PlayerId:
    desk.players.register_player(PlayerData(name, rating=1500))
    return next(p.id for p in desk.players.all() if p.name == name)


def _published_round(desk: Desk, players: int) -> list[PlayerId]:
    ids = register(desk, players)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    return ids


def test_candidates_are_players_entering_later_in_the_newest_round_only(desk: Desk) -> None:
    _published_round(desk, 3)
    zoe, adam, gone = _late(desk, "Zoe"), _late(desk, "Adam"), _late(desk, "Gone")
    desk.players.withdraw_player(gone, 2)  # withdrawn before ever playing
    assert [p.id for p in late_entry_candidates(desk, 1)] == [adam, zoe]  # alphabetical
    finish_round(desk, 1)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    assert late_entry_candidates(desk, 1) == []  # round 1 has been played
    assert late_entry_candidates(desk, 2) == []  # everybody registered takes part in round 2


def test_without_colour_rules_the_bye_holder_gets_white_and_the_note_says_so(desk: Desk) -> None:
    _published_round(desk, 3)
    holder = desk.rounds.pairing_byes()[0].player
    late = _late(desk, "Late")
    added = late_entry_board(desk, 1, holder, late)
    assert (added.white, added.black) == (holder, late)
    assert "the arbiter chooses" in added.note


def test_dubov_colours_for_the_late_entry_board_art_5_2(tmp_path: Path) -> None:
    """Art. 4.4.4 with the system's colours: 5.2.2 when the bye holder has played, else 5.2.1."""
    desk = Desk.create(tmp_path / "dubov.adesk", replace(SETTINGS, pairing_system="dubov", total_rounds=5))
    try:
        register(desk, 5)
        for _ in range(2):
            desk.rounds.pair_next_round()
            number = desk.rounds.all()[-1].number
            desk.rounds.publish_round()
            finish_round(desk, number)
        desk.rounds.pair_next_round()
        desk.rounds.publish_round()
        holder = desk.rounds.pairing_byes()[-1].player
        late = _late(desk, "Late")
        added = late_entry_board(desk, 3, holder, late)
        history = [
            "W" if b.white == holder else "B"
            for r in (1, 2)
            for b in desk.rounds.boards(r)
            if holder in (b.white, b.black)
        ]
        assert history == ["W", "B"]  # the premise: mild White (art. 1.6.3)
        # The late entry has no game: mild Black (art. 1.6.4). Different colours, both granted: 5.2.2.
        assert (added.white, added.black) == (holder, late)
        assert "art. 5.2.2" in added.note and "Late" in added.note
        boards = [(b.white, b.black) for b in desk.rounds.boards(3)] + [(added.white, added.black)]
        preview = preview_override(desk, 3, boards, None)
        assert preview.refusals == ()
        assert any(line.startswith("added:") for line in preview.diff)
        validate_pairing(desk, 3, boards, None, OverrideArticle.LATE_ENTRY, "Late arrived; all involved agree")
        assert next(p for p in desk.players.all() if p.id == late).entry_round == 3
        assert (desk.rounds.boards(3)[-1].white, desk.rounds.boards(3)[-1].black) == (added.white, added.black)
    finally:
        desk.close()
