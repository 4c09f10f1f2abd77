"""Benchmarks time the desk as it runs for the arbiter: without the test suite's journal oracle."""

from arbiter_desk.store.repository import TournamentStore

TournamentStore.verify_journal = False
