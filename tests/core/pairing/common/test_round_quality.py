"""The measures the checker compares two round-pairings on (C.04.2 (2026) art. 1.4): each system's quality
criteria in priority order (Dutch C.04.3 art. 2.3–2.4) and the procedure steps (Dubov C.04.4.1 art. 3)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.floats import Float
from arbiter_desk.core.pairing.common.round_quality import (
    ProcedureSteps,
    RoundView,
    Seat,
    first_criterion_lost,
    first_departing_step,
    floaters_by_group,
    repeated_floats,
)
from arbiter_desk.core.pairing.dutch.departure import CRITERIA
from arbiter_desk.core.results import Colour

P = PairingNumber


@dataclass(frozen=True)
class Round:
    white: dict[frozenset[PairingNumber], PairingNumber | None]
    bye: PairingNumber | None = None


def pairs(*boards: tuple[int, int]) -> Round:
    return Round({frozenset((P(w), P(b))): P(w) for w, b in boards})


# 1, 2 on 2 points; 3, 4 on 1 point; 4 downfloated in the previous round.
VIEW = RoundView(
    {
        P(1): Seat(Decimal(2), Colour.WHITE),
        P(2): Seat(Decimal(2), Colour.BLACK),
        P(3): Seat(Decimal(1), Colour.WHITE),
        P(4): Seat(Decimal(1), Colour.BLACK, float_1=Float.DOWN),
    },
    rounds_left=2,
)
TOP_TOGETHER = pairs((1, 2), (3, 4))
TOP_APART = pairs((1, 4), (3, 2))


def test_floaters_are_counted_per_score_group_from_the_top() -> None:
    measure = floaters_by_group(with_bye=True)
    assert measure(VIEW, TOP_TOGETHER) == (Decimal(0), Decimal(0))
    assert measure(VIEW, TOP_APART) == (Decimal(2), Decimal(0))


def test_the_first_dutch_criterion_the_file_loses_on_is_named_with_its_article() -> None:
    """C.04.3 art. 2.4.1 [C6] comes before the colour criteria [C12] the file would win on."""
    line = first_criterion_lost(CRITERIA, VIEW, TOP_APART, TOP_TOGETHER, colours="art. 5", order="art. 3.8.1")
    assert "the engine's pairing is better at [C6] (C.04.3 art. 2.4.1" in line
    assert "file 2 from score 2, engine none" in line


def test_equal_pairs_with_other_colours_name_the_colour_rules_and_equal_criteria_the_order() -> None:
    swapped = pairs((2, 1), (3, 4))
    assert "colour allocation rules' (art. 5)" in first_criterion_lost(
        CRITERIA, VIEW, swapped, TOP_TOGETHER, colours="art. 5", order="art. 3.8.1"
    )
    level = RoundView({P(t): Seat(Decimal(1)) for t in (1, 2, 3, 4)})
    line = first_criterion_lost(CRITERIA, level, pairs((1, 3), (2, 4)), TOP_TOGETHER, colours="art. 5", order="3.8.1")
    assert "equal on every criterion the checker measures; the engine's comes first in the order" in line


def test_a_float_repeated_from_the_previous_round_is_counted() -> None:
    """Dutch [C15]: an MDP opponent who upfloated the previous round; [C14]: a downfloater who downfloated."""
    assert repeated_floats(Float.UP, Float.DOWN, 1)(VIEW, TOP_APART) == (Decimal(1),)
    assert repeated_floats(Float.DOWN, Float.DOWN, 1)(VIEW, TOP_APART) == (Decimal(0),)


STEPS = ProcedureSteps(bye="BYE", floaters="FLOATERS", bracket="BRACKET", colours="COLOURS")


def test_the_first_procedure_step_that_departs() -> None:
    """The bye first, then each score group from the top: its floaters, then its pairing; then the colours."""
    assert first_departing_step(STEPS, VIEW, Round(TOP_TOGETHER.white, P(4)), TOP_TOGETHER).endswith("BYE")
    assert first_departing_step(STEPS, VIEW, TOP_APART, TOP_TOGETHER).endswith("FLOATERS, score group 2")
    assert first_departing_step(STEPS, VIEW, pairs((2, 1), (4, 3)), TOP_TOGETHER).endswith("COLOURS")
