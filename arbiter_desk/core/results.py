"""Colours and result codes as TRF writes them (C.04 Annex TRF-16 / TRF-2026, player record 001)."""

from __future__ import annotations

from enum import StrEnum

from arbiter_desk.core.errors import InvalidInputError


class Colour(StrEnum):
    """The colour of one round's block: White, Black, or none (unplayed)."""

    WHITE = "w"
    BLACK = "b"
    NONE = "-"

    @property
    def opposite(self) -> Colour:
        if self is Colour.WHITE:
            return Colour.BLACK
        if self is Colour.BLACK:
            return Colour.WHITE
        return Colour.NONE

    @classmethod
    def from_trf(cls, letter: str) -> Colour:
        """Read the colour column; blank is no colour."""
        text = letter.strip().lower()
        if text in ("", "-"):
            return cls.NONE
        try:
            return cls(text)
        except ValueError:
            raise InvalidInputError(f"colour must be w, b or -, not {letter!r}") from None


class ResultCode(StrEnum):
    """One round's outcome for one player, with its TRF letter as the stored value."""

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"
    WIN_UNRATED = "W"
    """Won a game that lasted less than one move: played, not rated."""
    DRAW_UNRATED = "D"
    LOSS_UNRATED = "L"
    HALF_BYE = "H"
    FULL_BYE = "F"
    """Full-point bye requested by the player; deprecated by FIDE."""
    PAIRING_BYE = "U"
    """Pairing-allocated bye (C.04.1 art. 3)."""
    ZERO_BYE = "Z"

    @classmethod
    def from_trf(cls, letter: str) -> ResultCode:
        """Read a TRF result letter (case-insensitive; blank means a zero-point bye)."""
        text = letter.strip().upper()
        if text == "":
            return cls.ZERO_BYE
        try:
            return cls(text)
        except ValueError:
            raise InvalidInputError(f"result must be one of 1 = 0 + - W D L H F U Z, not {letter!r}") from None

    @property
    def is_played(self) -> bool:
        """A game played over the board (rated or not): it gives a colour and an opponent for ARO."""
        return self in _PLAYED

    @property
    def is_forfeit(self) -> bool:
        return self in _FORFEITS

    @property
    def has_opponent(self) -> bool:
        """The round was paired against an opponent (played or forfeited)."""
        return self in _WITH_OPPONENT

    @property
    def is_bye(self) -> bool:
        """No opponent: requested byes (H, F, Z) and the pairing-allocated bye (U)."""
        return not self.has_opponent

    @property
    def is_requested_absence(self) -> bool:
        """The player was not paired in this round (C.04.2 art. 3.3): H, F or Z."""
        return self in _REQUESTED

    @property
    def is_rated_game(self) -> bool:
        """Played with at least one move made (``1 = 0``), as opposed to the unrated ``W D L``."""
        return self in _RATED

    @property
    def counterpart(self) -> ResultCode:
        """The opponent's usual code for the same game (a loss for a win); byes have none and return themselves.

        Not the only possible one: odd results (``pair_problem``) give both players their own points."""
        return _COUNTERPART.get(self, self)

    @property
    def is_win(self) -> bool:
        return self in _WINS

    @property
    def is_draw(self) -> bool:
        return self in _DRAWS

    @property
    def is_loss(self) -> bool:
        return self in _LOSSES


_PLAYED = frozenset(
    {
        ResultCode.WIN,
        ResultCode.DRAW,
        ResultCode.LOSS,
        ResultCode.WIN_UNRATED,
        ResultCode.DRAW_UNRATED,
        ResultCode.LOSS_UNRATED,
    }
)
# The sets the properties test: a member looked up on its class costs more than the test itself.
_FORFEITS = frozenset({ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS})
_WITH_OPPONENT = _PLAYED | _FORFEITS
_REQUESTED = frozenset({ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE})
_RATED = frozenset({ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS})
_WINS = frozenset({ResultCode.WIN, ResultCode.WIN_UNRATED})
_DRAWS = frozenset({ResultCode.DRAW, ResultCode.DRAW_UNRATED})
_LOSSES = frozenset({ResultCode.LOSS, ResultCode.LOSS_UNRATED})

_COUNTERPART = {
    ResultCode.WIN: ResultCode.LOSS,
    ResultCode.LOSS: ResultCode.WIN,
    ResultCode.DRAW: ResultCode.DRAW,
    ResultCode.FORFEIT_WIN: ResultCode.FORFEIT_LOSS,
    ResultCode.FORFEIT_LOSS: ResultCode.FORFEIT_WIN,
    ResultCode.WIN_UNRATED: ResultCode.LOSS_UNRATED,
    ResultCode.LOSS_UNRATED: ResultCode.WIN_UNRATED,
    ResultCode.DRAW_UNRATED: ResultCode.DRAW_UNRATED,
}


_HALF_POINTS = {
    ResultCode.WIN: 2,
    ResultCode.DRAW: 1,
    ResultCode.LOSS: 0,
    ResultCode.WIN_UNRATED: 2,
    ResultCode.DRAW_UNRATED: 1,
    ResultCode.LOSS_UNRATED: 0,
}


def pair_problem(first: ResultCode, second: ResultCode) -> str | None:
    """Why two opponents' codes for one game cannot go together, or None when they can.

    Each player's code is their own result (TRF-16 / TRF-2026 record 001), so besides 1-0, ½-½, 0-1 a played game
    may end in one of the rare results the C.04 (2026) Double-Swiss preface lists, ½-0, 0-½ and 0-0 (``=``
    against ``0``, ``0`` against ``0``; likewise unrated ``D``/``L``). A forfeit is ``+`` against ``-`` or a
    double forfeit ``-`` against ``-``. Impossible (FIDE approval checklist Q181–Q184): more than a game's point
    between the two (1-1, 1-½), ``+`` against ``+``, a forfeit against a played result, a rated against an
    unrated result, and a bye against anything.
    """
    if first.is_bye or second.is_bye:
        return "a bye has no opponent"
    if first.is_forfeit or second.is_forfeit:
        if not (first.is_forfeit and second.is_forfeit):
            return "a forfeit cannot go with a played result"
        if first is second is ResultCode.FORFEIT_WIN:
            return "both players cannot win by forfeit"
        return None
    if first.is_rated_game != second.is_rated_game:
        return "a rated result cannot go with an unrated one (W D L: shorter than one move)"
    if _HALF_POINTS[first] + _HALF_POINTS[second] > 2:
        return "together they make more than a game's one point"
    return None


def is_odd_pair(first: ResultCode, second: ResultCode) -> bool:
    """A played game in which the two players scored less than one point together: ½-0, 0-½, 0-0."""
    return (
        first in _HALF_POINTS
        and second in _HALF_POINTS
        and pair_problem(first, second) is None
        and _HALF_POINTS[first] + _HALF_POINTS[second] < 2
    )
