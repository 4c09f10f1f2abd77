"""Tests of ``arbiter_desk.ui.shell``."""
