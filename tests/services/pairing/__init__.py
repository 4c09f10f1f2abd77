"""Tests of ``arbiter_desk.services.pairing``."""
