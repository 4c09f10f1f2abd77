"""The rating a player found in the lists gets, by the event's list sequence (checklist Q127–130).

In the main list: that rating, without a question (Q127). Only in other lists: the ratings found are offered as
buttons, main-list order, and the arbiter picks one (Q128–129) or cancels (the rating is then typed, Q130).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QWidget

from arbiter_desk.core.rating_lists import FIDE, ListedRatings, ListRef
from arbiter_desk.services.ratings.rating_list import RatedPlayer
from arbiter_desk.services.ratings.rating_lists import find_by_sequence
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.wording import shown, t


def rating_by_sequence(
    parent: QWidget | None, player: RatedPlayer, sequence: Sequence[ListRef], folder: Path
) -> tuple[int, str] | None:
    """(rating, source) for the player found in the FIDE lookup, or None when no list has one or the arbiter
    picked none. The lookup's own list stands in for FIDE's when the folder holds no FIDE list."""
    own = {FIDE: ListedRatings(player.standard, player.rapid, player.blitz)}
    outcome = find_by_sequence(sequence, player.fide_id, folder, own)
    name = player.name
    if outcome.chosen is not None:
        return outcome.chosen.rating, outcome.chosen.source_text
    if not outcome.offers:
        return None
    choices = tuple((str(i), f"{o.rating} ({shown(o.list.label)})") for i, o in enumerate(outcome.offers))
    question = t(
        "{player} is not in the main list ({list}). Ratings found in the other lists of the sequence — pick the "
        "one to use, or Cancel to type one:",
        player=name,
        list=sequence[0].label,
    )
    picked = prompts.choose(parent, question, choices)
    if picked is None:
        return None
    offer = outcome.offers[int(picked)]
    return offer.rating, offer.source_text
