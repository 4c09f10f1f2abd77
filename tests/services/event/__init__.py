"""Tests of ``arbiter_desk.services.event``."""
