"""Norms of a whole event after a given round: who has made one, who can still make one (B.01, 2024 edition).

Scope: individual Swiss events (Dutch, Dubov, Burstein, Lim) and round robins; team events and Double-Swiss
are not judged and the answer says so. An input the desk does not have (``core.norms.settings``) makes the whole
answer "cannot judge", with every missing input named.

The foreigner rule (1.4.3 and 1.4.4) is waived for the home players of a national championship's final
(1.4.3 a), in zonal tournaments (1.4.3 c) and, in a Swiss event, when the field holds 1.4.3 d's 20 rated foreign
players of three federations, ten of them GM, IM, WGM or WIM (a player counts when they missed at most one
round, the pairing-allocated bye not counting as missed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from arbiter_desk.core.norms.judge import best_norm, counted_games, last_round_forfeit, norm_rating, norm_titles
from arbiter_desk.core.norms.mix import NormCheck, NormGame
from arbiter_desk.core.norms.prospects import Prospect, prospect
from arbiter_desk.core.norms.regulations import EDITION, NO_FEDERATION, NormTitle
from arbiter_desk.core.norms.settings import EventCategory, NormSettings
from arbiter_desk.core.player import Player, Title
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.tournament import Tournament

SWISS_SYSTEMS = frozenset({"dutch", "dubov", "burstein", "lim"})
ROUND_ROBIN = "round-robin"
OUT_OF_SCOPE = (
    "norms are judged for individual Swiss events (Dutch, Dubov, Burstein, Lim) and round robins; "
    "not for team events nor Double-Swiss"
)

FIELD_FOREIGN_PLAYERS = 20
FIELD_FEDERATIONS = 3
FIELD_TITLED = 10
FIELD_TITLES = frozenset({Title.GM, Title.IM, Title.WGM, Title.WIM})


Drawn = tuple[int, int | None]
"""A drawn round not played yet: (round, opponent's pairing number or None for no game)."""


class NormStatus(StrEnum):
    MADE = "made"
    CAN_STILL = "can still make"
    OUT_OF_REACH = "out of reach"
    CANNOT_JUDGE = "cannot judge"


@dataclass(frozen=True, slots=True)
class TitleNorm:
    """One player's standing for one norm title."""

    title: NormTitle
    status: NormStatus
    check: NormCheck | None
    """The games as they stand (the best set that makes the norm, when one does)."""
    prospect: Prospect | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class PlayerNorms:
    tpn: int
    name: str
    title: Title
    federation: str
    rating: int
    score: Decimal
    norms: tuple[TitleNorm, ...]
    cannot_judge: str = ""
    fide_id: int | None = None
    birth_date: str = ""


@dataclass(frozen=True, slots=True)
class EventNorms:
    edition: str
    after_round: int
    total_rounds: int | None
    cannot_judge: tuple[str, ...]
    exemption: str
    """The event-wide 1.4.3 exemption in force (article and why), empty when the normal rule holds."""
    players: tuple[PlayerNorms, ...]

    @property
    def made(self) -> tuple[tuple[PlayerNorms, TitleNorm], ...]:
        return tuple((p, n) for p in self.players for n in p.norms if n.status is NormStatus.MADE)


def judge_event(
    tournament: Tournament,
    settings: NormSettings,
    system: str,
    after_round: int,
    drawn: Mapping[int, tuple[Drawn, ...]] | None = None,
    long_event: bool | None = False,
) -> EventNorms:
    """Every player's norms after ``after_round``. ``drawn`` gives, per pairing number, the games drawn and not
    played yet as (round, opponent's pairing number), None for a drawn round without a game (a bye); a game of
    ``after_round`` or before still on counts as drawn too."""
    reasons: list[str] = []
    round_robin = system == ROUND_ROBIN
    if system not in SWISS_SYSTEMS and not round_robin:
        reasons.append(OUT_OF_SCOPE)
    reasons += settings.cannot_judge()
    if round_robin and _meets_twice(tournament):
        reasons.append(
            "a double round robin: 1.4.5's count of its titled players (at least six players, half of them with "
            "the titles) is not judged by the desk"
        )
    if long_event:
        reasons.append("the event lasts over 30 days: ratings and titles as at each game (1.1.4) are not kept")
    total = tournament.total_rounds
    if reasons:
        return EventNorms(EDITION, after_round, total, tuple(reasons), "", ())
    field = "" if round_robin else field_exemption(tournament, settings.host_federation, after_round)
    exemption = {EventCategory.ZONAL: "1.4.3 c"}.get(settings.category, "") or field
    players = tuple(
        _player_norms(tournament, settings, p, after_round, round_robin, exemption, (drawn or {}).get(p.tpn, ()))
        for p in tournament.players
    )
    return EventNorms(EDITION, after_round, total, (), exemption, players)


def _meets_twice(tournament: Tournament) -> bool:
    for player in tournament.players:
        met = [e.opponent for e in player.rounds if e.opponent is not None]
        if len(met) != len(set(met)):
            return True
    return False


def field_exemption(tournament: Tournament, host: str, after_round: int) -> str:
    """1.4.3 d: "1.4.3 d (…)" when the Swiss field waives the foreigner rule, else ""."""
    counted = [
        p
        for p in tournament.players
        if norm_rating(p) and p.federation not in ("", host, NO_FEDERATION) and _missed(p, after_round) <= 1
    ]
    federations = {p.federation for p in counted}
    titled = sum(1 for p in counted if p.title in FIELD_TITLES)
    if len(counted) >= FIELD_FOREIGN_PLAYERS and len(federations) >= FIELD_FEDERATIONS and titled >= FIELD_TITLED:
        return f"1.4.3 d ({len(counted)} rated foreign players of {len(federations)} federations, {titled} titled)"
    return ""


def _missed(player: Player, after_round: int) -> int:
    played = {
        e.round
        for e in player.rounds
        if e.round <= after_round
        and (e.opponent is not None or e.result is ResultCode.PAIRING_BYE)
        and e.result is not ResultCode.FORFEIT_LOSS
    }
    return after_round - len(played)


def _player_norms(
    tournament: Tournament,
    settings: NormSettings,
    player: Player,
    after_round: int,
    round_robin: bool,
    event_exemption: str,
    drawn: tuple[Drawn, ...],
) -> PlayerNorms:
    games, left = counted_games(tournament, player, after_round, round_robin)
    score = tournament.score(player.tpn, after_round + 1)
    exemption = event_exemption
    if settings.category is EventCategory.NATIONAL_CHAMPIONSHIP and player.federation == settings.host_federation:
        exemption = "1.4.3 a"
    head = (player.tpn, player.name, player.title, player.federation, norm_rating(player), score)
    titles = norm_titles(player)
    why_not = ""
    if not player.federation:
        why_not = "the player has no federation recorded (1.4.3)"
    elif not exemption and (unknown := [g for g in games if not g.federation]):
        why_not = f"{unknown[0].name} has no federation recorded (1.4.3)"
    if why_not:
        return PlayerNorms(
            *head,
            tuple(TitleNorm(t, NormStatus.CANNOT_JUDGE, None, reason=why_not) for t in titles),
            why_not,
            player.fide_id,
            player.birth_date,
        )
    drawn_games = tuple(
        NormGame(round_no, o.tpn, o.name, o.title, o.federation, norm_rating(o), Decimal(0))
        for round_no, tpn in drawn
        if tpn is not None
        for o in (tournament.player(tpn),)
    )
    remaining = max(0, (tournament.total_rounds or after_round) - after_round)
    if player.withdrawn_from is not None:
        remaining = min(remaining, max(0, player.withdrawn_from - 1 - after_round))
        drawn_games = tuple(g for g in drawn_games if g.round < player.withdrawn_from)
    undrawn = max(0, remaining - sum(1 for round_no, _ in drawn if round_no > after_round))
    final = tournament.total_rounds is not None and after_round == tournament.total_rounds
    last_forfeit = last_round_forfeit(tournament, player, after_round) if final else None
    norms = []
    for title in titles:
        check = best_norm(title, player, games, left, tournament.total_rounds, round_robin, exemption, last_forfeit)
        if check.made and not (round_robin and remaining):  # 1.4.1 e: a round robin's norm uses every round
            norms.append(TitleNorm(title, NormStatus.MADE, check))
            continue
        if remaining == 0:
            unmet = "; ".join(f"{r.text} ({r.article})" for r in check.unmet)
            norms.append(TitleNorm(title, NormStatus.OUT_OF_REACH, check, reason=unmet))
            continue
        outlook = prospect(title, player.federation, games, drawn_games, undrawn, bool(exemption))
        status = NormStatus.CAN_STILL if outlook.possible else NormStatus.OUT_OF_REACH
        norms.append(TitleNorm(title, status, check, outlook, outlook.reason))
    return PlayerNorms(*head, tuple(norms), "", player.fide_id, player.birth_date)
