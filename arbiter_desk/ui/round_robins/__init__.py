"""Round robins: the menu's commands, the settings box, pairing numbers drawn or set."""
