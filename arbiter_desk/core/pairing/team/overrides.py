"""A team round-pairing changed by the Chief Arbiter (C.04.2 (2026) art. 4.4), checked against C.04.6.

Readings for teams (the Preface applies C.04.1 and C.04.2 art. 4 "mutatis mutandis" to teams):

* Refused — the absolute criteria of art. 2.1: [C1] two teams that have already played each other (only a match
  actually played counts, reading T3 and C.04.2 art. 3.5); [C2] the pairing-allocated bye to a team that already
  received one, won a match by forfeit (T5) or had a full-point ``240 F`` bye (T7).
* Never refused, never a rule break — colours: the Preface says C.04.1 art. 6 and 7 "never apply" to teams
  (reading T22). The arbiter is told instead when a match's colours are not those art. 4.3 gives the pair
  (``colour_notes``: the team art. 4.3 would give White on board 1, with the rule), so a swap is deliberate.
* The note a changed round leaves in a TRF file (``###`` comment, written by the desk's export for every change
  in force): ``override round R (C.04.2 art. 4.4.x): reason``. ``override_notes`` reads them back, for the
  pairing checker (C.04.2 art. 1.4) to name the reason beside the differences it finds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from arbiter_desk.core.pairing.team.colours import allocate_colours
from arbiter_desk.core.pairing.team.state import TeamState, build_states
from arbiter_desk.core.teams import TeamRules, TeamTournament

__all__ = [
    "OverrideNote",
    "TeamBreak",
    "TeamBreakKind",
    "colour_notes",
    "override_note",
    "override_notes",
    "round_states",
    "team_rule_breaks",
]


class TeamBreakKind(StrEnum):
    REMATCH = "rematch"
    PAB = "pab"


@dataclass(frozen=True, slots=True)
class TeamBreak:
    """An absolute criterion a changed pairing breaks: which, the teams (TPNs) and the article."""

    kind: TeamBreakKind
    teams: tuple[int, ...]
    article: str


@dataclass(frozen=True, slots=True)
class ColourNote:
    """A match whose colours differ from art. 4.3: who has White now, who art. 4.3 would give it, and why."""

    white: int
    black: int
    rule: str
    reason: str


def round_states(event: TeamTournament, round_no: int) -> dict[int, TeamState]:
    """Every team's state (by TPN) for pairing ``round_no``, from the rounds before it: what a change of that
    round is checked against (read once; it does not change while the arbiter edits the round)."""
    return build_states(event.truncated(round_no), round_no)


def team_rule_breaks(
    states: Mapping[int, TeamState], matches: Sequence[tuple[int, int]], bye: int | None
) -> list[TeamBreak]:
    """[C1] and [C2] (art. 2.1) of ``matches`` (TPN pairs) and ``bye`` (``states``: ``round_states``)."""
    found = [
        TeamBreak(TeamBreakKind.REMATCH, (a, b), "C.04.6 art. 2.1.1 [C1]")
        for a, b in matches
        if a in states and b in states[a].opponents
    ]
    if bye is not None and bye in states and not states[bye].can_receive_pab:
        found.append(TeamBreak(TeamBreakKind.PAB, (bye,), "C.04.6 art. 2.1.2 [C2]"))
    return found


def colour_notes(
    states: Mapping[int, TeamState], rules: TeamRules, matches: Iterable[tuple[int, int]]
) -> list[ColourNote]:
    """The matches (White team first, by TPN) whose colours are not those art. 4.3 gives the pair."""
    out = []
    for white, black in matches:
        if white not in states or black not in states:
            continue
        d = allocate_colours(
            states[white], states[black], rules.initial_colour, rules.preference_type, rules.secondary is not None
        )
        if d.white != white:
            out.append(ColourNote(white, black, d.rule, d.reason))
    return out


@dataclass(frozen=True, slots=True)
class OverrideNote:
    """A changed round as a TRF comment says it: the round, the article of C.04.2 art. 4.4 and the reason."""

    round: int
    article: str
    reason: str

    @property
    def text(self) -> str:
        return f"overridden by the Chief Arbiter (C.04.2 art. {self.article}): {self.reason}"


_NOTE = re.compile(r"^override round (\d+) \(C\.04\.2 art\. (4\.4\.[1-5])\): (.*)$")


def override_note(round_no: int, article: str, reason: str) -> str:
    """The ``###`` comment of a changed round (one line: the reason's line breaks become spaces)."""
    return f"override round {round_no} (C.04.2 art. {article}): {' '.join(reason.split())}"


def override_notes(comments: Iterable[str]) -> dict[int, list[OverrideNote]]:
    """The notes of changed rounds among a file's comments, by round (other comments are skipped)."""
    out: dict[int, list[OverrideNote]] = {}
    for comment in comments:
        found = _NOTE.match(comment.strip())
        if found:
            note = OverrideNote(int(found.group(1)), found.group(2), found.group(3))
            out.setdefault(note.round, []).append(note)
    return out
