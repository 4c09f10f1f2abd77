"""Are the local FIDE lists current? (checklist Q135: lists kept current; a level-2 notice when the event starts
with an old one.)

A list is current when its own month (the date it was imported with: the month its rating column names) is the
month of today. The lists that matter are the FIDE rates of the event's list sequence (Q123–126), each read
from the newest local list holding that rate, as ``rating_lists.holdings`` reads them.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from pathlib import Path

from arbiter_desk.core.rating_lists import ListRef, RateOfPlay
from arbiter_desk.core.text import tr, tr_n
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.services.ratings.rating_lists import fide_list_per_rate, installed_lists

_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December")  # fmt: skip


def month_text(month: date) -> str:
    """``December 2026``."""
    return f"{_MONTH_NAMES[month.month - 1]} {month.year}"


def old_fide_lists(
    sequence: Iterable[ListRef], today: date, folder: Path | None = None
) -> list[tuple[RateOfPlay, date | None]]:
    """The FIDE rates of ``sequence`` whose local list is older than ``today``'s month (None: a list without
    a month), in sequence order; a rate without any local list is not named (nothing is read from it)."""
    per_rate = fide_list_per_rate(installed_lists(folder))
    current = today.replace(day=1)
    old: list[tuple[RateOfPlay, date | None]] = []
    for ref in sequence:
        item = per_rate.get(ref.rate)
        if not ref.is_fide or item is None or any(rate is ref.rate for rate, _ in old):
            continue
        month = item.list_date
        if month is None or month < current:
            old.append((ref.rate, month))
    return old


def old_list_notice(sequence: Iterable[ListRef], today: date, folder: Path | None = None) -> list[DeskWarning]:
    """Q135, level 2: before round 1, a notice naming each FIDE list of the event older than this month."""
    old = old_fide_lists(sequence, today, folder)
    if not old:
        return []
    named = "; ".join(
        f"FIDE {rate.value} list of {month_text(month) if month else 'an unknown month'}" for rate, month in old
    )
    text = tr_n(
        "This rating list is older than the current month ({month}): {lists}. The event starts with it unless "
        "you first use {action} to download FIDE's current lists (checklist Q135).",
        "These rating lists are older than the current month ({month}): {lists}. The event starts with them "
        "unless you first use {action} to download FIDE's current lists (checklist Q135).",
        len(old),
        month=month_text(today.replace(day=1)),
        lists=named,
        action=tr("Tournament → Update rating lists…"),
    )
    return [
        DeskWarning(
            WarningLevel.NOTICE,
            "ratings.list-old",
            tr("Rating list older than this month"),
            text,
            (135,),
            subject=f"{today:%Y-%m}:{named}",
        )
    ]
