"""The desk: one open tournament, holding one manager per feature (``desk.players``, ``desk.rounds``,
``desk.results``, …) with every command and query the GUI and the command line use.

Commands are one transaction each, journaled, and return ``Changes``; queries return frozen records.
The pairing system is injected (``systems``), so tests run with a fake one and the desk never depends
on a particular engine.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.counting import plural
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.system_record import with_system_named
from arbiter_desk.core.teams import TeamTournament
from arbiter_desk.core.text import tr
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.core.warnings import Confirmed
from arbiter_desk.formats.files import write_text_atomically
from arbiter_desk.formats.trf import TrfVersion, load_trf, write_trf
from arbiter_desk.formats.trf.team_reader import is_team_file, load_team_trf
from arbiter_desk.services.event.audit import audit_lines
from arbiter_desk.services.event.base import DeskBase, SystemFactory
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.journal_commands import JournalManager
from arbiter_desk.services.event.settings_commands import SettingsManager
from arbiter_desk.services.event.snapshot import build_snapshot
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.configuration_locks import check_scoring
from arbiter_desk.services.fide_mode.integrity import is_fide_mode, refuse_while_adjourned
from arbiter_desk.services.fide_mode.manager import FideModeManager
from arbiter_desk.services.fide_mode.mode import SUPERSEDED, created_outside_fide_mode, fide_comments
from arbiter_desk.services.files.importer import Progress, settings_from_snapshot, write_snapshot
from arbiter_desk.services.files.locations import FILE_SUFFIX, default_folder
from arbiter_desk.services.files.manager import ImportsManager
from arbiter_desk.services.pairing.acceleration import check_acceleration
from arbiter_desk.services.pairing.manager import RoundsManager
from arbiter_desk.services.pairing.manual_pairing import mpa_events
from arbiter_desk.services.ratings.event_ratings import official_ratings_comment
from arbiter_desk.services.ratings.manager import RatingsManager
from arbiter_desk.services.ratings.provisional import provisional_comment
from arbiter_desk.services.ratings.rating_corrections import rating_correction_events
from arbiter_desk.services.registration.expulsion import expulsions
from arbiter_desk.services.registration.manager import PlayersManager
from arbiter_desk.services.results.manager import ResultsManager
from arbiter_desk.services.round_robins.manager import RoundRobinsManager
from arbiter_desk.services.standings.manager import StandingsManager
from arbiter_desk.services.teams.manager import TeamsManager
from arbiter_desk.services.teams.roster import check_team_settings
from arbiter_desk.services.teams.team_import import write_team_event
from arbiter_desk.services.venue.desk_roles import Right
from arbiter_desk.services.venue.venue_desk import venue_desk_name
from arbiter_desk.store import CommandOutcome, TournamentStore
from arbiter_desk.store.rating_corrections import read_rating_corrections
from arbiter_desk.store.records import SettingsRecord
from arbiter_desk.store.server import ServerLocation
from arbiter_desk.store.server_roles import PLAIN_NAMES


def default_tournament_path(name: str) -> Path:
    """A new tournament's file in the user's data folder, named after the tournament."""
    stem = re.sub(r"[^\w.-]+", "-", name.strip(), flags=re.UNICODE).strip("-.") or "tournament"
    return default_folder() / f"{stem}{FILE_SUFFIX}"


class Desk(DeskBase):
    """An open tournament file. Its features are managers held as attributes, each defined in its feature's
    package: ``players``, ``ratings``, ``rounds``, ``results``, ``standings``, ``teams``, ``round_robins``,
    ``fide_mode``, ``settings``, ``journal`` and ``imports``; the desk itself opens, creates, imports and exports
    the file and answers for the whole of it (its state, its snapshot, the role of this desk)."""

    def __init__(self, store: TournamentStore, systems: SystemFactory, arbiter: str | None = None) -> None:
        super().__init__(store, systems, arbiter)
        store.typed_arbiter = arbiter  # on a venue server the journal names the database user, then this name
        self.players = PlayersManager(store, systems, arbiter)
        self.ratings = RatingsManager(store, systems, arbiter)
        self.rounds = RoundsManager(store, systems, arbiter)
        self.results = ResultsManager(store, systems, arbiter)
        self.standings = StandingsManager(store, systems, arbiter)
        self.teams = TeamsManager(store, systems, arbiter)
        self.round_robins = RoundRobinsManager(store, systems, arbiter)
        self.fide_mode = FideModeManager(store, systems, arbiter)
        self.settings = SettingsManager(store, systems, arbiter)
        self.journal = JournalManager(store, systems, arbiter)
        self.imports = ImportsManager(store, systems, arbiter)

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
        if self.settings.current().team_rules is not None:
            self.teams.export_team_trf(path)
            return
        if is_fide_mode(self.settings.current()):
            refuse_while_adjourned(self.results.open_adjourned_games(), tr("a TRF file"))
        write_text_atomically(Path(path), write_trf(self.export_snapshot(), version), protect=(self.path,))

    # --- queries -------------------------------------------------------------------------------

    def close(self) -> None:
        self._store.close()

    @property
    def server(self) -> ServerLocation | None:
        """Where the event lives on a venue server; None for a tournament file."""
        return self._store.server

    @property
    def role(self) -> str:
        """The desk's role on a venue server in plain words ("deputy arbiter" …), "" for a file."""
        return PLAIN_NAMES.get(self._store.role, "")

    def result_refusal(self, round_no: int | None) -> str:
        """Why this desk may not enter a result of ``round_no`` ("" when it may; the results desk: the current
        round only)."""
        rights = self.rights
        if rights.allows(Right.RESULTS):
            return ""
        with self._store.read() as reader:
            return rights.result_refusal(round_no, reader.rounds())

    def changes_after(self, seq: int) -> list[Changes]:
        """What the journal entries newer than ``seq`` changed, one ``Changes`` each (another desk's actions:
        the same per-change refresh as the desk's own commands)."""
        with self._store.read() as reader:
            entries = reader.journal_after(seq)
        return [Changes.from_rows(entry.label, entry.seq, entry.changes) for entry in entries]

    def last_seq(self) -> int:
        with self._store.read() as reader:
            return reader.last_journal_seq()

    def wait_for_locks(self, milliseconds: int) -> None:
        """How long a command of the main thread waits while another program locks the file before it is
        refused (``FileLockedError``): the desk waits briefly, so that its window never freezes."""
        self._store.main_thread_wait_ms = milliseconds

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


def _describe(outcome: CommandOutcome, label: str, arbiter: str | None, settings: SettingsRecord) -> None:
    outcome.label = label
    outcome.who = arbiter or settings.info.chief_arbiter
    outcome.undoable = False
