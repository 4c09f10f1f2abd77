"""The Lim system (C.04.4.3, 2026): the bye, the scoregroups in Lim order, colours, board order.

The readings of ``lim-2026-clarifications.md`` (L1–L27) apply; each is named where it is used.
"""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import ColourChoice, RoundPairing
from arbiter_desk.core.pairing.common.order import board_sort_key
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.explain import (
    BoardExplanation,
    BracketExplanation,
    ByeExplanation,
    Step,
    StepKind,
)
from arbiter_desk.core.pairing.lim.bye import choose_bye
from arbiter_desk.core.pairing.lim.colours import allocate_colours
from arbiter_desk.core.pairing.lim.compatibility import Compatibility
from arbiter_desk.core.pairing.lim.players import LimPlayer, build_players
from arbiter_desk.core.pairing.lim.procedure import LOWER, GroupRecord, median_score, pair_scoregroups
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.tournament import Tournament


class LimSystem:
    """FIDE Lim system, 2026 edition."""

    name = "lim"
    title = "Lim system (C.04.4.3, 2026)"

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
        """The checker's rule line for a legal round of a file that differs from this system's pairing."""
        from arbiter_desk.core.pairing.lim.departure import departure

        return departure(snapshot, round_no, file, engine)

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = tournament.round_to_pair() if round_no is None else round_no
        absent = tournament.absent_in(rnd)
        to_pair = frozenset(p.tpn for p in tournament.players if p.tpn not in absent)
        players = build_players(tournament, rnd, to_pair)
        last_round = tournament.total_rounds is not None and rnd == tournament.total_rounds
        compat = Compatibility(players, tournament, rnd, last_round)
        median = median_score(rnd, tournament.point_system.win)
        notes = [
            f"{len(to_pair)} players to pair" + (f", {len(absent)} absent" if absent else ""),
            f"median scoregroup {format_points(median)} (art. 2.2, L5)",
        ]
        if last_round:
            notes.append("last round: players with the same score may meet whatever their colours (art. 6, L2)")

        bye: ByeExplanation | None = None
        active = sorted(to_pair)
        if len(active) % 2:
            bye = choose_bye([players[t] for t in active], rnd)
            active.remove(bye.player)
        records = pair_scoregroups(active, players, compat, median)

        rows: list[tuple[PairingNumber, PairingNumber, BoardExplanation]] = []
        for record in records:
            for made in record.made:
                a, b = players[made.first], players[made.second]
                decision = allocate_colours(a, b, tournament.initial_colour, rnd, record.median_or_above)
                explanation = BoardExplanation(
                    board=0,
                    white=decision.white,
                    black=decision.black,
                    bracket_score=record.score,
                    placed_by=f"scoregroup {format_points(record.score)}: {made.how}",
                    colour_rule=decision.rule,
                    colour_reason=decision.reason,
                    floats=_floats(a, b, record),
                )
                rows.append((decision.white, decision.black, explanation))
        rows.sort(key=lambda r: board_sort_key(players[r[0]].score, r[0], players[r[1]].score, r[1]))
        brackets = (_bracket(r) for r in records)
        return RoundPairing.from_boards(self.title, rnd, (e for _, _, e in rows), bye, brackets, notes)

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """Art. 5 / 7.2 for one pair of ``round_no`` (e.g. a late entry's board added under C.04.2 4.4.4)."""
        absent = tournament.absent_in(round_no)
        to_pair = frozenset(p.tpn for p in tournament.players if p.tpn not in absent) | {a, b}
        players = build_players(tournament, round_no, to_pair)
        median = median_score(round_no, tournament.point_system.win)
        above = max(players[a].score, players[b].score) >= median
        decision = allocate_colours(players[a], players[b], tournament.initial_colour, round_no, above)
        return ColourChoice(decision.white, decision.black, decision.rule, decision.reason)


def _floats(a: LimPlayer, b: LimPlayer, record: GroupRecord) -> tuple[str, ...]:
    out = []
    for p in (a, b):
        kind = record.received.get(p.tpn)
        if kind is not None:
            way = "down" if kind == "DF" else "up"
            why = "its pairing was cracked, art. 2.6" if p.tpn in record.cracked else "art. 3.2.1"
            out.append(
                f"{p.tpn} floated {way} from {format_points(p.score)} to the "
                f"{format_points(record.score)} scoregroup ({why})"
            )
    return tuple(out)


def _bracket(record: GroupRecord) -> BracketExplanation:
    """The scoregroup's pairing as the kit's generic steps, each labelled in Lim's words and articles."""
    direction = "upward" if record.side == LOWER else "downward"
    steps = [Step(StepKind.GROUPS, f"paired {record.step}. ({record.side}, {direction}; art. 2.2)")]
    for tpn, kind in record.received.items():
        steps.append(Step(StepKind.FLOATERS, f"received {tpn} ({'down' if kind == 'DF' else 'up'}-floater)", (tpn,)))
    for tpn in record.choice.floaters:
        steps.append(Step(StepKind.FLOATERS, f"floats on: {record.choice.reasons.get(tpn, str(tpn))}", (tpn,)))
    if record.choice.rule:
        steps.append(Step(StepKind.CRITERION, f"floaters chosen by {record.choice.rule}"))
    steps.extend(Step(StepKind.NOTE, note) for note in record.notes)
    return BracketExplanation(
        score=record.score,
        residents=record.residents,
        floaters=tuple(sorted(record.received)),
        steps=tuple(steps),
    )
