"""Registration and late entries: the tabs, the player dialog and imports, withdrawals, requested byes,
TPN exchanges and renumbering, the FIDE-list lookup."""
