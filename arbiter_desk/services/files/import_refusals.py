"""What ``import`` of a TRF would refuse, told before it runs: ``validate`` reports it, so that no file it calls
ok is then refused by the import (the ``###`` records the desk reads back, and the pairing system)."""

from __future__ import annotations

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf.file_system import SystemNotNamedError
from arbiter_desk.services.files.importer import settings_from_snapshot
from arbiter_desk.services.ratings.provisional import read_provisional
from arbiter_desk.services.ratings.rating_corrections import corrections_from_comments
from arbiter_desk.store.records import PlayerId


def import_refusals(tournament: Tournament) -> list[str]:
    """The reasons ``Desk.import_tournament`` would refuse ``tournament`` (empty: it would import)."""
    found: list[str] = []
    try:
        find_system(settings_from_snapshot(tournament).pairing_system)
    except SystemNotNamedError:
        pass  # ``import --system`` (or the desk's question) names it: not a refusal of the file
    except (ArbiterDeskError, KeyError, ValueError) as exc:
        found.append(str(exc).strip("'\""))
    try:
        _, comments = read_provisional(tournament.comments)
    except ArbiterDeskError as exc:
        found.append(str(exc))
        comments = tournament.comments
    try:
        corrections_from_comments(comments, {p.tpn: PlayerId(p.tpn) for p in tournament.players})
    except ArbiterDeskError as exc:
        found.append(str(exc))
    return found
