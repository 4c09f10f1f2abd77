"""The tournament's choices for the end of the tie-break list (C.07 (2026) General; VCL4THP.13 Q204–209).

- **Drawing of lots** (Q204, Q206): players still tied after the whole list are ordered by a seeded drawing
  whose seed comes from the tournament's own data (``core.lots``), so that repeating it gives the same order;
  otherwise they share the rank (Q203).
- **Unrated players in rating-based tie-breaks** (Q208–209): either they are left out (unrated opponents do
  not count, RTNG is undefined: the first method), or the regulations publish a rating they count with, e.g. 0
  or 1000 (the second method).

The desk keeps both with the tournament and carries them through TRF-2026, which has no field for them, on one
``###`` line in ``core.integrity``'s shape, so that every standings computed from the snapshot (the desk, the
printed lists, the TRF rank column, ``check``) follows them::

    ### Tie-break options @ Round 0: lots: drawn; unrated players: 1000
    ### Tie-break options @ Round 0: lots: not drawn; unrated players: left out
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from arbiter_desk.core.integrity import EventKind, IntegrityEvent, parse_event

LEFT_OUT = "left out"


@dataclass(frozen=True, slots=True)
class TieBreakOptions:
    draw_lots: bool = False
    unrated_rating: int | None = None

    @property
    def is_default(self) -> bool:
        return not self.draw_lots and self.unrated_rating is None

    def to_comment(self) -> str:
        lots = "drawn" if self.draw_lots else "not drawn"
        unrated = LEFT_OUT if self.unrated_rating is None else str(self.unrated_rating)
        return IntegrityEvent(EventKind.TIEBREAK_OPTIONS, 0, f"lots: {lots}; unrated players: {unrated}").to_comment()


def split_tiebreak_options(comments: Iterable[str]) -> tuple[TieBreakOptions | None, tuple[str, ...]]:
    """(the options a file's line gives, or None; the other comments)."""
    found: TieBreakOptions | None = None
    rest: list[str] = []
    for comment in comments:
        event = parse_event(comment)
        if event is not None and event.kind is EventKind.TIEBREAK_OPTIONS and found is None:
            parts = dict(part.strip().partition(":")[::2] for part in event.detail.split(";"))
            lots = parts.get("lots", "").strip()
            unrated = parts.get("unrated players", LEFT_OUT).strip()
            if lots in ("drawn", "not drawn") and (unrated == LEFT_OUT or unrated.isdigit()):
                found = TieBreakOptions(lots == "drawn", None if unrated == LEFT_OUT else int(unrated))
                continue
        rest.append(comment)
    return found, tuple(rest)


def tiebreak_options_in(comments: Iterable[str]) -> TieBreakOptions:
    return split_tiebreak_options(comments)[0] or TieBreakOptions()
