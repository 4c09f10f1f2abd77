"""Tournaments built in code for the writer and round-trip tests: every kind of round entry, a late entry, a
withdrawal, byes for rounds not yet paired, a colour-dependent point system, accelerations, prohibitions."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry, Sex, Title
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament, TournamentInfo

R = ResultCode
_GAMES: list[tuple[int, int, int, ResultCode, ResultCode]] = [
    # round, white, black, white's result, black's result
    (1, 1, 5, R.WIN, R.LOSS),
    (1, 2, 6, R.DRAW, R.DRAW),
    (1, 3, 7, R.FORFEIT_WIN, R.FORFEIT_LOSS),
    (1, 4, 8, R.WIN_UNRATED, R.LOSS_UNRATED),
    (2, 5, 2, R.DRAW_UNRATED, R.DRAW_UNRATED),
    (2, 6, 1, R.LOSS, R.WIN),
    (2, 4, 7, R.FORFEIT_LOSS, R.FORFEIT_LOSS),
    (3, 1, 3, R.DRAW, R.DRAW),
    (3, 2, 4, R.WIN, R.LOSS),
    (3, 5, 8, R.LOSS, R.WIN),
    (4, 1, 2, R.WIN, R.LOSS),
    (4, 3, 8, R.DRAW, R.DRAW),
    (4, 4, 5, R.LOSS, R.WIN),
    (4, 6, 9, R.LOSS, R.WIN),
]
_BYES: list[tuple[int, int, ResultCode]] = [
    (2, 3, R.HALF_BYE),
    (2, 8, R.PAIRING_BYE),
    (3, 6, R.FULL_BYE),
    (1, 9, R.ZERO_BYE),  # late entry: player 9 joins in round 3
    (2, 9, R.ZERO_BYE),
    (3, 9, R.HALF_BYE),
    *[(r, 7, R.ZERO_BYE) for r in range(3, 8)],  # player 7 withdraws after round 2
    (5, 3, R.ZERO_BYE),  # absent from round 5, the round to pair
    (5, 9, R.HALF_BYE),
    (6, 1, R.HALF_BYE),
]
_NAMES = [
    "Alpha, Anna",
    "Beta, Bruno",
    "Gamma, Carla",
    "Delta, Dieter",
    "Epsilon, Eva",
    "Zeta, Zoe",
    "Eta, Emil",
    "Theta, Thea",
    "Iota, Ivan",
]


def _rounds(tpn: int) -> tuple[RoundEntry, ...]:
    entries = []
    for round_no, white, black, white_result, black_result in _GAMES:
        if tpn == white:
            entries.append(RoundEntry(RoundNo(round_no), PairingNumber(black), Colour.WHITE, white_result))
        elif tpn == black:
            entries.append(RoundEntry(RoundNo(round_no), PairingNumber(white), Colour.BLACK, black_result))
    entries += [RoundEntry(RoundNo(r), None, Colour.NONE, result) for r, who, result in _BYES if who == tpn]
    return tuple(sorted(entries, key=lambda e: e.round))


def _player(tpn: int) -> Player:
    name = _NAMES[tpn - 1]
    return Player(
        tpn=PairingNumber(tpn),
        name=name,
        sex=Sex.FEMALE if tpn % 2 else Sex.MALE,
        title=[Title.GM, Title.IM, Title.WGM, Title.FM, Title.NONE][tpn % 5],
        rating=0 if tpn == 9 else 2500 - 50 * tpn,
        federation=["FRA", "GER", "NOR"][tpn % 3],
        fide_id=None if tpn == 9 else 1000000 + tpn,
        birth_date="" if tpn == 8 else f"19{80 + tpn}/0{tpn}/1{tpn}" if tpn < 9 else "2010",
        rounds=_rounds(tpn),
    )


COLOUR_DEPENDENT = PointSystem(
    win_white=Decimal(1),
    win_black=Decimal("1.25"),
    draw_white=Decimal("0.5"),
    draw_black=Decimal("0.75"),
    half_bye=Decimal(0),
)

RICH_TRF26 = Tournament(
    info=TournamentInfo(
        name="Rich Open",
        city="Bergen",
        federation="NOR",
        start_date="2026/03/01",
        end_date="2026/03/07",
        tournament_type="Swiss (Dubov)",
        chief_arbiter="Lie, Kari",
        deputy_arbiters=("Berg, Ola", "Dahl, Siv"),
        time_control="90 min + 30 s",
        round_dates=("26/03/01", "26/03/02", "26/03/03", "26/03/04"),
        type_code="FIDE_DUBOV",
        time_control_code="5400+30",
        starting_rank_method="FIDE ratings",
        pairing_program="Arbiter Desk",
    ),
    players=tuple(_player(tpn) for tpn in range(1, 10)),
    total_rounds=7,
    initial_colour=Colour.BLACK,
    point_system=COLOUR_DEPENDENT,
    accelerations=(Acceleration(Decimal(1), 1, 2, 1, 4), Acceleration(Decimal("0.5"), 3, 9999, 1, 2)),
    forbidden_pairs=(
        ForbiddenPairs((PairingNumber(1), PairingNumber(2)), 1, 3),
        ForbiddenPairs((PairingNumber(5), PairingNumber(6), PairingNumber(7))),
    ),
    tiebreaks=("BH/C1", "BH", "SB"),
    standings_tiebreaks=("PTS", "BH/C1", "BH", "SB"),
    comments=("pairings published by the chief arbiter", "round 2: board 3 changed (C.04.2 art. 4.4)"),
)
"""Everything TRF-2026 can carry."""

RICH_TRF16 = replace(
    RICH_TRF26,
    info=replace(RICH_TRF26.info, type_code="", time_control_code="", starting_rank_method="", pairing_program=""),
    accelerations=tuple(Acceleration(Decimal(1), r, r, tpn, tpn) for tpn in range(1, 5) for r in (1, 2)),
    forbidden_pairs=(
        ForbiddenPairs((PairingNumber(1), PairingNumber(2))),
        ForbiddenPairs((PairingNumber(5), PairingNumber(6), PairingNumber(7))),
    ),
    tiebreaks=(),
    standings_tiebreaks=(),
    comments=(),
)
"""Everything TRF-16 with the TRF(x) lines can carry: accelerations per player and round (``XXA``),
prohibitions for all rounds (``XXP``), no TRF-2026-only records."""
