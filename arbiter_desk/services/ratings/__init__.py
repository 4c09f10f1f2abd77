"""Ratings and rating lists: the event's list sequence and assigned ratings, FIDE and national lists
imported or downloaded, the consistency check, rating-report corrections, provisional ratings."""
