"""The pairing systems Arbiter Desk knows, with what the CLI, the GUI, the generator and the checker need.

One :class:`SystemEntry` per FIDE system: short name, title, article, rules edition, the TRF-2026 record
``192`` codes (ETT26) that name it, and capabilities. ``pair`` comes from the system's own package, built on
demand; systems never import each other (import-linter contract and ``tests/core/pairing/test_registry.py``).

To add a system: write ``core/pairing/<system>/`` (only that system's articles, on ``common/`` and
``matching/``), then add one entry to ``ENTRIES`` below.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Flag, auto

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.pairing.api import PairingSystem


class Capability(Flag):
    """What a system supports beyond pairing individuals one game per round."""

    NONE = 0
    ACCELERATION = auto()
    """Honours pairing scores from TRF 250 / XXA (C.04.7)."""
    PROHIBITED_PAIRS = auto()
    """Honours prohibited pairs from TRF 260 / XXP."""
    TEAMS = auto()
    """Pairs teams (C.04.6)."""
    TWO_GAME_ROUNDS = auto()
    """Two games per round (Double-Swiss, C.04.5)."""
    ROUND_ROBIN = auto()
    """Pairings fixed in advance by the Berger tables (C.05 Annex 1): no score groups, no Buchholz (C.07)."""


@dataclass(frozen=True, slots=True)
class SystemEntry:
    """A registered pairing system."""

    name: str
    """Command-line name, e.g. ``dubov``."""
    title: str
    """E.g. ``Dubov system (C.04.4.1, 2026)``."""
    article: str
    """Handbook article, e.g. ``C.04.4.1``."""
    edition: str
    """Rules edition, e.g. ``2026``."""
    trf_codes: tuple[str, ...]
    """TRF-2026 record 192 (ETT26) codes naming the system; the ``_BAKU`` variants only say acceleration is used
    (``pairing-input.md``: the engine reads the 250 lines, never infers them from the code)."""
    capabilities: Capability
    factory: Callable[[], PairingSystem]
    historical: bool = False
    """A superseded text (Dubov 1997/2018, the 1992 Swiss system based on rating), offered for
    re-checking and re-pairing old events only; listed in :data:`HISTORICAL`, never in :data:`ENTRIES`."""

    @property
    def key(self) -> str:
        """The name stored in a tournament file's settings and accepted by ``--system``: ``name`` for a current
        entry, ``name-edition`` for an older edition of a system (``dubov-1997``), ``name`` when the name already
        carries its year (``rating-1992``)."""
        if not self.historical or self.name.endswith(self.edition):
            return self.name
        return f"{self.name}-{self.edition}"

    @property
    def label(self) -> str:
        """Short GUI label, e.g. ``Dubov (C.04.4.1)``."""
        return f"{self.title.split(' system')[0].split(' (')[0]} ({self.article})"

    def can(self, capability: Capability) -> bool:
        return capability in self.capabilities

    def build(self) -> PairingSystem:
        """The system, ready to pair; with ``PROHIBITED_PAIRS`` its explanations say when a TRF 260 pair
        decided (``prohibited.py``: once for every system, pairings unchanged)."""
        system = self.factory()
        if self.can(Capability.PROHIBITED_PAIRS):
            from arbiter_desk.core.pairing.prohibited import explaining_prohibited_pairs

            return explaining_prohibited_pairs(system)
        return system


def _dubov() -> PairingSystem:
    from arbiter_desk.core.pairing.dubov import DubovSystem

    return DubovSystem()


def _dubov_2018() -> PairingSystem:
    from arbiter_desk.core.pairing.dubov import DubovSystem
    from arbiter_desk.core.pairing.dubov.editions.edition_2018 import EDITION_2018

    return DubovSystem(rules=EDITION_2018)


def _dubov_1997() -> PairingSystem:
    from arbiter_desk.core.pairing.dubov.editions.edition_1997 import Dubov1997System

    return Dubov1997System()


def _dutch() -> PairingSystem:
    from arbiter_desk.core.pairing.dutch import DutchSystem

    return DutchSystem()


def _lim() -> PairingSystem:
    from arbiter_desk.core.pairing.lim import LimSystem

    return LimSystem()


def _burstein() -> PairingSystem:
    from arbiter_desk.core.pairing.burstein import BursteinSystem

    # Art. 1.6.1: the seeding rounds are paired by the Dutch system, built from its own entry.
    return BursteinSystem(seeding=_dutch())


def _double_swiss() -> PairingSystem:
    from arbiter_desk.core.pairing.double_swiss import DoubleSwissSystem

    return DoubleSwissSystem()


def _round_robin() -> PairingSystem:
    from arbiter_desk.core.pairing.round_robin.system import RoundRobinSystem

    return RoundRobinSystem()


def _team() -> PairingSystem:
    from arbiter_desk.core.pairing.team import TeamSystem

    return TeamSystem()


RR_CODES = (
    "FIDE_ROUNDROBIN",
    "FIDE_DOUBLEROUNDROBIN",
    "BERGER_ROUNDROBIN",
    "BERGER_DOUBLEROUNDROBIN",
    "CUSTOM_ROUNDROBIN",
)
"""TRF-2026 record 192 (ETT26) codes of an individual round robin (``round_robin/plan.py`` reads them)."""

TEAM_TRF_CODES = tuple(
    f"FIDE_TEAM{kind}{scores}" for kind in ("", "_TYPEA", "_TYPEB") for scores in ("", "_MP", "_GP", "_MP_GP", "_GP_MP")
)
"""TRF 192 codes of the team system (team-swiss-trf.md section 1): Type A/B, primary and secondary score."""


ENTRIES: tuple[SystemEntry, ...] = (
    SystemEntry(
        name="dubov",
        title="Dubov system (C.04.4.1, 2026)",
        article="C.04.4.1",
        edition="2026",
        trf_codes=("FIDE_DUBOV", "FIDE_DUBOV_BAKU"),
        capabilities=Capability.ACCELERATION | Capability.PROHIBITED_PAIRS,
        factory=_dubov,
    ),
    SystemEntry(
        name="dutch",
        title="Dutch system (C.04.3, 2026)",
        article="C.04.3",
        edition="2026",
        # The first code is written; files paired by the 2025 rules are read as Dutch too (paired by 2026).
        trf_codes=("FIDE_DUTCH_2026", "FIDE_DUTCH_2025", "FIDE_DUTCH", "FIDE_DUTCH_BAKU", "FIDE_DUTCH_2026_BAKU"),
        capabilities=Capability.ACCELERATION | Capability.PROHIBITED_PAIRS,
        factory=_dutch,
    ),
    SystemEntry(
        name="burstein",
        title="Burstein system (C.04.4.2, 2026)",
        article="C.04.4.2",
        edition="2026",
        trf_codes=("FIDE_BURSTEIN", "FIDE_BURSTEIN_BAKU"),
        capabilities=Capability.ACCELERATION | Capability.PROHIBITED_PAIRS,
        factory=_burstein,
    ),
    SystemEntry(
        name="lim",
        title="Lim system (C.04.4.3, 2026)",
        article="C.04.4.3",
        edition="2026",
        trf_codes=(),  # TRF-2026 has no record-192 code for Lim: files say CUSTOM_SWISS
        capabilities=Capability.ACCELERATION | Capability.PROHIBITED_PAIRS,
        factory=_lim,
    ),
    SystemEntry(
        name="double-swiss",
        title="Double-Swiss system (C.04.5, 2026)",
        article="C.04.5",
        edition="2026",
        trf_codes=("FIDE_DOUBLESWISS",),
        capabilities=Capability.PROHIBITED_PAIRS | Capability.TWO_GAME_ROUNDS,
        factory=_double_swiss,
    ),
    SystemEntry(
        name="team",
        title="Team Swiss system (C.04.6, 2026)",
        article="C.04.6",
        edition="2026",
        trf_codes=TEAM_TRF_CODES,
        capabilities=Capability.TEAMS,
        factory=_team,
    ),
    SystemEntry(
        name="round-robin",
        title="Round robin (C.05 Annex 1, Berger tables)",
        article="C.05",
        edition="2026",
        # The first code is written for a single round robin; plan.py reads cycles and the exchange of the
        # first cycle's last two rounds from the others.
        trf_codes=RR_CODES,
        capabilities=Capability.ROUND_ROBIN,
        factory=_round_robin,
    ),
)
"""Every registered system of the rules in force, in the order the GUI offers them."""


def _rating_1992() -> PairingSystem:
    from arbiter_desk.core.pairing.rating_1992 import Rating1992System

    return Rating1992System()


HISTORICAL: tuple[SystemEntry, ...] = (
    SystemEntry(
        name="dubov",
        title="Dubov system (C.04.4.1, 2018)",
        article="C.04.4.1",
        edition="2018",
        # The file keeps FIDE_DUBOV; the edition is a "### Edition: Dubov 2018" line (formats/trf/edition.py).
        trf_codes=(),
        capabilities=Capability.PROHIBITED_PAIRS,
        factory=_dubov_2018,
        historical=True,
    ),
    SystemEntry(
        name="dubov",
        title="Dubov system (C.04.3, 1997)",
        article="C.04.3",
        edition="1997",
        trf_codes=(),
        capabilities=Capability.PROHIBITED_PAIRS,
        factory=_dubov_1997,
        historical=True,
    ),
    SystemEntry(
        name="rating-1992",
        title="Swiss system based on rating (FIDE, 1992)",
        article="1992 GA",
        edition="1992",
        trf_codes=(),  # no TRF-2026 code: files say CUSTOM_SWISS and "### System: rating-1992" (system_record.py)
        capabilities=Capability.NONE,
        factory=_rating_1992,
        historical=True,
    ),
)
"""Superseded editions (``historical=True``), in the order the GUI's "historical rules" group offers them."""


def all_entries() -> tuple[SystemEntry, ...]:
    """The systems in force, then the historical editions."""
    return ENTRIES + HISTORICAL


def find_entry(name: str, edition: str | None = None) -> SystemEntry:
    """The entry called ``name`` (case-insensitive): a :attr:`SystemEntry.key` (``dubov``, ``dubov-1997``,
    ``rating-1992``), or a name with an ``edition`` (``dubov`` + ``1997``); the edition in force when none is
    given."""
    key = name.strip().lower()
    wanted = (edition or "").strip()
    for entry in all_entries():
        if wanted:
            if entry.name == key and entry.edition == wanted:
                return entry
        elif entry.key == key:
            return entry
    if wanted:
        editions = ", ".join(e.edition for e in all_entries() if e.name == key)
        if editions:
            raise InvalidInputError(f"system {name!r} has no edition {edition!r}; editions: {editions}")
    known = ", ".join(sorted(e.key for e in all_entries()))
    raise InvalidInputError(f"unknown pairing system {name!r}; known: {known}")


def entry_for_trf_code(code: str) -> SystemEntry | None:
    """The system a TRF-2026 record 192 code names (e.g. ``FIDE_DUBOV_BAKU``), or None if none known."""
    key = code.strip().upper()
    for entry in all_entries():
        if key in entry.trf_codes:
            return entry
    return None
