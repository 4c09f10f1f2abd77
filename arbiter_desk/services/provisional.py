"""Provisional ratings for pairing (C.04.4.1 (2026) art. 1.1.1–1.1.2; C.04.2 art. 2.1).

Dubov art. 1.1.1: each player must have a rating; art. 1.1.2: a player without one gets a provisional
rating from the Chief Arbiter. It is kept apart from the FIDE rating (``PlayerRecord.pairing_rating``) and
used wherever a rating orders or pairs: the initial order (C.04.2 art. 2.1 "an estimation") and the
snapshot the engines read (the Dubov ARO, art. 1.7).

TRF-2026 has one rating column (001, cols 49–52), which the engines and the free pairing checker read. Our
reading: the export writes there the rating the pairing used — the provisional one for an unrated player —
so that ``arbiter-desk check`` replays the event exactly (C.04.1 art. 1.4: reproducible), and names every
provisional rating on a ``###`` comment line, so that neither a reader of the file nor FIDE's rating report
takes it for a FIDE rating. Importing such a file gives the provisional ratings back as provisional.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from arbiter_desk.services.state import TournamentState
from arbiter_desk.store.records import PlayerRecord

COMMENT_PREFIX = "Provisional ratings for pairing (C.04.4.1 art. 1.1.2, not FIDE ratings), TPN=rating:"
_PAIR = re.compile(r"(\d+)=(\d+)")


def provisional_comment(players: Iterable[PlayerRecord]) -> str | None:
    """The ``###`` line naming every provisional rating, or None if nobody has one."""
    pairs = [f"{p.tpn}={p.pairing_rating}" for p in players if p.has_provisional_rating]
    return f"{COMMENT_PREFIX} {' '.join(pairs)}" if pairs else None


def read_provisional(comments: Iterable[str]) -> tuple[dict[int, int], tuple[str, ...]]:
    """(TPN → provisional rating, the other comment lines) from an imported file's comments."""
    found: dict[int, int] = {}
    others = []
    for line in comments:
        if line.startswith(COMMENT_PREFIX):
            found.update((int(t), int(r)) for t, r in _PAIR.findall(line[len(COMMENT_PREFIX) :]))
        else:
            others.append(line)
    return found, tuple(others)


def lacking_pairing_rating(state: TournamentState, round_no: int) -> list[PlayerRecord]:
    """Participants of ``round_no`` without a FIDE or a provisional rating (Dubov art. 1.1.1 wants one)."""
    return [p for p in state.players if p.takes_part_in(round_no) and not p.rating_for_pairing]
