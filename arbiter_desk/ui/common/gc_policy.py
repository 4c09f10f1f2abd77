"""When Python's cyclic garbage collector may scan what (the GUI thread is never blocked longer than
100 ms by anything but painting).

Measured cause of the desk's stalls during background jobs: a full (generation-2) collection holds the GIL
while it scans every tracked object of the process, whichever thread triggers it, so the GUI thread stops
meanwhile. Once started, the desk holds about 146,000 tracked objects that live as long as it does (the
classes and functions of Qt, SQLAlchemy, fpdf2 and the desk): each full collection took 90–250 ms, 650 ms
with a 5,000-player tournament's standings (215,000 objects more), and the allocations of the pairing,
standings and document jobs set one off every few hundred milliseconds. Holding the GIL in the engines'
compiled calls (rustworkx) or the switch interval were not the cause: with the collections out of the way
the longest wait of the GUI thread during a 5,000-player pairing is about 25 ms.

The policy (``gc.freeze``: what is frozen is never scanned again, but still freed by reference counting):

- at start-up, one collection and then a freeze of everything alive (modules, the window);
- once a tournament is open and whenever a background job's result has been taken in, a freeze again: the
  tournament's rows, snapshots and standings the tabs hold are no longer scanned at each full collection.
- while a background job runs, no full collection (the young generations are still collected): a job's
  objects in the making (a 5,000-player snapshot and its standings, 200,000 objects) would be scanned with
  the GIL held, 90-260 ms; they resume when the work is over, and its result is frozen when taken in.

Frozen objects that become garbage through reference cycles are kept until the program ends. The desk's
values (core and service data) are frozen dataclasses and tuples without cycles, and the automatic
collections keep running between freezes, so little garbage is ever frozen: measured, about 2,000 objects
(0.3 MB: SQLAlchemy's statement caches of a closed file) per 1,000-player tournament opened, worked on and
closed — the same garbage Python's default collects later — and it does not grow with the number of jobs
run (2 or 8 standings jobs: the same); ``tests/ui/common/test_gc_policy.py`` bounds it.

The policy is for the application only (``enable``, called by ``app.run_gui``); the command line and the
tests keep Python's default, under which every function here does nothing.
"""

from __future__ import annotations

import gc
import threading


class _State:
    enabled = False
    jobs = 0
    thresholds = (700, 10, 10)
    lock = threading.Lock()


def job_started() -> None:
    """A background job starts: no full collection until the last one has ended (young ones go on)."""
    with _State.lock:
        if _State.enabled:
            if _State.jobs == 0:
                _State.thresholds = gc.get_threshold()
                gc.set_threshold(_State.thresholds[0], _State.thresholds[1], 1_000_000)
            _State.jobs += 1


def job_ended() -> None:
    """A job's work is over (called from its worker thread): full collections resume after the last one."""
    with _State.lock:
        if _State.enabled and _State.jobs > 0:
            _State.jobs -= 1
            if _State.jobs == 0:
                gc.set_threshold(*_State.thresholds)


def enable() -> None:
    """Start the policy: collect once and freeze what lives now (call it once the window is built)."""
    gc.collect()
    gc.freeze()
    _State.enabled = True


def disable() -> None:
    """Back to Python's default: everything frozen is scanned again (tests)."""
    with _State.lock:
        if _State.jobs:
            gc.set_threshold(*_State.thresholds)
        _State.enabled, _State.jobs = False, 0
    gc.unfreeze()


def is_enabled() -> bool:
    return _State.enabled


def keep_long_lived() -> None:
    """The desk now holds what it will keep for a while (a tournament just opened, a job's result taken in):
    no full collection is to scan it again. Costs no scan: ``gc.freeze`` only moves the collector's lists."""
    if _State.enabled:
        gc.freeze()
