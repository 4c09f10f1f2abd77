"""Tests of ``arbiter_desk.ui.standings``."""
