"""Checks of a team round-pairing changed by hand (C.04.2 (2026) art. 4.4 with C.04.6 art. 2.1 and 4.3), and the
note a changed round leaves in a TRF file for the pairing checker."""

from __future__ import annotations

from arbiter_desk.core.pairing.team import TeamSystem
from arbiter_desk.core.pairing.team.generator import TeamGeneratorOptions, generate_team_event
from arbiter_desk.core.pairing.team.overrides import (
    TeamBreakKind,
    colour_notes,
    override_note,
    override_notes,
    round_states,
    team_rule_breaks,
)
from arbiter_desk.core.teams import RoundKind, TeamTournament


def _event_and_round(rounds: int = 3) -> tuple[TeamTournament, int]:
    """Seven teams (a PAB every round), ``rounds`` played."""
    event = generate_team_event(TeamGeneratorOptions(teams=7, rounds=rounds, boards=4, seed=5))
    return event, rounds


def test_the_engines_own_pairing_breaks_nothing_and_needs_no_colour_note() -> None:
    """Art. 2.1 [C1]/[C2] hold for the engine's pairing, and its colours are art. 4.3's."""
    event, rnd = _event_and_round()
    pairing = TeamSystem().pair_teams(event, rnd)
    matches = [(int(b.white), int(b.black)) for b in pairing.boards]
    bye = None if pairing.bye is None else int(pairing.bye)
    states = round_states(event, rnd)
    assert team_rule_breaks(states, matches, bye) == []
    assert colour_notes(states, event.rules, matches) == []
    assert [(n.white, n.black) for n in colour_notes(states, event.rules, [(b, a) for a, b in matches])] == [
        (b, a) for a, b in matches
    ]


def test_c1_a_played_match_again_and_c2_a_second_pab_are_found() -> None:
    """C.04.6 art. 2.1.1 [C1] (played matches only, T3) and art. 2.1.2 [C2] (PAB, forfeit win, T5)."""
    event, rnd = _event_and_round()
    team = event.teams[0]
    opponent = next(r.opponent for r in team.rounds if r.played and r.opponent is not None)
    assert opponent is not None
    had_pab = next(t.tpn for t in event.teams if any(r.kind is RoundKind.PAB for r in t.rounds))
    breaks = team_rule_breaks(round_states(event, rnd + 1), [(team.tpn, opponent)], had_pab)
    assert breaks[0].kind is TeamBreakKind.REMATCH and breaks[0].article == "C.04.6 art. 2.1.1 [C1]"
    assert breaks[0].teams == (team.tpn, opponent)
    assert breaks[1].kind is TeamBreakKind.PAB and breaks[1].teams == (had_pab,)


def test_override_notes_read_back_what_override_note_writes() -> None:
    comments = [
        "2026-01-05 14:02 UTC, A: override round 3 (art. 4.4.2) - C.04.2 art. 4.4.2: journal line, not a note",
        override_note(3, "4.4.2", "clubs of one city\napart"),
        override_note(5, "4.4.5", "  bus late "),
    ]
    notes = override_notes(comments)
    assert sorted(notes) == [3, 5]
    assert notes[3][0].text == "overridden by the Chief Arbiter (C.04.2 art. 4.4.2): clubs of one city apart"
    assert (notes[5][0].article, notes[5][0].reason) == ("4.4.5", "bus late")
