"""The desk: one open tournament, with every command and query the GUI and the command line use.

Commands are one transaction each, journaled, and return ``Changes``; queries return frozen records.
The pairing system is injected (``systems``), so tests run with a fake one and the desk never depends
on a particular engine.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.counting import plural
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.core.pairing.system_record import with_system_named
from arbiter_desk.core.teams import TeamTournament
from arbiter_desk.core.text import tr
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.core.warnings import Confirmed
from arbiter_desk.formats.files import write_text_atomically
from arbiter_desk.formats.trf import TrfVersion, load_trf, write_trf
from arbiter_desk.formats.trf.team_reader import is_team_file, load_team_trf
from arbiter_desk.services.event.audit import audit_lines
from arbiter_desk.services.event.base import SystemFactory
from arbiter_desk.services.event.errors import DamagedFileError
from arbiter_desk.services.event.journal_commands import JournalCommands
from arbiter_desk.services.event.settings_commands import SettingsCommands
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.configuration_locks import (
    SetupCommands,
    check_scoring,
)
from arbiter_desk.services.fide_mode.integrity import is_fide_mode, refuse_while_adjourned
from arbiter_desk.services.fide_mode.mode import SUPERSEDED, FideModeCommands, created_outside_fide_mode, fide_comments
from arbiter_desk.services.files.import_check import ImportCheckCommands
from arbiter_desk.services.files.importer import Progress, settings_from_snapshot, write_snapshot
from arbiter_desk.services.files.locations import FILE_SUFFIX, default_folder
from arbiter_desk.services.pairing.acceleration import check_acceleration
from arbiter_desk.services.pairing.acceleration_rules import AccelerationRuleCommands
from arbiter_desk.services.pairing.chess960 import Chess960Commands
from arbiter_desk.services.pairing.explanation_json import StoredExplanation, stored_explanation_from_json
from arbiter_desk.services.pairing.manual_pairing import mpa_events
from arbiter_desk.services.pairing.overrides import OverrideCommands
from arbiter_desk.services.pairing.pairing_notices import PairingNoticeCommands
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedPairCommands
from arbiter_desk.services.pairing.rounds import RoundCommands
from arbiter_desk.services.ratings.event_ratings import RatingCommands, official_ratings_comment
from arbiter_desk.services.ratings.provisional import PairingRatingCommands, provisional_comment
from arbiter_desk.services.ratings.rating_corrections import RatingCorrectionCommands, rating_correction_events
from arbiter_desk.services.registration.expulsion import ExpulsionCommands, expulsions
from arbiter_desk.services.registration.players import PlayerCommands
from arbiter_desk.services.registration.requested_byes import RequestedByeCommands
from arbiter_desk.services.results.board_clash import BoardClashCommands
from arbiter_desk.services.results.entry import ResultCommands
from arbiter_desk.services.results.proposals import ProposalCommands
from arbiter_desk.services.round_robins.round_robin_numbers import RoundRobinNumberCommands
from arbiter_desk.services.round_robins.round_robin_schedule import RoundRobinScheduleCommands
from arbiter_desk.services.standings.long_events import LongEventCommands
from arbiter_desk.services.standings.norms import NormCommands
from arbiter_desk.services.standings.prize_lists import PrizeListCommands
from arbiter_desk.services.standings.tie_decisions import TieDecisionCommands
from arbiter_desk.services.teams.roster import check_team_settings
from arbiter_desk.services.teams.team_import import write_team_event
from arbiter_desk.services.teams.team_overrides import TeamOverrideCommands
from arbiter_desk.services.teams.team_results import TeamResultCommands
from arbiter_desk.services.venue.venue_desk import venue_desk_name
from arbiter_desk.store import CommandOutcome, TournamentStore
from arbiter_desk.store.rating_corrections import read_rating_corrections
from arbiter_desk.store.records import (
    AbsenceRecord,
    BoardRecord,
    OverrideRecord,
    PairingByeRecord,
    PlayerRecord,
    RoundRecord,
    SettingsRecord,
)


def default_tournament_path(name: str) -> Path:
    """A new tournament's file in the user's data folder, named after the tournament."""
    stem = re.sub(r"[^\w.-]+", "-", name.strip(), flags=re.UNICODE).strip("-.") or "tournament"
    return default_folder() / f"{stem}{FILE_SUFFIX}"


class Desk(
    PlayerCommands,
    RequestedByeCommands,
    RoundCommands,
    ProposalCommands,
    ResultCommands,
    BoardClashCommands,
    OverrideCommands,
    ProhibitedPairCommands,
    TeamOverrideCommands,
    TeamResultCommands,
    JournalCommands,
    SettingsCommands,
    PrizeListCommands,
    PairingRatingCommands,
    FideModeCommands,
    ExpulsionCommands,
    TieDecisionCommands,
    LongEventCommands,
    NormCommands,
    Chess960Commands,
    ImportCheckCommands,
    SetupCommands,
    RatingCommands,
    RoundRobinNumberCommands,
    RoundRobinScheduleCommands,
    PairingNoticeCommands,
    RatingCorrectionCommands,
    AccelerationRuleCommands,
):
    """An open tournament file."""

    @classmethod
    def create(
        cls,
        path: Path | str,
        settings: SettingsRecord,
        systems: SystemFactory = find_system,
        arbiter: str | None = None,
        confirmed: Confirmed = frozenset(),
    ) -> Desk:
        """Create a new tournament file with ``settings`` (refuses to overwrite a file; all or nothing); a venue
        server's ``postgresql://…?event=name`` creates the event there. An event in FIDE mode with a superseded
        pairing system asks the level-4 warning first and is created outside FIDE mode (Q92,
        ``created_outside_fide_mode``); ``NeedsConfirmation`` until then, nothing created."""

        check_acceleration(settings)
        check_scoring(settings.point_system)
        check_team_settings(None, settings, has_players=False, has_rounds=False)
        settings, note = created_outside_fide_mode(settings, confirmed)

        def fill(store: TournamentStore) -> None:
            store.typed_arbiter = arbiter
            with store.command("create tournament") as (writer, outcome):
                writer.save_settings(settings)
                _describe(outcome, f"create tournament {settings.info.name}".strip(), arbiter, settings)
                if note:
                    outcome.why = f"created outside FIDE mode: {SUPERSEDED}; {note}"

        return cls(TournamentStore.create(path, fill), systems, arbiter)

    @classmethod
    def open(
        cls,
        path: Path | str,
        systems: SystemFactory = find_system,
        arbiter: str | None = None,
        *,
        read_only: bool = False,
        take_over: bool = False,
        desk: str | None = None,
    ) -> Desk:
        """Open a tournament file (an older one is backed up and upgraded; a newer, foreign or damaged one
        refused; one that cannot be written opens read-only; one another desk has open raises
        ``FileInUseError`` unless ``read_only`` or ``take_over``). ``desk``: this desk's name on a venue server
        (default: the one this program keeps, ``venue_desk``)."""
        name = venue_desk_name() if desk is None else desk
        store = TournamentStore.open(path, read_only=read_only, take_over=take_over, desk=name)
        try:
            with store.read() as reader:
                reader.settings()  # a tournament file without its rules is damaged
        except BaseException:
            store.close()
            raise
        return cls(store, systems, arbiter)

    @property
    def is_read_only(self) -> bool:
        """Whether every command will be refused (the file or its folder cannot be written, or this desk no
        longer holds it)."""
        return self._store.read_only

    @property
    def lost_reason(self) -> str | None:
        """Why a desk opened for writing turned read-only: another desk took the file over, or it was replaced
        or removed (None while it holds its file)."""
        return self._store.lost

    def check_held(self) -> str | None:
        """Check now (one ``stat``, one small read) that this desk still holds its file: None, or
        ``lost_reason`` (the desk is read-only from then on)."""
        return self._store.check_held()

    @classmethod
    def import_tournament(
        cls,
        path: Path,
        tournament: Tournament,
        systems: SystemFactory = find_system,
        arbiter: str | None = None,
        progress: Progress | None = None,
        system: str | None = None,
    ) -> Desk:
        """Create a tournament file holding ``tournament`` with all its played rounds; it is built under a
        temporary name and appears under ``path`` only if the whole import succeeded (``progress`` is told each
        round written and may cancel). Its pairing system is ``system``, else the one the file names;
        :class:`SystemNotNamedError` (nothing created) when neither names one (a record 192 naming no system this
        program knows included)."""
        settings_from_snapshot(tournament, system)  # refuses before any file is made

        def fill(store: TournamentStore) -> None:
            with store.command("import tournament") as (writer, outcome):
                write_snapshot(writer, tournament, progress, system)
                label = f"import {tournament.info.name or 'tournament'} ({plural(len(tournament.players), 'player')})"
                _describe(outcome, label, arbiter, writer.reader.settings())

        return cls(TournamentStore.create(path, fill), systems, arbiter)

    @classmethod
    def import_trf(
        cls,
        path: Path,
        trf_file: Path,
        systems: SystemFactory = find_system,
        arbiter: str | None = None,
        progress: Progress | None = None,
        system: str | None = None,
    ) -> Desk:
        """Create tournament file ``path`` from a TRF file (TRF-16 or TRF-2026) with all its played rounds; a
        file with team records (310) becomes a team event. ``system`` as for :meth:`import_tournament`."""
        if is_team_file(trf_file):
            return cls.import_team_event(path, load_team_trf(trf_file), systems, arbiter)
        return cls.import_tournament(path, load_trf(trf_file), systems, arbiter, progress, system)

    @classmethod
    def import_team_event(
        cls, path: Path, event: TeamTournament, systems: SystemFactory = find_system, arbiter: str | None = None
    ) -> Desk:
        """Create a tournament file holding the team event ``event`` (all or nothing)."""

        def fill(store: TournamentStore) -> None:
            with store.command("import tournament") as (writer, outcome):
                write_team_event(writer, event)
                label = f"import {event.info.name or 'team event'} ({plural(len(event.teams), 'team')})"
                _describe(outcome, label, arbiter, writer.reader.settings())

        return cls(TournamentStore.create(path, fill), systems, arbiter)

    def export_trf(self, path: Path, version: TrfVersion = TrfVersion.TRF26) -> None:
        """Write the tournament as a TRF file (through a temporary file renamed into place); in TRF-2026 the
        audit trail follows as ``###`` comment lines. A team event is written with its team records."""
        if self.settings().team_rules is not None:
            self.export_team_trf(path)
            return
        if is_fide_mode(self.settings()):
            refuse_while_adjourned(self.open_adjourned_games(), tr("a TRF file"))
        write_text_atomically(Path(path), write_trf(self.export_snapshot(), version), protect=(self.path,))

    # --- queries -------------------------------------------------------------------------------

    def settings(self) -> SettingsRecord:
        with self._store.read() as reader:
            return reader.settings()

    def players(self) -> list[PlayerRecord]:
        """Participants in TPN order."""
        with self._store.read() as reader:
            return reader.players()

    def open_adjourned_games(self) -> list[tuple[int, int]]:
        """(round, board) of the adjourned games still without a result (no final standings or TRF: Q161, Q169)."""
        with self._store.read() as reader:
            return reader.open_adjourned()

    def pending_boards(self, round_no: int) -> list[int]:
        """Boards of ``round_no`` still without a result and not adjourned (what pairing the next one waits for)."""
        with self._store.read() as reader:
            return reader.pending_boards(round_no)

    def player_count(self) -> int:
        with self._store.read() as reader:
            return reader.player_count()

    def rounds(self) -> list[RoundRecord]:
        with self._store.read() as reader:
            return reader.rounds()

    def boards(self, round_no: int | None = None) -> list[BoardRecord]:
        with self._store.read() as reader:
            return reader.boards(round_no)

    def pairing_byes(self) -> list[PairingByeRecord]:
        with self._store.read() as reader:
            return reader.pairing_byes()

    def absences(self) -> list[AbsenceRecord]:
        """Requested byes and recorded absences, every round."""
        with self._store.read() as reader:
            return reader.absences()

    def overrides(self, round_no: int | None = None) -> list[OverrideRecord]:
        with self._store.read() as reader:
            return reader.overrides(round_no)

    def explanation(self, round_no: int) -> RoundExplanation | None:
        """The engine's reasons for the pairing of ``round_no`` (None for imported rounds)."""
        stored = self.stored_explanation(round_no)
        return None if stored is None else stored.explanation

    def stored_explanation(self, round_no: int) -> StoredExplanation | None:
        """The engine's reasons for ``round_no`` with the numbering they were made with."""
        with self._store.read() as reader:
            text = reader.explanation(round_no)
        if text is None:
            return None
        try:
            return stored_explanation_from_json(text)
        except (ValueError, KeyError, TypeError, AttributeError, IndexError, RecursionError) as exc:
            raise DamagedFileError(
                f"damaged tournament file: {self._store.path} (table rounds, row {round_no}, field explanation: "
                f"{type(exc).__name__}: {str(exc)[:200]})"
            ) from exc

    def boards_by_id(self, ids: Iterable[int]) -> list[BoardRecord]:
        """The boards a ``Changes`` names (for a view that updates only those rows)."""
        with self._store.read() as reader:
            return reader.boards_by_id(ids)

    def snapshot(self, pairing_round: int | None = None) -> Tournament:
        """The ``Tournament`` snapshot (DB → snapshot), ready to pair ``pairing_round`` if given."""
        return build_snapshot(self.state(), pairing_round)

    def export_snapshot(self) -> Tournament:
        """The snapshot to export: the audit trail appended to the comments (TRF-2026 ``###`` lines)."""
        with self._store.read() as reader:
            state = TournamentState.load(reader)
            journal = reader.journal()
            corrections = rating_correction_events(state.players, read_rating_corrections(reader))
        snapshot = with_system_named(build_snapshot(state), state.settings.pairing_system)  # system_record.py
        notes = tuple(
            line
            for line in (provisional_comment(state.players), official_ratings_comment(state.players))
            if line is not None
        )
        events = (
            *fide_comments(state.settings),
            *(e.to_comment() for e in (*mpa_events(state), *corrections)),
            *(e.to_comment() for e in expulsions(state)),  # Q197: TRF-2026 has no mark (core.expulsion)
        )
        return replace(snapshot, comments=(*snapshot.comments, *notes, *events, *audit_lines(journal)))

    # --- commands ------------------------------------------------------------------------------


def _describe(outcome: CommandOutcome, label: str, arbiter: str | None, settings: SettingsRecord) -> None:
    outcome.label = label
    outcome.who = arbiter or settings.info.chief_arbiter
    outcome.undoable = False
