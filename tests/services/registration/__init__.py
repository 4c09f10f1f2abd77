"""Tests of ``arbiter_desk.services.registration``."""
