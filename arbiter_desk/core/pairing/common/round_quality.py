"""Where a file's round-pairing departs from the engine's, for the checker (C.04.2 (2026) art. 1.4).

Two readings, one per kind of system:

* **Quality criteria** (Dutch C.04.3 art. 2.3–2.4, Burstein C.04.4.2 art. 2.3, Double-Swiss C.04.5 art. 2.3,
  Team C.04.6 art. 2.3): each system lists its criteria in priority order as :class:`Criterion` values, each
  with a whole-round measure (lower is better). The first criterion on which the two pairings differ is named;
  when the engine's is better there, the file's pairing "loses" on it. The measures look at the round as a
  whole, score group by score group from the top (so a downfloater of a higher group outweighs any number
  below, as the bracket-by-bracket process has it); the criteria that need the pairing process itself
  ([C8] of the Dutch and [C7] of Burstein, the following bracket; the Dutch topscorers' [C10]/[C11], which the
  basic-rules line covers) are not measured and said so in the system's list.
* **Procedure steps** (Dubov, Lim, the 1992 system, round robins): the system pairs by a fixed sequence —
  the pairing-allocated bye, the floaters of each score group from the top, the pairing inside the bracket,
  the colours — and :func:`first_departing_step` names the first of these where the file does otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.colour import Strength
from arbiter_desk.core.pairing.common.floats import Float, FloatRule
from arbiter_desk.core.pairing.common.participant import build_participants
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

__all__ = [
    "Criterion",
    "ProcedureSteps",
    "RoundView",
    "Seat",
    "colour_misses",
    "downfloater_scores",
    "first_criterion_lost",
    "first_departing_step",
    "floater_differences",
    "floaters_by_group",
    "individual_view",
    "pab_score",
    "pab_unplayed",
    "repeated_floats",
    "score_differences",
]

Pair = frozenset[PairingNumber]
Measure = tuple[Decimal, ...]


class Pairing(Protocol):
    """A round-pairing as the checker holds it: each pair with its White player (None: not recorded), the bye."""

    @property
    def white(self) -> Mapping[Pair, PairingNumber | None]: ...

    @property
    def bye(self) -> PairingNumber | None: ...


@dataclass(frozen=True, slots=True)
class Seat:
    """One participant as the criteria see him before the round."""

    score: Decimal
    """Pairing score (the score groups are made of it)."""
    preference: Colour = Colour.NONE
    strong: bool = False
    """At least a strong colour preference (C.04.3 art. 1.7.2; Team Type B art. 1.7.2)."""
    float_1: Float = Float.NONE
    """The float of the previous round (a team that floated, without direction: ``UP``)."""
    float_2: Float = Float.NONE
    """The float of the round two before."""
    unplayed: int = 0
    """Rounds before this one without a game played."""


@dataclass(frozen=True, slots=True)
class RoundView:
    """The participants of the round to compare, and how many rounds follow it (0: the last round)."""

    seats: Mapping[PairingNumber, Seat]
    rounds_left: int | None = None


Evaluate = Callable[[RoundView, Pairing], Measure]


@dataclass(frozen=True, slots=True)
class Criterion:
    """One quality criterion of a system: its label (``[C6]``), article, words, and its measure."""

    label: str
    article: str
    words: str
    measure: Evaluate
    skipped_when_rounds_left: int = -1
    """The criterion does not apply when at most this many rounds follow (e.g. 0: "unless it is the last round")."""
    by_group: bool = False
    """The measure counts per score group from the top (shown as ``2 from 3 points``)."""

    def applies(self, view: RoundView) -> bool:
        return view.rounds_left is None or view.rounds_left > self.skipped_when_rounds_left


def _score(view: RoundView, tpn: PairingNumber) -> Decimal:
    seat = view.seats.get(tpn)
    return Decimal(0) if seat is None else seat.score


def _mixed(view: RoundView, pairing: Pairing) -> list[tuple[PairingNumber, PairingNumber]]:
    """The pairs across score groups as (higher-score player, lower-score player)."""
    out: list[tuple[PairingNumber, PairingNumber]] = []
    for pair in pairing.white:
        a, b = sorted(pair)
        if _score(view, a) != _score(view, b):
            out.append((a, b) if _score(view, a) > _score(view, b) else (b, a))
    return out


def _groups(view: RoundView) -> list[Decimal]:
    return sorted({s.score for s in view.seats.values()}, reverse=True)


def pab_score(view: RoundView, pairing: Pairing) -> Measure:
    """The score of the PAB assignee (Dutch [C5])."""
    return () if pairing.bye is None else (_score(view, pairing.bye),)


def pab_unplayed(view: RoundView, pairing: Pairing) -> Measure:
    """The unplayed games of the PAB assignee (Dutch [C9])."""
    seat = None if pairing.bye is None else view.seats.get(pairing.bye)
    return () if seat is None else (Decimal(seat.unplayed),)


def floaters_by_group(with_bye: bool) -> Evaluate:
    """The number of players floating down out of each score group, from the top group down (Dutch [C6],
    Burstein [C5]; with ``with_bye`` False the upfloaters each group draws, Double-Swiss and Team [C4])."""

    def measure(view: RoundView, pairing: Pairing) -> Measure:
        down = [high for high, _low in _mixed(view, pairing)]
        if with_bye and pairing.bye is not None:
            down.append(pairing.bye)
        return tuple(Decimal(sum(1 for t in down if _score(view, t) == g)) for g in _groups(view))

    return measure


def downfloater_scores(view: RoundView, pairing: Pairing) -> Measure:
    """The scores of the downfloaters (the PAB assignee among them), highest first (Dutch [C7], Burstein [C6])."""
    down = [_score(view, high) for high, _low in _mixed(view, pairing)]
    if pairing.bye is not None:
        down.append(_score(view, pairing.bye))
    return tuple(sorted(down, reverse=True))


def score_differences(view: RoundView, pairing: Pairing) -> Measure:
    """The score differences of the pairs across score groups, highest first (Double-Swiss and Team [C5])."""
    return tuple(sorted((_score(view, h) - _score(view, lo) for h, lo in _mixed(view, pairing)), reverse=True))


def _colours(pairing: Pairing) -> Iterable[tuple[PairingNumber, Colour]]:
    for pair, white in pairing.white.items():
        if white is None:
            continue
        (black,) = pair - {white}
        yield white, Colour.WHITE
        yield black, Colour.BLACK


def colour_misses(strong_only: bool) -> Evaluate:
    """The players (teams) who do not get their colour preference, or their strong one (Dutch [C12]/[C13],
    Burstein [C8], Team [C8]/[C9])."""

    def measure(view: RoundView, pairing: Pairing) -> Measure:
        missed = 0
        for tpn, colour in _colours(pairing):
            seat = view.seats.get(tpn)
            if seat is None or seat.preference is Colour.NONE or (strong_only and not seat.strong):
                continue
            missed += seat.preference is not colour
        return (Decimal(missed),)

    return measure


def _float_back(seat: Seat | None, back: int) -> Float:
    if seat is None:
        return Float.NONE
    return seat.float_1 if back == 1 else seat.float_2


def repeated_floats(role: Float, earlier: Float | None, back: int, with_bye: bool = True) -> Evaluate:
    """The players floating ``role`` now (down: the higher of a pair across groups, and the PAB assignee when
    ``with_bye``; up: the lower) whose float ``back`` rounds before was ``earlier`` (None: any float)
    (Dutch [C14]–[C17], Double-Swiss [C7]/[C8], Team [C7]/[C10])."""

    def measure(view: RoundView, pairing: Pairing) -> Measure:
        mixed = _mixed(view, pairing)
        now = [h for h, _ in mixed] if role is Float.DOWN else [lo for _, lo in mixed]
        if role is Float.DOWN and with_bye and pairing.bye is not None:
            now.append(pairing.bye)
        found = 0
        for tpn in now:
            was = _float_back(view.seats.get(tpn), back)
            found += was is not Float.NONE if earlier is None else was is earlier
        return (Decimal(found),)

    return measure


def floater_differences(role: Float, back: int) -> Evaluate:
    """The score differences, highest first, of the pairs across groups whose downfloater (``role`` DOWN) had a
    downfloat, or whose upfloater (UP) had an upfloat, ``back`` rounds before (Dutch [C18]–[C21])."""

    def measure(view: RoundView, pairing: Pairing) -> Measure:
        diffs = []
        for high, low in _mixed(view, pairing):
            who = high if role is Float.DOWN else low
            if _float_back(view.seats.get(who), back) is role:
                diffs.append(_score(view, high) - _score(view, low))
        return tuple(sorted(diffs, reverse=True))

    return measure


def _number(value: Decimal) -> str:
    return f"{value.normalize():f}"


def _show(measure: Measure, groups: Sequence[Decimal] | None = None) -> str:
    if groups is not None:
        counted = [f"{_number(n)} from score {_number(g)}" for n, g in zip(measure, groups, strict=False) if n]
        return ", ".join(counted) or "none"
    if not measure:
        return "none"
    return ", ".join(_number(v) for v in measure)


def _same_pairs(file: Pairing, engine: Pairing) -> bool:
    return set(file.white) == set(engine.white) and file.bye == engine.bye


LEGAL = "legal by the basic rules (C.04.1) but not the pairing the rules produce"


def first_criterion_lost(
    criteria: Sequence[Criterion],
    view: RoundView,
    file: Pairing,
    engine: Pairing,
    colours: str,
    order: str,
) -> str:
    """The rule line of a round whose pairing is legal but differs: the first criterion of ``criteria`` on which
    the two pairings differ; ``colours`` names the colour rules (only colours differ), ``order`` the article that
    chooses among pairings equal on every criterion."""
    if _same_pairs(file, engine):
        return f"rule: {LEGAL}: the colours are the system's colour allocation rules' ({colours})"
    for criterion in criteria:
        if not criterion.applies(view):
            continue
        ours, theirs = criterion.measure(view, file), criterion.measure(view, engine)
        if ours == theirs:
            continue
        groups = _groups(view) if criterion.by_group else None
        named = (
            f"{criterion.label} ({criterion.article}: {criterion.words}): "
            f"file {_show(ours, groups)}, engine {_show(theirs, groups)}"
        )
        if theirs < ours:
            return f"rule: {LEGAL}: the engine's pairing is better at {named}"
        return (
            f"rule: {LEGAL}: over the whole round the file's pairing is better at {named}, but the rules pair bracket "
            f"by bracket from the top ({order}); see `explain` for the engine's reasons"
        )
    return (
        f"rule: {LEGAL}: the two pairings are equal on every criterion the checker measures; the engine's comes "
        f"first in the order the rules give ({order})"
    )


@dataclass(frozen=True, slots=True)
class ProcedureSteps:
    """The steps of a system that pairs by a fixed procedure, each with its article."""

    bye: str
    floaters: str
    bracket: str
    colours: str


def _partner(pairing: Pairing, tpn: PairingNumber) -> PairingNumber | None:
    for pair in pairing.white:
        if tpn in pair:
            (other,) = pair - {tpn}
            return other
    return None


def _floating(view: RoundView, pairing: Pairing, group: Decimal) -> frozenset[PairingNumber]:
    """The players paired across the boundary of score group ``group``, on both sides of their pair."""
    out: set[PairingNumber] = set()
    for high, low in _mixed(view, pairing):
        if group in (_score(view, high), _score(view, low)):
            out |= {high, low}
    return frozenset(out)


def first_departing_step(steps: ProcedureSteps, view: RoundView, file: Pairing, engine: Pairing) -> str:
    """The rule line of a round whose pairing is legal but differs: the first procedure step where the file's
    pairing departs from the engine's — the bye, then each score group from the top (its floaters, then the
    pairing inside it), then the colours."""
    step = steps.colours
    if file.bye != engine.bye:
        step = steps.bye
    else:
        for group in _groups(view):
            members = [t for t, s in view.seats.items() if s.score == group]
            if all(_partner(file, t) == _partner(engine, t) for t in members):
                continue
            where = "floaters" if _floating(view, file, group) != _floating(view, engine, group) else "bracket"
            step = f"{getattr(steps, where)}, score group {_number(group)}"
            break
    return f"rule: {LEGAL}: the first step that departs is {step}"


def individual_view(
    snapshot: Tournament, round_no: int, rule: FloatRule, column: int | None = None, columns_per_round: int = 1
) -> RoundView:
    """The view of an individual event's round ``round_no`` from the snapshot the engine paired it on;
    ``column``: the TRF round column the round starts at when it differs (Double-Swiss game 1, 2r−1, whose
    floats are those of the earlier rounds' game 1: ``columns_per_round`` 2)."""
    at = round_no if column is None else column
    seats: dict[PairingNumber, Seat] = {}
    for p in build_participants(snapshot, at, rule).values():
        if not p.present:
            continue
        preference = p.preference
        seats[p.tpn] = Seat(
            score=p.pairing_score,
            preference=Colour.NONE if preference is None else preference.colour,
            strong=preference is not None and preference.strength >= Strength.STRONG,
            float_1=p.float_in(at - columns_per_round),
            float_2=p.float_in(at - 2 * columns_per_round),
            unplayed=at - 1 - p.games_played,
        )
    total = snapshot.total_rounds
    rounds = None if total is None else -(-total // columns_per_round)
    return RoundView(seats, None if rounds is None else max(rounds - round_no, 0))
