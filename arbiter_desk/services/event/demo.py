"""The demo tournament shipped with the program, and fresh file names in the user's data folder.

The demo (``arbiter_desk/resources/demo.trf``, made by ``resources/make_demo.py``) is a Dubov tournament of
24 players and 7 rounds with rounds 1–3 played and round 4 not yet paired. Opening it imports it into a new
tournament file; an existing file is never overwritten.
"""

from __future__ import annotations

import random
from importlib.resources import files
from pathlib import Path

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.results import Colour
from arbiter_desk.formats.trf import parse_trf
from arbiter_desk.services.event.base import SystemFactory
from arbiter_desk.services.event.desk import Desk, default_tournament_path
from arbiter_desk.services.files.locations import FILE_SUFFIX

DEMO_NAME = "Arbiter Desk Demo Open"


def demo_trf_text() -> str:
    """The demo tournament's TRF-2026 text, read from the installed package."""
    return files("arbiter_desk").joinpath("resources", "demo.trf").read_text(encoding="utf-8")


def free_tournament_path(name: str, folder: Path | None = None) -> Path:
    """A tournament file named after ``name`` that does not exist yet (``name-2``, ``name-3`` … if taken)."""
    first = default_tournament_path(name)
    if folder is not None:
        first = Path(folder) / first.name
    candidate, n = first, 1
    while candidate.exists():
        n += 1
        candidate = first.with_name(f"{first.stem}-{n}{FILE_SUFFIX}")
    return candidate


def open_demo(folder: Path | None = None, systems: SystemFactory = find_system, arbiter: str | None = None) -> Desk:
    """Import the demo into a new file of ``folder`` (default: the user's data folder) and open it."""
    path = free_tournament_path(DEMO_NAME, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    return Desk.import_tournament(path, parse_trf(demo_trf_text(), "demo.trf"), systems, arbiter)


def new_lots_seed() -> int:
    """A fresh seed for the drawing of lots (kept in the settings so the draw can be checked)."""
    return random.SystemRandom().randrange(1, 2**31)


def draw_initial_colour(seed: int) -> Colour:
    """C.04.4.1 (2026) art. 5.1 / C.04.2: the initial colour drawn by lot, reproducible from ``seed``."""
    return random.Random(seed).choice((Colour.WHITE, Colour.BLACK))
