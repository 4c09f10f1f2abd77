"""Tests of ``arbiter_desk.services.round_robins``."""
