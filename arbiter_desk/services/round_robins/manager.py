"""``desk.round_robins``: a round robin's pairing numbers drawn or set and its whole schedule published (C.05)."""

from __future__ import annotations

from arbiter_desk.services.round_robins.round_robin_numbers import RoundRobinNumberCommands
from arbiter_desk.services.round_robins.round_robin_schedule import RoundRobinScheduleCommands


class RoundRobinsManager(RoundRobinNumberCommands, RoundRobinScheduleCommands):
    """The round robin of the open tournament (``desk.round_robins``)."""
