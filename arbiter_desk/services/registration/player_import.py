"""Players from a file into the open tournament (TRF player records 001, or a CSV list), one transaction.

A TRF file gives its players' record-001 data (their rounds are not taken: this adds entrants, it does not
merge tournaments). A CSV file needs a header naming its columns; ``Name`` is required, the others optional:
``Rating`` (or ``Rtg``, ``Elo``), ``FIDE id`` (or ``ID``), ``Federation`` (or ``Fed``), ``Title``, ``Sex``,
``Birth date`` (or ``Born``). A comma, semicolon or tab separates the columns. A bad line is named.
Players whose FIDE id is already registered are skipped (and listed), so importing twice adds nobody twice.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.player import Sex, Title
from arbiter_desk.core.text import tr
from arbiter_desk.formats.trf import load_trf
from arbiter_desk.services.event.data import PlayerData

CSV_COLUMNS_HINT = (
    "A CSV file has a header row naming its columns, separated by commas, semicolons or tabs: Name (required), "
    "and any of Rating (or Rtg, Elo), FIDE id (or ID), Federation (or Fed), Title, Sex, Birth date (or Born), Club; "
    "e.g. Name;Rating;Fed;FIDE id. A TRF file gives its 001 player records."
)
"""The columns ``players_from_csv`` reads, told before the file is chosen and with the preview."""

_COLUMNS = {
    "name": "name",
    "rating": "rating",
    "rtg": "rating",
    "elo": "rating",
    "fide id": "fide_id",
    "fide_id": "fide_id",
    "fideid": "fide_id",
    "id": "fide_id",
    "federation": "federation",
    "fed": "federation",
    "title": "title",
    "sex": "sex",
    "birth date": "birth_date",
    "birth_date": "birth_date",
    "born": "birth_date",
    "club": "club",
}


def read_players(path: Path) -> list[PlayerData]:
    """The players of a TRF (``.trf``/``.txt``) or CSV (``.csv``) file; InvalidInputError names what is wrong."""
    path = Path(path)
    if path.suffix.lower() == ".csv":
        return players_from_csv(path.read_text(encoding="utf-8-sig"), path.name)
    tournament = load_trf(path)
    return [
        PlayerData(p.name, p.sex, p.title, p.rating, p.federation, p.fide_id, p.birth_date) for p in tournament.players
    ]


def players_from_csv(text: str, source: str = "CSV") -> list[PlayerData]:
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text.splitlines()[0], ",;\t")
    except (csv.Error, IndexError):
        dialect = csv.excel
    rows = list(csv.reader(io.StringIO(text), dialect))
    if not rows:
        raise InvalidInputError(tr("{source}: the file is empty", source=source))
    header = [_COLUMNS.get(cell.strip().lower(), "") for cell in rows[0]]
    if "name" not in header:
        raise InvalidInputError(
            tr("{source}, line 1: no Name column (the first line names the columns)", source=source)
        )
    found = []
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        values = {key: cell.strip() for key, cell in zip(header, row, strict=False) if key}
        try:
            found.append(_player(values))
        except (InvalidInputError, ValueError) as exc:
            raise InvalidInputError(
                tr("{source}, line {number}: {exc}", source=source, number=number, exc=exc)
            ) from None
    return found


def _player(values: dict[str, str]) -> PlayerData:
    name = values.get("name", "")
    if not name:
        raise InvalidInputError(tr("the name is empty"))
    rating = values.get("rating", "")
    if rating and not rating.isdigit():
        raise InvalidInputError(tr("rating must be a whole number, not {rating}", rating=repr(rating)))
    fide_id = values.get("fide_id", "")
    if fide_id and not fide_id.isdigit():
        raise InvalidInputError(tr("FIDE id must be digits, not {fide_id}", fide_id=repr(fide_id)))
    return PlayerData(
        name=name,
        sex=Sex.from_trf(values.get("sex", "")[:1]),
        title=Title.from_trf(values.get("title", "")),
        rating=int(rating or 0),
        federation=values.get("federation", "").upper(),
        fide_id=int(fide_id) if fide_id else None,
        birth_date=values.get("birth_date", ""),
        club=values.get("club", ""),
    )
