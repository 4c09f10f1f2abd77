"""Standings and tie-breaks (``desk.standings``; C.07): the ranking and each player's breakdown, tie-break
list changes, ties decided outside the list, prize lists, title norms, events over 30 days, the CSV export."""
