"""Tests of ``arbiter_desk.services.ratings``."""
