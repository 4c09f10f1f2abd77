"""The team rules of a team event as the JSON text of ``settings.team_rules`` (schema 8).

Type A/B (C.04.6 art. 1.7), primary/secondary score (art. 1.2), match points (TRF 362), board colours (352),
the PAB value (art. 1.4, 320) and the team tie-breaks (C.07); the rounds (142) and the initial colour (152) are
the tournament's own settings. Empty text = an individual tournament.
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import MatchPoints, PreferenceType, TeamRules, TeamScore


def dump_team_rules(rules: TeamRules | None, tiebreaks: tuple[str, ...]) -> str:
    if rules is None:
        return ""
    mp = rules.match_points
    value: dict[str, Any] = {
        "type": rules.preference_type.value,
        "primary": rules.primary.value,
        "secondary": None if rules.secondary is None else rules.secondary.value,
        "match_points": [str(mp.win), str(mp.draw), str(mp.loss)],
        "board_colours": "".join("W" if c is Colour.WHITE else "B" for c in rules.board_colours),
        "pab": [None if v is None else str(v) for v in (rules.pab_match_points, rules.pab_game_points)],
        "tiebreaks": list(tiebreaks),
    }
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def load_team_rules(text: str) -> tuple[TeamRules | None, tuple[str, ...]]:
    """The rules (without rounds and initial colour, which the caller adds) and the team tie-breaks."""
    if not text:
        return None, ()
    value = json.loads(text)
    win, draw, loss = (Decimal(v) for v in value["match_points"])
    pab_mp, pab_gp = (None if v is None else Decimal(v) for v in value["pab"])
    rules = TeamRules(
        preference_type=PreferenceType(value["type"]),
        primary=TeamScore(value["primary"]),
        secondary=None if value["secondary"] is None else TeamScore(value["secondary"]),
        match_points=MatchPoints(win, draw, loss),
        board_colours=tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in value["board_colours"]),
        pab_match_points=pab_mp,
        pab_game_points=pab_gp,
    )
    return rules, tuple(value["tiebreaks"])
