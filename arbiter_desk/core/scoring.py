"""Point systems: how many points each result is worth (TRF-2026 record 162, TRF(x) XXS and BBx)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from arbiter_desk.core.results import Colour, ResultCode

ONE = Decimal(1)
HALF = Decimal("0.5")
ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class PointSystem:
    """Points per result; the defaults are FIDE's 1 / ½ / 0 with the pairing-allocated bye as a win.

    Win, draw and loss may differ by colour (TRF(x) ``XXS`` codes WW/BW, WD/BD, WL/BL); the usual case
    sets both colours alike.
    """

    win_white: Decimal = ONE
    win_black: Decimal = ONE
    draw_white: Decimal = HALF
    draw_black: Decimal = HALF
    loss_white: Decimal = ZERO
    loss_black: Decimal = ZERO
    forfeit_win: Decimal = ONE
    forfeit_loss: Decimal = ZERO
    pairing_bye: Decimal = ONE
    full_bye: Decimal = ONE
    half_bye: Decimal = HALF
    zero_bye: Decimal = ZERO

    @classmethod
    def simple(
        cls,
        win: Decimal = ONE,
        draw: Decimal = HALF,
        loss: Decimal = ZERO,
        pairing_bye: Decimal | None = None,
    ) -> PointSystem:
        """Colour-blind values; forfeit win, full bye and (by default) pairing bye score as a win."""
        return cls(
            win_white=win,
            win_black=win,
            draw_white=draw,
            draw_black=draw,
            loss_white=loss,
            loss_black=loss,
            forfeit_win=win,
            forfeit_loss=ZERO,
            pairing_bye=win if pairing_bye is None else pairing_bye,
            full_bye=win,
            half_bye=draw,
            zero_bye=ZERO,
        )

    @property
    def win(self) -> Decimal:
        """The points of a win (White's, where the colours differ)."""
        return self.win_white

    @property
    def draw(self) -> Decimal:
        return self.draw_white

    @property
    def loss(self) -> Decimal:
        return self.loss_white

    @property
    def is_colour_blind(self) -> bool:
        return (
            self.win_white == self.win_black
            and self.draw_white == self.draw_black
            and self.loss_white == self.loss_black
        )

    def points(self, result: ResultCode, colour: Colour = Colour.NONE) -> Decimal:
        """Points scored with ``result``, played with ``colour`` where that matters."""
        black = colour is _BLACK
        if result.is_win:
            return self.win_black if black else self.win_white
        if result.is_draw:
            return self.draw_black if black else self.draw_white
        if result.is_loss:
            return self.loss_black if black else self.loss_white
        points: Decimal = getattr(self, _UNPLAYED_FIELDS[result])
        return points


_BLACK = Colour.BLACK
_UNPLAYED_FIELDS = {
    ResultCode.FORFEIT_WIN: "forfeit_win",
    ResultCode.FORFEIT_LOSS: "forfeit_loss",
    ResultCode.PAIRING_BYE: "pairing_bye",
    ResultCode.FULL_BYE: "full_bye",
    ResultCode.HALF_BYE: "half_bye",
    ResultCode.ZERO_BYE: "zero_bye",
}
"""The field holding the points of each result without a game over the board."""


def format_points(value: Decimal) -> str:
    """Points as TRF and printouts show them: one decimal (``3.5``, ``4.0``), more only when needed."""
    return _formatted(value, value.is_signed())


@lru_cache(maxsize=4096)  # a few distinct values, formatted for every term of every breakdown
def _formatted(value: Decimal, _signed: bool) -> str:
    """``format_points``; the sign is part of the key: -0 equals 0 but prints as ``-0.0``."""
    text = f"{value:.1f}"
    if Decimal(text) != value:
        text = format(value.normalize(), "f")
    return text


def half_points_text(value: Decimal) -> str:
    """Points with ½ for halves, as wall charts and match scores write them: ``3½``, ``4``, ``½`` (not ``0½``)."""
    text = format_points(value)
    whole, _, fraction = text.partition(".")
    if fraction.rstrip("0") == "5":
        return "½" if whole in ("0", "-0") else f"{whole}½"
    if fraction.rstrip("0") == "":
        return whole
    return text
