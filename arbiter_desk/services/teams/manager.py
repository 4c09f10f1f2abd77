"""``desk.teams``: a Team Swiss event (C.04.6) — teams and rosters, line-ups, team rounds, board and match
results, team overrides and the team TRF."""

from __future__ import annotations

from arbiter_desk.services.teams.team_overrides import TeamOverrideCommands
from arbiter_desk.services.teams.team_results import TeamResultCommands


class TeamsManager(TeamOverrideCommands, TeamResultCommands):
    """The teams of the open tournament (``desk.teams``)."""
