"""The Dutch system (C.04.3, 2026): brackets in descending score, the PAB, colours, board order."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import ColourChoice, RoundPairing
from arbiter_desk.core.pairing.common.order import board_sort_key
from arbiter_desk.core.pairing.common.round_quality import Pairing
from arbiter_desk.core.pairing.dutch.bracket import (
    BracketResult,
    OracleFactory,
    pair_bracket,
    weighted_edges,
    wide_oracle,
)
from arbiter_desk.core.pairing.dutch.certified import certified_bracket
from arbiter_desk.core.pairing.dutch.colours import allocate_colours, c12_loses, c13_loses
from arbiter_desk.core.pairing.dutch.criteria import BracketFrame, Level, bracket_levels
from arbiter_desk.core.pairing.dutch.narrow import Below, NarrowOracle
from arbiter_desk.core.pairing.dutch.oracle import Oracle
from arbiter_desk.core.pairing.dutch.round_graph import RoundGraph, build_round_graph
from arbiter_desk.core.pairing.dutch.said import (
    ENGLISH,
    LAST_ROUND,
    downfloaters_message,
    pab_score_message,
    quality_message,
    to_pair_message,
)
from arbiter_desk.core.pairing.dutch.state import DutchPlayer, build_players
from arbiter_desk.core.pairing.explain import (
    BoardExplanation,
    BracketExplanation,
    ByeExplanation,
    Step,
    StepKind,
)
from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.text import tr
from arbiter_desk.core.tournament import Tournament


def _takers(graph: RoundGraph, remaining: list[DutchPlayer], frame: BracketFrame) -> frozenset[int]:
    """Positions in ``remaining`` of the players who may receive the PAB ([C2], [C5]); none without one."""
    if frame.bye is None:
        return frozenset()
    return frozenset(i for i, p in enumerate(remaining) if p.tpn in graph.bye_ok)


@dataclass(frozen=True, slots=True)
class _Pair:
    white: PairingNumber
    black: PairingNumber
    bracket: BracketExplanation
    placed_by: str
    colour_rule: str
    colour_reason: str
    floats: tuple[str, ...]


class DutchSystem:
    """FIDE (Dutch) system, 2026 edition; the readings of ``dutch-2026-clarifications.md`` apply."""

    name = "dutch"
    title = "Dutch system (C.04.3, 2026)"

    def __init__(self, explain: bool = True, step_by_step: bool = False, narrow: bool = True) -> None:
        """``explain`` also finds, for every downfloater, the criterion that made him float (one matching each).
        ``step_by_step`` follows the text's order of candidates one decision at a time (a matching per
        alternative tried) instead of encoding it in the weights: the same pairing, slower (for tests).
        ``narrow=False`` matches every bracket over all players still to pair (the wide matching, which
        ``narrow`` is proven to equal) and follows ``text_order`` with a matching per decision, without the
        shortcuts of ``remainder``: the same pairing, slower (the reference for tests).
        """
        self._explain = explain
        self._step_by_step = step_by_step
        self._narrow = narrow

    def departure(self, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing) -> str:
        """The checker's rule line for a legal round of a file that differs from this system's pairing."""
        from arbiter_desk.core.pairing.dutch.departure import departure

        return departure(snapshot, round_no, file, engine)

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        rnd = tournament.round_to_pair() if round_no is None else round_no
        absent = tournament.absent_in(rnd)
        to_pair_set = {p.tpn for p in tournament.players if p.tpn not in absent}
        players = build_players(tournament, rnd, to_pair_set)
        graph = build_round_graph(tournament, rnd, [players[t] for t in to_pair_set])
        last_round = tournament.total_rounds is not None and rnd >= tournament.total_rounds
        said = [to_pair_message(len(to_pair_set), len(absent))]
        if graph.bye_score is not None:
            said.append(pab_score_message(format_points(graph.bye_score)))
        if last_round:
            said.append(LAST_ROUND)
        notes = [n.render(ENGLISH) for n in said]

        pairs: list[_Pair] = []
        brackets: list[BracketExplanation] = []
        remaining: list[DutchPlayer] = list(graph.order)
        mdps: set[PairingNumber] = set()
        bye_player: PairingNumber | None = None
        while remaining:
            residents_score = (
                max(p.score for p in remaining if p.tpn not in mdps)
                if any(p.tpn not in mdps for p in remaining)
                else None
            )
            if residents_score is None:
                # Only the PAB assignee is left after the last bracket (art. 1.9.1).
                assert len(remaining) == 1 and graph.bye_score is not None
                bye_player = remaining[0].tpn
                break
            local = {p.tpn: i for i, p in enumerate(remaining)}
            nodes = len(remaining) + (1 if graph.bye_score is not None and len(remaining) % 2 else 0)
            bye_node = len(remaining) if nodes > len(remaining) else None
            members = frozenset(i for i, p in enumerate(remaining) if p.tpn in mdps or p.score == residents_score)
            lower = [p.score for i, p in enumerate(remaining) if i not in members]
            next_score = max(lower) if lower else None
            frame = BracketFrame(
                players=remaining,
                members=members,
                mdps=frozenset(local[t] for t in mdps),
                score=residents_score,
                next_group=frozenset(i for i, p in enumerate(remaining) if i not in members and p.score == next_score),
                bye=bye_node,
                initial_colour=tournament.initial_colour,
                last_round=last_round,
            )
            order = list(range(len(remaining)))
            bad = graph.local_bad(remaining)  # once per bracket: it grows with the players still to pair
            result = self._certified(graph, remaining, frame, nodes, order, bad)
            if result is None:
                legal, make_oracle = self._matching(graph, remaining, frame, nodes, bad)
                result = pair_bracket(
                    frame,
                    order,
                    legal,
                    nodes,
                    explain=self._explain,
                    step_by_step=self._step_by_step,
                    make_oracle=make_oracle,
                    assignment=self._narrow,
                )
            explanation = self._bracket_explanation(remaining, frame, result)
            brackets.append(explanation)
            for (a, b), how in zip(result.pairs, result.how, strict=True):
                pairs.append(self._make_pair(remaining[a], remaining[b], how, explanation, tournament, frame))
            paired = {remaining[i].tpn for pr in result.pairs for i in pr}
            mdps = {remaining[i].tpn for i in result.floaters}
            remaining = [p for p in remaining if p.tpn not in paired]
            if not any(p.tpn not in mdps for p in remaining) and remaining:
                if len(remaining) == 1 and graph.bye_score is not None:
                    bye_player = remaining[0].tpn
                    break
                raise AssertionError("players left without a bracket")

        bye: ByeExplanation | None = None
        if bye_player is not None:
            p = players[bye_player]
            bye = ByeExplanation(
                player=bye_player,
                rule="2.3.1",
                reason=(
                    f"C5: lowest pairing score that still allows a complete pairing ({format_points(p.score)}); "
                    "downfloats from the last bracket (art. 1.9.1)"
                ),
            )
        pairs.sort(key=lambda q: board_sort_key(players[q.white].score, q.white, players[q.black].score, q.black))
        board_explanations = (
            BoardExplanation(
                board=number,  # the publishing order (C.04.2 art. 3.6): from_boards keeps it
                white=q.white,
                black=q.black,
                bracket_score=q.bracket.score,
                placed_by=q.placed_by,
                colour_rule=q.colour_rule,
                colour_reason=q.colour_reason,
                floats=q.floats,
            )
            for number, q in enumerate(pairs, start=1)
        )
        return RoundPairing.from_boards(self.title, rnd, board_explanations, bye, brackets, notes, said)

    def _matching(
        self, graph: RoundGraph, remaining: list[DutchPlayer], frame: BracketFrame, nodes: int, bad: list[set[int]]
    ) -> tuple[dict[int, set[int]], OracleFactory | None]:
        """Legal partners and the oracle factory of a bracket: the narrow matching (``narrow``) unless the PAB
        may go to a player of the bracket ([C9]), or no player is below the bracket."""
        bye_node = frame.bye
        takers = _takers(graph, remaining, frame)
        if not self._narrow or not frame.next_group or takers & frame.members:
            return graph.local_legal(remaining, bye_node, bad), None
        members = sorted(frame.members)
        everyone = set(members)
        legal = {u: everyone - bad[u] - {u} for u in members}  # set difference: linear in C, not in Python

        def make_oracle(levels: list[Level], tie: Level) -> Oracle:
            def wide() -> Oracle:
                return wide_oracle(frame, nodes, graph.local_legal(remaining, bye_node, bad), levels, tie)

            below = Below(frame, bad, nodes, takers, levels)
            return NarrowOracle(frame, nodes, legal, levels, tie, weighted_edges, below, wide)

        return legal, make_oracle

    def _certified(
        self,
        graph: RoundGraph,
        remaining: list[DutchPlayer],
        frame: BracketFrame,
        nodes: int,
        order: list[int],
        bad: list[set[int]],
    ) -> BracketResult | None:
        """The bracket's pairing certified without a matching (``certified``), or None: only in the default
        engine, and only where the completion below the bracket is certified as in ``narrow`` (``Below``),
        nothing is below it, or it is the last bracket and its downfloater receives the PAB. In the last round
        too, a bracket with a topscorer included ([C10]/[C11] at their bounds: no pair with a colour fault)."""
        if not self._narrow or self._step_by_step:
            return None
        takers = _takers(graph, remaining, frame)
        if not frame.next_group:
            if len(remaining) != len(frame.members):
                return None
            if frame.bye is None:
                return certified_bracket(frame, order, bad, bracket_levels(frame, with_c9=False), None, self._explain)
            mine = takers & frame.members
            if not mine:
                return None
            # As ``pair_bracket``: [C9] is a level when the lone downfloater may receive the PAB.
            levels = bracket_levels(frame, with_c9=True)
            return certified_bracket(frame, order, bad, levels, None, self._explain, takers=mine)
        if takers & frame.members:
            return None
        levels = bracket_levels(frame, with_c9=False)
        below = Below(frame, bad, nodes, takers, levels)
        return certified_bracket(frame, order, bad, levels, below.c8_value, self._explain)

    def colours_for(
        self, tournament: Tournament, round_no: RoundNo, a: PairingNumber, b: PairingNumber
    ) -> ColourChoice:
        """Art. 5.2.1–5.2.5 for one pair of ``round_no`` (e.g. a late entry's board added under C.04.2 4.4.4)."""
        players = build_players(tournament, round_no)
        decision = allocate_colours(players[a], players[b], tournament.initial_colour)
        return ColourChoice(decision.white, decision.black, decision.rule, decision.reason)

    @staticmethod
    def _bracket_explanation(
        remaining: list[DutchPlayer], frame: BracketFrame, result: BracketResult
    ) -> BracketExplanation:
        def tpns(idx: tuple[int, ...] | list[int]) -> tuple[PairingNumber, ...]:
            return tuple(remaining[i].tpn for i in idx)

        residents = tuple(sorted(i for i in frame.members if i not in frame.mdps))
        mdps = tuple(sorted(frame.mdps))
        steps: list[Step] = []
        if mdps:
            steps.append(Step(StepKind.GROUPS, "S1 (art. 3.2.4)", tpns(result.s1), label_said=tr("S1 (art. 3.2.4)")))
            if result.limbo:
                limbo = "Limbo (art. 3.2.4)"
                steps.append(Step(StepKind.FLOATERS, limbo, tpns(result.limbo), label_said=tr("Limbo (art. 3.2.4)")))
        if result.exchange:
            steps.append(
                Step(
                    StepKind.EXCHANGE,
                    "Candidate (art. 4.2-4.3)",
                    text=result.exchange,
                    said=result.exchange_said,
                    label_said=tr("Candidate (art. 4.2-4.3)"),
                )
            )
        saids = result.floater_said or (None,) * len(result.floater_reasons)
        for f, why, said in zip(result.floaters, result.floater_reasons, saids, strict=False):
            tpn = remaining[f].tpn
            label = tr("{player} downfloats", player=tpn)
            steps.append(Step(StepKind.FLOATERS, f"{tpn} downfloats", text=why, said=said, label_said=label))
        if result.pairs:
            text = ", ".join(f"{remaining[a].tpn}-{remaining[b].tpn}" for a, b in result.pairs)
            steps.append(Step(StepKind.CANDIDATE, "Pairs (art. 3.3)", text=text, label_said=tr("Pairs (art. 3.3)")))
        pairs = [(remaining[a], remaining[b]) for a, b in result.pairs]
        c12 = sum(c12_loses(a, b) for a, b in pairs)
        c13 = sum(c13_loses(a, b) for a, b in pairs)
        down = sorted(int(remaining[i].tpn) for i in result.floaters)
        quality = quality_message(len(pairs), downfloaters_message(down), c12, c13)
        steps.append(
            Step(
                StepKind.CRITERION,
                "Quality (art. 2.3-2.4)",
                text=quality.render(ENGLISH),
                said=quality,
                label_said=tr("Quality (art. 2.3-2.4)"),
            )
        )
        return BracketExplanation(
            score=frame.score,
            residents=tpns(residents),
            floaters=tpns(mdps),
            floater_label="MDPs",
            steps=tuple(steps),
        )

    @staticmethod
    def _make_pair(
        s: DutchPlayer,
        t: DutchPlayer,
        how: str,
        bracket: BracketExplanation,
        tournament: Tournament,
        frame: BracketFrame,
    ) -> _Pair:
        decision = allocate_colours(s, t, tournament.initial_colour)
        floats: list[str] = []
        if s.score != t.score:
            high, low = (s, t) if s.score > t.score else (t, s)
            floats.append(
                f"{high.tpn} ({format_points(high.score)}) is an MDP paired with {low.tpn} "
                f"({format_points(low.score)}): {high.tpn} downfloat, {low.tpn} upfloat (art. 1.4.2)"
            )
        return _Pair(
            white=decision.white,
            black=decision.black,
            bracket=bracket,
            placed_by=f"{how} (art. 3.3)",
            colour_rule=decision.rule,
            colour_reason=decision.reason,
            floats=tuple(floats),
        )
