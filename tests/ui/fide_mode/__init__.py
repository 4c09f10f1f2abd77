"""Tests of ``arbiter_desk.ui.fide_mode``."""
