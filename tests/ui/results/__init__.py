"""Tests of ``arbiter_desk.ui.results``."""
