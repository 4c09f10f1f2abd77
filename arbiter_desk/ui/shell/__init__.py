"""The main window and its menus: the actions, the commands behind them, the start page, the session on
the open tournament, failures reported, read-only and role limits."""
