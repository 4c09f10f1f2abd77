"""The FIDE Double-Swiss system (C.04.5, 2026) on the pairing kit; readings D1–D21 of
``double-swiss-2026-clarifications.md``.

Modules: ``matches`` (two TRF columns → a match, D1–D7, D19–D20), ``players`` (state before a round, D21),
``upfloaters`` (art. 3.5, [C4]–[C7]), ``bracket`` (art. 3.6, [C1], [C8]), ``colours`` (art. 4.3), ``system``
(art. 3.3.2: PAB, brackets, colours, board order), ``checker`` (C.04.2 art. 1.4 per Double-Swiss round).

Readings added here, where neither the text nor D1–D21 decides (each with a test in
``tests/core/pairing/double_swiss/test_added_readings.py``):

* **A1 — [C8] when two upfloaters meet.** "the number of upfloaters' opponents who were floaters": each
  upfloater whose opponent floated counts, so a pair of two upfloaters who both floated counts twice.
* **A2 — prohibited pairs (TRF 260/XXP)** name TRF columns (file convention rule 1): a pair is prohibited in a
  Double-Swiss round when its range covers the round's game-1 column 2r−1.
* **A3 — a match with only its game-1 column filled** (game 2 not yet entered) counts game 2 as 0 for
  that player and is not a forfeited match; a block without opponent scoring a win (``F`` or ``+``) is a
  full-point bye for [C2].
"""

from arbiter_desk.core.pairing.double_swiss.system import DoubleSwissSystem

__all__ = ["DoubleSwissSystem"]
