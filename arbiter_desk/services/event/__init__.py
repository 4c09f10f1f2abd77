"""The open tournament file: the Desk holding the feature managers, its settings and journal (``desk.settings``,
``desk.journal``: undo, redo), the state a command reads once, one journaled transaction per command."""
