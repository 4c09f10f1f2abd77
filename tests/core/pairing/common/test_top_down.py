"""The kit's top-down brackets of C.04.5 / C.04.6 art. 3.3.2 and the art. 3.4 PAB (common/top_down.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.legality import Legality
from arbiter_desk.core.pairing.common.top_down import cached_completion, pab_first, top_down_brackets, upfloat_notes
from arbiter_desk.core.tournament import Tournament


@dataclass(frozen=True)
class _P:
    tpn: PairingNumber
    score: Decimal
    matches_played: int = 1
    can_receive_pab: bool = True
    opponents: frozenset[PairingNumber] = frozenset()


def _field(scores: Sequence[str], **changes: dict[int, object]) -> dict[PairingNumber, _P]:
    players = {PairingNumber(i): _P(PairingNumber(i), Decimal(s)) for i, s in enumerate(scores, start=1)}
    for name, by_tpn in changes.items():
        for tpn, value in by_tpn.items():
            old = players[PairingNumber(tpn)]
            players[PairingNumber(tpn)] = _P(**{**old.__dict__, name: value})
    return players


def test_art_3_4_pab_lowest_score_then_most_matches_then_largest_tpn() -> None:
    """Art. 3.4.2-3.4.4: among the lowest score the most matches played, then the largest TPN."""
    players = _field(["1", "0", "0", "0", "2"], matches_played={2: 2, 3: 2, 4: 1})
    legality = Legality(players, Tournament(), 2, {})
    remaining, bye = pab_first(2, list(players.values()), legality, cached_completion(legality), "player", "all")
    assert bye is not None and bye.player == 3 and bye.rule == "3.4"
    assert remaining == [1, 2, 4, 5]


def test_art_3_4_c2_an_ineligible_participant_is_passed_over() -> None:
    """[C2] (C.04.1 art. 4): who already had a PAB is passed over, and the explanation says so."""
    players = _field(["1", "0", "0"], can_receive_pab={3: False})
    legality = Legality(players, Tournament(), 2, {})
    _, bye = pab_first(2, list(players.values()), legality, cached_completion(legality), "team", "the teams")
    assert bye is not None and bye.player == 2 and [t for t, _ in bye.excluded] == [3]


def test_art_3_3_3_even_field_that_cannot_be_paired_names_the_noun() -> None:
    """Art. 3.3.3: with no legal pairing of everybody the round cannot be paired ([C1])."""
    everyone = frozenset(PairingNumber(t) for t in (1, 2))
    players = {t: _P(t, Decimal(0), opponents=everyone - {t}) for t in everyone}
    legality = Legality(players, Tournament(), 2, {})
    with pytest.raises(NoValidPairingError, match="the teams cannot all be paired"):
        pab_first(2, list(players.values()), legality, cached_completion(legality), "team", "the teams")


def test_art_3_3_2_brackets_from_the_top_with_upfloaters() -> None:
    """Art. 3.3.2 / 3.5: the top scoregroup of three takes one upfloater ([C4]), the highest score ([C5])."""
    players = _field(["2", "2", "2", "1", "0", "0"])
    legality = Legality(players, Tournament(), 3, {})
    brackets = []
    for bracket in top_down_brackets(
        3, sorted(players), lambda t: players[t].score, lambda t: False, False, cached_completion(legality)
    ):
        brackets.append((bracket.score, bracket.residents, bracket.choice.upfloaters))
    assert brackets == [(Decimal(2), (1, 2, 3), (4,)), (Decimal(0), (5, 6), ())]


def test_completion_is_asked_once_per_set() -> None:
    calls: list[frozenset[int]] = []

    class Counting(Legality):
        def can_complete(self, tpns: Sequence[PairingNumber]) -> bool:
            calls.append(frozenset(tpns))
            return super().can_complete(tpns)

    players = _field(["0", "0"])
    complete = cached_completion(Counting(players, Tournament(), 1, {}))
    assert complete([PairingNumber(1), PairingNumber(2)]) and complete([PairingNumber(2), PairingNumber(1)])
    assert complete([]) and calls == [frozenset({1, 2})]


def test_upfloat_notes_name_the_bracket() -> None:
    assert upfloat_notes({4: Decimal(2)}, 1, 4) == ("4 upfloats to the 2.0 bracket",)
