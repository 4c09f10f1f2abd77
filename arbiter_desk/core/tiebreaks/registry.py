"""The tie-break registry by MTB26 code: what each code computes and how it orders (C.07 (2026)).

``TIEBREAKS[code]`` gives the definition; :func:`compute_tiebreak` gives one player's :class:`Breakdown`;
:func:`sort_key` turns a value into "larger ranks higher" (TPN ascends, ``/R`` reverses TPN and RTNG).
DE has no calculator of its own: it depends on the tied group (see ``direct_encounter``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.tiebreaks import buchholz, koya, own_results, ratings
from arbiter_desk.core.tiebreaks.breakdown import Breakdown
from arbiter_desk.core.tiebreaks.codes import ALLOWED_MODIFIERS, TieBreakSpec
from arbiter_desk.core.tiebreaks.context import TieBreakContext

Calculator = Callable[[TieBreakContext, TieBreakSpec, PairingNumber], Breakdown]


@dataclass(frozen=True, slots=True)
class TieBreakDefinition:
    """One MTB26 code: its name, calculator, order and the decimals it is shown with."""

    code: str
    name: str
    calculator: Calculator | None
    higher_is_better: bool = True
    decimals: int = 1

    @property
    def modifiers(self) -> frozenset[str]:
        return ALLOWED_MODIFIERS[self.code]


_DEFINITIONS = (
    TieBreakDefinition("DE", "Direct encounter", None),
    TieBreakDefinition("WIN", "Rounds won", own_results.rounds_won, decimals=0),
    TieBreakDefinition("WON", "Games won over the board", own_results.games_won, decimals=0),
    TieBreakDefinition("BPG", "Games played with Black", own_results.black_games, decimals=0),
    TieBreakDefinition("BWG", "Games won with Black", own_results.black_wins, decimals=0),
    TieBreakDefinition("PS", "Progressive score", own_results.progressive_score),
    TieBreakDefinition("REP", "Rounds elected to play", own_results.elected_rounds, decimals=0),
    TieBreakDefinition("STD", "Standard points", own_results.standard_points),
    TieBreakDefinition("TPN", "Tournament pairing number", own_results.pairing_number, False, 0),
    TieBreakDefinition("RTNG", "Rating", own_results.rating, decimals=0),
    TieBreakDefinition("BH", "Buchholz", buchholz.buchholz),
    TieBreakDefinition("FB", "Fore Buchholz", buchholz.fore_buchholz),
    TieBreakDefinition("AOB", "Average of opponents' Buchholz", buchholz.average_of_opponents_buchholz, decimals=2),
    TieBreakDefinition("SB", "Sonneborn-Berger", buchholz.sonneborn_berger, decimals=2),
    TieBreakDefinition("KS", "Koya system", koya.koya),
    TieBreakDefinition("ARO", "Average rating of opponents", ratings.average_rating, decimals=0),
    TieBreakDefinition("TPR", "Tournament performance rating", ratings.performance_rating, decimals=0),
    TieBreakDefinition("PTP", "Perfect tournament performance", ratings.perfect_performance, decimals=0),
    TieBreakDefinition(
        "APRO", "Average performance rating of opponents", ratings.average_performance_of_opponents, decimals=0
    ),
    TieBreakDefinition(
        "APPO",
        "Average perfect performance of opponents",
        ratings.average_perfect_performance_of_opponents,
        decimals=0,
    ),
)

TIEBREAKS: dict[str, TieBreakDefinition] = {d.code: d for d in _DEFINITIONS}
"""Every computed tie-break by MTB26 code, in the order of the C.07 summary's table."""


def find_tiebreak(code: str | TieBreakSpec) -> TieBreakDefinition:
    """The definition of a code (``BH/C1`` or ``GE`` accepted); InvalidInputError names an unknown one."""
    spec = code if isinstance(code, TieBreakSpec) else TieBreakSpec.parse(code)
    return TIEBREAKS[spec.code]


def compute_tiebreak(ctx: TieBreakContext, spec: TieBreakSpec, tpn: PairingNumber) -> Breakdown:
    """One player's value of one tie-break with its terms (DE: no value outside a tied group)."""
    calculator = TIEBREAKS[spec.code].calculator
    if calculator is None:
        return Breakdown(spec.to_mtb(), tpn, None, (), ("direct encounter depends on the tied group",))
    return calculator(ctx, spec, tpn)


def sort_key(spec: TieBreakSpec, value: Decimal | None) -> tuple[int, Decimal]:
    """The value oriented so that larger ranks higher (TPN ascends; ``/R`` reverses).

    An undefined value (None: no game over the board for ARO, TPR, …, AOB) ranks below every defined one,
    whatever the order — the reading of FIDE's tie-break checker (C.07 says nothing of it).
    """
    if value is None:
        return (0, Decimal(0))
    ascending = not TIEBREAKS[spec.code].higher_is_better
    if spec.reverse:
        ascending = not ascending
    return (1, -value if ascending else value)


UNDEFINED = "–"
"""How an undefined value is shown on screen and in documents (CSV files leave the cell blank)."""


def format_value(spec: TieBreakSpec, value: Decimal | None) -> str:
    """A value as the standings show it: the code's usual decimals, more only when needed; "–" when
    undefined (DE, which has no value outside a tied group: blank)."""
    if value is None:
        return "" if spec.code == "DE" else UNDEFINED
    decimals = TIEBREAKS[spec.code].decimals
    shown = value.quantize(Decimal(1).scaleb(-decimals))
    if shown != value:
        return format(value.normalize(), "f")
    return str(shown)
