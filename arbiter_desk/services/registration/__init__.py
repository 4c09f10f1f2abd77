"""Players and their numbers: registration, late entries, withdrawals and requested byes, TPNs,
players imported from a file, expulsions (C.04.2 art. 2–3)."""
