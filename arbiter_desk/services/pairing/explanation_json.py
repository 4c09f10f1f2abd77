"""The engine's explanation of a round (``RoundExplanation``) to JSON and back, with its numbering.

One JSON form for every pairing system: the kit's generic shape (``core/pairing/explain.py``: brackets of
steps) plus ``"format": 2`` and ``"numbering"`` — TPN → player id as they were when the round was paired
(a later renumbering must not change who a past round's explanation names).

Older rounds (format 1, before the kit) stored Dubov's own bracket fields (``upfloaters``, ``g1``, ``g2``,
``shifts``, ``s1``/``s1_aro``, ``t2``, ``transposition``); they are read into the same steps the Dubov engine
now writes. Schema 6 gave them the numbering in force at the upgrade.

A step may carry its label and text also as messages to translate (``label_said``, ``said``: today only the
Dutch system's steps; the other systems' steps are shown in English): each is stored as
``{"source", "args", "context"}`` (plus ``"plural"`` and ``"count"`` for a message with a plural), an argument
that is itself a message stored the same way, beside the English strings. JSON written before them has neither
and reads as before, the English shown.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from arbiter_desk.core.ids import PairingNumber, PlayerId
from arbiter_desk.core.pairing.explain import (
    BoardExplanation,
    BracketExplanation,
    ByeExplanation,
    RoundExplanation,
    Step,
    StepKind,
)
from arbiter_desk.core.text import Text

FORMAT = 2


@dataclass(frozen=True, slots=True)
class StoredExplanation:
    """An explanation with the numbering it was made with (None if the store never knew it)."""

    explanation: RoundExplanation
    numbering: dict[PairingNumber, PlayerId] | None = None

    def player(self, tpn: int) -> PlayerId | None:
        return None if self.numbering is None else self.numbering.get(PairingNumber(tpn))


def explanation_to_json(
    explanation: RoundExplanation, numbering: Mapping[PairingNumber, PlayerId] | None = None
) -> str:
    data = _plain(explanation)
    data["format"] = FORMAT
    if numbering is not None:
        data["numbering"] = {str(tpn): int(pid) for tpn, pid in sorted(numbering.items())}
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def _plain(value: Any) -> Any:
    if isinstance(value, Text):
        return text_to_plain(value)
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if hasattr(value, "__dataclass_fields__"):
        return {name: _plain(getattr(value, name)) for name in value.__dataclass_fields__}
    return value


def text_to_plain(text: Text) -> dict[str, Any]:
    """A message as JSON-ready data: source, named arguments (a message argument nested), context, plural."""
    data: dict[str, Any] = {
        "source": text.source,
        "args": [[name, _plain(value)] for name, value in text.args],  # in order: JSON's keys are sorted
        "context": text.context,
    }
    if text.plural is not None:
        data["plural"] = text.plural
        data["count"] = text.count
    return data


def text_from_plain(data: Mapping[str, Any] | None) -> Text | None:
    """The message ``text_to_plain`` stored (None for none); an argument stored as a message is one again."""
    if data is None:
        return None
    args = tuple((name, text_from_plain(value) if isinstance(value, dict) else value) for name, value in data["args"])
    return Text(data["source"], args, data.get("context"), data.get("plural"), data.get("count"))


def _tpns(items: list[int]) -> tuple[PairingNumber, ...]:
    return tuple(PairingNumber(i) for i in items)


def stored_explanation_from_json(text: str) -> StoredExplanation:
    data = json.loads(text)
    numbering = data.get("numbering")
    return StoredExplanation(
        explanation_from_json(text),
        None if numbering is None else {PairingNumber(int(t)): PlayerId(int(p)) for t, p in numbering.items()},
    )


def explanation_from_json(text: str) -> RoundExplanation:
    data = json.loads(text)
    bracket = _bracket if data.get("format", 1) >= FORMAT else _format_1_bracket
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
        brackets=tuple(bracket(b) for b in data["brackets"]),
        boards=tuple(
            BoardExplanation(
                board=b["board"],
                white=PairingNumber(b["white"]),
                black=PairingNumber(b["black"]),
                bracket_score=Decimal(b["bracket_score"]),
                placed_by=b["placed_by"],
                colour_rule=b["colour_rule"],
                colour_reason=b["colour_reason"],
                floats=tuple(b["floats"]),
            )
            for b in data["boards"]
        ),
        notes=tuple(data["notes"]),
        notes_said=tuple(t for t in map(text_from_plain, data.get("notes_said", [])) if t is not None),
    )


def _bracket(b: dict[str, Any]) -> BracketExplanation:
    return BracketExplanation(
        score=Decimal(b["score"]),
        residents=_tpns(b["residents"]),
        floaters=_tpns(b["floaters"]),
        floater_label=b["floater_label"],
        steps=tuple(
            Step(
                StepKind(s["kind"]),
                s["label"],
                _tpns(s["players"]),
                tuple(s["values"]),
                s["text"],
                said=text_from_plain(s.get("said")),
                label_said=text_from_plain(s.get("label_said")),
            )
            for s in b["steps"]
        ),
    )


def _format_1_bracket(b: dict[str, Any]) -> BracketExplanation:
    """A bracket stored before the kit (Dubov fields), as the steps the Dubov engine writes now."""
    steps = [
        Step(StepKind.FLOATERS, "Why these upfloaters (art. 3.2.1-3.2.2)", text=b["upfloater_reason"]),
        Step(StepKind.GROUPS, "G1 (art. 3.2.3)", _tpns(b["g1"])),
        Step(StepKind.GROUPS, "G2 (art. 3.2.3)", _tpns(b["g2"])),
        *(Step(StepKind.SHIFT, "Shift (art. 3.2.4)", text=s) for s in b["shifts"]),
        Step(StepKind.CANDIDATE, "S1 by ARO (art. 3.2.5)", _tpns(b["s1"]), tuple(f"ARO {a}" for a in b["s1_aro"])),
        Step(StepKind.CANDIDATE, "T2 (art. 3.2.6)", _tpns(b["t2"])),
        Step(StepKind.TRANSPOSITION, "Transposition (art. 3.2.6, 4.4)", text=b["transposition"]),
        *(Step(StepKind.NOTE, "Note", text=n) for n in b["notes"]),
    ]
    return BracketExplanation(
        score=Decimal(b["score"]),
        residents=_tpns(b["residents"]),
        floaters=_tpns(b["upfloaters"]),
        floater_label="upfloaters",
        steps=tuple(steps),
    )
