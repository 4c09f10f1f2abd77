"""The FIDE Team Swiss system (C.04.6, 2026) on the pairing kit; readings T1–T26 of
``team-swiss-2026-clarifications.md``.

Modules: ``state`` (each team before a round: scores, [C1]/[C2] history, floats, colours, preferences of
art. 1.7), ``colours`` (art. 4), ``system`` (art. 3.3.2: PAB 3.4, upfloaters 3.5 on ``common/upfloaters``,
brackets 3.6 on ``matching/identifier``, colours, board order), ``checker`` (C.04.2 art. 1.4 per round),
``generator`` (random team events).

Readings added here, where neither the text nor T1–T26 decides (tests in ``tests/core/pairing/team/``):

* **A1 — [C10] when two upfloaters meet**: each upfloater whose opponent floated in the previous round counts,
  so such a pair counts twice (as Double-Swiss A1).
* **A2 — the checker** compares the team with White on board 1 of every match, also of a match not played (its
  scheduled colour is what the engine gave).
* **A3 — a file without ``352``**: as many boards as the largest team, colours alternating ``WBWB…`` (warned).
* **A4 — a ``330`` match without ``001`` boards**: its winner has every board's game point, the loser none.

The team domain (teams, rounds, rules) is ``core/teams.py``; the file convention
``shared/formats/team-swiss-trf.md`` is read and written by ``formats/trf/team_*.py``.
"""

from arbiter_desk.core.pairing.team.system import TeamSystem

__all__ = ["TeamSystem"]
