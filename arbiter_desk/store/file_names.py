"""The extension that names a tournament file, read by the database (backups) and the sweep of temporaries."""

FILE_SUFFIX = ".adesk"
"""The extension of a tournament file."""
