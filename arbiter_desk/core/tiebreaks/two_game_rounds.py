"""Tie-breaks of a tournament with two-game rounds (Double-Swiss, C.04.5 (2026); C.07 (2026)).

The Double-Swiss text says of tie-breaks only (Preface): "In all other cases [a match not ended by forfeit],
the match is considered as regularly played and, for the purposes of tie-breaks and standings, any forfeited
(single) game shall be treated as played. (This rule does not apply to rating.)" and "Byes (requested or
assigned) apply only to matches, never to individual games". C.07 itself counts rounds of one game. The desk
reads (each reading tested in ``tests/core/tiebreaks/test_two_game_rounds.py``):

* **T1 — tie-breaks count games.** Each game (TRF column of the file convention, reading D1) is a round of
  C.07: Buchholz sums the opponent's score once per game (so a match opponent counts twice), SB weighs it with
  the points of each game, WON/BPG/BWG count games, PS sums the score after each game. *Alternative:* one
  C.07 round per match, with match points. *Why:* C.07 defines its tie-breaks on games and their 1 / ½ / 0
  results; a match score (1½–½) is no C.07 result, and FIDE's tie-break checker reading a Double-Swiss TRF
  sees exactly these columns (``tiebreaks-c07-2026.md``: prefer the checker's reading). For regularly played
  matches every BH/SB value is the match-level one scaled, so the ranking agrees.
* **T2 — a forfeited single game of a regularly played match is played.** Its ``+`` / ``-`` is read as
  ``W`` / ``L`` (played, not rated: "This rule does not apply to rating"): it has an opponent and a colour for
  BH, SB, ARO, BPG … A match that ended by forfeit (a player forfeited both games) keeps its forfeits: C.07
  art. 16 categories 2 and 4.
* **T3 — the PAB is one unplayed round of category 1 in both its games.** The file writes it ``U`` + ``H``
  (D2); a half-point bye (``H``) would be a requested bye for C.07 (a voluntary unplayed round: REP, Cut-1),
  which the Preface rules out. The view therefore writes the PAB's game 2 as a bye of category 1 worth the
  half-bye points (``F`` with the full-point-bye value set to the half-bye value) whatever letter the file
  has there (``U U`` files too, D2), and a genuine full-point bye (``F``, FIDE-deprecated) as ``U`` (the
  same category, a win's points under the standard values). Points, categories and every tie-break then read
  the PAB as 1 + ½ of category 1.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter_desk.core.player import Player, RoundEntry
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import Tournament

TWO_GAME_CODES = frozenset({"FIDE_DOUBLESWISS"})
"""Record 192 codes of systems with two-game rounds (the registry's ``TWO_GAME_ROUNDS`` systems)."""

_AS_PLAYED = {ResultCode.FORFEIT_WIN: ResultCode.WIN_UNRATED, ResultCode.FORFEIT_LOSS: ResultCode.LOSS_UNRATED}


def has_two_game_rounds(tournament: Tournament) -> bool:
    return tournament.info.type_code.strip().upper() in TWO_GAME_CODES


def _match(player: Player, round_no: int) -> tuple[RoundEntry | None, RoundEntry | None]:
    return player.entry(2 * round_no - 1), player.entry(2 * round_no)


def _forfeits_both(entries: tuple[RoundEntry | None, RoundEntry | None]) -> bool:
    return all(e is not None and e.result is ResultCode.FORFEIT_LOSS for e in entries)


def games_for_tiebreaks(tournament: Tournament) -> Tournament:
    """The tournament as C.07 reads a two-game event (T1–T3): same columns and points, single forfeits of
    regular matches played (T2), the PAB's two games one category-1 bye (T3)."""
    by_tpn = tournament.by_tpn
    players = []
    for player in tournament.players:
        rounds: list[RoundEntry] = []
        for entry in player.rounds:
            round_no = (entry.round + 1) // 2
            own = _match(player, round_no)
            if entry.result.is_forfeit and entry.opponent is not None and entry.opponent in by_tpn:
                theirs = _match(by_tpn[entry.opponent], round_no)
                if not (_forfeits_both(own) or _forfeits_both(theirs)):
                    entry = replace(entry, result=_AS_PLAYED[entry.result])
            elif entry.result is ResultCode.FULL_BYE:
                entry = replace(entry, result=ResultCode.PAIRING_BYE)
            elif entry.round % 2 == 0 and entry.opponent is None and _is_pab(own[0]):
                entry = replace(entry, result=ResultCode.FULL_BYE)
            rounds.append(entry)
        players.append(replace(player, rounds=tuple(rounds)))
    point_system = replace(tournament.point_system, full_bye=tournament.point_system.half_bye)
    return replace(tournament, players=tuple(players), point_system=point_system)


def _is_pab(entry: RoundEntry | None) -> bool:
    return entry is not None and entry.opponent is None and entry.result is ResultCode.PAIRING_BYE
