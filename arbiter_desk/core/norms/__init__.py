"""Title norms: FIDE's Title Regulations (Handbook B.01, effective from 1 January 2024), pure.

``regulations`` holds the numbers of the text, ``mix`` judges one set of games, ``judge`` picks the games that
count, ``prospects`` says what a player still needs, ``event`` judges a whole event, ``settings`` holds the
inputs the games cannot tell.
"""

from arbiter_desk.core.norms.event import EventNorms, NormStatus, PlayerNorms, TitleNorm, judge_event
from arbiter_desk.core.norms.mix import NormCheck, NormGame, Requirement, check_norm
from arbiter_desk.core.norms.regulations import EDITION, NormTitle
from arbiter_desk.core.norms.settings import EventCategory, NormSettings

__all__ = [
    "EDITION",
    "EventCategory",
    "EventNorms",
    "NormCheck",
    "NormGame",
    "NormSettings",
    "NormStatus",
    "NormTitle",
    "PlayerNorms",
    "Requirement",
    "TitleNorm",
    "check_norm",
    "judge_event",
]
