"""Pair round as one use case: read → engine → store the draft, from any thread, refused when the
tournament moved meanwhile, and cancellable without ever storing a cancelled draft (C.04.2 art. 3)."""

from __future__ import annotations

import threading

import pytest

from arbiter_desk.core.ids import RoundNo
from arbiter_desk.core.pairing.api import RoundPairing
from arbiter_desk.core.pairing.matching.cancellation import checkpoint
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services import Desk
from arbiter_desk.services.event.errors import RoundStateError
from arbiter_desk.services.pairing.pairing_job import PairingCancelledError, PairRound
from tests.services.conftest import file_dump, register
from tests.services.fakes import FakeSystem


class GatedSystem:
    """The fake engine, held at a checkpoint until the test lets it go (as a long bracket would be)."""

    def __init__(self, fake: FakeSystem) -> None:
        self.fake = fake
        self.entered = threading.Event()
        self.go_on = threading.Event()

    def pair(self, tournament: Tournament, round_no: RoundNo | None = None) -> RoundPairing:
        self.entered.set()
        self.go_on.wait(10)
        checkpoint()  # between brackets: a cancelled run stops here
        return self.fake.pair(tournament, round_no)


def run_in_thread(job: PairRound) -> tuple[threading.Thread, list[object]]:
    outcome: list[object] = []

    def target() -> None:
        try:
            outcome.append(job.run())
        except Exception as exc:  # the test looks at what the run raised
            outcome.append(exc)

    thread = threading.Thread(target=target)
    thread.start()
    return thread, outcome


def test_one_use_case_pairs_and_stores_the_draft_from_a_worker_thread(desk: Desk, fake: FakeSystem) -> None:
    register(desk, 5)
    job = PairRound(desk.rounds)
    thread, outcome = run_in_thread(job)
    thread.join(10)
    changes = outcome[0]
    assert changes.label == "pair round 1" and changes.rounds == {1}  # type: ignore[attr-defined]
    assert job.request is not None and job.request.round == 1 and len(desk.rounds.boards(1)) == 2
    assert not job.cancel()  # the draft is stored: too late to cancel


def test_the_desk_commands_are_the_same_use_case(desk: Desk, fake: FakeSystem) -> None:
    register(desk, 4)
    assert desk.rounds.pair_next_round().label == "pair round 1"
    assert desk.rounds.repair_draft().label == "re-pair round 1"
    assert len(fake.snapshots) == 2


def test_reading_the_tournament_never_blocks_a_command(desk: Desk, fake: FakeSystem) -> None:
    """The run reads in a deferred transaction: a result keyed meanwhile is stored at once; the draft is then
    refused (the journal moved) and nothing of it is stored."""
    ids = register(desk, 4)
    gated = GatedSystem(fake)
    job = PairRound(desk.rounds, systems=lambda _name: gated)  # type: ignore[arg-type, return-value]
    thread, outcome = run_in_thread(job)
    assert gated.entered.wait(10)
    desk.players.request_bye(ids[0], 1, ResultCode.HALF_BYE)  # the arbiter goes on working meanwhile
    before = file_dump(desk.path)
    gated.go_on.set()
    thread.join(10)
    assert isinstance(outcome[0], RoundStateError) and "changed while the round" in str(outcome[0])
    assert file_dump(desk.path) == before and desk.rounds.all() == []


def test_a_cancelled_run_stops_at_the_next_checkpoint_and_stores_nothing(desk: Desk, fake: FakeSystem) -> None:
    register(desk, 6)
    gated = GatedSystem(fake)
    job = PairRound(desk.rounds, systems=lambda _name: gated)  # type: ignore[arg-type, return-value]
    thread, outcome = run_in_thread(job)
    assert gated.entered.wait(10)
    before = file_dump(desk.path)
    assert job.cancel() and job.cancelled
    gated.go_on.set()
    thread.join(10)
    assert isinstance(outcome[0], PairingCancelledError)
    assert fake.snapshots == []  # stopped at the checkpoint, before the engine's own work
    assert file_dump(desk.path) == before and desk.rounds.all() == []


def test_a_cancel_once_storing_has_begun_comes_too_late(desk: Desk, fake: FakeSystem) -> None:
    """The draft is either stored and the cancel refused, or cancelled and never stored: never both."""
    register(desk, 4)
    job = PairRound(desk.rounds)
    answers: list[bool] = []
    original = desk.rounds.store_pairing

    def store(request, pairing, claim=None):  # type: ignore[no-untyped-def]
        def claim_then_cancel() -> None:
            assert claim is not None
            claim()
            answers.append(job.cancel())

        return original(request, pairing, claim=claim_then_cancel)

    desk.rounds.store_pairing = store  # type: ignore[method-assign]
    assert job.run().label == "pair round 1"
    assert answers == [False] and len(desk.rounds.boards(1)) == 2


def test_a_cancel_inside_the_storing_transaction_rolls_it_back(desk: Desk, fake: FakeSystem) -> None:
    """Cancelled after the engine, while the draft's rows are written: the claim refuses, nothing is stored."""
    register(desk, 4)
    job = PairRound(desk.rounds)
    original = desk.rounds.store_pairing
    before = file_dump(desk.path)

    def store(request, pairing, claim=None):  # type: ignore[no-untyped-def]
        def cancel_then_claim() -> None:
            assert claim is not None and job.cancel()
            claim()

        return original(request, pairing, claim=cancel_then_claim)

    desk.rounds.store_pairing = store  # type: ignore[method-assign]
    with pytest.raises(PairingCancelledError):
        job.run()
    assert file_dump(desk.path) == before and desk.rounds.all() == []


def test_a_run_cancelled_before_it_starts_reads_nothing(desk: Desk, fake: FakeSystem) -> None:
    register(desk, 4)
    job = PairRound(desk.rounds)
    job.cancel()
    with pytest.raises(PairingCancelledError):
        job.run()
    assert desk.rounds.all() == [] and fake.snapshots == [] and job.request is None


def test_progress_that_answers_false_cancels(desk: Desk, fake: FakeSystem) -> None:
    register(desk, 4)
    steps: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        steps.append((done, total))
        return done < 1

    with pytest.raises(PairingCancelledError):
        PairRound(desk.rounds).run(progress)
    assert steps == [(0, 3), (1, 3)] and desk.rounds.all() == []
