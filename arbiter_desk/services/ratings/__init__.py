"""Ratings and rating lists (``desk.ratings``): the event's list sequence and assigned ratings, FIDE-list
import and download, the consistency check, rating-report corrections, provisional ratings."""
