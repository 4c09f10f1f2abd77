"""``desk.ratings``: the event's rating lists and assigned ratings, pairing ratings of the unrated (C.04.2
art. 2.2) and corrections after FIDE's rating report."""

from __future__ import annotations

from arbiter_desk.services.ratings.event_ratings import RatingCommands
from arbiter_desk.services.ratings.provisional import PairingRatingCommands
from arbiter_desk.services.ratings.rating_corrections import RatingCorrectionCommands


class RatingsManager(RatingCommands, PairingRatingCommands, RatingCorrectionCommands):
    """The ratings of the open tournament (``desk.ratings``)."""
