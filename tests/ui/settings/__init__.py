"""Tests of ``arbiter_desk.ui.settings``."""
