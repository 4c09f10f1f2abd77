"""Reference reading, colours and board order: C.04.4.1 (2026) art. 5.2, C.04.2 art. 3.6."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.results import Colour

from .data import PlayerData


def allocate(a: PlayerData, b: PlayerData, initial: Colour) -> tuple[int, int, str]:
    """White, Black and the deciding article for the pair ``a``-``b`` (art. 5.2, descending priority)."""
    higher = a if a.rank_key() < b.rank_key() else b

    def give(player: PlayerData, colour: Colour, rule: str) -> tuple[int, int, str]:
        other = b if player is a else a
        return (player.tpn, other.tpn, rule) if colour is Colour.WHITE else (other.tpn, player.tpn, rule)

    # 5.2.1 (clar. 17): neither has played a game: the higher ranked gets the initial colour if odd TPN,
    # the TPN counted among the players taken into account only (clar. 21).
    if not a.history and not b.history:
        return give(higher, initial if (higher.parity or higher.tpn) % 2 else initial.opposite, "5.2.1")
    # 5.2.2: both preferences can be granted.
    if a.preference is not b.preference:
        return give(a, a.preference, "5.2.2")
    # 5.2.3: the stronger preference.
    if a.strength != b.strength:
        stronger = a if a.strength > b.strength else b
        return give(stronger, stronger.preference, "5.2.3")
    # 5.2.4 (clar. 18): back along both compressed histories to the latest place where they differ.
    steps = min(len(a.history), len(b.history))
    for back in range(1, steps + 1):
        ca, cb = a.history[-back], b.history[-back]
        if ca is not cb:
            return give(a, ca.opposite, "5.2.4")
    # 5.2.5: the preference of the higher ranked player.
    return give(higher, higher.preference, "5.2.5")


def board_order_key(white: PlayerData, black: PlayerData) -> tuple[Decimal, Decimal, int]:
    """C.04.2 art. 3.6 (clar. 20): higher-ranked player's score (desc), sum of scores (desc), their TPN."""
    higher = white if white.rank_key() < black.rank_key() else black
    return (-higher.score, -(white.score + black.score), higher.tpn)
