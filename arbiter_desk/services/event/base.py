"""What every feature manager of the desk shares: the open store, the pairing system, one journaled transaction
per command, and the "what changed" value it returns."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.api import PairingSystem
from arbiter_desk.core.text import Text
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.registration.tpn import holding_exchanges, tpns_by_settings
from arbiter_desk.services.venue.desk_roles import DeskRights, rights_of
from arbiter_desk.store import CommandOutcome, Reader, TournamentStore, Writer
from arbiter_desk.store.records import SettingsRecord

SystemFactory = Callable[[str], PairingSystem]
"""Finds a pairing system by name (``find_system`` in production, a fake in tests)."""

Body = Callable[[Writer, TournamentState, CommandOutcome], Iterable[Text | str] | None]
"""A command's work: reads the state, writes, sets the outcome's label (and why); returns warnings."""

Load = Callable[[Reader], TournamentState]
"""How much of the tournament a command reads: ``TournamentState.load``, or ``partial`` when it needs little."""


class DeskBase:
    """One feature of an open tournament (``desk.players``, ``desk.rounds``, …): the store, the pairing-system
    finder and the arbiter acting at the desk, shared with the ``Desk`` that holds it."""

    def __init__(self, store: TournamentStore, systems: SystemFactory, arbiter: str | None = None) -> None:
        self._store = store
        self._systems = systems
        self._arbiter = arbiter

    @property
    def path(self) -> Path:
        return self._store.path

    @property
    def rights(self) -> DeskRights:
        """What the desk's role on a venue server allows (everything for a file): ``services.desk_roles``."""
        return rights_of(self._store.role)

    def state(self) -> TournamentState:
        """Everything in the file, as frozen records."""
        with self._store.read() as reader:
            return TournamentState.load(reader)

    def pairing_system(self) -> PairingSystem:
        """The pairing system the tournament's settings name."""
        with self._store.read() as reader:
            return self._systems(reader.settings().pairing_system)

    def _who(self, state: TournamentState) -> str:
        """The arbiter journaled as the author: the one at the desk, else the chief arbiter of the settings."""
        return self._arbiter or state.settings.info.chief_arbiter

    def _run(self, action: str, body: Body, load: Load = TournamentState.load) -> Changes:
        """Run ``body`` as one transaction on the state ``load`` reads (one read per command); any exception
        leaves the file unchanged. The ``Changes`` name the rows the command touched."""
        with self._store.command(action) as (writer, outcome):
            state = load(writer.reader)
            outcome.who = self._who(state)
            warnings = tuple(body(writer, state, outcome) or ())
        entry = outcome.entry
        if entry is None:
            return Changes(outcome.label, warnings=warnings)
        return Changes.from_rows(entry.label, entry.seq, entry.changes, warnings)


def resort_tpns(writer: Writer, frozen: bool) -> None:
    """Give every player the TPN of C.04.2 art. 2.2/2.3, keeping the arbiter's exchanges that still hold (or,
    when frozen, number only the new ones). An exchange whose ranking data was corrected lapses (art. 2.3)."""
    players = writer.reader.players()
    stored = writer.reader.settings()
    wanted = tpns_by_settings(players, frozen, stored)
    for player in players:
        if wanted[player.id] != player.tpn:
            writer.update_player(replace(player, tpn=wanted[player.id]))
    settings = renumber_settings(stored, {p.tpn: wanted[p.id] for p in players if p.tpn}) or stored
    held = holding_exchanges(players, stored.tpn_exchanges)
    if held != stored.tpn_exchanges:
        settings = replace(settings, tpn_exchanges=held)
    if settings != stored:
        writer.save_settings(settings)


def renumber_settings(settings: SettingsRecord, new_tpn: Mapping[int, int]) -> SettingsRecord | None:
    """The settings with the TPNs of prohibited pairs (260) and stored accelerations (250) renumbered by
    ``new_tpn`` (old TPN → new TPN of each existing player), or None when nothing changes. Both name players,
    not places in the list: a record keeps its players whatever numbers they get (C.04.2 art. 2.3)."""
    renumbered = replace(
        settings,
        forbidden_pairs=_renumbered_groups(settings, new_tpn),
        accelerations=_renumbered_accelerations(settings.accelerations, new_tpn),
    )
    return None if renumbered == settings else renumbered


def _renumbered_groups(settings: SettingsRecord, new_tpn: Mapping[int, int]) -> tuple[ForbiddenPairs, ...]:
    """TPNs without a player are dropped, and groups left with one player."""
    groups = []
    for f in settings.forbidden_pairs:
        players = tuple(sorted(PairingNumber(new_tpn[t]) for t in f.players if t in new_tpn))
        if len(players) >= 2:
            groups.append(replace(f, players=players))
    return tuple(groups)


def _renumbered_accelerations(
    accelerations: tuple[Acceleration, ...], new_tpn: Mapping[int, int]
) -> tuple[Acceleration, ...]:
    """A ``250`` range (e.g. imported) becomes the runs of consecutive new TPNs of the players it held; a
    player numbered into the middle of it (a late entry) is not given its virtual points."""
    out: list[Acceleration] = []
    for a in accelerations:
        held = sorted(new_tpn[t] for t in range(a.first_tpn, a.last_tpn + 1) if t in new_tpn)
        runs: list[list[int]] = []
        for tpn in held:
            if runs and tpn == runs[-1][1] + 1:
                runs[-1][1] = tpn
            else:
                runs.append([tpn, tpn])
        out.extend(replace(a, first_tpn=first, last_tpn=last) for first, last in runs)
    return tuple(out)
