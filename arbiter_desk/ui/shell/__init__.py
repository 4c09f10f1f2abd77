"""The main window above the features: its menus and actions, the commands behind them, the start page,
recent files, exports, failures reported and the status bar."""
