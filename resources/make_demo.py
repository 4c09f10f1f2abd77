"""Writes the demo tournament (``demo.trf``) here and into the package (``arbiter_desk/resources/``).

Run from the repository root: ``python resources/make_demo.py``. The demo is a real Dubov tournament
(C.04.4.1, 2026) played by the random generator with a fixed seed: 24 players, 7 rounds declared, rounds 1–3
played, round 4 not yet paired, so the arbiter can pair and score it at once. Two players have asked for a
half-point bye in round 4 (C.04.2 art. 3.3).
"""

from __future__ import annotations

import random
import shutil
from dataclasses import replace
from pathlib import Path

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.player import RoundEntry, Sex
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.formats.trf import TrfVersion, write_trf

ROOT = Path(__file__).resolve().parent.parent
TARGETS = (ROOT / "resources" / "demo.trf", ROOT / "arbiter_desk" / "resources" / "demo.trf")
FEDERATIONS = ("FRA", "GER", "ESP", "ITA", "NED", "POL", "SWE", "CRO", "NOR", "SRB")
FEMALE_FIRST_NAMES = {"Ada", "Carla", "Elena", "Eva", "Greta", "Hanna", "Ines", "Kira", "Maya", "Olga", "Rosa"}


def demo_tournament() -> Tournament:
    """The demo snapshot: generated rounds 1–3, then descriptive data a real tournament would carry."""
    options = GeneratorOptions(players=24, rounds=3, seed=2026, draw_rate=0.35, initial_colour=Colour.WHITE)
    played = generate_tournament(find_system("dubov"), options)
    rng = random.Random(7)
    players = []
    spare = iter(("Weber, Anton", "Lindqvist, Hanna", "Rossi, Marco", "Kowalski, Piotr", "Nagy, Eva"))
    for player in played.players:
        name = player.name if not player.name[-1].isdigit() else next(spare)  # no "Garcia, Rosa 14"
        first = name.split(", ")[1]
        players.append(
            replace(
                player,
                name=name,
                sex=Sex.FEMALE if first in FEMALE_FIRST_NAMES else Sex.MALE,
                federation=rng.choice(FEDERATIONS),
                birth_date=f"{rng.randint(1965, 2010)}/{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}",
            )
        )
    for tpn in (9, 17):  # requested half-point byes for round 4 (art. 3.3)
        index = tpn - 1
        entry = RoundEntry(RoundNo(4), None, Colour.NONE, ResultCode.HALF_BYE)
        players[index] = replace(players[index], rounds=(*players[index].rounds, entry))
    info = TournamentInfo(
        name="Arbiter Desk Demo Open",
        city="Lyon",
        federation="FRA",
        start_date="2026/04/04",
        end_date="2026/04/08",
        tournament_type="Swiss Dubov",
        chief_arbiter="Durand, Claire",
        deputy_arbiters=("Keller, Tobias",),
        time_control="90 min + 30 s/move",
        type_code="FIDE_DUBOV",
    )
    return replace(played, info=info, players=tuple(players), total_rounds=7, tiebreaks=("BH/C1", "BH", "SB", "DE"))


def main() -> None:
    text = write_trf(demo_tournament(), TrfVersion.TRF26)
    TARGETS[0].write_text(text, encoding="utf-8")
    shutil.copyfile(TARGETS[0], TARGETS[1])
    for target in TARGETS:
        print(f"wrote {target}")


if __name__ == "__main__":
    main()
