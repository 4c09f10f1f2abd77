"""Ratings and rating lists: Tournament → Update rating lists, the list dialogs, the consistency check,
corrections, the pairing and tournament ratings."""
