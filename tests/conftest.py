"""Test set-up shared by the whole suite: Qt runs headless."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from arbiter_desk.store.repository import TournamentStore

TournamentStore.verify_journal = True
"""Every command of the suite also compares every journaled table before and after it: the oracle that the
journal records exactly the rows a command touched (issue 15)."""
