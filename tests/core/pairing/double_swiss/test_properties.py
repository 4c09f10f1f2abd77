"""Properties of every generated Double-Swiss round-pairing (C.04.5 (2026) art. 2.1, 3.3.1, 3.4, 4.4)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.pairing.double_swiss import DoubleSwissSystem
from arbiter_desk.core.pairing.double_swiss.players import build_players
from tests.core.pairing.double_swiss.play import play, rounds_of


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10_000), st.booleans())
def test_art_3_3_1_complete_legal_round_pairings(seed: int, irregular: bool) -> None:
    for rnd, snapshot in rounds_of(play(seed, irregular)):
        players = build_players(snapshot, rnd)
        present = {t for t, p in players.items() if p.present}
        pairing = DoubleSwissSystem().pair(snapshot, rnd)
        seen = [t for b in pairing.boards for t in (b.white, b.black)]
        assert len(seen) == len(set(seen))
        # Art. 3.3.1: everybody present is paired, except at most one who receives the PAB.
        assert set(seen) | ({pairing.bye} if pairing.bye else set()) == present
        assert (pairing.bye is not None) == (len(present) % 2 == 1)
        # [C1]: no second regularly played match; [C2]: the PAB only to an eligible player.
        for b in pairing.boards:
            assert b.black not in players[b.white].opponents
            assert not snapshot.is_forbidden(b.white, b.black, 2 * rnd - 1)
        if pairing.bye is not None:
            assert players[pairing.bye].can_receive_pab
        # C.04.2 art. 3.6 / D15: boards by the HRP's score, descending.
        hrp = [max(players[b.white].score, players[b.black].score) for b in pairing.boards]
        assert hrp == sorted(hrp, reverse=True)
