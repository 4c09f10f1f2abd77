"""The Dubov system's editions: 2026 (in force), 2018 (C.04.4.1 of the 2018 GA) and 1997 (C.04.3 of the 1997 GA).

An edition is a set of rules plugged into the kit, not a copy of the 2026 package:

* ``edition_2018`` — the 2026 procedure word for word (readings E32) with two plugs: C.2 bars the
  pairing-allocated bye after a PAB or a forfeit win only (E14, a requested ``F`` bye does not), and every
  citation of an explanation is the 2018 text's own (``2018 B.0.c``, ``2018 E.1``, ``C.5``).
* ``edition_1997`` — the 1997 text's own procedure (transfers of ch. 7, columns of 6.2/6.3, floaters of 6.4 and
  ch. 8, art. 3 colours, art. 4 bye), on the kit's participant state, legality and matchings.

Readings: ``dubov-1997-2018-clarifications.md`` (E-numbered).
"""
