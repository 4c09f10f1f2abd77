"""The consistency check of the event's ratings against the local lists (checklist Q133, Q137–144).

Run after a list import when the event has it switched on (Q138–140) and whenever the arbiter asks. It first
says which list is valid (Q137: at the start, or at the check date for an event over 30 days) and warns when a
local list of the sequence is older (Q141); then it reports every player whose rating differs from the list the
rating came from (the main list of the sequence when its source is not known) (Q142). It changes nothing: the
arbiter applies the chosen subset with ``desk.ratings.assign_ratings`` (Q143–144).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from arbiter_desk.core.rating_check import CheckedPlayer, Discrepancy, discrepancies, list_is_current, valid_list_date
from arbiter_desk.core.rating_lists import FIDE, ListedRatings, ListRef
from arbiter_desk.services.event.state import TournamentState
from arbiter_desk.services.ratings.event_ratings import RatingChoice, RatingKind, RatingSettings
from arbiter_desk.services.ratings.rating_lists import holdings

_TRF_DATE = re.compile(r"(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})")


def trf_date(text: str) -> date | None:
    """A TRF date (``2026/11/28``; ``-`` and ``.`` too), or None when blank or not a date."""
    found = _TRF_DATE.search(text)
    if found is None:
        return None
    try:
        return date(int(found.group(1)), int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class CheckWarning:
    """A warning of the check (level 2: to be acknowledged) — plugs into the desk's warning levels."""

    level: int
    text: str


@dataclass(frozen=True, slots=True)
class Finding:
    """A player whose rating differs from a list (Q142) and the rating the list would give (Q144)."""

    discrepancy: Discrepancy
    list: ListRef
    proposal: RatingChoice

    @property
    def text(self) -> str:
        return f"{self.discrepancy.text} ({self.list.label})"


@dataclass(frozen=True, slots=True)
class CheckReport:
    """What the check found: the list date that is valid, warnings, and the players that differ."""

    valid_list_date: date
    warnings: tuple[CheckWarning, ...]
    findings: tuple[Finding, ...]
    checked: int

    @property
    def summary(self) -> str:
        differ = f"{len(self.findings)} differ" if self.findings else "all agree with the lists"
        return (
            f"{self.checked} players with a FIDE or national id checked against the list of "
            f"{self.valid_list_date}: {differ}"
        )


def _by_sequence(
    sequence: tuple[ListRef, ...], listed_in: Mapping[str, ListedRatings], key: int
) -> tuple[ListRef | None, int | None]:
    """The list the event's rate of play and list sequence choose for a player with a FIDE id (Q124: the first
    list of the sequence that rates them), not the list their rating came from: a blitz event compares with
    the blitz list. Its rating there (0 listed but unrated, None not listed). A player known by a national id
    only is checked against the sequence's first list when it is a national one, else (None, None): the FIDE
    lists cannot tell."""
    fide = list(sequence) if key >= 0 else []
    for ref in fide:
        listed = listed_in.get(ref.source)
        value = None if listed is None else listed.rating(ref.rate, ref.effective)
        if value:
            return ref, int(value)
    first = fide[0] if fide else sequence[0]
    if key < 0 and first.source == FIDE:
        return None, None
    listed = listed_in.get(first.source)
    return first, None if listed is None else (listed.rating(first.rate, first.effective) or 0)


def _list_warnings(sequence: tuple[ListRef, ...], dates: Mapping[str, str], valid: date) -> tuple[CheckWarning, ...]:
    """Q141: a source of the sequence without any local list; the local lists older than the valid one (one
    warning per list file date, naming the rates it gives)."""
    warnings: list[CheckWarning] = []
    stale: dict[tuple[str, str], list[str]] = {}
    for source in dict.fromkeys(ref.source for ref in sequence):
        owner = "FIDE" if source == FIDE else f"national ({source})"
        if source not in dates:
            warnings.append(CheckWarning(2, f"No {owner} list is installed: its ratings cannot be checked."))
            continue
        for ref in (r for r in sequence if r.source == source):
            when = dates.get(f"{source}-{ref.rate.value}", dates[source]) if source == FIDE else dates[source]
            listed_on = trf_date(when) if when else None
            if listed_on is None:  # a list imported without its month (the older FIDE-list import)
                text = (
                    f"The local {owner} list ({ref.rate.value}) does not say its month: import it again with "
                    "Tournament → Import a rating list…, which asks it (checklist Q137)."
                )
                if all(w.text != text for w in warnings):
                    warnings.append(CheckWarning(2, text))
                continue
            if not list_is_current(listed_on, valid):
                rates = stale.setdefault((owner, when), [])
                if ref.rate.value not in rates:
                    rates.append(ref.rate.value)
    for (owner, when), rates in stale.items():
        warnings.append(
            CheckWarning(
                2,
                f"The local {owner} list ({', '.join(rates)}) is of {when}, older than the list valid for this "
                f"event ({valid}, checklist Q137): import the current list first, or the check compares with "
                "old ratings.",
            )
        )
    return tuple(warnings)


def check_ratings(state: TournamentState, today: date, folder: Path | None = None) -> CheckReport:
    """Q137–142 for the players of ``state`` against the local lists of ``folder`` on ``today``."""
    settings = RatingSettings.of(state.settings)
    start = trf_date(state.settings.info.start_date) or today
    valid = valid_list_date(start, trf_date(state.settings.info.end_date), today)
    players = [p for p in state.players if (p.fide_id is not None and p.fide_id > 0) or p.national_id]
    keys = {p.id: p.fide_id if p.fide_id is not None and p.fide_id > 0 else -int(p.id) for p in players}
    held = holdings(keys.values(), folder, {keys[p.id]: p.national_id for p in players if p.national_id})
    warnings = _list_warnings(settings.sequence, held.dates, valid)
    findings: list[Finding] = []
    for player in players:
        key = keys[player.id]
        ref, value = _by_sequence(settings.sequence, held.of(key), key)
        if ref is None:
            continue  # known only by the national id: the FIDE lists cannot tell
        found = discrepancies(
            [CheckedPlayer(player.id, player.name, key, player.rating)], {} if value is None else {key: value}
        )
        for d in found:
            when = held.dates.get(f"{ref.source}-{ref.rate.value}", held.dates.get(ref.source, ""))
            source = f"{ref.key}@{when}"
            findings.append(Finding(d, ref, RatingChoice(RatingKind.FIDE, d.listed or 0, source)))
    return CheckReport(valid, warnings, tuple(findings), len(players))
