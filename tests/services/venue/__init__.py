"""Tests of ``arbiter_desk.services.venue``."""
