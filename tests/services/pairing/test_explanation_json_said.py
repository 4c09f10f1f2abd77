"""A step's label and text stored also as messages to translate ("said"), beside the English strings: the
Dutch system's explanation (C.04.3) round-trips with them; JSON written before them reads as before."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.dutch import DutchSystem
from arbiter_desk.core.pairing.explain import BracketExplanation, RoundExplanation, Step, StepKind
from arbiter_desk.core.text import tr, tr_n
from arbiter_desk.language import say
from arbiter_desk.services.event.demo import open_demo
from arbiter_desk.services.pairing.explanation_json import explanation_from_json, explanation_to_json


def dutch_round_4(folder: Path) -> RoundExplanation:
    """The demo tournament's round 4 as the Dutch system pairs it (downfloaters, exchanges, absent players)."""
    return DutchSystem().pair(open_demo(folder).export_snapshot(), RoundNo(4)).explanation


def test_a_step_said_as_a_message_round_trips_with_nested_and_plural_arguments() -> None:
    quality = tr(
        "C6: {pairs}, {downfloaters}; C12: {c12} without their colour preference; C13: {c13} without a strong one",
        pairs=tr_n("{count} pair", "{count} pairs", 3),
        downfloaters=tr("downfloater {numbers}", numbers="14"),
        c12=0,
        c13=1,
    )
    step = Step(StepKind.CRITERION, "Quality (art. 2.3-2.4)", text="…", said=quality, label_said=tr("Pairs (art. 3.3)"))
    explanation = RoundExplanation(
        "Dutch system (C.04.3, 2026)",
        4,
        brackets=(BracketExplanation(Decimal(2), (PairingNumber(1), PairingNumber(2)), steps=(step,)),),
        notes=("22 players to pair",),
        notes_said=(tr_n("{count} player to pair", "{count} players to pair", 22),),
    )
    text = explanation_to_json(explanation)
    assert explanation_from_json(text) == explanation
    stored = json.loads(text)["brackets"][0]["steps"][0]["said"]
    assert stored["source"].startswith("C6: {pairs}") and stored["context"] is None
    assert dict(stored["args"])["pairs"] == {
        "source": "{count} pair",
        "args": [],
        "context": None,
        "plural": "{count} pairs",
        "count": 3,
    }
    assert say(explanation_from_json(text).brackets[0].steps[0].said or "", "fr").startswith("C6 : 3 paires")


def test_the_dutch_explanation_round_trips_with_its_messages(tmp_path: Path) -> None:
    explanation = dutch_round_4(tmp_path)
    steps = [s for b in explanation.brackets for s in b.steps]
    assert all(s.label_said is not None for s in steps)
    assert any(s.said is not None and s.kind is StepKind.FLOATERS for s in steps)
    assert len(explanation.notes_said) == len(explanation.notes)
    back = explanation_from_json(explanation_to_json(explanation))
    assert back == explanation
    for step in (s for b in back.brackets for s in b.steps):
        assert say(step.label_said or "", "en") == step.label
        if step.said is not None:
            assert say(step.said, "en") == step.text, "the message says what the English text says"


OLD_FORMAT_2 = {
    "format": 2,
    "system": "Dutch system (C.04.3, 2026)",
    "round": 2,
    "bye": None,
    "notes": ["4 players to pair"],
    "brackets": [
        {
            "score": "1",
            "residents": [1, 2],
            "floaters": [],
            "floater_label": "MDPs",
            "steps": [
                {"kind": "candidate", "label": "Pairs (art. 3.3)", "players": [], "values": [], "text": "1-2"},
                {
                    "kind": "criterion",
                    "label": "Quality (art. 2.3-2.4)",
                    "players": [],
                    "values": [],
                    "text": "C6: 1 pair, no downfloater; C12: 0 without their colour preference; C13: 0 without a "
                    "strong one",
                },
            ],
        }
    ],
    "boards": [],
    "numbering": {"1": 11, "2": 12},
}


def test_json_written_before_the_messages_reads_as_before_in_english() -> None:
    explanation = explanation_from_json(json.dumps(OLD_FORMAT_2))
    steps = explanation.brackets[0].steps
    assert [(s.label, s.text, s.said, s.label_said) for s in steps] == [
        ("Pairs (art. 3.3)", "1-2", None, None),
        ("Quality (art. 2.3-2.4)", OLD_FORMAT_2["brackets"][0]["steps"][1]["text"], None, None),  # type: ignore[index]
    ]
    assert explanation.notes_said == () and explanation.notes_shown() == ("4 players to pair",)
