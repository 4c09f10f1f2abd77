"""The pairing kit: what every FIDE Swiss system shares, each rule once (C.04.1, C.04.2 (2026)).

A system package (``core/pairing/<system>/``) builds on these and adds only its own articles:

* ``participant`` – :class:`Participant`, the pairing state of a player *or team* for one round: score and
  pairing score (acceleration, TRF 250/XXA), compressed colour history (C.04.2 art. 3.4), colour difference and
  preference, float history, PAB / unplayed-win history (C.04.1 art. 4), opponents (C.04.1 art. 2, C.04.2
  art. 3.5), parity number (clar. 21: late entries not yet arrived have no TPN); :func:`build_participants`,
  :func:`pairing_scores`.
* ``colour`` – :class:`ColourPreference`, :func:`colour_preference`, :func:`colour_limit_breaks` (C.04.1 art. 6–7),
  :func:`latest_alternation`, :func:`history_letters`; one pair's decision: :class:`ColourDecision`,
  :func:`give_colour`, :class:`PairColours` (each system keeps the order of its colour rules).
* ``floats`` – :class:`Float`, :class:`FloatRule` (each system says what floats; Dubov clar. 5, Dutch art. 1.4).
* ``legality`` – :class:`Legality`: rematch (C.04.1 art. 2), prohibited pairs (TRF 260/XXP), the system's
  absolute colours; completion (``can_complete``); :class:`Bar` says which criterion bars a pair.
* ``scoregroups`` – :class:`ScoreGroup`, :class:`Bracket`, :func:`score_groups` (by pairing score).
* ``order`` – ranking (:func:`rank_key`), middle-out numbering, board order (C.04.2 art. 3.6).
* ``byes`` – :func:`first_pab_candidate` over the system's candidate order (C.04.1 art. 3–4).
* ``upfloaters``, ``top_down`` – the brackets of C.04.5 / C.04.6 art. 3.3.2 from the top scoregroup down,
  their upfloaters (art. 3.5) and the art. 3.4 PAB, the same words in both systems.
* ``boards`` – :class:`PlacedPair`, :func:`explained_boards` (C.04.2 art. 3.6 with each board's explanation),
  :func:`require_all_pairable` (art. 1.9.3 of Dubov and Burstein).
* ``baseline`` – the C.04.1 checks of an arbitrary (e.g. overridden) pairing, for the desk's warnings.

Acceleration itself (Baku, C.04.7: ``baku``) is computed by the desk and written as 250 lines; engines only
read pairing scores. Matching algorithms live in ``core/pairing/matching/``.

A system's ``pair(tournament, round_no)`` on the kit, in outline (Dubov does exactly this)::

    state = build_participants(tournament, rnd, MY_FLOATS)          # or a system view built from it
    to_pair = [p for p in state.values() if p.present]
    legal = Legality(state, tournament, rnd, absolute_colour_by_tpn)   # rematch, TRF 260, own colour rule
    pab = first_pab_candidate(sorted(to_pair, key=my_pab_order), legal, [p.tpn for p in to_pair])
    ...brackets from score_groups / top_group (pairing score), the system's own articles...
    boards = board_order(pairs, lambda q: (q.white, q.black), lambda t: state[t].pairing_score)
    explanation: RoundExplanation with BracketExplanation(steps=(Step(StepKind..., "label (art. x)"), ...))

Parity rules read ``Participant.parity_number`` (clar. 21), never the raw TPN. Register the system in
``core/pairing/registry.py`` and add its package to the import-linter independence contract.
"""

from arbiter_desk.core.pairing.common.byes import PabCandidate, PabExclusion, first_pab_candidate
from arbiter_desk.core.pairing.common.colour import (
    ColourPreference,
    Strength,
    colour_difference,
    colour_limit_breaks,
    colour_preference,
    latest_alternation,
    played_colours,
)
from arbiter_desk.core.pairing.common.floats import DUBOV_FLOATS, Float, FloatRule
from arbiter_desk.core.pairing.common.legality import Bar, Legality, prohibited_pairs
from arbiter_desk.core.pairing.common.order import board_order, board_sort_key, is_higher_ranked, middle_out, rank_key
from arbiter_desk.core.pairing.common.participant import (
    Participant,
    build_participants,
    pairing_scores,
    parity_numbers,
)
from arbiter_desk.core.pairing.common.scoregroups import Bracket, ScoreGroup, score_groups, top_group

__all__ = [
    "DUBOV_FLOATS",
    "Bar",
    "Bracket",
    "ColourPreference",
    "Float",
    "FloatRule",
    "Legality",
    "PabCandidate",
    "PabExclusion",
    "Participant",
    "ScoreGroup",
    "Strength",
    "board_order",
    "board_sort_key",
    "build_participants",
    "colour_difference",
    "colour_limit_breaks",
    "colour_preference",
    "first_pab_candidate",
    "is_higher_ranked",
    "latest_alternation",
    "middle_out",
    "pairing_scores",
    "parity_numbers",
    "played_colours",
    "prohibited_pairs",
    "rank_key",
    "score_groups",
    "top_group",
]
