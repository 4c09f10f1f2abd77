"""From a player found in the local FIDE rating list to the participant's data the player dialog fills in.

Standard rating (0: unrated); the open title when there is one, else the women's title; the birth year as
the birth date; sex and federation as FIDE writes them. A size estimate of a list file lets the import show
a determinate progress bar.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.player import Sex, Title
from arbiter_desk.services.event.data import PlayerData
from arbiter_desk.store.rating_list_db import RatedPlayer

__all__ = ["estimated_players", "player_data_from_list", "title_of"]


def title_of(player: RatedPlayer) -> Title:
    """The FIDE title the pairing order uses (C.04.2 art. 2.2.2): the open title, else the women's one."""
    for text in (player.title, player.women_title):
        try:
            title = Title.from_trf(text)
        except InvalidInputError:
            continue
        if title is not Title.NONE:
            return title
    return Title.NONE


def player_data_from_list(player: RatedPlayer) -> PlayerData:
    """The participant's data as the rating list gives it."""
    try:
        sex = Sex.from_trf(player.sex)
    except InvalidInputError:
        sex = Sex.UNKNOWN
    return PlayerData(
        name=player.name,
        sex=sex,
        title=title_of(player),
        rating=player.standard or 0,
        federation=player.federation.upper(),
        fide_id=player.fide_id,
        birth_date=str(player.birth_year) if player.birth_year else "",
    )


def estimated_players(path: Path) -> int | None:
    """About how many players a FIDE TXT list (or a zip holding one) has, from its size and its header line
    (every line of that format has the same length); None for XML or an unreadable file."""
    try:
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as archive:
                member = next((i for i in archive.infolist() if i.filename.lower().endswith(".txt")), None)
                if member is None:
                    return None
                with archive.open(member) as stream:
                    header = stream.readline()
                size = member.file_size
        elif Path(path).suffix.lower() == ".txt":
            with open(path, "rb") as stream:
                header = stream.readline()
            size = Path(path).stat().st_size
        else:
            return None
    except (OSError, zipfile.BadZipFile):
        return None
    if len(header) < 20:
        return None
    return max(size // len(header) - 1, 1)
