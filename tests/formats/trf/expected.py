"""The snapshot the fixture files ``data/spring_open_trf16.trf`` and ``data/spring_open_trf26.trf`` describe,
written out by hand."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry, Sex, Title
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament, TournamentInfo

DATA = Path(__file__).parent / "data"
TRF16_FILE = DATA / "spring_open_trf16.trf"
TRF26_FILE = DATA / "spring_open_trf26.trf"

W, B, N = Colour.WHITE, Colour.BLACK, Colour.NONE


def game(round_no: int, opponent: int, colour: Colour, result: ResultCode) -> RoundEntry:
    return RoundEntry(RoundNo(round_no), PairingNumber(opponent), colour, result)


def bye(round_no: int, result: ResultCode) -> RoundEntry:
    return RoundEntry(RoundNo(round_no), None, Colour.NONE, result)


R = ResultCode
SPRING_OPEN_TRF16 = Tournament(
    info=TournamentInfo(
        name="Spring Open 2025",
        city="Lyon",
        federation="FRA",
        start_date="2025/04/01",
        end_date="2025/04/05",
        tournament_type="Individual: Swiss-System",
        chief_arbiter="Dupont, Jean",
        deputy_arbiters=("Martin, Paul", "Durand, Marie"),
        time_control="90 min + 30 s",
        round_dates=("25/04/01", "25/04/02", "25/04/03"),
    ),
    players=(
        Player(
            PairingNumber(1),
            "Alpha, Anna",
            Sex.FEMALE,
            Title.WGM,
            2310,
            "FRA",
            12345678,
            "1990/01/01",
            (game(1, 4, W, R.WIN), game(2, 2, B, R.WIN_UNRATED), game(3, 3, W, R.DRAW_UNRATED)),
        ),
        Player(
            PairingNumber(2),
            "Beta, Bruno",
            Sex.MALE,
            Title.FM,
            2250,
            "GER",
            4100001,
            "1985",
            (game(1, 5, B, R.DRAW), game(2, 1, W, R.LOSS_UNRATED), game(3, 4, B, R.WIN)),
        ),
        Player(
            PairingNumber(3),
            "Gamma, Carla",
            Sex.FEMALE,
            Title.WIM,
            2200,
            "ESP",
            2200002,
            "2001/05/06",
            (game(1, 6, W, R.FORFEIT_WIN), game(2, 5, W, R.DRAW), game(3, 1, B, R.DRAW_UNRATED)),
        ),
        Player(
            PairingNumber(4),
            "Delta, Dieter",
            Sex.MALE,
            Title.NONE,
            2105,
            "AUT",
            1600003,
            "",
            (game(1, 1, B, R.LOSS), bye(2, R.HALF_BYE), game(3, 2, W, R.LOSS), bye(4, R.HALF_BYE)),
        ),
        Player(
            PairingNumber(5),
            "Epsilon, Eva",
            Sex.FEMALE,
            Title.NONE,
            1980,
            "FRA",
            None,
            "",
            (game(1, 2, W, R.DRAW), game(2, 3, B, R.DRAW), bye(3, R.PAIRING_BYE)),
        ),
        Player(
            PairingNumber(6),
            "Zeta, Zoltan",
            Sex.MALE,
            Title.NONE,
            0,
            "HUN",
            None,
            "",
            (game(1, 3, B, R.FORFEIT_LOSS), bye(2, R.ZERO_BYE), bye(3, R.ZERO_BYE)),
        ),
    ),
    total_rounds=5,
)
"""Round 3 is the last paired; player 6's blank blocks in rounds 2-3 are zero-point byes; player 4 is absent
(half-point bye) in round 4, the round to pair."""

SPRING_OPEN_TRF26 = replace(
    SPRING_OPEN_TRF16,
    info=replace(SPRING_OPEN_TRF16.info, type_code="FIDE_DUBOV", time_control_code="5400+30"),
    accelerations=(Acceleration(Decimal("1.0"), 1, 2, 1, 3),),
    forbidden_pairs=(ForbiddenPairs((PairingNumber(1), PairingNumber(6)), 1, 9999),),
    tiebreaks=("BH/C1", "BH", "SB"),
    standings_tiebreaks=("PTS", "BH/C1", "BH"),
    comments=("pairings checked by the chief arbiter", "round 3: board 2 result corrected"),
)
