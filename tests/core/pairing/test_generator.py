"""The random tournament generator (arbiter_desk.core.pairing.generator) driven by a fake pairing system."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from arbiter_desk.core.errors import InvalidInputError, NoValidPairingError
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.generator import GeneratorOptions, game_result, generate_tournament, make_players
from arbiter_desk.core.results import Colour, ResultCode, pair_problem
from arbiter_desk.core.tournament import Tournament

from .fake_system import FakeSystem


def _generate(**kwargs: object) -> Tournament:
    options = GeneratorOptions(**{"players": 10, "rounds": 5, "seed": 7, **kwargs})  # type: ignore[arg-type]
    return generate_tournament(FakeSystem(), options)


def _codes(t: Tournament) -> Counter[ResultCode]:
    return Counter(e.result for p in t.players for e in p.rounds)


def test_same_seed_same_tournament() -> None:
    options = dict(players=11, rounds=6, seed=42, forfeit_rate=0.1, bye_rate=0.1, withdrawal_rate=0.2)
    assert _generate(**options) == _generate(**options)


def test_other_seed_other_tournament() -> None:
    assert _generate(seed=1) != _generate(seed=2)


@pytest.mark.parametrize("count", [2, 7, 16])
def test_player_count_and_tpns(count: int) -> None:
    t = _generate(players=count, rounds=3)
    assert [p.tpn for p in t.players] == list(range(1, count + 1))
    assert len({p.name for p in t.players}) == count
    assert t.total_rounds == 3


def test_tpns_follow_c04_2_art_2_2_rating_title_name() -> None:
    """C.04.2 (2026) art. 2.2: rating, then title, then name; every player has a rating (C.04.4.1 art. 1.1)."""
    players = make_players(60, random.Random(3))
    keys = [(-p.rating, p.title.rank, p.name) for p in players]
    assert keys == sorted(keys)
    assert all(1000 <= p.rating <= 2700 for p in players)
    assert any(p.fide_id is None for p in players)  # unrated, with a provisional rating (art. 1.1.2)


def test_with_unrated_at_zero_an_unrated_player_has_rating_0_and_no_invented_rating() -> None:
    """Q29 (``generate``): an unrated player has no FIDE id and rating 0, which he is paired with (no provisional
    rating invented: the file's rating column says what the engine used); TPNs still by C.04.2 art. 2.2."""
    players = make_players(60, random.Random(3), unrated_at_zero=True)
    keys = [(-p.rating, p.title.rank, p.name) for p in players]
    assert keys == sorted(keys)
    unrated = [p for p in players if p.fide_id is None]
    assert unrated and all(p.rating == 0 and not p.rating_is_provisional for p in unrated)
    assert all(1000 <= p.rating <= 2700 for p in players if p.fide_id is not None)


def test_every_round_has_a_block_for_every_player() -> None:
    t = _generate(players=9, rounds=5, bye_rate=0.1, withdrawal_rate=0.3, late_entry_rate=0.3, forfeit_rate=0.1)
    for p in t.players:
        assert [e.round for e in p.rounds] == [1, 2, 3, 4, 5]


def test_results_agree_on_both_sides() -> None:
    t = _generate(players=12, rounds=6, forfeit_rate=0.2, seed=11)
    for p in t.players:
        for e in p.rounds:
            if e.opponent is None:
                continue
            other = t.player(e.opponent).entry(e.round)
            assert other is not None and other.opponent == p.tpn
            assert other.colour is e.colour.opposite
            if not (e.result is ResultCode.FORFEIT_LOSS and other.result is ResultCode.FORFEIT_LOSS):
                assert other.result is e.result.counterpart


def _pairs(t: Tournament) -> Counter[tuple[ResultCode, ResultCode]]:
    pairs: Counter[tuple[ResultCode, ResultCode]] = Counter()
    for p in t.players:
        for e in p.rounds:
            other = t.player(e.opponent).entry(e.round) if e.opponent is not None else None
            if other is not None and e.colour is Colour.WHITE:
                pairs[(e.result, other.result)] += 1
    return pairs


def test_odd_results_appear_when_asked_and_never_otherwise() -> None:
    """C.04 (2026) Double-Swiss preface: a game may end ½-0, 0-½ or 0-0; each side keeps its own result."""
    odd = {(ResultCode.DRAW, ResultCode.LOSS), (ResultCode.LOSS, ResultCode.DRAW), (ResultCode.LOSS, ResultCode.LOSS)}
    asked = _pairs(_generate(players=16, rounds=6, odd_rate=0.3, forfeit_rate=0.1))
    assert odd <= set(asked)
    assert all(pair_problem(*pair) is None for pair in asked)
    assert not odd & set(_pairs(_generate(players=16, rounds=6, forfeit_rate=0.1)))


def test_odd_field_gets_pairing_allocated_bye() -> None:
    t = _generate(players=7, rounds=4)
    assert _codes(t)[ResultCode.PAIRING_BYE] == 4


def test_plain_tournament_has_only_games_and_byes() -> None:
    codes = _codes(_generate(players=8, rounds=5))
    assert set(codes) <= {ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS}
    assert sum(codes.values()) == 40


def test_forfeits_appear_when_asked() -> None:
    codes = _codes(_generate(players=12, rounds=6, forfeit_rate=0.3))
    assert codes[ResultCode.FORFEIT_WIN] + codes[ResultCode.FORFEIT_LOSS] > 0


def test_requested_byes_appear_when_asked() -> None:
    """C.04.2 art. 3.3: requested byes are blocks without opponent entered before the round is paired."""
    codes = _codes(_generate(players=12, rounds=6, bye_rate=0.2))
    assert codes[ResultCode.HALF_BYE] + codes[ResultCode.ZERO_BYE] > 0


def test_withdrawn_players_are_never_paired_again() -> None:
    """C.04.2 art. 3.2: once a Z block appears for every remaining round, the player is not paired again."""
    t = _generate(players=12, rounds=7, withdrawal_rate=0.5, seed=5)
    withdrawn = 0
    for p in t.players:
        zs = [e.round for e in p.rounds if e.result is ResultCode.ZERO_BYE]
        if zs and zs[-1] == 7 and zs == list(range(zs[0], 8)) and zs[0] > 1:
            withdrawn += 1
    assert withdrawn > 0


def test_late_entries_miss_first_rounds_with_zero() -> None:
    """C.04.2 art. 2.4: a late entry scores nothing for the rounds missed."""
    t = _generate(players=12, rounds=6, late_entry_rate=0.5, seed=9)
    late = [p for p in t.players if p.rounds[0].result is ResultCode.ZERO_BYE and p.rounds[-1].opponent is not None]
    assert late


def test_absences_are_in_the_snapshot_the_system_pairs() -> None:
    seen: list[frozenset[int]] = []

    class Spy(FakeSystem):
        def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
            assert round_no is not None
            seen.append(frozenset(tournament.absent_in(round_no)))
            result = super().pair(tournament, round_no)
            paired = {b.white for b in result.boards} | {b.black for b in result.boards}
            assert not paired & tournament.absent_in(round_no)
            return result

    generate_tournament(Spy(), GeneratorOptions(players=10, rounds=5, seed=3, bye_rate=0.3))
    assert any(seen)


def test_stops_at_no_valid_pairing() -> None:
    """C.04.4.1 art. 1.9.3: the generator returns the rounds played before the impossible one."""

    class Fails(FakeSystem):
        def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
            if round_no == 3:
                raise NoValidPairingError("no")
            return super().pair(tournament, round_no)

    t = generate_tournament(Fails(), GeneratorOptions(players=6, rounds=5, seed=1, bye_rate=0.3))
    assert t.last_paired_round() == 2
    assert all(e.round <= 2 for p in t.players for e in p.rounds)
    assert t.total_rounds == 5


def test_round_robin_limit_stops_rematches() -> None:
    t = generate_tournament(FakeSystem(), GeneratorOptions(players=4, rounds=5, seed=2))
    assert t.last_paired_round() == 3


def test_initial_colour_by_lot_or_given() -> None:
    drawn = {_generate(seed=s, rounds=1).initial_colour for s in range(20)}
    assert drawn == {Colour.WHITE, Colour.BLACK}
    assert _generate(initial_colour=Colour.BLACK).initial_colour is Colour.BLACK


def test_elo_results_follow_the_expectation() -> None:
    rng = random.Random(0)
    results = [game_result(2400, 2000, 0.3, rng) for _ in range(4000)]
    score = sum(1.0 if r is ResultCode.WIN else 0.5 if r is ResultCode.DRAW else 0.0 for r in results) / 4000
    assert abs(score - 1 / (1 + 10 ** (-400 / 400))) < 0.03
    assert ResultCode.DRAW in results


@pytest.mark.parametrize(
    "bad", [dict(players=0), dict(rounds=0), dict(forfeit_rate=1.5), dict(bye_rate=-0.1), dict(odd_rate=2.0)]
)
def test_bad_options(bad: dict[str, object]) -> None:
    with pytest.raises(InvalidInputError):
        GeneratorOptions(**{"players": 4, "rounds": 2, "seed": 1, **bad})  # type: ignore[arg-type]


def test_c04_7_baku_tournaments_carry_their_250_records() -> None:
    from decimal import Decimal

    from arbiter_desk.core.tournament import Acceleration

    options = GeneratorOptions(players=21, rounds=7, seed=3, baku=True)
    tournament = generate_tournament(FakeSystem(), options)
    # 21 round-1 participants: GA = 2·⌈21/4⌉ = 12; 7 rounds: 4 accelerated, 2 with a whole point
    assert tournament.accelerations == (
        Acceleration(Decimal(1), 1, 2, 1, 12),
        Acceleration(Decimal("0.5"), 3, 4, 1, 12),
    )
    assert generate_tournament(FakeSystem(), GeneratorOptions(21, 7, 3)).accelerations == ()


def test_c04_7_art_1_3_late_entries_do_not_count_for_the_first_split() -> None:
    options = GeneratorOptions(players=20, rounds=5, seed=11, baku=True, late_entry_rate=0.3)
    tournament = generate_tournament(FakeSystem(), options)
    paired = [(p.tpn, p.entry(RoundNo(1))) for p in tournament.players]
    round_one = [t for t, e in paired if e is not None and (e.opponent is not None or e.result.name == "PAIRING_BYE")]
    assert 0 < len(round_one) < 20  # some arrived later
    last = tournament.accelerations[0].last_tpn
    assert round_one.index(last) + 1 == 2 * -(-len(round_one) // 4)  # art. 1.2 over round 1 only


def test_prohibited_pairs_are_drawn_when_asked() -> None:
    tournament = generate_tournament(FakeSystem(), GeneratorOptions(players=12, rounds=3, seed=5, prohibited_pairs=2))
    assert len(tournament.forbidden_pairs) == 2
    assert all(len(set(f.players)) == 2 for f in tournament.forbidden_pairs)
