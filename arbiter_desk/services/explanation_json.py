"""The engine's explanation of a round (``RoundExplanation``) to JSON and back, for the rounds table."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.explain import (
    BoardExplanation,
    BracketExplanation,
    ByeExplanation,
    RoundExplanation,
)


def explanation_to_json(explanation: RoundExplanation) -> str:
    return json.dumps(_plain(explanation), sort_keys=True, ensure_ascii=False)


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if hasattr(value, "__dataclass_fields__"):
        return {name: _plain(getattr(value, name)) for name in value.__dataclass_fields__}
    return value


def _tpns(items: list[int]) -> tuple[PairingNumber, ...]:
    return tuple(PairingNumber(i) for i in items)


def _strs(items: list[str]) -> tuple[str, ...]:
    return tuple(items)


def explanation_from_json(text: str) -> RoundExplanation:
    data = json.loads(text)
    bye = data["bye"]
    return RoundExplanation(
        system=data["system"],
        round=data["round"],
        bye=None
        if bye is None
        else ByeExplanation(
            player=PairingNumber(bye["player"]),
            rule=bye["rule"],
            reason=bye["reason"],
            excluded=tuple((PairingNumber(t), why) for t, why in bye["excluded"]),
        ),
        brackets=tuple(
            BracketExplanation(
                score=Decimal(b["score"]),
                residents=_tpns(b["residents"]),
                upfloaters=_tpns(b["upfloaters"]),
                upfloater_reason=b["upfloater_reason"],
                g1=_tpns(b["g1"]),
                g2=_tpns(b["g2"]),
                shifts=_strs(b["shifts"]),
                s1=_tpns(b["s1"]),
                s1_aro=tuple(b["s1_aro"]),
                t2=_tpns(b["t2"]),
                transposition=b["transposition"],
                notes=_strs(b["notes"]),
            )
            for b in data["brackets"]
        ),
        boards=tuple(
            BoardExplanation(
                board=b["board"],
                white=PairingNumber(b["white"]),
                black=PairingNumber(b["black"]),
                bracket_score=Decimal(b["bracket_score"]),
                placed_by=b["placed_by"],
                colour_rule=b["colour_rule"],
                colour_reason=b["colour_reason"],
                floats=_strs(b["floats"]),
            )
            for b in data["boards"]
        ),
        notes=_strs(data["notes"]),
    )
