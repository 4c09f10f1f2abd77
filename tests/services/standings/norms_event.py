"""A 9-round demonstration event for the norms view: ten players meeting each other once (circle method),
stored as a Dutch Swiss (its pairings imported as played). Pairing number 1, "Candidate, Carl" (ENG, 2450),
scores 6½ against GM_FIELD (average 2461: 2461 + 166 = 2627, a GM and an IM norm); every other game is drawn.

What the desk must find, worked out by hand (B.01 effective 1 January 2024):

- No. 1: GM and IM norms (6½/9 against 2461: 2627; ``tests/core/norms``, ``test_gm_norm_at_exactly_nine_games``).
- No. 9 ("", FRA 2450) beat No. 1 and drew the rest: 5/9 (56 % → dp 43) against 22150 − 2450 + 2450 = 22150 /
  9 → 2461: 2504 ≥ 2450 with six title holders, five GM/IM, federations GER, NED, ENG (five English, at most six
  from one federation): an IM norm; GM: 2504 < 2600.
- No. 10 ("", ENG 2500) likewise: 22100 / 9 → 2456 + 43 = 2499, four English opponents (at most five): IM norm.
- Everyone else judged scores at most 4½/9 (dp ≤ 0) against at most 2467: under 2450 and 2600. GMs (Nos. 2–4)
  are not judged; IMs (Nos. 5, 6) for GM only.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.norms.settings import NormSettings
from arbiter_desk.core.player import Player, RoundEntry, Sex, Title
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament, TournamentInfo
from arbiter_desk.services.event.desk import Desk
from tests.core.norms.events import GM_FIELD, MIRROR, SETTINGS, SIX_AND_A_HALF

PLAYERS = 10
ROUNDS = 9


def circle_rounds() -> list[list[tuple[int, int]]]:
    """The circle method: round r pairs (white, black) pairing numbers 1..10, each pair once."""
    rounds = []
    ring = list(range(2, PLAYERS + 1))
    for r in range(ROUNDS):
        pairs = [(1, ring[0]) if r % 2 == 0 else (ring[0], 1)]
        for i in range(1, PLAYERS // 2):
            pairs.append((ring[i], ring[-i]))
        rounds.append(pairs)
        ring = ring[1:] + ring[:1]
    return rounds


def norms_tournament() -> Tournament:
    people = [("", "ENG", 2450, "Candidate, Carl")]
    people += [(t, f, r, f"Player {i + 2}") for i, (t, f, r) in enumerate(GM_FIELD)]
    candidate_result = {tpn: SIX_AND_A_HALF[tpn - 2] for tpn in range(2, PLAYERS + 1)}
    blocks: dict[int, list[RoundEntry]] = {tpn: [] for tpn in range(1, PLAYERS + 1)}
    for r, pairs in enumerate(circle_rounds()):
        for white, black in pairs:
            if 1 in (white, black):
                other = black if white == 1 else white
                mine = candidate_result[other]
                result_white, result_black = (mine, MIRROR[mine]) if white == 1 else (MIRROR[mine], mine)
            else:
                result_white = result_black = ResultCode.DRAW
            blocks[white].append(RoundEntry(RoundNo(r + 1), PairingNumber(black), Colour.WHITE, result_white))
            blocks[black].append(RoundEntry(RoundNo(r + 1), PairingNumber(white), Colour.BLACK, result_black))
    players = tuple(
        Player(PairingNumber(i + 1), name, Sex.MALE, Title(title), rating, fed, fide_id=500000 + i,
               rounds=tuple(blocks[i + 1]))
        for i, (title, fed, rating, name) in enumerate(people)
    )  # fmt: skip
    info = TournamentInfo(
        name="Norm Test Open", city="York", federation="ENG", start_date="2026/11/01", end_date="2026/11/09",
        chief_arbiter="Arbiter, Anna", deputy_arbiters=("Deputy, Dan",), time_control="90 min + 30 s/move",
        type_code="FIDE_DUTCH_2026", time_control_code="5400+30",
    )  # fmt: skip
    return Tournament(info=info, players=players, total_rounds=ROUNDS)


def norms_desk(path: Path, settings: NormSettings | None = SETTINGS) -> Desk:
    desk = Desk.import_tournament(path, norms_tournament())
    if settings is not None:
        desk.standings.set_norm_settings(settings)
    return desk


EXPECTED = {(1, "GM"), (1, "IM"), (9, "IM"), (10, "IM")}
"""(pairing number, title) of every norm made, and no other."""
