"""The free pairing checker of C.04.2 (2026) art. 1.4: re-pair every round and compare with the file.

Round r is re-paired from the snapshot truncated to the rounds before r, plus the round-r blocks of the players
who had no opponent in round r and were absent (requested byes ``H``/``F``/``Z``, C.04.2 art. 3.3); their
pairing-allocated bye (``U``) is *not* kept, since the engine must find it. A player with no block at all for a
round that the file pairs was not paired in it either, so the checker enters a ``Z`` block for them.

Compared: the pairs (unordered), the colours of each common pair (when the file records them) and the
pairing-allocated bye. Board order is not compared (C.04.2 art. 3.6 only recommends it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.api import PairingSystem
from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament, is_absence

__all__ = [
    "CheckReport",
    "RoundCheck",
    "RoundFacts",
    "check_round",
    "check_tournament",
    "compare_rounds",
    "round_facts",
    "snapshot_before",
]

Pair = frozenset[PairingNumber]


@dataclass(frozen=True, slots=True)
class RoundFacts:
    """A round-pairing reduced to what the checker compares: pairs with their White player, and the bye.

    ``white`` maps each pair to its White player, or None when the file does not say (e.g. a forfeit block
    written without colour).
    """

    white: dict[Pair, PairingNumber | None]
    bye: PairingNumber | None

    def partner(self, tpn: PairingNumber) -> PairingNumber | None:
        for pair in self.white:
            if tpn in pair:
                (other,) = pair - {tpn}
                return other
        return None


@dataclass(frozen=True, slots=True)
class RoundCheck:
    """The comparison of one round: the differences as readable text (empty when the round agrees)."""

    round: RoundNo
    differences: tuple[str, ...] = ()
    note: str = ""
    """Why an agreeing round needed a reading, e.g. an adjourned game counted as a draw (art. 3.1)."""

    @property
    def is_ok(self) -> bool:
        return not self.differences

    def to_text(self) -> str:
        if self.is_ok:
            return f"round {self.round}: ok" + (f" ({self.note})" if self.note else "")
        return "\n".join(f"round {self.round}: {d}" for d in self.differences)


@dataclass(frozen=True, slots=True)
class CheckReport:
    """The checker's verdict on a whole tournament, round by round."""

    system: str
    rounds: tuple[RoundCheck, ...] = ()

    @property
    def is_clean(self) -> bool:
        return all(r.is_ok for r in self.rounds)

    @property
    def rounds_with_differences(self) -> tuple[RoundNo, ...]:
        return tuple(r.round for r in self.rounds if not r.is_ok)

    def to_text(self) -> str:
        lines = [r.to_text() for r in self.rounds]
        bad = len(self.rounds_with_differences)
        if bad:
            lines.append(f"{bad} of {len(self.rounds)} rounds differ from the {self.system} pairing")
        else:
            lines.append(f"all {len(self.rounds)} rounds agree with the {self.system} pairing")
        return "\n".join(lines) + "\n"


def snapshot_before(tournament: Tournament, round_no: int) -> Tournament:
    """The snapshot an engine saw before pairing ``round_no``: earlier rounds plus that round's absences."""
    paired = any(e.round == round_no and _is_paired(e) for p in tournament.players for e in p.rounds)
    players: list[Player] = []
    for p in tournament.players:
        kept = [e for e in p.rounds if e.round < round_no]
        current = p.entry(round_no)
        if current is not None and is_absence(current):
            kept.append(current)
        elif current is None and paired:
            kept.append(RoundEntry(RoundNo(round_no), None, Colour.NONE, ResultCode.ZERO_BYE))
        players.append(replace(p, rounds=tuple(kept)))
    return replace(tournament, players=tuple(players))


def _is_paired(entry: RoundEntry) -> bool:
    return entry.opponent is not None or entry.result is ResultCode.PAIRING_BYE


def round_facts(tournament: Tournament, round_no: int) -> RoundFacts:
    """What the file says about ``round_no``: its pairs (with White where recorded) and its bye."""
    white: dict[Pair, PairingNumber | None] = {}
    bye: PairingNumber | None = None
    for p in tournament.players:
        e = p.entry(round_no)
        if e is None:
            continue
        if e.opponent is not None:
            pair = frozenset((p.tpn, e.opponent))
            if e.colour is Colour.WHITE:
                white[pair] = p.tpn
            elif e.colour is Colour.BLACK:
                white[pair] = e.opponent
            else:
                white.setdefault(pair, None)
        elif e.result is ResultCode.PAIRING_BYE:
            bye = p.tpn
    return RoundFacts(white, bye)


def _describe(facts: RoundFacts, tpn: PairingNumber) -> str:
    other = facts.partner(tpn)
    if other is None:
        return f"{tpn} bye" if facts.bye == tpn else f"{tpn} unpaired"
    pair = frozenset((tpn, other))
    low, high = sorted(pair)
    white = facts.white[pair]
    return f"{low}-{high}" + ("" if white is None else f" ({white} White)")


def compare_rounds(file: RoundFacts, engine: RoundFacts) -> tuple[str, ...]:
    """The differences between the file's round and the engine's, as text (pairs, colours, bye)."""
    out: list[str] = []
    mentioned: set[PairingNumber] = set()
    for pair in sorted(file.white.keys() - engine.white.keys(), key=sorted):
        low = min(pair)
        theirs = sorted({_describe(engine, t) for t in sorted(pair)})
        out.append(f"file pairs {_describe(file, low)}, engine pairs {' and '.join(theirs)}")
        mentioned |= pair
    for pair in sorted(engine.white.keys() - file.white.keys(), key=sorted):
        if not pair & mentioned:
            out.append(
                f"engine pairs {_describe(engine, min(pair))}, file pairs "
                + " and ".join(sorted({_describe(file, t) for t in sorted(pair)}))
            )
            mentioned |= pair
    for pair in sorted(file.white.keys() & engine.white.keys(), key=sorted):
        ours, theirs_white = file.white[pair], engine.white[pair]
        if ours is not None and theirs_white is not None and ours != theirs_white:
            out.append(f"file pairs {_describe(file, min(pair))}, engine gives White to {theirs_white}")
    if file.bye != engine.bye:
        out.append(
            f"file bye {file.bye if file.bye is not None else 'none'}, "
            f"engine bye {engine.bye if engine.bye is not None else 'none'}"
        )
    return tuple(out)


def check_round(tournament: Tournament, system: PairingSystem, round_no: int) -> RoundCheck:
    """Re-pair ``round_no`` from the rounds before it and compare with the file; a round that differs but agrees
    once an adjourned game that ended later is counted as a draw is ok with that note (art. 3.1,
    ``adjourned_check``)."""
    from arbiter_desk.core.pairing.adjourned_check import explained_by_adjournment

    facts = round_facts(tournament, round_no)
    checked = compare_with_engine(facts, system, lambda: snapshot_before(tournament, round_no), round_no)
    if checked.is_ok:
        return checked
    note = explained_by_adjournment(
        tournament,
        round_no,
        lambda reading: compare_with_engine(facts, system, lambda: snapshot_before(reading, round_no), round_no).is_ok,
    )
    return checked if note is None else RoundCheck(RoundNo(round_no), note=note)


def compare_with_engine(
    file: RoundFacts, system: PairingSystem, before: Callable[[], Tournament], round_no: int, column: int | None = None
) -> RoundCheck:
    """Pair ``round_no`` with ``system`` from the snapshot ``before`` gives and compare with the file's round;
    an engine that finds no pairing is one difference. ``column``: the TRF column the round starts at, when it
    is not ``round_no`` (Double-Swiss game 1), for the basic rules read from the earlier columns."""
    snapshot = before()
    try:
        pairing = system.pair(snapshot, RoundNo(round_no))
    except ArbiterDeskError as error:
        return RoundCheck(RoundNo(round_no), (f"engine finds no pairing ({error})",))
    engine = RoundFacts({frozenset((b.white, b.black)): b.white for b in pairing.boards}, pairing.bye)
    differences = compare_rounds(file, engine)
    if differences:
        at = round_no if column is None else column
        differences = (*differences, _rule_named(snapshot, file, engine, round_no, at, system))
    return RoundCheck(RoundNo(round_no), differences)


def _rule_named(
    snapshot: Tournament, file: RoundFacts, engine: RoundFacts, round_no: int, column: int, system: PairingSystem
) -> str:
    """The rule the file's round breaks (``rule_naming``): its pairs the engine does not make or colours it
    gives otherwise, and its bye when it differs; for a legal round, the system's first criterion lost or
    first procedure step departed from."""
    from arbiter_desk.core.pairing.rule_naming import broken_rules, departure_line

    changed = [
        (min(pair), max(pair), white)
        for pair, white in sorted(file.white.items(), key=lambda item: sorted(item[0]))
        if pair not in engine.white or (white is not None and engine.white[pair] != white)
    ]
    return broken_rules(
        snapshot,
        column,
        changed,
        file.bye if file.bye != engine.bye else None,
        system.name,
        lambda: departure_line(system, snapshot, round_no, file, engine),
    )


def check_tournament(tournament: Tournament, system: PairingSystem) -> CheckReport:
    """C.04.2 (2026) art. 1.4: re-pair every paired round of ``tournament`` with ``system`` and compare.

    Reading: a checked file that does not state its number of rounds (record 142 / ``XXR``) holds the whole
    event, so its last round is the event's last round for the rules that depend on it (e.g. Dutch C.04.3
    art. 1.8 topscorers, who only exist in the last round, and [C3], [C10], [C11] that depend on them). bbpPairings
    v6 and Gacrux check such files the same way; their generators write none (``tests/crosstest``).
    """
    if tournament.total_rounds is None:
        tournament = replace(tournament, total_rounds=tournament.last_paired_round())
    rounds = tuple(check_round(tournament, system, r) for r in range(1, tournament.last_paired_round() + 1))
    return CheckReport(system.name, rounds)
