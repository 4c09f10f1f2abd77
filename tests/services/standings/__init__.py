"""Tests of ``arbiter_desk.services.standings``."""
