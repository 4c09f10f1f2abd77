"""Deciding ties outside the tie-break list at the desk (VCL4THP.13 Q205, Q207; ``core.tie_decisions``).

The arbiter picks a group of players tied on points and on every tie-break of the list (in the standings after
the last published round), then either ranks them by hand (Q205) or enters the values that decided them, e.g.
the points of a play-off or an armageddon (Q207). Either is confirmed at level 3 (it sets aside the drawing of
lots or the shared rank C.07 would otherwise give), is one journaled command (undone by the journal's undo or by
clearing it), shows in the standings as ``(by hand)`` / ``(Play-off 1.5)`` beside the rank, and goes to the TRF
as the rank column plus a ``### Tie decision`` line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.core.text import tr
from arbiter_desk.core.tie_decisions import BY_HAND, TieDecision, split_tie_decisions
from arbiter_desk.core.warnings import Confirmed, DeskWarning, WarningLevel, confirmed_note, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.snapshot import published_snapshot
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import RoundState


def tied_groups(state: TournamentState) -> list[tuple[PairingNumber, ...]]:
    """The groups the list leaves tied in the standings after the last published round, decisions aside."""
    snapshot = published_snapshot(state)
    undecided = replace(snapshot, comments=split_tie_decisions(snapshot.comments)[1])
    rows = compute_standings(undecided).rows
    groups: dict[int, list[PairingNumber]] = {}
    for row in rows:
        if row.shared and not row.left_out:
            groups.setdefault(row.rank, []).append(row.tpn)
    return [tuple(sorted(g)) for _, g in sorted(groups.items())]


def decision_warning(decision: TieDecision, names: dict[int, str]) -> DeskWarning:
    """Q205/Q207: the level-3 confirmation before a tie is decided outside the list."""
    order = ", ".join(f"{names[t]} (#{t})" for t in decision.players)
    line = f"### Tie decision @ Round {decision.round}"
    if decision.by_hand:
        text = tr(
            "These players are tied on points and every tie-break after round {round}; they will be ranked by "
            "hand, in this order: {order}. The standings mark these ranks and the TRF file gets a '{line}' line.",
            round=decision.round,
            order=order,
            line=line,
        )
    else:
        text = tr(
            "These players are tied on points and every tie-break after round {round}; they will be ranked by "
            "the {label} values entered, in this order: {order}. The standings mark these ranks and the TRF file "
            "gets a '{line}' line.",
            round=decision.round,
            label=decision.label,
            order=order,
            line=line,
        )
    return DeskWarning(
        WarningLevel.CONFIRM,
        "tie.decide",
        tr("Decide a tie outside the tie-break list"),
        text,
        questions=(205,) if decision.by_hand else (207,),
        consequences=tr("Only if the tournament regulations provide for it; Undo or Clear takes it back."),
        subject=",".join(str(t) for t in sorted(decision.players)),
    )


class TieDecisionCommands(DeskBase):
    def tied_groups(self) -> list[tuple[PairingNumber, ...]]:
        """The ties the list leaves (after the last published round) that a decision may order."""
        return tied_groups(self.state())

    def decide_tie(
        self,
        players: Sequence[int],
        label: str = BY_HAND,
        values: Sequence[Decimal] = (),
        confirmed: Confirmed = frozenset(),
    ) -> Changes:
        """Rank ``players`` (one tied group, in the order given) by hand (Q205), or by ``values`` with ``label``
        naming what produced them (Q207); replaces an earlier decision of the same group."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            tpns = tuple(PairingNumber(int(t)) for t in players)
            rounds = [int(r.number) for r in state.rounds if r.state is not RoundState.DRAFT]
            if not rounds:
                raise RuleViolationError(tr("no round is published yet: there is no tie to decide"))
            decision = TieDecision(max(rounds), tpns, label.strip(), tuple(values))
            if tuple(sorted(tpns)) not in tied_groups(state):
                raise RuleViolationError(
                    tr(
                        "players {names} are not one group tied on points and on every tie-break of the list: only "
                        "such a tie can be decided by hand or by a play-off",
                        names=", ".join(str(t) for t in tpns),
                    )
                )
            names = {int(p.tpn): p.name for p in state.players}
            warning = decision_warning(decision, names)
            require_confirmed([warning], confirmed)
            settings = writer.reader.settings()
            kept = tuple(d for d in settings.tie_decisions if set(d.players) != set(tpns))
            writer.save_settings(replace(settings, tie_decisions=(*kept, decision)))
            outcome.label = f"decide tie of {', '.join(str(t) for t in tpns)} ({decision.label})"
            outcome.why = f"{decision.to_comment()}; {confirmed_note([warning])}"

        return self._run("decide tie", body)

    def clear_tie_decision(self, players: Sequence[int]) -> Changes:
        """Take back the decision of the group ``players`` (their rank is shared or drawn again)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            wanted = {int(t) for t in players}
            settings = writer.reader.settings()
            kept = tuple(d for d in settings.tie_decisions if {int(t) for t in d.players} != wanted)
            if len(kept) == len(settings.tie_decisions):
                raise RuleViolationError(tr("no tie decision of these players is recorded"))
            writer.save_settings(replace(settings, tie_decisions=kept))
            outcome.label = f"clear tie decision of {', '.join(str(t) for t in sorted(wanted))}"

        return self._run("clear tie decision", body)

    def tie_decisions(self) -> tuple[TieDecision, ...]:
        with self._store.read() as reader:
            return reader.settings().tie_decisions
