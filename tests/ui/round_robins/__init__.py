"""Tests of ``arbiter_desk.ui.round_robins``."""
