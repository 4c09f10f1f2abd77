"""Prohibited pairs (TRF-2026 record 260 / XXP, ``pairing-input.md``) are listed in the round explanation.

Every system honours them as an absolute criterion; the note (``core/pairing/prohibited.py``, added by
``SystemEntry.build``) says whether they decided the round, naming the pair the unrestricted pairing would
have made. The wrapper never changes a pairing.
"""

from dataclasses import replace

import pytest

from arbiter_desk.core.errors import NoValidPairingError
from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing import ENTRIES, AllocatesColours, Capability, RoundPairing, find_entry, find_system
from arbiter_desk.core.pairing.generator import GeneratorOptions, generate_tournament
from arbiter_desk.core.pairing.prohibited import ExplainsProhibitedPairs, prohibited_note
from arbiter_desk.core.tournament import ForbiddenPairs, Tournament
from tests.core.pairing.dubov.tournament_builder import build

SYSTEMS = [e.name for e in ENTRIES if e.can(Capability.PROHIBITED_PAIRS)]


def _four(groups: tuple[ForbiddenPairs, ...]) -> Tournament:
    return replace(build([2400, 2300, 2200, 2100]), forbidden_pairs=groups)


def _pairs(pairing: RoundPairing) -> set[frozenset[int]]:
    return {frozenset((b.white, b.black)) for b in pairing.boards}


@pytest.mark.parametrize("system", SYSTEMS)
def test_trf_260_pair_that_decides_round_1_is_named_in_the_notes(system: str) -> None:
    """Round 1 of four pairs the top half against the bottom half (1–3, 2–4); 1 and 3 are prohibited in
    rounds 1–5 (record 260), so the pairing differs and the note names 1–3 and its rounds."""
    free = find_system(system).pair(_four(()), RoundNo(1))
    assert _pairs(free) == {frozenset((1, 3)), frozenset((2, 4))}
    pairing = find_system(system).pair(_four((ForbiddenPairs((1, 3), 1, 5),)), RoundNo(1))
    assert frozenset((1, 3)) not in _pairs(pairing)
    note = pairing.explanation.notes[-1]
    assert note.startswith("Prohibited pairs (TRF 260) decided: 1–3 may not meet (rounds 1–5);")
    assert "without that rule the pairing would have had 1–3, 2–4 instead of " in note
    assert note in pairing.explanation.to_text()  # what `arbiter-desk explain` prints


@pytest.mark.parametrize("system", SYSTEMS)
def test_trf_260_pair_in_force_that_would_not_have_met_is_listed(system: str) -> None:
    """1 and 2 may not meet (record 260, from round 1 on) but round 1 pairs 1–3, 2–4 anyway: the note only
    lists the group in force; the pairing is the unrestricted one."""
    t = _four((ForbiddenPairs((1, 2)), ForbiddenPairs((3, 4), 2, 2)))
    pairing = find_system(system).pair(t, RoundNo(1))
    assert pairing.boards == find_system(system).pair(_four(()), RoundNo(1)).boards
    assert (
        pairing.explanation.notes[-1]
        == "Prohibited pairs (TRF 260) in force: 1 2 (from round 1 on); none would have met"
    )


@pytest.mark.parametrize("system", SYSTEMS)
def test_no_note_in_a_round_without_a_prohibited_group_in_force(system: str) -> None:
    pairing = find_system(system).pair(_four((ForbiddenPairs((1, 3), 2, 5),)), RoundNo(1))
    assert not any("TRF 260" in n for n in pairing.explanation.notes)


def test_when_no_legal_pairing_exists_without_the_rule_the_note_only_lists_the_groups() -> None:
    """A system whose unrestricted round fails: the groups were in force, nothing compared."""

    class OnlyWithRule:
        name = "fake"
        title = "fake"

        def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
            if not tournament.forbidden_pairs:
                raise NoValidPairingError("none")
            return real.pair(tournament, round_no)

    real = find_system("dubov")
    pairing = ExplainsProhibitedPairs(OnlyWithRule()).pair(_four((ForbiddenPairs((1, 3), 1, 1),)), RoundNo(1))
    assert pairing.explanation.notes[-1] == (
        "Prohibited pairs (TRF 260) in force: 1 3 (round 1); without them no legal pairing exists to compare"
    )


def test_note_names_a_changed_bye() -> None:
    t = _four((ForbiddenPairs((1, 3), 1, 1),))
    actual = find_system("dutch").pair(t, RoundNo(1))
    free = replace(actual, bye=4)  # type: ignore[arg-type]
    note = prohibited_note(t.forbidden_pairs, actual, free)
    assert note.endswith("pairing-allocated bye 4") and "(no prohibited pair would have met" in note


def test_the_wrapper_keeps_colours_for_of_the_system() -> None:
    """An art. 4.4.4 override board gets its colours through the same built system (``AllocatesColours``)."""
    for entry in ENTRIES:
        assert isinstance(entry.build(), AllocatesColours) == isinstance(entry.factory(), AllocatesColours)


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("seed", [3, 11])
def test_pairings_are_the_same_with_and_without_the_note(system: str, seed: int) -> None:
    """Record 260 groups from the generator (``--prohibited``): the wrapped system pairs every round exactly as
    the bare one, and some round of these tournaments carries the note."""
    options = GeneratorOptions(players=14, rounds=5, seed=seed, prohibited_pairs=6)
    played = generate_tournament(find_entry(system).factory(), options)
    assert played.forbidden_pairs
    noted = 0
    for round_no in range(1, played.last_paired_round() + 1):
        before = replace(
            played,
            players=tuple(replace(p, rounds=tuple(e for e in p.rounds if e.round < round_no)) for p in played.players),
        )
        bare = find_entry(system).factory().pair(before, RoundNo(round_no))
        wrapped = find_system(system).pair(before, RoundNo(round_no))
        assert (wrapped.boards, wrapped.bye) == (bare.boards, bare.bye)
        extra = wrapped.explanation.notes[len(bare.explanation.notes) :]
        assert wrapped.explanation.notes[: len(bare.explanation.notes)] == bare.explanation.notes
        assert len(extra) == 1 and "TRF 260" in extra[0]
        noted += 1
    assert noted == played.last_paired_round()
