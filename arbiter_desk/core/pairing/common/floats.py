"""Float histories (Dutch C.04.3 art. 1.4; Dubov C.04.4.1 art. 1.8 and clar. 5).

Systems define a float differently, so the kit computes a participant's float per earlier round under a
:class:`FloatRule` the system chooses:

* Dubov (clar. 5): an upfloat when paired, game played *or forfeited*, against an opponent with a higher
  score at the start of that round; byes give no float.
* Dutch (C.04.3 art. 1.4.2–1.4.3, clar. 2): only played games float between players; a PAB or an unplayed
  round that scored more than a loss is a downfloat.

Scores compared are the *pairing* scores each round had (points so far plus that round's acceleration,
``pairing-input.md``), so acceleration moves floats exactly as it moved the brackets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import RoundEntry
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.scoring import PointSystem


class Float(StrEnum):
    """A participant's float in one round."""

    UP = "up"
    DOWN = "down"
    NONE = ""


@dataclass(frozen=True, slots=True)
class FloatRule:
    """What gives a float. The defaults are the words of C.04.3 art. 1.4.2–1.4.3."""

    forfeits_float: bool = False
    """A forfeited game floats like a played one (Dubov clar. 5: "paired ... played or forfeited")."""
    unplayed_downfloat: bool = True
    """A PAB, or an unplayed round scoring more than a loss, is a downfloat (C.04.3 art. 1.4.3)."""


DUBOV_FLOATS = FloatRule(forfeits_float=True, unplayed_downfloat=False)
"""Dubov clar. 5."""


def round_float(
    tpn: PairingNumber,
    entry: RoundEntry,
    scores: Mapping[PairingNumber, Decimal],
    points: PointSystem,
    rule: FloatRule,
) -> Float:
    """The float of ``tpn`` in the round of ``entry``; ``scores`` are the pairing scores at its start."""
    if entry.opponent is not None and (entry.result.is_played or (rule.forfeits_float and entry.result.is_forfeit)):
        own, other = scores.get(tpn), scores.get(entry.opponent)
        if own is None or other is None or own == other:
            return Float.NONE
        return Float.UP if other > own else Float.DOWN
    if not rule.unplayed_downfloat or entry.result.is_played:
        return Float.NONE
    scored = entry.result is ResultCode.PAIRING_BYE or points.points(entry.result, entry.colour) > points.loss
    return Float.DOWN if scored else Float.NONE
