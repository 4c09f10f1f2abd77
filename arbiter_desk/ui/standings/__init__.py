"""Standings and tie-breaks: the tab, the tie-break picker, ties decided, prize categories, norms,
events over 30 days."""
