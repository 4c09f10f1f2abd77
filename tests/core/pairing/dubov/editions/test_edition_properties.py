"""Property tests over generated events (6-24 players, half irregular: forfeits, H/Z/F byes, withdrawals, late
entries): the absolute criteria of each edition hold in every round both old editions pair."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_desk.core.pairing import find_system
from arbiter_desk.core.pairing.common.colour import colour_difference
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament


def _events(edition: str) -> st.SearchStrategy[Tournament]:
    @st.composite
    def event(draw: st.DrawFn) -> Tournament:
        irregular = draw(st.booleans())
        rate = 0.1 if irregular else 0.0
        options = GeneratorOptions(
            players=draw(st.integers(6, 24)),
            rounds=draw(st.integers(3, 10)),
            seed=draw(st.integers(0, 10**6)),
            forfeit_rate=rate,
            bye_rate=rate,
            withdrawal_rate=rate / 2,
            late_entry_rate=rate,
        )
        return generate_tournament(find_system("dubov", edition), options)

    return event()


def _played(t: Tournament) -> dict[int, list[tuple[int, Colour]]]:
    """Per player: (round, colour) of the games played over the board, in round order."""
    out: dict[int, list[tuple[int, Colour]]] = {p.tpn: [] for p in t.players}
    for p in t.players:
        for e in sorted(p.rounds, key=lambda e: e.round):
            if e.result.is_played and e.opponent is not None:
                out[p.tpn].append((e.round, e.colour))
    return out


def _common_checks(t: Tournament, whole_point_bars: set[ResultCode]) -> None:
    met: set[frozenset[int]] = set()
    for p in t.players:
        byes = [e for e in p.rounds if e.result is ResultCode.PAIRING_BYE]
        assert len(byes) <= 1, f"{p.tpn} has two byes"  # 1997 2.2 / 2018 C.2
        for bye in byes:
            assert not any(e.round < bye.round and e.result in whole_point_bars for e in p.rounds)
        for e in p.rounds:
            if e.result.is_played and e.opponent is not None:
                met.add(frozenset((p.tpn, e.opponent)))
    rematches: dict[frozenset[int], int] = {}
    for p in t.players:
        for e in p.rounds:
            if e.result.is_played and e.opponent is not None and p.tpn < e.opponent:
                key = frozenset((p.tpn, e.opponent))
                rematches[key] = rematches.get(key, 0) + 1
    assert all(n == 1 for n in rematches.values()), "a pair met twice (1997 2.1 / 2018 C.1)"


@settings(max_examples=25, deadline=None)
@given(_events("1997"))
def test_1997_absolute_limits_hold_in_every_round(t: Tournament) -> None:
    _common_checks(t, {ResultCode.FORFEIT_WIN, ResultCode.FULL_BYE, ResultCode.PAIRING_BYE})  # 2.2, E9
    _colour_limits(t)  # 2.3, 2.4


def _colour_limits(t: Tournament) -> None:
    for games in _played(t).values():
        history: list[Colour] = []
        for _, colour in games:
            history.append(colour)
            assert abs(colour_difference(history)) <= 2
            assert not (len(history) >= 3 and history[-1] is history[-2] is history[-3])


@settings(max_examples=25, deadline=None)
@given(_events("2018"))
def test_2018_absolute_criteria_hold_in_every_round(t: Tournament) -> None:
    _common_checks(t, {ResultCode.FORFEIT_WIN, ResultCode.PAIRING_BYE})  # C.2 (E14: F does not bar)
    # C.3 keeps apart two players with the same absolute preference (A.5.a) and E.2 grants the stronger one, so an
    # absolute preference is always granted: the difference stays within 2, no colour three times running.
    _colour_limits(t)
