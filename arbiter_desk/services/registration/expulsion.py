"""Expelling a participant (VCL4THP.13 Q197–198; ``core.expulsion`` says what it means and how TRF carries it).

An expulsion is one journaled command (undone by the journal's undo, or by Reinstate): the player is no longer
paired from the chosen round on (as after a withdrawal, C.04.2 art. 3.2) and is left out of the standings. It is
confirmed at level 3 first, since the player disappears from the ranking. A player who already withdrew can be
expelled too (e.g. a fair-play decision after leaving): the withdrawal round stays.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.errors import RuleViolationError
from arbiter_desk.core.expulsion import Expulsion
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.warnings import Confirmed, DeskWarning, WarningLevel, confirmed_note, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed, row_of
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord


def expulsion_warning(player: PlayerRecord, from_round: int) -> DeskWarning:
    """Q197–198: the level-3 confirmation before a player is expelled."""
    return DeskWarning(
        WarningLevel.CONFIRM,
        "player.expel",
        tr("Expel a player"),
        tr(
            "{player} (#{tpn}) will not be paired from round {round} on and will be left out of the "
            "standings. The games already played stay in the opponents' tie-breaks; the TRF file gets a "
            "'{line}' line.",
            player=player.name,
            tpn=player.tpn,
            round=from_round,
            line="### Expelled @ Round " + str(from_round),
        ),
        questions=(197, 198),
        consequences=tr("Undo or Reinstate takes the player back into the standings."),
        subject=str(int(player.id)),
    )


def expulsions(state: TournamentState) -> tuple[Expulsion, ...]:
    """Every expelled participant of the tournament, by TPN (the TRF export's ``###`` lines)."""
    return tuple(
        Expulsion(p.tpn, p.withdrawal_round or 1, p.withdrawal_reason)
        for p in sorted(state.players, key=lambda p: p.tpn)
        if p.expelled
    )


class ExpulsionCommands(DeskBase):
    def expel_player(
        self,
        player: PlayerId,
        from_round: int | None = None,
        reason: str = "",
        based_on: PlayerRecord | None = None,
        confirmed: Confirmed = frozenset(),
    ) -> Changes:
        """Q197: expel the participant from ``from_round`` on (default: the first unpublished round), with the
        reason; Q198: the standings leave the player out from then on."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            current = state.player(player)
            seen = None if based_on is None else Seen(replace(based_on, tpn=current.tpn))
            again = "look at the player again"
            refuse_if_changed(writer.reader, current.name, seen, current, row_of("players", int(current.id)), again)
            if current.expelled:
                raise RuleViolationError(tr("{player} is already expelled", player=current.name))
            if not reason.strip():
                raise RuleViolationError(
                    tr("say why {player} is expelled (it is written to the TRF file)", player=current.name)
                )
            if current.withdrawal_round is not None:
                start = current.withdrawal_round
            else:
                start = state.first_unpublished_round if from_round is None else from_round
                if start < state.first_unpublished_round:
                    raise RoundStateError(
                        tr(
                            "round {start} is already published; record a forfeit there and expel from round {first}",
                            start=start,
                            first=state.first_unpublished_round,
                        )
                    )
            warning = expulsion_warning(current, start)
            require_confirmed([warning], confirmed)
            writer.update_player(
                replace(current, withdrawal_round=start, withdrawal_reason=reason.strip(), expelled=True)
            )
            outcome.label = f"expel {current.name} from round {start}"
            outcome.why = f"{reason.strip()}; {confirmed_note([warning])}"
            draft = state.draft
            if draft is not None and draft.number >= start and state.is_paired_in(player, draft.number):
                return [
                    tr(
                        "{player} is paired in the draft of round {round}: re-pair it",
                        player=current.name,
                        round=draft.number,
                    )
                ]
            return []

        return self._run("expel player", body)
