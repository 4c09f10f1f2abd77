"""The venue server: connecting, the banner and outages, connected desks, backups, this desk's name, the
calls to the server off the GUI thread."""
