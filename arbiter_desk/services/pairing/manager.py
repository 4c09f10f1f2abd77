"""``desk.rounds``: the rounds and their boards — the engine's draft, publish, re-pair, overrides (C.04.2
art. 4.4), prohibited pairs, accelerations, Chess960 positions, the notices before pairing and the Why."""

from __future__ import annotations

from collections.abc import Iterable

from arbiter_desk.core.pairing.explain import RoundExplanation
from arbiter_desk.services.event.errors import DamagedFileError
from arbiter_desk.services.pairing.acceleration_rules import AccelerationRuleCommands
from arbiter_desk.services.pairing.chess960 import Chess960Commands
from arbiter_desk.services.pairing.explanation_json import StoredExplanation, stored_explanation_from_json
from arbiter_desk.services.pairing.overrides import OverrideCommands
from arbiter_desk.services.pairing.pairing_notices import PairingNoticeCommands
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedPairCommands
from arbiter_desk.services.pairing.rounds import RoundCommands
from arbiter_desk.store.records import BoardRecord, OverrideRecord, PairingByeRecord, RoundRecord


class RoundsManager(
    RoundCommands,
    OverrideCommands,
    ProhibitedPairCommands,
    PairingNoticeCommands,
    AccelerationRuleCommands,
    Chess960Commands,
):
    """The rounds of the open tournament (``desk.rounds``)."""

    def all(self) -> list[RoundRecord]:
        with self._store.read() as reader:
            return reader.rounds()

    def boards(self, round_no: int | None = None) -> list[BoardRecord]:
        with self._store.read() as reader:
            return reader.boards(round_no)

    def boards_by_id(self, ids: Iterable[int]) -> list[BoardRecord]:
        """The boards a ``Changes`` names (for a view that updates only those rows)."""
        with self._store.read() as reader:
            return reader.boards_by_id(ids)

    def pending_boards(self, round_no: int) -> list[int]:
        """Boards of ``round_no`` still without a result and not adjourned (what pairing the next one waits for)."""
        with self._store.read() as reader:
            return reader.pending_boards(round_no)

    def pairing_byes(self) -> list[PairingByeRecord]:
        with self._store.read() as reader:
            return reader.pairing_byes()

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
