"""Printing: File → Print…, previews, PDF, the players' pages published."""
