"""Tests of ``arbiter_desk.ui.printing.output``."""
