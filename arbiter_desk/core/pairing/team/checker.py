"""The pairing checker (C.04.2 (2026) art. 1.4) for team events: re-pair every round from the earlier ones.

Round r is paired from the event truncated to rounds 1 … r−1 plus the round-r byes and absences
(team-swiss-trf.md section 6); in check mode the teams to pair are exactly those with a match or the PAB in
round r (T23). Compared: the matches, the team with White on board 1 (the scheduled colour, also of a match not
played) and the PAB. A round the Chief Arbiter changed under C.04.2 art. 4.4 still differs from the engine; the
file's note of the change (``overrides.override_notes``) is named beside the differences.
"""

from __future__ import annotations

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.pairing.checker import CheckReport, RoundCheck, RoundFacts, compare_rounds
from arbiter_desk.core.pairing.team.departure import departure
from arbiter_desk.core.pairing.team.overrides import OverrideNote, override_notes
from arbiter_desk.core.pairing.team.system import TeamSystem
from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import RoundKind, TeamTournament


def file_facts(event: TeamTournament, round_no: int) -> RoundFacts:
    """Round ``round_no`` as the file has it: matches with their White team, and the PAB."""
    white: dict[frozenset[PairingNumber], PairingNumber | None] = {}
    bye: PairingNumber | None = None
    for team in event.teams:
        r = team.entry(round_no)
        if r is None:
            continue
        if r.kind is RoundKind.PAB:
            bye = PairingNumber(team.tpn)
        elif r.kind is RoundKind.MATCH and r.opponent is not None:
            pair = frozenset((PairingNumber(team.tpn), PairingNumber(r.opponent)))
            if r.colour is Colour.WHITE:
                white[pair] = PairingNumber(team.tpn)
            else:
                white.setdefault(pair, None)
    return RoundFacts(white, bye)


def check_team_round(
    event: TeamTournament, system: TeamSystem, round_no: int, notes: tuple[OverrideNote, ...] = ()
) -> RoundCheck:
    """Round ``round_no`` re-paired and compared; a difference comes with the ``notes`` of its art. 4.4 change."""
    file = file_facts(event, round_no)
    try:
        pairing = system.pair_teams(event, round_no)
    except ArbiterDeskError as error:
        return RoundCheck(RoundNo(round_no), (f"engine finds no pairing ({error})",))
    engine = RoundFacts({frozenset((b.white, b.black)): b.white for b in pairing.boards}, pairing.bye)
    differences = compare_rounds(file, engine)
    if differences:
        differences += (departure(event, round_no, file, engine), *(n.text for n in notes))
    return RoundCheck(RoundNo(round_no), differences)


def check_team_event(event: TeamTournament, system: TeamSystem | None = None) -> CheckReport:
    """Every round of the event, re-paired and compared."""
    engine = system or TeamSystem()
    rounds = event.last_paired_round()
    notes = override_notes(event.comments)
    checks = tuple(check_team_round(event, engine, r, tuple(notes.get(r, ()))) for r in range(1, rounds + 1))
    return CheckReport(engine.name, checks)
