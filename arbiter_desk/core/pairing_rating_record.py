"""The ``### Pairing rating`` record: ratings given to unrated players for pairing, kept out of the rating column.

C.04.4.1 (2026) art. 1.1.1–1.1.2: every Dubov player needs a rating; an unrated one gets a provisional rating
from the Chief Arbiter (the desk's "Ratings for pairing…", ``generate``'s unrated players). TRF-2026 record 001
columns 49–52 hold the player's FIDE (or national) rating, and record 072 counts the rated players: a rating made
up for pairing belongs in neither. Arbiter Desk writes it on one comment line of its own::

    ### Pairing rating: 12=1190 15=1006

``TPN=rating`` pairs separated by spaces; the rating column of those players holds 0 (unrated). Readers that do
not know the line see unrated players, which they are. ``check``, ``pair``, ``explain`` and ``import`` read it:
the TRF reader gives those players their pairing rating (so the engines pair exactly as the desk did) and the
writer puts them back to 0 with the line. An older export's line ``Provisional ratings for pairing (C.04.4.1
art. 1.1.2, not FIDE ratings), TPN=rating: …`` (with the rating in the column) is read the same way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.tournament import Tournament

PREFIX = "Pairing rating:"
LEGACY_PREFIX = "Provisional ratings for pairing (C.04.4.1 art. 1.1.2, not FIDE ratings), TPN=rating:"
MAX_PAIRING_RATING = 3500
"""The highest rating a player can be given for pairing (ratings are 0-3500)."""
_PAIR = re.compile(r"(\S+)=(\S+)")
_NUMBER = re.compile(r"[0-9]{1,4}")
"""A TPN and a rating have at most 4 ASCII digits, as in a TRF player line (no 5,000-digit ``int``)."""


def pairing_rating_comment(ratings: Mapping[int, int]) -> str | None:
    """The comment text (after ``### ``) for ``ratings`` (TPN → rating for pairing), or None when empty."""
    pairs = [f"{tpn}={rating}" for tpn, rating in sorted(ratings.items()) if rating > 0]
    return f"{PREFIX} {' '.join(pairs)}" if pairs else None


def is_pairing_rating_line(comment: str) -> bool:
    text = comment.strip()
    return text.startswith(PREFIX) or text.startswith(LEGACY_PREFIX)


def pairing_ratings(comments: Iterable[str]) -> dict[int, int]:
    """TPN → rating for pairing, from every ``Pairing rating:`` line (and the older provisional line)."""
    found: dict[int, int] = {}
    for comment in comments:
        text = comment.strip()
        for prefix in (PREFIX, LEGACY_PREFIX):
            if text.startswith(prefix):
                found.update(_checked(prefix, t, r) for t, r in _PAIR.findall(text[len(prefix) :]))
    return found


def _checked(prefix: str, tpn: str, rating: str) -> tuple[int, int]:
    """A ``TPN=rating`` pair, bounded as the player lines are; anything else refuses the file, naming it."""
    if _NUMBER.fullmatch(tpn) and _NUMBER.fullmatch(rating) and 1 <= int(rating) <= MAX_PAIRING_RATING:
        return int(tpn), int(rating)
    shown = f"{tpn}={rating}" if len(tpn) + len(rating) < 40 else f"{tpn[:20]}…={rating[:20]}…"
    raise InvalidInputError(
        f"'### {prefix.split(' (')[0]} …': {shown} is no rating for pairing (a pairing number = a rating of 1 to "
        f"{MAX_PAIRING_RATING})"
    )


def with_pairing_ratings(tournament: Tournament) -> Tournament:
    """The players the record names, unrated in the file (0), with their rating for pairing (as read)."""
    ratings = pairing_ratings(tournament.comments)
    if not ratings:
        return tournament
    players = tuple(
        replace(p, rating=ratings[p.tpn], rating_is_provisional=True) if p.tpn in ratings and not p.rating else p
        for p in tournament.players
    )
    return replace(tournament, players=players)


def without_pairing_ratings(tournament: Tournament) -> Tournament:
    """The players the record names with rating 0 (unrated) where they hold that pairing rating (as written);
    an older provisional line becomes a ``Pairing rating:`` line."""
    ratings = pairing_ratings(tournament.comments)
    if not ratings:
        return tournament
    players = tuple(
        replace(p, rating=0) if ratings.get(p.tpn) == p.rating and p.rating else p for p in tournament.players
    )
    kept = [c for c in tournament.comments if not is_pairing_rating_line(c)]
    line = pairing_rating_comment(ratings)
    return replace(tournament, players=players, comments=(*kept, *([line] if line else [])))
