"""The rates of play (FIDE rating regulations: standard, rapid, blitz) as the window names them."""

from __future__ import annotations

from arbiter_desk.core.rating_lists import RateOfPlay
from arbiter_desk.ui.common.wording import t


def rate_name(rate: RateOfPlay) -> str:
    """``Standard``, ``Rapid`` or ``Blitz`` in the arbiter's language (also the start of "Rapid list: …")."""
    return {RateOfPlay.STANDARD: t("Standard"), RateOfPlay.RAPID: t("Rapid"), RateOfPlay.BLITZ: t("Blitz")}[rate]
