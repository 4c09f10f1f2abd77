"""Tests of ``arbiter_desk.services.ratings.event_ratings``."""
