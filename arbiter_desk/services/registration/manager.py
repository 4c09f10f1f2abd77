"""``desk.players``: registration and late entries, withdrawals, requested byes and expulsions (C.04.2 art. 2–3),
and the field as the file holds it."""

from __future__ import annotations

from arbiter_desk.services.registration.expulsion import ExpulsionCommands
from arbiter_desk.services.registration.players import PlayerCommands
from arbiter_desk.services.registration.requested_byes import RequestedByeCommands
from arbiter_desk.store.records import AbsenceRecord, PlayerRecord


class PlayersManager(PlayerCommands, RequestedByeCommands, ExpulsionCommands):
    """The players of the open tournament (``desk.players``)."""

    def all(self) -> list[PlayerRecord]:
        """Participants in TPN order."""
        with self._store.read() as reader:
            return reader.players()

    def count(self) -> int:
        with self._store.read() as reader:
            return reader.player_count()

    def absences(self) -> list[AbsenceRecord]:
        """Requested byes and recorded absences, every round."""
        with self._store.read() as reader:
            return reader.absences()
