"""The user's guide inside the desk: F1, the viewer, the guide's pages, the help dialogs."""
