"""DB → snapshot equals TRF → snapshot: an imported, stored tournament pairs exactly like the file."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.player import Player, RoundEntry, Sex, Title
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, Tournament, TournamentInfo
from arbiter_desk.services import Desk
from tests.services.fakes import FakeSystem

W, B, N = Colour.WHITE, Colour.BLACK, Colour.NONE


def _e(r: int, opp: int | None, colour: Colour, result: str) -> RoundEntry:
    return RoundEntry(RoundNo(r), None if opp is None else PairingNumber(opp), colour, ResultCode(result))


def sample_tournament() -> Tournament:
    """Three rounds with a forfeit, an unplayed pairing without colours, byes of every kind and a
    requested bye for round 4 (the round to pair)."""
    rows = {
        1: [_e(1, 4, W, "1"), _e(2, 5, W, "+"), _e(3, None, N, "U")],
        2: [_e(1, 5, W, "="), _e(2, 6, B, "="), _e(3, 5, B, "1")],
        3: [_e(1, 6, N, "+"), _e(2, None, N, "U"), _e(3, 4, B, "L")],
        4: [_e(1, 1, B, "0"), _e(2, None, N, "H"), _e(3, 3, W, "W"), _e(4, None, N, "H")],
        5: [_e(1, 2, B, "="), _e(2, 1, B, "-"), _e(3, 2, W, "0")],
        6: [_e(1, 3, N, "-"), _e(2, 2, W, "="), _e(3, None, N, "Z"), _e(4, None, N, "H")],
    }
    players = tuple(
        Player(
            tpn=PairingNumber(tpn),
            name=f"Player, {chr(64 + tpn)}",
            sex=Sex.FEMALE if tpn % 2 else Sex.MALE,
            title=Title.GM if tpn == 1 else Title.NONE,
            rating=2500 - 20 * tpn,
            federation="ITA",
            fide_id=None if tpn == 6 else 100 + tpn,
            birth_date="1990/01/01",
            rounds=tuple(entries),
        )
        for tpn, entries in rows.items()
    )
    return Tournament(
        info=TournamentInfo(
            name="Imported Open",
            city="Rome",
            federation="ITA",
            start_date="2026/03/01",
            end_date="2026/03/05",
            chief_arbiter="IA Ann Arbiter",
            deputy_arbiters=("Bob", "Cid"),
            round_dates=("2026/03/01", "2026/03/02"),
            type_code="FIDE_DUBOV",
        ),
        players=players,
        total_rounds=5,
        initial_colour=Colour.BLACK,
        point_system=PointSystem.simple(win=Decimal(3), draw=Decimal(1)),
        accelerations=(Acceleration(Decimal(1), 1, 2, 1, 3),),
        forbidden_pairs=(ForbiddenPairs((PairingNumber(1), PairingNumber(2)), 1, 5),),
        tiebreaks=("BH", "SB"),
        standings_tiebreaks=("PTS",),
        comments=("kept from the file",),
    )


def test_db_snapshot_equals_the_imported_snapshot(tmp_path: Path) -> None:
    fake = FakeSystem()
    original = sample_tournament()
    desk = Desk.import_tournament(tmp_path / "imp.adesk", original, systems=lambda _n: fake)
    assert desk.snapshot() == original
    assert desk.settings.current().pairing_system == "dubov"
    assert desk.journal.undo_label() is None  # an import is not undoable
    desk.close()
    reopened = Desk.open(tmp_path / "imp.adesk", systems=lambda _n: fake)
    assert reopened.snapshot() == original
    assert reopened.snapshot(pairing_round=4) == original
    reopened.close()


def test_the_engine_pairs_identically_from_db_and_from_file(tmp_path: Path) -> None:
    fake = FakeSystem()
    original = sample_tournament()
    from_file = fake.pair(original)
    desk = Desk.import_tournament(tmp_path / "imp.adesk", original, systems=lambda _n: fake)
    desk.rounds.pair_next_round()
    assert fake.snapshots[-1] == original
    by_id = {p.id: p.tpn for p in desk.players.all()}
    assert [(by_id[b.white], by_id[b.black]) for b in desk.rounds.boards(4)] == [
        (b.white, b.black) for b in from_file.boards
    ]
    desk.close()


def test_import_numbers_boards_in_publishing_order(tmp_path: Path) -> None:
    """C.04.2 art. 3.6: higher ranked player's score first."""
    desk = Desk.import_tournament(tmp_path / "imp.adesk", sample_tournament(), systems=lambda _n: FakeSystem())
    tpn = {p.id: p.tpn for p in desk.players.all()}
    round_3 = [(tpn[b.white], tpn[b.black]) for b in desk.rounds.boards(3)]
    assert round_3 == [(4, 3), (5, 2)]  # before round 3, player 3 has 6 points, player 2 has 2
    desk.close()
