"""Tests of ``arbiter_desk.services.documents.sheets``."""
