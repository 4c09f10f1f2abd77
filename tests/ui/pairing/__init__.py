"""Tests of ``arbiter_desk.ui.pairing``."""
