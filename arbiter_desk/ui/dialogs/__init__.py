"""The desk's dialogs (one module per dialog or family of dialogs)."""
