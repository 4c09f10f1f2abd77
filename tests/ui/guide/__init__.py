"""Tests of ``arbiter_desk.ui.guide``."""
