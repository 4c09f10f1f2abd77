"""Tests of ``arbiter_desk.ui.ratings``."""
