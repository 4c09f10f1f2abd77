"""Hand-built events for the norm tests: one candidate against opponents given as (title, federation, rating).

No real event with published cross table and known norms was found in the public sources searched (see
``resources/rules/title-norms-b01.md``, "Test events"), so every event here is built by hand at a boundary of
B.01 (effective 1 January 2024).
"""

from __future__ import annotations

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.norms.settings import EventCategory, NormSettings
from arbiter_desk.core.player import Player, RoundEntry, Sex, Title
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

SETTINGS = NormSettings(EventCategory.ORDINARY, "ENG", 120, 1, True, "2026-12")
"""Every input given: an ordinary event hosted by England, two hours for 60 moves, one round a day."""

Opp = tuple[str, str, int]
"""(title, federation, rating) of an opponent; rating 0 is unrated."""

R = ResultCode
MIRROR = {
    R.WIN: R.LOSS, R.LOSS: R.WIN, R.DRAW: R.DRAW, R.FORFEIT_WIN: R.FORFEIT_LOSS, R.FORFEIT_LOSS: R.FORFEIT_WIN,
}  # fmt: skip


def event(
    opponents: list[Opp],
    results: list[ResultCode],
    total_rounds: int | None = None,
    federation: str = "ENG",
    title: Title = Title.NONE,
    sex: Sex = Sex.MALE,
    rating: int = 2450,
) -> Tournament:
    """The candidate is pairing number 1 and meets opponent ``i`` (pairing number ``i + 2``) in round ``i + 1``;
    a result without an opponent (a bye) is given as a result code with the opponent's slot ``None``-titled."""
    blocks: dict[int, list[RoundEntry]] = {1: []}
    players: list[Player] = []
    for index, ((opp_title, fed, opp_rating), result) in enumerate(zip(opponents, results, strict=True)):
        tpn = index + 2
        round_no = RoundNo(index + 1)
        if result in (R.PAIRING_BYE, R.HALF_BYE, R.ZERO_BYE):
            blocks[1].append(RoundEntry(round_no, None, Colour.NONE, result))
        else:
            colour = Colour.WHITE if index % 2 == 0 else Colour.BLACK
            blocks[1].append(RoundEntry(round_no, PairingNumber(tpn), colour, result))
            blocks[tpn] = [RoundEntry(round_no, PairingNumber(1), colour.opposite, MIRROR[result])]
        players.append(
            Player(
                PairingNumber(tpn), f"Opponent {tpn}", Sex.MALE, Title(opp_title), opp_rating, fed,
                rounds=tuple(blocks.get(tpn, ())),
            )
        )  # fmt: skip
    candidate = Player(
        PairingNumber(1), "Candidate, Carl", sex, title, rating, federation, fide_id=400001, rounds=tuple(blocks[1])
    )
    return Tournament(players=(candidate, *players), total_rounds=total_rounds or len(results))


GM_FIELD: list[Opp] = [
    ("GM", "GER", 2550),
    ("GM", "FRA", 2500),
    ("GM", "NED", 2450),
    ("IM", "ENG", 2450),
    ("IM", "GER", 2450),
    ("FM", "ENG", 2400),
    ("", "ENG", 2400),
    ("", "FRA", 2450),
    ("", "ENG", 2500),
]
"""Nine opponents averaging 2461 (22150 / 9 = 2461.1): three GMs, six title holders, four English, three other
federations."""

W, D, L = R.WIN, R.DRAW, R.LOSS
SIX_AND_A_HALF = [W, W, W, W, D, W, W, L, L]
"""6½ of 9: 72 % → dp 166 (1.4.9)."""
SIX = [W, W, W, W, L, W, W, L, L]
"""6 of 9: 67 % → dp 125."""
