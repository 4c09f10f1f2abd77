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
        return self in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS)

    @property
    def has_opponent(self) -> bool:
        """The round was paired against an opponent (played or forfeited)."""
        return self.is_played or self.is_forfeit

    @property
    def is_bye(self) -> bool:
        """No opponent: requested byes (H, F, Z) and the pairing-allocated bye (U)."""
        return not self.has_opponent

    @property
    def is_requested_absence(self) -> bool:
        """The player was not paired in this round (C.04.2 art. 3.3): H, F or Z."""
        return self in (ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.ZERO_BYE)

    @property
    def counterpart(self) -> ResultCode:
        """The opponent's code for the same game; byes have none and return themselves."""
        return _COUNTERPART.get(self, self)

    @property
    def is_win(self) -> bool:
        return self in (ResultCode.WIN, ResultCode.WIN_UNRATED)

    @property
    def is_draw(self) -> bool:
        return self in (ResultCode.DRAW, ResultCode.DRAW_UNRATED)

    @property
    def is_loss(self) -> bool:
        return self in (ResultCode.LOSS, ResultCode.LOSS_UNRATED)


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
