"""What may change in the tournament's configuration once round 1 is paired (FIDE approval checklist VCL4THP.13,
digest §5, §13, §14: Q57–62, Q70–88, Q93, Q107–110, Q194–196).

Always refused (any time, any mode): a scoring where two draws outscore a win and a loss (Q74), a pairing-
allocated bye worth more than a win (Q81), and under 1-½-0 a PAB other than 1, ½ or 0 (Q83).

Once round 1 is paired (a draft counts: the engine has used the settings), in FIDE mode these are locked —
level 5: refused, or the arbiter leaves FIDE mode first — and outside FIDE mode they need a level-3 confirmation
and are written as ``### Configuration @ Round n: …``: the pairing system and its edition (Q93), the scoring
system and the PAB value (Q75, Q85: locked, so Q76–78 and Q86–88 do not arise in FIDE mode), the acceleration
(method and stored ``250`` records, Q109–110) and the prohibited pairs (Q195–196).

The number of rounds may change after the start behind a level-4 warning (Q57–58), written as
``### Configuration @ Round n: number of rounds a -> b`` (Q59). If that turns the last paired round from the
final round into an earlier one or back, the round is re-checked (Q60): the colour limits of C.04.1 art. 6–7,
which the Swiss systems relax in the final round only, are checked on its boards; if they now fail, a level-3
warning says so and the ``###`` line names the breaks (Q61). Fewer rounds than are paired is refused.

``setup_warnings`` (Q62) is the level-2 notice before round 1 when the setup cannot be completed: more rounds
than a Swiss can pair for the field (each player meets each other once and receives at most one PAB, C.04.1
art. 2 and 4: n − 1 rounds for an even field, n for an odd one).
"""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.pairing.common.baseline import BreakKind, basic_rule_breaks
from arbiter_desk.core.pairing.round_robin.plan import RoundRobinPlan
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store.records import SettingsRecord

ONE, HALF, ZERO = Decimal(1), Decimal("0.5"), Decimal(0)


def _points(value: Decimal) -> str:
    return format(value.normalize(), "f")


def check_scoring(points: PointSystem) -> None:
    """Refuse a point system the FIDE rules cannot work with (Q74, Q81, Q83), naming the field."""
    for colour, win, draw, loss in (
        ("White", points.win_white, points.draw_white, points.loss_white),
        ("Black", points.win_black, points.draw_black, points.loss_black),
    ):
        if 2 * draw > win + loss:
            raise InvalidInputError(
                tr(
                    "point system: two draws ({draws}) would outscore a win and a loss ({decisive}) for {colour}; "
                    "choose a draw worth at most the mean of win and loss",
                    draws=_points(2 * draw),
                    decisive=_points(win + loss),
                    colour=colour,
                )
            )
    win = min(points.win_white, points.win_black)
    if points.pairing_bye > win:
        raise InvalidInputError(
            tr(
                "point system: the pairing-allocated bye ({pairing_bye}) may not be worth more than a win ({win})",
                pairing_bye=_points(points.pairing_bye),
                win=_points(win),
            )
        )
    classic = {points.win_white, points.win_black} == {ONE} and {points.draw_white, points.draw_black} == {HALF}
    if classic and {points.loss_white, points.loss_black} == {ZERO} and points.pairing_bye not in (ONE, HALF, ZERO):
        raise InvalidInputError(
            tr(
                "point system: under 1-½-0 the pairing-allocated bye scores 1, ½ or 0, not {pairing_bye}",
                pairing_bye=_points(points.pairing_bye),
            )
        )


def _round_now(state: TournamentState) -> int:
    last = state.last_round
    return 0 if last is None else last.number


def lock_warnings(state: TournamentState, new: SettingsRecord) -> list[DeskWarning]:
    """The warnings of saving ``new`` over the tournament's settings, highest level first (empty before round 1
    is paired, except a change in the number of rounds, which is free then)."""
    if not state.has_started:
        return []
    old = state.settings
    fide = old.fide_mode
    round_no = _round_now(state)
    found: list[DeskWarning] = []

    def locked(code: str, title: Text, what: Text, questions: tuple[int, ...]) -> None:
        if fide:
            text = tr("{what} cannot change once round 1 is paired, while the tournament is in FIDE mode.", what=what)
            found.append(DeskWarning(WarningLevel.REFUSED, code, title, text, questions, subject=f"round {round_no}"))
        else:
            text = tr("{what} changes after round 1 was paired; the TRF file records it as a ### line.", what=what)
            found.append(DeskWarning(WarningLevel.CONFIRM, code, title, text, questions, subject=f"round {round_no}"))

    if (new.pairing_system, new.rules_edition) != (old.pairing_system, old.rules_edition):
        locked("config.system", tr("Pairing system locked"), tr("The pairing system"), (93,))
    if new.point_system != old.point_system:
        if new.point_system.pairing_bye != old.point_system.pairing_bye:
            locked("config.pab", tr("Value of the pairing-allocated bye locked"), tr("The PAB's value"), (85,))
        if _without_pab(new.point_system) != _without_pab(old.point_system):
            locked("config.scoring", tr("Scoring system locked"), tr("The scoring system"), (75,))
    if (new.acceleration, new.accelerations) != (old.acceleration, old.accelerations):
        locked("config.acceleration", tr("Acceleration locked"), tr("The acceleration"), (109, 110))
    if new.forbidden_pairs != old.forbidden_pairs:
        locked("config.prohibited", tr("Prohibited pairs locked"), tr("The prohibited pairs"), (195, 196))
    if new.total_rounds != old.total_rounds:
        found.extend(rounds_warnings(state, new.total_rounds))
    return sorted(found, key=lambda w: -w.level)


def _without_pab(points: PointSystem) -> PointSystem:
    return PointSystem(**{**{f: getattr(points, f) for f in points.__dataclass_fields__}, "pairing_bye": ZERO})


def rounds_warnings(state: TournamentState, total: int | None) -> list[DeskWarning]:
    """Level 4 for a new number of rounds after the start (Q58), and level 3 if the re-check of the last
    paired round finds it no longer correct (Q60–61)."""
    old = state.settings.total_rounds
    round_no = _round_now(state)
    if total is not None and total < round_no:
        raise InvalidInputError(
            tr(
                "number of rounds: {total} is fewer than the {paired} rounds already paired",
                total=total,
                paired=round_no,
            )
        )
    line = f"### Configuration @ Round {round_no}: {rounds_detail(old, total)}"
    found = [
        DeskWarning(
            WarningLevel.TWO_STEP,
            "config.rounds",
            tr("Number of rounds changed after the start"),
            tr(
                "The tournament was announced with {old} rounds and will now have {new}.",
                old=_count(old),
                new=_count(total),
            ),
            (57, 58, 59),
            tr(
                "The players' pairings from now on follow the new number of rounds (the last round's rules apply to "
                "round {last}); the TRF file records '{line}'.",
                last=_count(total),
                line=line,
            ),
            subject=f"{old}->{total}",
        )
    ]
    breaks = recheck_last_round(state, total)
    if breaks:
        text = tr(
            "Round {round} was paired as the final round; with {total} rounds it is not, and its pairing "
            "breaks rules relaxed only in the final round: {broken}.",
            round=round_no,
            total=_count(total),
            broken="; ".join(breaks),
        )
        title = tr("Round {round} no longer correct", round=round_no)
        found.append(
            DeskWarning(
                WarningLevel.CONFIRM, "config.recheck", title, text, (60, 61),
                subject=f"{round_no}:{total}",
            )
        )  # fmt: skip
    return found


def _count(total: int | None) -> Text | str:
    return tr("an unset number of") if total is None else str(total)


def rounds_detail(old: int | None, new: int | None) -> str:
    return f"number of rounds {old if old is not None else '?'} -> {new if new is not None else '?'}"


def recheck_last_round(state: TournamentState, total: int | None) -> tuple[str, ...]:
    """The re-check of the last paired round when a new number of rounds changes whether it is the final one
    (Q60): the colour-limit breaks (C.04.1 art. 6–7) it has as a non-final round, or () when it is fine."""
    last = state.last_round
    old = state.settings.total_rounds
    if last is None:
        return ()
    was_final = old is not None and last.number >= old
    is_final = total is not None and last.number >= total
    if was_final == is_final or is_final:
        return ()  # a non-final pairing keeps the absolute rules the final round also keeps
    tpn = {p.id: p.tpn for p in state.players}
    boards = [(tpn[b.white], tpn[b.black]) for b in state.boards_of(last.number)]
    byes = state.bye_of(last.number)
    bye = tpn[byes[0]] if byes else None
    breaks = basic_rule_breaks(build_snapshot(state, last.number), last.number, boards, bye)
    return tuple(
        f"#{b.players[0]} colour difference {b.value:+d} (C.04.1 art. 6)"
        if b.kind is BreakKind.COLOUR_DIFFERENCE
        else f"#{b.players[0]} the same colour three times (C.04.1 art. 7)"
        for b in breaks
        if b.kind in (BreakKind.COLOUR_DIFFERENCE, BreakKind.SAME_COLOUR)
    )


def configuration_events(state: TournamentState, new: SettingsRecord) -> tuple[IntegrityEvent, ...]:
    """The ``### Configuration`` lines of saving ``new`` after the start (Q59, Q61; outside FIDE mode also the
    locked items the arbiter changed after a confirmation)."""
    if not state.has_started:
        return ()
    old = state.settings
    round_no = _round_now(state)
    details = []
    if new.total_rounds != old.total_rounds:
        details.append(rounds_detail(old.total_rounds, new.total_rounds))
        breaks = recheck_last_round(state, new.total_rounds)
        if breaks:
            details.append(f"round {round_no} re-checked, no longer correct: {'; '.join(breaks)}")
    if (new.pairing_system, new.rules_edition) != (old.pairing_system, old.rules_edition):
        details.append(
            f"pairing system {old.pairing_system} {old.rules_edition} -> {new.pairing_system} {new.rules_edition}"
        )
    if new.point_system.pairing_bye != old.point_system.pairing_bye:
        details.append(f"PAB {_points(old.point_system.pairing_bye)} -> {_points(new.point_system.pairing_bye)}")
    if _without_pab(new.point_system) != _without_pab(old.point_system):
        details.append("scoring system changed")
    if (new.acceleration, new.accelerations) != (old.acceleration, old.accelerations):
        details.append(f"acceleration changed ({old.acceleration.value} -> {new.acceleration.value})")
    if new.forbidden_pairs != old.forbidden_pairs:
        details.append("prohibited pairs changed")
    return tuple(IntegrityEvent(EventKind.CONFIGURATION, round_no, d) for d in details)


def setup_warnings(state: TournamentState) -> list[DeskWarning]:
    """Q62: before round 1, a level-2 notice when the number of rounds cannot be paired for the field."""
    if state.has_started or state.settings.total_rounds is None:
        return []
    field = sum(1 for p in state.players if p.withdrawal_round is None or p.withdrawal_round > 1)
    if field < 2:
        return []
    total = state.settings.total_rounds
    if state.settings.pairing_system == "round-robin":  # C.05: the Berger tables, once or twice through
        cycles = 2 if "DOUBLE" in state.settings.info.type_code.upper() else 1
        most = RoundRobinPlan(field, cycles).rounds
        if total <= most:
            return []
        text = tr(
            "{total} rounds are planned for {field} players, but a round robin of {cycles} cycle(s) has "
            "{most} (C.05 Annex 1). The last rounds would have to be paired by hand.",
            total=total,
            field=field,
            cycles=cycles,
            most=most,
        )
    else:
        most = field if field % 2 else field - 1
        if total <= most:
            return []
        text = tr(
            "{total} rounds are planned for {field} players, but a Swiss can pair at most {most}: each player "
            "meets each other player once (C.04.1 art. 2) and receives at most one pairing-allocated bye (art. 4). "
            "The last rounds would have to be paired by hand.",
            total=total,
            field=field,
            most=most,
        )
    return [
        DeskWarning(
            WarningLevel.NOTICE, "setup.rounds", tr("The tournament cannot be completed as set up"), text, (62, 63),
            subject=f"{total}/{field}",
        )
    ]  # fmt: skip


class SetupCommands(DeskBase):
    def setup_warnings(self) -> list[DeskWarning]:
        """Q62: the notice to show before pairing round 1 (empty once round 1 is paired)."""
        with self._store.read() as reader:
            return setup_warnings(TournamentState.partial(reader, players=True, rounds=True))
