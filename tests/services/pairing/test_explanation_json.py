"""One JSON form for every system's explanation, with the numbering it was made with."""

from __future__ import annotations

import json
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, PlayerId
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.explain import StepKind
from arbiter_desk.services.pairing.explanation_json import (
    explanation_from_json,
    explanation_to_json,
    stored_explanation_from_json,
)
from tests.core.pairing.dubov.tournament_builder import build


def test_dubov_explanation_round_trips_with_its_numbering() -> None:
    t = build([2400, 2300, 2200, 2100, 2000], [["1-4 1-0", "2-5 =", "3 U"]])
    explanation = find_system("dubov").pair(t).explanation
    numbering = {PairingNumber(t): PlayerId(100 + t) for t in range(1, 6)}
    text = explanation_to_json(explanation, numbering)
    stored = stored_explanation_from_json(text)
    assert stored.explanation == explanation
    assert stored.numbering == numbering and stored.player(3) == 103
    assert json.loads(text)["format"] == 2


FORMAT_1 = {
    "system": "Dubov system (C.04.4.1, 2026)",
    "round": 2,
    "bye": None,
    "notes": ["4 players to pair"],
    "brackets": [
        {
            "score": "1",
            "residents": [1, 2],
            "upfloaters": [],
            "upfloater_reason": "no upfloater needed (C5)",
            "g1": [2],
            "g2": [1],
            "shifts": [],
            "s1": [2],
            "s1_aro": [2300],
            "t2": [1],
            "transposition": "T2 = G2 in TPN order (first transposition)",
            "notes": [],
        }
    ],
    "boards": [
        {
            "board": 1,
            "white": 2,
            "black": 1,
            "bracket_score": "1",
            "placed_by": "S1[1] 2 (ARO 2300) with T2[1] 1 (art. 3.2.6)",
            "colour_rule": "5.2.2",
            "colour_reason": "both preferences granted",
            "floats": [],
        }
    ],
    "numbering": {"1": 7, "2": 9},
}


def test_format_1_dubov_bodies_read_into_the_kit_steps() -> None:
    stored = stored_explanation_from_json(json.dumps(FORMAT_1))
    (bracket,) = stored.explanation.brackets
    assert bracket.score == Decimal(1) and bracket.floater_label == "upfloaters"
    assert [s.kind for s in bracket.steps][:3] == [StepKind.FLOATERS, StepKind.GROUPS, StepKind.GROUPS]
    s1 = bracket.step("S1")
    assert s1 is not None and s1.players == (2,) and s1.values == ("ARO 2300",)
    assert stored.numbering == {1: 7, 2: 9}
    assert explanation_from_json(json.dumps(FORMAT_1)).boards[0].colour_rule == "5.2.2"
    text = stored.explanation.to_text()
    assert "G1 (art. 3.2.3): 2" in text and "S1 by ARO (art. 3.2.5): 2 (ARO 2300)" in text
