"""Tests of ``arbiter_desk.services.fide_mode.mode``."""
