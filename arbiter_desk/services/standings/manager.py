"""``desk.standings``: prize lists, ties decided outside the tie-break list (C.07), title norms and the rounds'
rating periods of events over 30 days."""

from __future__ import annotations

from arbiter_desk.services.standings.long_events import LongEventCommands
from arbiter_desk.services.standings.norms import NormCommands
from arbiter_desk.services.standings.prize_lists import PrizeListCommands
from arbiter_desk.services.standings.tie_decisions import TieDecisionCommands


class StandingsManager(PrizeListCommands, TieDecisionCommands, NormCommands, LongEventCommands):
    """The standings' decisions of the open tournament (``desk.standings``)."""
