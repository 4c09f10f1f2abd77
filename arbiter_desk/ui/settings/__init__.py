"""The event's settings and the desk's own: the settings dialog and its fields, the desk's language."""
