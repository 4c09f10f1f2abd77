"""The desk's tabs: registration, late entries, round pairing, results, standings.

Each tab is built with the ``DeskSession`` and reloads itself on the session's signals.
"""
