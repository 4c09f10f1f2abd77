"""Arbiter Desk: an offline desk for running FIDE-rated Swiss tournaments."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("arbiter-desk")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0"

PROGRAM_NAME = "Arbiter Desk"
