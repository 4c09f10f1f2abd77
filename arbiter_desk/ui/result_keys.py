"""Keyboard-first result entry: which key means which result (shown in Help → Keyboard shortcuts)."""

from __future__ import annotations

from arbiter_desk.services.data import GameResult

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

KEY_HELP: tuple[tuple[str, str], ...] = (
    ("1", "White wins"),
    ("0", "Black wins"),
    ("= or 5", "Draw"),
    ("+", "White wins by forfeit"),
    ("-", "Black wins by forfeit"),
    ("x", "Double forfeit"),
    ("a", "Adjourned (a draw for the next pairing only)"),
    ("o", "Other result: ½-0, 0-½, 0-0, unrated (a list opens)"),
    ("*", "Clear the result"),
    ("Enter / ↓", "Next board"),
)


def result_for_key(text: str) -> GameResult | str | None:
    """The result a key stands for, ``ADJOURN``, ``OTHER``, ``CLEAR``, or None if the key means nothing here."""
    return RESULT_KEYS.get(text)
