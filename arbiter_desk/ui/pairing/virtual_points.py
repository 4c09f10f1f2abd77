"""Virtual points of the Baku acceleration as the explanation shows them (C.04.7 art. 1.5)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal
from html import escape

from arbiter_desk.core.pairing.common.baku import pairing_score_text
from arbiter_desk.ui.common.wording import t

VirtualPoints = Mapping[int, tuple[Decimal, Decimal]]
"""(points, virtual points) by TPN of the players in GA during an accelerated round."""


def virtual_html(tpns: Iterable[int], virtual: VirtualPoints) -> str:
    """``5 is in GA: pairing score 2.0 = 1.0 + 1.0 virtual`` for each of ``tpns`` with virtual points."""
    lines = [pairing_score_text(t, *virtual[t]) for t in tpns if t in virtual]
    if not lines:
        return ""
    heading = t("Baku acceleration (C.04.7):")
    return f"<p><b>{heading}</b> " + "; ".join(escape(line) for line in lines) + "</p>"
