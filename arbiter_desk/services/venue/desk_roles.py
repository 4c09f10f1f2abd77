"""What a desk's role on a venue server allows: one table, read by the window to
grey out what the role may not use, so the arbiter meets the limit before the server refuses it.

The server enforces the same limits itself (``store.server_roles``: grants, row-level security, the publish
trigger); this table only says them in advance. A tournament file, or a server before ``init``, has no role:
everything is allowed there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.round_in_play import RoundProgress, round_in_play
from arbiter_desk.store.records import RoundRecord, RoundState
from arbiter_desk.store.server_roles import CHIEF, DEPUTY, PUBLICATION, RESULTS, VIEWER


class Right(StrEnum):
    """What an action of the desk needs."""

    PAIRING = "pairing"
    """Pair, re-pair, discard a draft, edit pairings (C.04.2 art. 4.4), line-ups."""
    PUBLISHING = "publishing"
    SETTINGS = "settings"
    """The tournament's rules and data: settings, ratings and pairing numbers, players' data, tie decisions."""
    RESULTS = "results"
    """Results of any published round (corrections of an earlier round included)."""
    CURRENT_RESULTS = "current results"
    """Results of the round in play: the lowest published round with a missing result."""
    BYES = "byes"
    WITHDRAWALS = "withdrawals"
    LATE_ENTRIES = "late entries"


EVERYTHING = frozenset(Right)

ROLE_RIGHTS: Mapping[str, frozenset[Right]] = {
    CHIEF: EVERYTHING,
    DEPUTY: frozenset({Right.RESULTS, Right.CURRENT_RESULTS, Right.BYES, Right.WITHDRAWALS, Right.LATE_ENTRIES}),
    RESULTS: frozenset({Right.CURRENT_RESULTS}),
    VIEWER: frozenset(),
    PUBLICATION: frozenset(),
}
"""The chief everything; a deputy results, byes, withdrawals, late entries (no pairing, publishing
or settings); the results desk the results of the current round only; a viewer reads."""

LIMITS: Mapping[str, str] = {
    CHIEF: "",
    DEPUTY: "A deputy arbiter may enter results, byes, withdrawals and late entries; pairing, publishing and "
    "settings are the chief arbiter's",
    RESULTS: "The results desk may enter results of the round in play only",
    VIEWER: "A viewer only reads the event",
    PUBLICATION: "The players' pages' login only reads the event (and adds players' result proposals)",
}
"""What a greyed action's tooltip says, naming the role."""


@dataclass(frozen=True, slots=True)
class DeskRights:
    """What the desk's role allows, and the sentence that says the limit ("" when there is none)."""

    rights: frozenset[Right] = EVERYTHING
    limit: str = ""

    def allows(self, right: Right) -> bool:
        return right in self.rights

    def result_refusal(self, round_no: int | None, rounds: Iterable[RoundRecord]) -> str:
        """Why a result of ``round_no`` may not be entered at this desk ("" when it may): the results desk
        only in the round in play (``core.round_in_play``, as the server's row-level policy)."""
        if Right.RESULTS in self.rights:
            return ""
        if Right.CURRENT_RESULTS in self.rights:
            # a published round waits for a result exactly while it is not complete
            progress = (
                RoundProgress(r.number, r.state is not RoundState.DRAFT, int(r.state is RoundState.PUBLISHED))
                for r in rounds
            )
            in_play = round_in_play(progress)
            if in_play is not None and round_no == in_play:
                return ""
            return f"{self.limit} (round {in_play})" if in_play is not None else self.limit
        return self.limit


def rights_of(role: str) -> DeskRights:
    """The rights of a group role (``adesk_deputy`` …); "" (a file, or a server without roles): everything."""
    if role not in ROLE_RIGHTS:
        return DeskRights()
    return DeskRights(ROLE_RIGHTS[role], LIMITS[role])
