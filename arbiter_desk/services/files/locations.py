"""Where tournament files live and what they are called: the conventions the GUI needs (ui never imports store)."""

from __future__ import annotations

from pathlib import Path

from platformdirs import user_data_dir

from arbiter_desk.store import FILE_SUFFIX

__all__ = ["FILE_SUFFIX", "default_folder"]


def default_folder() -> Path:
    """Where new tournaments go: the user's data folder (``~/.local/share/ArbiterDesk`` on Linux)."""
    return Path(user_data_dir("ArbiterDesk", appauthor=False))
