"""The Baku Acceleration Method, C.04.7 (2026) art. 1, for any Swiss pairing system.

The method only adds *virtual points* to the scores of the participants of group GA during the accelerated
rounds; the pairing score (art. 1.5) is standings points plus virtual points. This module computes who is
in GA and how many virtual points each round gives, and expresses them as ``Acceleration`` records (TRF-2026
record ``250``), so that every engine reads pairing scores from the snapshot and never needs to know the
method — nor does any other program given the exported file.

Readings where the text needs one:

- Art. 1.2 "the list of participants to be paired": the participants of round 1 in TPN order — everybody
  registered for the first round (a requested bye in round 1 does not remove a participant from the list),
  not the late entries (C.04.2 art. 2.4: only taken into account for rounds after the first).
- Art. 1.3.2 "the last GA-participant shall be the same participant": GA is then everybody at or above that
  participant in the current pairing list, so a late entry placed above joins GA (note 2: GA may become odd)
  and one placed below joins GB.
- The ``250`` lines cover TPNs 1 … TPN of the last GA participant for every accelerated round, in the TPNs
  of the file. A late entry inside that range also "has" virtual points in rounds before their arrival;
  since the pairing score of a round is the points then plus that round's virtual points, and they were
  not paired in those rounds, nothing depends on it.
- Teams (art. 1.4.4 example 2): the virtual points are match points, a win's match points (2) in the first
  part and half of it (1) after; with game points as primary score the method is refused (note [*]).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from decimal import Decimal
from enum import StrEnum
from typing import TypeVar

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.player import Player
from arbiter_desk.core.scoring import ZERO, PointSystem, format_points
from arbiter_desk.core.tournament import Acceleration, is_absence

T = TypeVar("T")


class BakuNotApplicableError(RuleViolationError):
    """C.04.7 art. 1.1: the Baku method does not apply to this tournament's point system."""


class TeamPrimaryScore(StrEnum):
    """The primary score of a team competition (C.04.7 art. 1.4.4 example 2)."""

    MATCH_POINTS = "match points"
    GAME_POINTS = "game points"


def check_premise(point_system: PointSystem) -> None:
    """C.04.7 art. 1.1: a win must equal two draws and a loss must be zero (for both colours).

    Raises ``BakuNotApplicableError`` naming the values that break it.
    """
    pairs = (
        (point_system.win_white, point_system.draw_white, point_system.loss_white),
        (point_system.win_black, point_system.draw_black, point_system.loss_black),
    )
    for win, draw, loss in pairs:
        if win <= ZERO or win != 2 * draw or loss != ZERO:
            raise BakuNotApplicableError(
                "the Baku acceleration (C.04.7 art. 1.1) needs a point system where a win equals two draws "
                f"and a loss is zero; this one has win {win}, draw {draw}, loss {loss}"
            )


def check_team_premise(primary: TeamPrimaryScore, match_win: Decimal, match_draw: Decimal) -> None:
    """C.04.7 art. 1.1 and 1.4.4 note [*] for teams: match points as the primary score, a match win
    worth two match draws (e.g. 2 / 1 / 0); with game points the method cannot be used."""
    if primary is TeamPrimaryScore.GAME_POINTS:
        raise BakuNotApplicableError(
            "the Baku acceleration cannot be used when game points are the primary score (C.04.7 art. 1.4.4 [*])"
        )
    check_premise(PointSystem.simple(match_win, match_draw, ZERO))


def ga_size(participants: int) -> int:
    """C.04.7 art. 1.2: the first half of the participants rounded up to the nearest even number,
    2·⌈N/4⌉ (its note: 161 participants → 82). Also the TPN of the last GA participant before round 1."""
    if participants < 0:
        raise ValueError(f"a number of participants cannot be negative: {participants}")
    return 2 * -(-participants // 4)


def accelerated_rounds(total_rounds: int) -> int:
    """C.04.7 art. 1.4.1: the rounds in the first half (rounded up) of the tournament."""
    if total_rounds < 1:
        raise ValueError(f"a tournament has at least one round, not {total_rounds}")
    return -(-total_rounds // 2)


def full_virtual_rounds(total_rounds: int) -> int:
    """C.04.7 art. 1.4.2: the first half (rounded up) of the accelerated rounds, with a win's virtual points."""
    return -(-accelerated_rounds(total_rounds) // 2)


def virtual_points(win: Decimal, total_rounds: int, round_no: int) -> Decimal:
    """The virtual points of a GA participant before pairing ``round_no`` (C.04.7 art. 1.4.2–1.4.3 and note):
    a win's points in the first half (rounded up) of the accelerated rounds, half of it in the others,
    none after the last accelerated round."""
    if round_no <= full_virtual_rounds(total_rounds):
        return win
    if round_no <= accelerated_rounds(total_rounds):
        return win / 2
    return ZERO


def last_ga_participant(round_one: Sequence[T]) -> T | None:
    """C.04.7 art. 1.2: the last GA participant of the properly sorted list of round-1 participants
    (None for an empty list)."""
    if not round_one:
        return None
    return round_one[min(ga_size(len(round_one)), len(round_one)) - 1]


def ga_members(pairing_list: Sequence[T], last_ga: T) -> tuple[T, ...]:
    """C.04.7 art. 1.3.2: GA is everybody up to and including the same last GA participant in the current
    pairing list (late entries accommodated by C.04.2 art. 2); its size may be odd (note 2)."""
    try:
        end = list(pairing_list).index(last_ga)
    except ValueError:
        raise ValueError(f"the last GA participant {last_ga!r} is not in the pairing list") from None
    return tuple(pairing_list[: end + 1])


def baku_accelerations(last_ga_tpn: int, total_rounds: int, win: Decimal) -> tuple[Acceleration, ...]:
    """The ``250`` records of the Baku method: TPNs 1 … ``last_ga_tpn`` (GA) get ``win`` virtual points in
    the first half (rounded up) of the accelerated rounds and half of it in the rest (C.04.7 art. 1.4).

    ``win`` is the points of a win of the primary score (game points; match points for teams).
    """
    if last_ga_tpn < 1:
        return ()
    full = full_virtual_rounds(total_rounds)
    last = accelerated_rounds(total_rounds)
    records = [Acceleration(win, 1, full, 1, last_ga_tpn)]
    if last > full:
        records.append(Acceleration(win / 2, full + 1, last, 1, last_ga_tpn))
    return tuple(records)


def pairing_score_text(tpn: int, points: Decimal, virtual: Decimal) -> str:
    """How a participant's pairing score is made up (C.04.7 art. 1.5), e.g.
    ``5 is in GA: pairing score 2.0 = 1.0 + 1.0 virtual``."""
    total = format_points(points + virtual)
    return f"{tpn} is in GA: pairing score {total} = {format_points(points)} + {format_points(virtual)} virtual"


def follows_baku(
    accelerations: Sequence[Acceleration],
    tpns: Iterable[int],
    total_rounds: int | None,
    win: Decimal,
    absent_in_round_one: Collection[int] = (),
) -> bool:
    """Whether records ``250`` give exactly the Baku method's group and virtual points (C.04.7 art. 1.2–1.4): one
    group GA at the top of the pairing numbers — the first 2·⌈m/4⌉ of the m round-1 participants, where a
    pairing number inside GA's range without virtual points is a late entry that split it (art. 1.3) — with
    ``win`` in the first half (rounded up) of the accelerated rounds, half of it in the rest, and nothing else.
    Any other group (e.g. players 1–8 of 21, where GA is 12) is another acceleration. No records: False.

    ``absent_in_round_one``: the pairing numbers not paired in round 1 (a bye, a late entry). They are no
    round-1 participants (the SPP's reading of C.04.2 art. 2.4, checklist Q111), and one placed inside GA's range
    is in GA once he arrives (art. 1.3.2): counted in neither m nor GA's 2·⌈m/4⌉."""
    if not accelerations or total_rounds is None or total_rounds < 1:
        return False
    full, last = full_virtual_rounds(total_rounds), accelerated_rounds(total_rounds)
    group: set[int] | None = None
    for tpn in tpns:
        given = [
            sum((a.points for a in accelerations if a.applies(tpn, r)), Decimal(0)) for r in range(1, total_rounds + 1)
        ]
        if not any(given):
            continue
        expected = [win if r <= full else win / 2 if r <= last else Decimal(0) for r in range(1, total_rounds + 1)]
        if given != expected:
            return False
        group = (group or set()) | {tpn}
    if group is None:
        return False
    numbers = sorted(set(tpns))
    absent = set(absent_in_round_one)
    splitters = {t for t in numbers if t <= max(group) and t not in group}  # art. 1.3: late entries in GA's range
    participants = len([t for t in numbers if t not in absent and t not in splitters])
    return numbers[0] in group and len(group - absent) == ga_size(participants)


def round_one_absent(players: Sequence[Player]) -> set[int]:
    """The pairing numbers not paired in round 1 of a snapshot: a bye or an absence there, or no entry for a
    round 1 others were paired in (a late entry)."""
    entries = {p.tpn: next((e for e in p.rounds if e.round == 1), None) for p in players}
    paired = any(e is not None and not is_absence(e) for e in entries.values())
    return {t for t, e in entries.items() if (e is None and paired) or (e is not None and is_absence(e))}
