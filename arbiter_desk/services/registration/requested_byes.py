"""Requested byes (C.04.2 art. 3.3): a half-point, zero-point or full-point bye asked for a round not yet
published, cancelled again, and whether a participant may ask for a half-point bye at all (checklist Q175–176).
Each is one journaled command, refused if another desk changed that bye meanwhile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from arbiter_desk.core.errors import InvalidInputError, RuleViolationError
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.warnings import Confirmed, require_confirmed
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed, rows_where
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.integrity import record_event
from arbiter_desk.services.registration.bye_warnings import full_bye, is_full_bye_of, second_half_bye_warning
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId, PlayerRecord

REQUESTABLE_BYES = (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FULL_BYE)


class RequestedByeCommands(DeskBase):
    """A participant's requested byes."""

    def request_bye(
        self,
        player: PlayerId,
        round_no: int,
        kind: ResultCode = ResultCode.HALF_BYE,
        seen: Seen[ResultCode | None] | None = None,
        confirmed: Confirmed = frozenset(),
    ) -> Changes:
        """Art. 3.3: the participant will not be paired in ``round_no`` and scores ``kind`` (H, Z or F).

        A full-point bye (F) needs a level-2 notice (FIDE deprecates it) and leaves a ``### FPB`` line; a second
        or later half-point bye is confirmed at level 3 (``services.bye_warnings``). ``seen``: the bye the desk
        showed for that round (refused if another desk changed it meanwhile).
        """

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            current = state.player(player)
            _refuse_if_bye_changed(writer, state, current, round_no, seen)
            if kind not in REQUESTABLE_BYES:
                raise InvalidInputError(
                    tr("a requested bye is H (half point), Z (zero) or F (full point), not {kind}", kind=kind)
                )
            if round_no < state.first_unpublished_round:
                raise RoundStateError(
                    tr("round {round} is already published; byes are requested for future rounds", round=round_no)
                )
            total = state.settings.total_rounds
            if total is not None and round_no > total:
                raise InvalidInputError(tr("the tournament has only {total} rounds", total=total))
            if not current.takes_part_in(round_no):
                raise RuleViolationError(
                    tr("{player} does not take part in round {round}", player=current.name, round=round_no)
                )
            if kind is ResultCode.HALF_BYE and current.half_bye_barred:  # Q175–176
                raise RuleViolationError(
                    tr(
                        "{player} is not eligible for a half-point bye (set in the byes grid, key N)",
                        player=current.name,
                    )
                )
            asked = []
            if kind is ResultCode.HALF_BYE and (again := second_half_bye_warning(state, current, round_no)):
                asked.append(again)
            if kind is ResultCode.FULL_BYE:
                notice, event = full_bye(current, round_no)
                asked.append(notice)
            require_confirmed(asked, confirmed)
            if kind is ResultCode.FULL_BYE:
                record_event(writer, event)
            writer.set_absence(player, round_no, kind)
            outcome.label = f"bye ({kind.value}) for {current.name} in round {round_no}"
            warnings: list[Text] = []
            if kind is ResultCode.FULL_BYE:
                warnings.append(tr("full-point byes are deprecated by FIDE (C.04.2 art. 3.3)"))
            draft = state.draft
            if draft is not None and draft.number == round_no:
                warnings.append(tr("the draft of round {round} was made without this bye: re-pair it", round=round_no))
            return warnings

        return self._run("request bye", body)

    def set_half_bye_barred(self, player: PlayerId, barred: bool) -> Changes:
        """C.04.2 art. 3.3 ("if the regulations allow"): mark ``player`` (not) eligible for a requested
        half-point bye (checklist Q175–176). Half-point byes already requested stay; the arbiter sees them."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            current = state.player(player)
            if current.half_bye_barred == barred:
                return []
            writer.update_player(replace(current, half_bye_barred=barred))
            eligible = "not eligible" if barred else "eligible again"
            outcome.label = f"{current.name} {eligible} for a half-point bye"
            kept = [int(a.round) for a in state.absences if a.player == player and a.result is ResultCode.HALF_BYE]
            if barred and kept:
                return [
                    tr(
                        "{player} already has a half-point bye in round {rounds}",
                        player=current.name,
                        rounds=", ".join(map(str, kept)),
                    )
                ]
            return []

        return self._run("half-point bye eligibility", body)

    def cancel_bye(self, player: PlayerId, round_no: int, seen: Seen[ResultCode | None] | None = None) -> Changes:
        """Withdraw a requested bye for a round not yet published (``seen`` as ``request_bye``)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            current = state.player(player)
            _refuse_if_bye_changed(writer, state, current, round_no, seen)
            if round_no < state.first_unpublished_round:
                raise RoundStateError(tr("round {round} is already published", round=round_no))
            if (was := state.absence(player, round_no)) is None:
                raise RuleViolationError(
                    tr("{player} has no bye in round {round}", player=current.name, round=round_no)
                )
            if was.result is ResultCode.FULL_BYE:  # the ### FPB line goes with the bye it recorded
                settings = writer.reader.settings()
                kept = tuple(e for e in settings.fide_events if not is_full_bye_of(e, current, round_no))
                writer.save_settings(replace(settings, fide_events=kept))
            writer.set_absence(player, round_no, None)
            outcome.label = f"cancel the bye of {current.name} in round {round_no}"

        return self._run("cancel bye", body)


def _refuse_if_bye_changed(
    writer: Writer, state: TournamentState, current: PlayerRecord, round_no: int, seen: Seen[ResultCode | None] | None
) -> None:
    absence = state.absence(current.id, round_no)
    refuse_if_changed(
        writer.reader,
        f"the bye of {current.name} in round {round_no}",
        seen,
        None if absence is None else absence.result,
        rows_where("absences", player_id=int(current.id), round_no=round_no),
        "look at the byes again",
    )
