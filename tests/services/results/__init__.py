"""Tests of ``arbiter_desk.services.results.entry``."""
