"""Widgets and helpers every feature's screens share: prompts and file choosers, tables, plain-text
views, background work, the window's words."""
