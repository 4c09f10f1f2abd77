"""Tests of ``arbiter_desk.services.venue.server_setup``."""
