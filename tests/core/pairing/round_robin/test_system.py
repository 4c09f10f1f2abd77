"""The round robin as a pairing system (C.05 Annex 1): rounds straight from the Berger table, the second cycle
with colours reversed, the first cycle's last two rounds exchanged as record 192 says (checklist Q96–99)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing import Capability, entry_for_trf_code, find_entry, find_system
from arbiter_desk.core.pairing.checker import check_tournament
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_round_robin
from arbiter_desk.core.pairing.registry import RR_CODES
from arbiter_desk.core.pairing.round_robin import berger_round, schedule
from arbiter_desk.core.pairing.round_robin.plan import CODES, RoundRobinPlan, plan_of
from arbiter_desk.core.pairing.round_robin.system import RoundRobinSystem, table_round
from arbiter_desk.core.player import Player
from arbiter_desk.core.tournament import Tournament, TournamentInfo


def _field(players: int, code: str = "", rounds: int | None = None) -> Tournament:
    return Tournament(
        info=TournamentInfo(type_code=code),
        players=tuple(Player(tpn=PairingNumber(i), name=f"P{i}") for i in range(1, players + 1)),
        total_rounds=rounds,
    )


def test_registered_with_the_ett26_codes_of_round_robins() -> None:
    entry = find_entry("round-robin")
    assert entry.can(Capability.ROUND_ROBIN) and entry.article == "C.05"
    assert RR_CODES == CODES
    for code in CODES:
        assert entry_for_trf_code(code) is entry


@pytest.mark.parametrize(
    ("code", "rounds", "plan"),
    [
        ("FIDE_ROUNDROBIN", None, RoundRobinPlan(10, 1, False)),
        ("FIDE_DOUBLEROUNDROBIN", None, RoundRobinPlan(10, 2, True)),
        ("BERGER_DOUBLEROUNDROBIN", None, RoundRobinPlan(10, 2, False)),
        ("", 9, RoundRobinPlan(10, 1, False)),
        ("", 18, RoundRobinPlan(10, 2, True)),
    ],
)
def test_the_plan_is_read_from_record_192_else_from_the_rounds(
    code: str, rounds: int | None, plan: RoundRobinPlan
) -> None:
    """Q98–99: the choice of exchanging the first cycle's last two rounds travels in the file's code."""
    assert plan_of(_field(10, code, rounds)) == plan
    assert plan.type_code == (code or plan.type_code)


@pytest.mark.parametrize("players", [3, 4, 7, 10, 16])
@pytest.mark.parametrize(("code", "swap"), [("FIDE_DOUBLEROUNDROBIN", True), ("BERGER_DOUBLEROUNDROBIN", False)])
def test_every_round_is_the_berger_schedule(players: int, code: str, swap: bool) -> None:
    """C.05 Annex 1: round r is table round r (second cycle: colours reversed); boards with the dummy of an
    odd field give that player the round off."""
    tournament = _field(players, code)
    system = RoundRobinSystem()
    for round_no, boards in enumerate(schedule(players, 2, swap), start=1):
        pairing = system.pair(tournament, RoundNo(round_no))
        expected = [(b.white, b.black) for b in boards if players + 1 not in (b.white, b.black)]
        assert [(b.white, b.black) for b in pairing.boards] == expected
        off = [b.white + b.black - players - 1 for b in boards if players + 1 in (b.white, b.black)]
        assert ([pairing.bye] if pairing.bye is not None else []) == off


def test_the_reason_names_the_table_row() -> None:
    pairing = RoundRobinSystem().pair(_field(10, "FIDE_ROUNDROBIN"), RoundNo(3))
    assert pairing.explanation.boards[1].placed_by == "C.05 Annex 1, table for 10 players, round 3, board 2"
    assert (pairing.boards[1].white, pairing.boards[1].black) == (
        berger_round(10, 3)[1].white,
        berger_round(10, 3)[1].black,
    )


def test_exchanged_rounds_are_said() -> None:
    assert table_round(RoundRobinPlan(10, 2, True), 8) == (9, False)
    assert table_round(RoundRobinPlan(10, 2, True), 10) == (1, True)
    notes = RoundRobinSystem().pair(_field(10, "FIDE_DOUBLEROUNDROBIN"), RoundNo(9)).explanation.notes
    assert any("last two rounds of the first cycle are exchanged" in n for n in notes)


def test_the_round_off_of_an_odd_field_is_named() -> None:
    pairing = RoundRobinSystem().pair(_field(7), RoundNo(1))
    assert pairing.bye == 1  # table for 8: round 1 board 1 is 1–8, 8 the dummy
    assert pairing.explanation.bye is not None and "dummy" in pairing.explanation.bye.reason


def test_past_the_last_round_and_gaps_in_the_numbers_are_refused() -> None:
    with pytest.raises(InvalidInputError, match="rounds 1 to 9"):
        RoundRobinSystem().pair(_field(10, "FIDE_ROUNDROBIN"), RoundNo(10))
    gap = _field(4)
    gap = replace(gap, players=(*gap.players[:3], Player(tpn=PairingNumber(6), name="P6")))
    with pytest.raises(InvalidInputError, match="pairing numbers 1 to n"):
        RoundRobinSystem().pair(gap, RoundNo(1))


@pytest.mark.parametrize(("players", "cycles", "swap"), [(7, 1, False), (10, 2, True), (9, 2, False)])
def test_a_generated_round_robin_checks_clean(players: int, cycles: int, swap: bool) -> None:
    system = find_system("round-robin")
    options = GeneratorOptions(players=players, rounds=99, seed=5, forfeit_rate=0.1)
    tournament = generate_round_robin(system, options, cycles, swap)
    plan = plan_of(tournament)
    assert plan == RoundRobinPlan(players, cycles, swap and cycles == 2)
    assert tournament.total_rounds == plan.rounds == tournament.last_paired_round()
    assert check_tournament(tournament, system).is_clean
    assert tournament.point_system.pairing_bye == 0  # the round off scores nothing
