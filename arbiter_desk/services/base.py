"""What every group of desk commands shares: the open store, the pairing system, one journaled transaction
per command, and the "what changed" value it returns."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.api import PairingSystem
from arbiter_desk.services.data import Changes
from arbiter_desk.services.state import TournamentState
from arbiter_desk.services.tpn import assign_tpns
from arbiter_desk.store import CommandOutcome, TournamentStore, Writer
from arbiter_desk.store.records import SettingsRecord

SystemFactory = Callable[[str], PairingSystem]
"""Finds a pairing system by name (``find_system`` in production, a fake in tests)."""

Body = Callable[[Writer, TournamentState, CommandOutcome], Iterable[str] | None]
"""A command's work: reads the state, writes, sets the outcome's label (and why); returns warnings."""


class DeskBase:
    """An open tournament: the store, the pairing-system finder and the arbiter acting at the desk."""

    def __init__(self, store: TournamentStore, systems: SystemFactory, arbiter: str | None = None) -> None:
        self._store = store
        self._systems = systems
        self._arbiter = arbiter

    @property
    def path(self) -> Path:
        return self._store.path

    def close(self) -> None:
        self._store.close()

    def state(self) -> TournamentState:
        """Everything in the file, as frozen records."""
        with self._store.read() as reader:
            return TournamentState.load(reader)

    def pairing_system(self) -> PairingSystem:
        """The pairing system the tournament's settings name."""
        return self._systems(self.state().settings.pairing_system)

    def _who(self, state: TournamentState) -> str:
        """The arbiter journaled as the author: the one at the desk, else the chief arbiter of the settings."""
        return self._arbiter or state.settings.info.chief_arbiter

    def _run(self, action: str, body: Body) -> Changes:
        """Run ``body`` as one transaction; any exception leaves the file unchanged."""
        with self._store.command(action) as (writer, outcome):
            state = TournamentState.load(writer.reader)
            outcome.who = self._who(state)
            warnings = tuple(body(writer, state, outcome) or ())
        entry = outcome.entry
        if entry is None:
            return Changes(outcome.label, warnings=warnings)
        return Changes.from_rows(entry.label, entry.seq, entry.changes, warnings)


def resort_tpns(writer: Writer, frozen: bool) -> None:
    """Give every player the TPN of C.04.2 art. 2.2/2.3 (or, when frozen, number only the new ones)."""
    players = writer.reader.players()
    wanted = assign_tpns(players, frozen)
    for player in players:
        if wanted[player.id] != player.tpn:
            writer.update_player(replace(player, tpn=wanted[player.id]))
    settings = renumber_prohibited_pairs(writer.reader.settings(), {p.tpn: wanted[p.id] for p in players if p.tpn})
    if settings is not None:
        writer.save_settings(settings)


def renumber_prohibited_pairs(settings: SettingsRecord, new_tpn: Mapping[int, int]) -> SettingsRecord | None:
    """The settings with every group renumbered by ``new_tpn`` (old TPN → new TPN of each existing player),
    or None when nothing changes. TPNs without a player are dropped, and groups left with one player."""
    if not settings.forbidden_pairs:
        return None
    groups = []
    for f in settings.forbidden_pairs:
        players = tuple(sorted(PairingNumber(new_tpn[t]) for t in f.players if t in new_tpn))
        if len(players) >= 2:
            groups.append(replace(f, players=players))
    renumbered = tuple(groups)
    return None if renumbered == settings.forbidden_pairs else replace(settings, forbidden_pairs=renumbered)
