"""Rounds and pairing (``desk.rounds``): the engine's draft, publish, re-pair, overrides and manual pairing
(C.04.2 art. 4.4), the Why of every board, accelerations, prohibited pairs, Chess960, checks of all rounds."""
