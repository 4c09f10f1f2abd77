"""A 9-round Dubov tournament of 30 generated players, some renamed with diacritics, for the printouts; and
where result slips fall on the pages."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.formats.documents import Document

DIACRITIC_NAMES = ("Żółć, Łukasz", "Nguyễn, Văn Đức", "Ørsted, Hans", "Öztürk, Çağla")
"""Given to TPNs 2, 5, 8 and 11."""

INFO = TournamentInfo(
    name="Kraków Open 2026",
    city="Kraków",
    chief_arbiter="IA Anna Kowalska",
    start_date="2026/05/01",
    end_date="2026/05/09",
    round_dates=tuple(f"2026/05/0{day}" for day in range(1, 10)),
)


@cache
def sample_tournament(players: int = 30, rounds: int = 9, seed: int = 11) -> Tournament:
    """The generated tournament with byes and forfeits, renamed players and tournament data."""
    options = GeneratorOptions(players=players, rounds=rounds, seed=seed, bye_rate=0.05, forfeit_rate=0.03)
    played = generate_tournament(find_system("dubov"), options)
    renamed = list(played.players)
    for index, name in enumerate(DIACRITIC_NAMES):
        slot = 3 * index + 1
        if slot < len(renamed):
            renamed[slot] = replace(renamed[slot], name=name, federation="POL", birth_date="1990/01/02")
    return replace(played, players=tuple(renamed), info=INFO)


def cut_slips(pages: list[str]) -> list[str]:
    """The result slips whose heading (``Round r · Board b``) is not on the page of their signature line."""
    cut = []
    for page in pages:
        chunks = re.split(r"(Round \d+ · Board \d+)", page)
        cut += [heading for heading, body in zip(chunks[1::2], chunks[2::2], strict=True) if "Signatures" not in body]
        if "Signatures" in chunks[0]:
            cut.append("(a signature line without its heading)")
    return cut


def loose_slips(document: Document) -> Document:
    """``document`` with its groups opened: the blocks flow as if nothing kept them together."""
    return replace(document, blocks=tuple(document.contents()))
