"""Tests of ``arbiter_desk.services.files.locations``."""
