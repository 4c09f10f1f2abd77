"""Tests of ``arbiter_desk.ui.common``."""
