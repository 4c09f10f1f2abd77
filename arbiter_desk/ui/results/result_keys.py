"""Keyboard-first result entry: which key means which result (shown in Help → Keyboard shortcuts)."""

from __future__ import annotations

from arbiter_desk.core.text import Text, tr, tr_p
from arbiter_desk.services.event.data import GameResult
from arbiter_desk.ui.common.wording import shown

CLEAR = "clear"
ADJOURN = "adjourn"
"""Marks the game adjourned: no result yet, a draw for pairing the next round only (C.04.2 (2026) art. 3.1)."""

OTHER = "other"
"""Opens the list of the results without a key (½-0, 0-½, 0-0, unrated games; ``ui.other_results``)."""

RESULT_KEYS: dict[str, GameResult | str] = {
    "1": GameResult.WHITE_WINS,
    "0": GameResult.BLACK_WINS,
    "=": GameResult.DRAW,
    "5": GameResult.DRAW,
    "+": GameResult.WHITE_WINS_BY_FORFEIT,
    "-": GameResult.BLACK_WINS_BY_FORFEIT,
    "x": GameResult.DOUBLE_FORFEIT,
    "X": GameResult.DOUBLE_FORFEIT,
    "a": ADJOURN,
    "A": ADJOURN,
    "o": OTHER,
    "O": OTHER,
    "*": CLEAR,
}
"""Key text → result; ``a`` marks the game adjourned, ``o`` opens the other results, ``*`` clears the board's
result."""

KEY_HELP: tuple[tuple[Text | str, Text], ...] = (
    ("1", tr("White wins")),
    ("0", tr("Black wins")),
    (tr("= or 5"), tr_p("game result", "Draw")),
    ("+", tr("White wins by forfeit")),
    ("-", tr("Black wins by forfeit")),
    ("x", tr("Double forfeit")),
    ("a", tr("Adjourned (a draw for the next pairing only)")),
    ("o", tr("Other result: ½-0, 0-½, 0-0, unrated (a list opens)")),
    ("*", tr("Clear the result")),
    ("Enter / ↓", tr("Next board")),
)
"""The keys and what they do, made at import: ``key_help`` says them in the desk's language."""


def key_help() -> list[tuple[str, str]]:
    """``KEY_HELP`` in the desk's language, for the key line of the Results tab and Help → Keyboard shortcuts."""
    return [(shown(key), shown(meaning)) for key, meaning in KEY_HELP]


def result_for_key(text: str) -> GameResult | str | None:
    """The result a key stands for, ``ADJOURN``, ``OTHER``, ``CLEAR``, or None if the key means nothing here."""
    return RESULT_KEYS.get(text)
