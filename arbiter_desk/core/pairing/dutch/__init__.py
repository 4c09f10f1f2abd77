"""FIDE (Dutch) system, C.04.3 (2026 edition).

How the text is followed: the round is paired bracket by bracket (art. 1.9.2). For each bracket, every
criterion [C6]–[C21] is an integer level of the weight of a maximum-weight perfect matching over *all*
players still to pair (``criteria``), so [C4] (completion) holds structurally and [C5] (PAB score) through
the bye node. That wide matching is computed on the bracket alone (``narrow``: the bracket and sink nodes
for its downfloaters), with [C4] and [C8] certified below it by a matching of the players left, and falls
back to the wide matching whenever no certificate is found: the same optimum, proven. The candidate chosen
is the first one in the text's order (art. 3.6–3.7, 4.2–4.5) among the best (art. 3.8.1, clar. 5), built
decision by decision (``bracket``, ``text_order``). Colours: art. 5
(``colours``). Player data: art. 1 (``state``). The readings of ``dutch-2026-clarifications.md`` apply; where
the text still needed one, the module that applies it says so:

- [C3] lifted when at least one of the two is a topscorer (``colours.c3_forbids``);
- topscorers: over half of a win's points times the rounds already played, last round only (``state``);
- 5.2.2 between two absolute preferences: wider colour difference, else on to 5.2.3 (``colours``);
- [C9] only when the bracket downfloats exactly one player who can receive the PAB (``bracket``);
- [C10]/[C11] count the players of a pair with a topscorer, with the colours art. 5 gives them (``colours``).
"""

from arbiter_desk.core.pairing.dutch.system import DutchSystem

__all__ = ["DutchSystem"]
