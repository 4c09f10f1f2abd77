"""Tests of ``arbiter_desk.services.teams.roster``."""
