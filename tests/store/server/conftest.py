"""The venue-server tests' shared event (one per test session: ``guarded_event``)."""

from tests.store.server.guarded_event import guarded_event  # noqa: F401  (fixture)
