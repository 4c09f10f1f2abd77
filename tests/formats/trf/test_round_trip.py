"""Write, then read: the same snapshot comes back (dataclass equality), in both editions."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.trf import TrfReadResult, TrfVersion, load_trf, read_trf, write_trf
from tests.formats.trf.expected import SPRING_OPEN_TRF16, SPRING_OPEN_TRF26, TRF16_FILE, TRF26_FILE
from tests.formats.trf.samples import RICH_TRF16, RICH_TRF26


def read_back(tournament: Tournament, version: TrfVersion) -> TrfReadResult:
    result = read_trf(write_trf(tournament, version))
    assert result.errors == (), [str(p) for p in result.errors]
    assert result.version is version
    return result


@pytest.mark.parametrize(
    ("tournament", "version"),
    [
        (RICH_TRF26, TrfVersion.TRF26),
        (RICH_TRF16, TrfVersion.TRF26),
        (RICH_TRF16, TrfVersion.TRF16),
        (SPRING_OPEN_TRF26, TrfVersion.TRF26),
        (SPRING_OPEN_TRF16, TrfVersion.TRF16),
        (SPRING_OPEN_TRF16, TrfVersion.TRF26),
    ],
)
def test_snapshot_survives_the_round_trip(tournament: Tournament, version: TrfVersion) -> None:
    assert read_back(tournament, version).tournament == tournament


def test_rich_sample_has_every_kind_of_entry() -> None:
    codes = {e.result.value for p in RICH_TRF26.players for e in p.rounds}
    assert codes == set("1=0+-WDLHFUZ")
    assert not RICH_TRF26.point_system.is_colour_blind


def test_only_the_deprecated_full_point_bye_warns_after_the_round_trip() -> None:
    result = read_back(RICH_TRF26, TrfVersion.TRF26)
    assert [p.message for p in result.warnings] == ["full-point bye F is deprecated by FIDE"]


def test_fixture_files_write_back_to_what_they_read() -> None:
    for path, version in ((TRF16_FILE, TrfVersion.TRF16), (TRF26_FILE, TrfVersion.TRF26)):
        tournament = load_trf(path)
        text = write_trf(tournament, version)
        assert read_trf(text).tournament == tournament
        assert write_trf(read_trf(text).tournament or Tournament(), version) == text


def test_trf26_to_trf16_keeps_what_trf16_can_carry() -> None:
    result = read_back(RICH_TRF26, TrfVersion.TRF16)
    assert result.tournament is not None
    back = result.tournament
    assert back.players == RICH_TRF26.players
    assert (back.point_system, back.initial_colour, back.total_rounds) == (
        RICH_TRF26.point_system,
        RICH_TRF26.initial_colour,
        RICH_TRF26.total_rounds,
    )
    for tpn in range(1, 10):
        for round_no in range(1, 8):
            assert back.acceleration(tpn, round_no) == RICH_TRF26.acceleration(tpn, round_no)
    assert [f.players for f in back.forbidden_pairs] == [f.players for f in RICH_TRF26.forbidden_pairs]
    assert back.comments == ()


@pytest.mark.parametrize(
    "system",
    [
        PointSystem(),
        PointSystem.simple(Decimal(3), Decimal(1), Decimal(0)),
        PointSystem.simple(Decimal(2), Decimal(1), pairing_bye=Decimal(1)),
        PointSystem(forfeit_win=Decimal("0.5"), forfeit_loss=Decimal(-1)),
        PointSystem(full_bye=Decimal("0.5"), zero_bye=Decimal("0.25")),
    ],
)
@pytest.mark.parametrize("version", list(TrfVersion))
def test_point_systems_survive(system: PointSystem, version: TrfVersion) -> None:
    tournament = replace(RICH_TRF16, point_system=system)
    assert read_back(tournament, version).tournament == tournament


def test_initial_white_and_no_total_rounds_survive() -> None:
    tournament = replace(RICH_TRF16, initial_colour=SPRING_OPEN_TRF16.initial_colour, total_rounds=None)
    for version in TrfVersion:
        assert read_back(tournament, version).tournament == tournament


def test_tournament_before_round_one_survives() -> None:
    tournament = replace(RICH_TRF26, players=tuple(replace(p, rounds=()) for p in RICH_TRF26.players))
    assert read_back(tournament, TrfVersion.TRF26).tournament == tournament
