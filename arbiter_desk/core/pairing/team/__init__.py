"""The FIDE Team Swiss system (C.04.6, 2026) on the pairing kit; readings T1–T26 of
``team-swiss-2026-clarifications.md``.

Modules: ``state`` (each team before a round: scores, [C1]/[C2] history, floats, colours, preferences of
art. 1.7), ``colours`` (art. 4), ``system`` (art. 3.3.2: PAB 3.4, upfloaters 3.5 on ``common/upfloaters``,
brackets 3.6 on ``matching/identifier``, colours, board order), ``checker`` (C.04.2 art. 1.4 per round),
``generator`` (random team events).

The team domain (teams, rounds, rules) is ``core/teams.py``; the file convention
``shared/formats/team-swiss-trf.md`` is read and written by ``formats/trf/team_*.py``.
"""

from arbiter_desk.core.pairing.team.system import TeamSystem

__all__ = ["TeamSystem"]
