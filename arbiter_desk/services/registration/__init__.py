"""Players and their numbers (``desk.players``): registration, late entries, withdrawals and requested byes,
TPNs, players imported from a file, expulsions (C.04.2 art. 2–3)."""
