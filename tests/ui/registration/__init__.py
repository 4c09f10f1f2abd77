"""Tests of ``arbiter_desk.ui.registration``."""
