"""The Dutch system's explanation in words to translate: each step's label and text as a message (``Text``).

The explanation keeps its English strings (``Step.label``, ``Step.text``: what the tests, the JSON and the
printed reports read); beside them the steps carry these messages, which the desk shows in the arbiter's
language. Each message says the same as the English string, rendered through ``ENGLISH`` it is that string.
Article labels keep FIDE's letters (``[C6]``, ``S1``, ``BSN``, ``MDP``); only the words are translated.
"""

from __future__ import annotations

from collections.abc import Sequence
from gettext import NullTranslations

from arbiter_desk.core.text import Text, tr, tr_n

ENGLISH = NullTranslations()
"""The catalog that renders a message as its English source."""

EQUALLY_GOOD = tr("equally good candidates: the first in the text's order (art. 3.8) lets him float")
"""Why a player floats when pairing him inside is no worse by any criterion (C.04.3 art. 3.8)."""

LAST_ROUND = tr("last round: topscorers (art. 1.8) and their colour exceptions apply")
"""The round's note in the last round (C.04.3 art. 1.8)."""


def to_pair_message(players: int, absent: int) -> Text:
    """The round's first note: how many players are paired, how many are absent."""
    if absent:
        return tr_n(
            "{count} player to pair, {absent} absent",
            "{count} players to pair, {absent} absent",
            players,
            absent=absent,
        )
    return tr_n("{count} player to pair", "{count} players to pair", players)


def pab_score_message(score: str) -> Text:
    """The round's note on [C5]: the pairing score of the player who receives the PAB."""
    return tr("C5: the PAB goes to a player with pairing score {score}", score=score)


def exchange_message(remainder: bool, down: Sequence[int], up: Sequence[int], s2_order: Sequence[int]) -> Text:
    """The exchange of art. 4.3 (BSNs of S1 moved down, of S2 moved up) and the S2 order then chosen."""
    args = {"down": "+".join(map(str, down)), "up": "+".join(map(str, up)), "order": _numbers(s2_order)}
    if remainder:
        return tr("exchange (art. 4.3): remainder BSN {down} of S1 with {up} of S2; S2 order {order}", **args)
    return tr("exchange (art. 4.3): bracket BSN {down} of S1 with {up} of S2; S2 order {order}", **args)


def s2_order_message(s2_order: Sequence[int]) -> Text:
    """The S2 order chosen (art. 4.2: the first transposition), no exchange made."""
    return tr("S2 order {order}", order=_numbers(s2_order))


def downfloaters_message(numbers: Sequence[int]) -> Text:
    """``no downfloater`` / ``downfloaters 12, 15 (2 players)`` (C.04.3 art. 2.4.1 counts them)."""
    if not numbers:
        return tr("no downfloater")
    named = ", ".join(str(n) for n in numbers)
    if len(numbers) == 1:
        return tr("downfloater {numbers}", numbers=named)
    return tr_n(
        "downfloaters {numbers} ({count} player)",
        "downfloaters {numbers} ({count} players)",
        len(numbers),
        numbers=named,
    )


def quality_message(pairs: int, downfloaters: Text, c12: int, c13: int) -> Text:
    """The bracket's quality by the criteria of art. 2.3–2.4: pairs made, downfloaters, colour preferences."""
    return tr(
        "C6: {pairs}, {downfloaters}; C12: {c12} without their colour preference; C13: {c13} without a strong one",
        pairs=tr_n("{count} pair", "{count} pairs", pairs),
        downfloaters=downfloaters,
        c12=c12,
        c13=c13,
    )


def _numbers(bsns: Sequence[int]) -> str:
    return " ".join(str(k) for k in bsns)
