"""Tests of ``arbiter_desk.ui.venue``."""
