"""Prohibited pairs: groups of players who must not meet in given rounds (TRF-2026 record ``260``).

Members of the same family or club kept apart by the tournament's rules. Every system treats them as an
absolute criterion, like a rematch (``pairing-input.md``). The settings keep them as the TRF does, by TPN;
the desk hands them out and takes them in by player id, and ``resort_tpns`` renumbers them whenever TPNs change (C.04.2
art. 2.3, late entries art. 2.4), so a group always names the same people.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tournament import ForbiddenPairs
from arbiter_desk.core.warnings import Confirmed, require_confirmed
from arbiter_desk.formats.trf import columns as trf_columns
from arbiter_desk.services.event.base import DeskBase
from arbiter_desk.services.event.data import Changes
from arbiter_desk.services.event.staleness import Seen, refuse_if_changed, row_of
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.fide_mode.configuration_locks import configuration_events, lock_warnings
from arbiter_desk.store import CommandOutcome, Writer
from arbiter_desk.store.records import PlayerId

ALL_ROUNDS = trf_columns.ALL_ROUNDS


@dataclass(frozen=True, slots=True)
class ProhibitedGroup:
    """Players none of whom may meet each other from ``first_round`` to ``last_round`` (None: to the end)."""

    players: tuple[PlayerId, ...]
    first_round: int = 1
    last_round: int | None = None

    def covers(self, round_no: int) -> bool:
        return self.first_round <= round_no and (self.last_round is None or round_no <= self.last_round)


def groups_from_settings(state: TournamentState) -> list[ProhibitedGroup]:
    """The stored groups by player id (TPNs nobody holds any more are left out)."""
    id_of = {p.tpn: p.id for p in state.players}
    groups = []
    for f in state.settings.forbidden_pairs:
        players = tuple(id_of[t] for t in f.players if t in id_of)
        last = None if f.last_round >= ALL_ROUNDS else f.last_round
        groups.append(ProhibitedGroup(players, f.first_round, last))
    return groups


def _check(group: ProhibitedGroup, state: TournamentState, number: int) -> ForbiddenPairs:
    where = tr("prohibited group {number}", number=number)
    known = {p.id: p for p in state.players}
    if len(set(group.players)) != len(group.players):
        raise InvalidInputError(tr("{where} names a player twice", where=where))
    if len(group.players) < 2:
        raise InvalidInputError(tr("{where} needs at least two players", where=where))
    for player in group.players:
        if player not in known:
            raise InvalidInputError(tr("{where}: no player with id {player}", where=where, player=player))
    total = state.settings.total_rounds
    last = group.last_round
    if group.first_round < 1 or (last is not None and last < group.first_round):
        raise InvalidInputError(
            tr(
                "{where}: rounds {first_round}–{last} are not a range of rounds",
                where=where,
                first_round=group.first_round,
                last=last,
            )
        )
    if total is not None and (group.first_round > total or (last is not None and last > total)):
        raise InvalidInputError(tr("{where}: the tournament has only {total} rounds", where=where, total=total))
    tpns = tuple(sorted(PairingNumber(known[p].tpn) for p in group.players))
    return ForbiddenPairs(tpns, group.first_round, ALL_ROUNDS if last is None else last)


class ProhibitedPairCommands(DeskBase):
    def prohibited_groups(self) -> list[ProhibitedGroup]:
        """The groups of players kept apart, by player id."""
        return groups_from_settings(self.state())

    def set_prohibited_groups(
        self,
        groups: Sequence[ProhibitedGroup],
        seen: Sequence[ProhibitedGroup] | None = None,
        confirmed: Confirmed = frozenset(),
    ) -> Changes:
        """Replace the prohibited groups (one transaction); warns when the draft pairs two of a group. ``seen``:
        the groups the dialog was filled with (refused if another desk changed them meanwhile).

        Prohibited pairs are set before round 1 is paired (VCL4THP.13 Q195–196): afterwards a change is refused in
        FIDE mode (level 5: refuse or leave FIDE mode) and needs a level-3 confirmation outside it, written as
        ``### Configuration @ Round n: prohibited pairs changed``."""

        def body(writer: Writer, state: TournamentState, outcome: CommandOutcome) -> Sequence[Text | str]:
            refuse_if_changed(
                writer.reader,
                "the prohibited pairs",
                None if seen is None else Seen(list(seen)),
                groups_from_settings(state),
                row_of("settings", 1),
                "open them again",
                plural=True,
            )
            records = tuple(_check(g, state, n) for n, g in enumerate(groups, start=1))
            wanted = replace(state.settings, forbidden_pairs=records)
            require_confirmed(lock_warnings(state, wanted), confirmed)
            events = configuration_events(state, wanted)
            writer.save_settings(replace(wanted, fide_events=(*state.settings.fide_events, *events)))
            outcome.label = f"set prohibited pairs ({len(records)} group{'s' if len(records) != 1 else ''})"
            draft = state.draft
            if draft is None:
                return []
            tpn_of = {p.id: p.tpn for p in state.players}
            for board in state.boards_of(draft.number):
                a, b = tpn_of[board.white], tpn_of[board.black]
                if any(f.forbids(a, b, draft.number) for f in records):
                    return [
                        tr(
                            "the draft of round {round} pairs {first} and {second}, now prohibited: re-pair it",
                            round=draft.number,
                            first=a,
                            second=b,
                        )
                    ]
            return []

        return self._run("set prohibited pairs", body)
