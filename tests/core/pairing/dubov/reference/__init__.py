"""An independent reference reading of the Dubov system (C.04.4.1, 2026), for tests only.

Written from the rules text and dubov-2026-clarifications.md, without looking at the engine; slow and
exhaustive, for tournaments of up to about fourteen players.

Readings the clarifications note leaves open (each is applied where the comment names it):

* Shift sets, art. 3.2.4 / clar. 15 ("can yield a legal pairing that complies at best with C7"): a candidate set
  is worth the fewest C7 misses over *all* legal G1-G2 one-to-one pairings after the shift, not the misses of
  the S1/T2 pairing art. 3.2.6 then builds (bracket.py).
* C7 misses of a pair: exactly one when both players want the same colour, none otherwise (art. 5.2.2 grants
  both different preferences; 5.2.1 only meets two Black seekers).
* The step-1 pool when G1 is "the first half by TPN" (nobody has played): its players all seek Black
  (art. 1.6.4), so they are sorted as Black seekers, by TPN (orders.py).
* Last round (clar. 7): only ``round == total_rounds``; a round beyond the declared number is not "the last".
  Without a declared number of rounds, no round is the last and MaxT uses the round being paired.
* Forbidden pairs (TRF record 260) are treated like C1; accelerations are ignored (the Dubov text has none).
* "Higher ranked" in art. 5.2.5 is the definition of art. 5.2.1 (more points, then smaller TPN).
"""

from .system import ReferenceDubov

__all__ = ["ReferenceDubov"]
