"""Tournament → Settings as one command: the settings checked and saved, never over another desk's newer ones.

Once round 1 is paired the configuration locks apply (VCL4THP.13 Q57–61, Q75, Q85, Q93, Q109–110, Q195–196);
a tie-break list changed after the start asks its own level-4 warning (Q200–202). FIDE mode and the
configuration events are the desk's own: the settings passed in never change them.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.warnings import Confirmed, confirmed_note, require_confirmed
from arbiter_desk.services.documents.sheet_language import checked_sheet_language
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed, row_of
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.configuration_locks import check_scoring, configuration_events, lock_warnings
from arbiter_desk.services.pairing.acceleration import check_settings_change
from arbiter_desk.services.pairing.match_snapshot import check_two_game_settings
from arbiter_desk.services.round_robins.round_robin_rounds import fitted_settings
from arbiter_desk.services.standings.long_events import rating_tiebreak_advice
from arbiter_desk.services.standings.tiebreak_change import tiebreak_change
from arbiter_desk.services.teams.roster import check_match_points_change, check_team_settings
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import SettingsRecord


class SettingsManager(DeskBase):
    """The event's settings (``desk.settings``): read and saved."""

    def current(self) -> SettingsRecord:
        """The event's settings as the file holds them now."""
        with self._store.read() as reader:
            return reader.settings()

    def update_settings(
        self, settings: SettingsRecord, based_on: SettingsRecord | None = None, confirmed: Confirmed = frozenset()
    ) -> Changes:
        """Save the tournament settings; ``based_on`` (what the dialog was filled from) must still be what the
        file holds, else ``StaleRecordError`` (another desk changed them meanwhile: optimistic concurrency).

        Once round 1 is paired the configuration locks apply (``configuration_locks``, VCL4THP.13 Q57–61, Q75,
        Q85, Q93, Q109–110, Q195–196): their warnings must be in ``confirmed``, else ``NeedsConfirmation``. FIDE
        mode and the configuration events are the desk's own: the settings passed in never change them. A tie-break
        list changed after the start asks its own level-4 warning and leaves a ### Tie-breaks line (Q200–202)."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> None:
            refuse_if_changed(
                writer.reader,
                "the tournament settings",
                None if based_on is None else Seen(_with_desk_fields(based_on, state.settings)),
                state.settings,
                row_of("settings", 1),
                "open the settings again to see the new values",
                plural=True,
            )
            if settings.point_system != state.settings.point_system:
                check_scoring(settings.point_system)
            asked = list(lock_warnings(state, settings))
            changed = tiebreak_change(state, settings)  # Q200–202
            if changed is not None:
                asked.append(changed[0])
            asked += rating_tiebreak_advice(state.settings, settings)  # Q211
            require_confirmed(asked, confirmed)
            events = (*configuration_events(state, settings), *([] if changed is None else [changed[1]]))
            wanted = replace(
                settings,
                fide_mode_exit=state.settings.fide_mode_exit,
                fide_events=(*state.settings.fide_events, *events),
            )
            wanted = fitted_settings(state, wanted)  # a round robin's rounds follow its field (C.05 Annex 1)
            check_two_game_settings(state, wanted)
            checked_sheet_language(wanted.sheet_language)
            check_team_settings(state.settings, wanted, bool(state.players), bool(state.rounds))
            check_match_points_change(writer.reader, state.settings, wanted)
            writer.save_settings(check_settings_change(state, wanted))
            outcome.label = "edit tournament settings"
            refitted = wanted.total_rounds != settings.total_rounds
            fitted = [f"{wanted.total_rounds} rounds: the round robin's field (C.05 Annex 1)"] if refitted else []
            note = "; ".join([*(e.to_comment() for e in events), *fitted, confirmed_note(asked)])
            outcome.why = note.strip("; ")

        return self._run("edit settings", body)


def _with_desk_fields(seen: SettingsRecord, now: SettingsRecord) -> SettingsRecord:
    """The settings a dialog started from, with the fields only the desk changes (FIDE mode and its events) as
    they are now: leaving FIDE mode from a warning of that dialog does not make its values stale."""
    return replace(seen, fide_mode_exit=now.fide_mode_exit, fide_events=now.fide_events)
