"""Tests of ``arbiter_desk.ui.teams``."""
