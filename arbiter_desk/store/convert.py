"""Rows to records and records to column values (JSON for the settings' lists and the point system)."""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from decimal import Decimal
from typing import Any

from arbiter_desk.core.chess960 import Chess960
from arbiter_desk.core.ids import PairingNumber, RoundNo
from arbiter_desk.core.integrity import EventKind, IntegrityEvent
from arbiter_desk.core.long_events import RoundRatings
from arbiter_desk.core.norms.settings import NormSettings
from arbiter_desk.core.player import Sex, Title
from arbiter_desk.core.prize_lists import PrizeCategory
from arbiter_desk.core.rating_lists import RateOfPlay, TieOrder
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.scoring import PointSystem
from arbiter_desk.core.tie_decisions import split_tie_decisions
from arbiter_desk.core.tournament import Acceleration, ForbiddenPairs, TournamentInfo
from arbiter_desk.core.tpn_rules import TpnExchange
from arbiter_desk.store.models import BoardRow, OverrideRow, PlayerRow, SettingsRow
from arbiter_desk.store.records import (
    AccelerationMethod,
    BoardRecord,
    FideModeExit,
    OverrideRecord,
    PairingLayout,
    PlayerId,
    PlayerRecord,
    SettingsRecord,
)
from arbiter_desk.store.team_rules_json import dump_team_rules, load_team_rules

_INFO_SCALARS = tuple(f.name for f in fields(TournamentInfo) if f.name not in ("deputy_arbiters", "round_dates"))


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def settings_values(record: SettingsRecord) -> dict[str, Any]:
    """Column values of the settings row for ``record``."""
    info = record.info
    values: dict[str, Any] = {name: getattr(info, name) for name in _INFO_SCALARS}
    values.update(
        deputy_arbiters=_dump(list(info.deputy_arbiters)),
        round_dates=_dump(list(info.round_dates)),
        total_rounds=record.total_rounds,
        pairing_system=record.pairing_system,
        rules_edition=record.rules_edition,
        point_system=_dump({k: str(v) for k, v in asdict(record.point_system).items()}),
        initial_colour=record.initial_colour.value,
        lots_seed=record.lots_seed,
        tiebreaks=_dump(list(record.tiebreaks)),
        standings_tiebreaks=_dump(list(record.standings_tiebreaks)),
        accelerations=_dump(
            [[str(a.points), a.first_round, a.last_round, a.first_tpn, a.last_tpn] for a in record.accelerations]
        ),
        forbidden_pairs=_dump([[list(f.players), f.first_round, f.last_round] for f in record.forbidden_pairs]),
        comments=_dump(list(record.comments)),
        late_entry_result=record.late_entry_result.value,
        acceleration=record.acceleration.value,
        baku_last_ga=record.baku_last_ga,
        team_rules=dump_team_rules(record.team_rules, record.team_tiebreaks),
        prize_categories=_dump([c.to_json() for c in record.prize_categories]),
        fide_mode_left_round=None if record.fide_mode_exit is None else record.fide_mode_exit.round,
        fide_mode_left_reason="" if record.fide_mode_exit is None else record.fide_mode_exit.reason,
        fide_events=_dump([[e.kind.value, e.round, e.detail] for e in record.fide_events]),
        event_rate=record.event_rate.value,
        rating_lists=_dump(list(record.rating_lists)),
        tie_order=record.tie_order.value,
        rating_check=record.rating_check,
        tpn_exchanges=_dump([[int(x.first), int(x.second), list(x.ranking)] for x in record.tpn_exchanges]),
        tie_decisions=_dump([d.to_comment() for d in record.tie_decisions]),
        long_event=record.long_event,
        round_ratings=record.round_ratings.value,
        lots_for_ties=record.lots_for_ties,
        unrated_tiebreak_rating=record.unrated_tiebreak_rating,
        norm_settings=record.norm_settings.to_json() if record.norm_settings != NormSettings() else "",
        chess960="" if record.chess960 is None else record.chess960.to_json(),
        player_proposals=record.player_proposals,
        proposal_secret=record.proposal_secret,
        sheet_language=record.sheet_language,
    )
    return values


def settings_record(row: SettingsRow) -> SettingsRecord:
    info = TournamentInfo(
        **{name: getattr(row, name) for name in _INFO_SCALARS},
        deputy_arbiters=tuple(json.loads(row.deputy_arbiters)),
        round_dates=tuple(json.loads(row.round_dates)),
    )
    points = {k: Decimal(v) for k, v in json.loads(row.point_system).items()}
    team_rules, team_tiebreaks = load_team_rules(row.team_rules)
    return SettingsRecord(
        info=info,
        total_rounds=row.total_rounds,
        pairing_system=row.pairing_system,
        rules_edition=row.rules_edition,
        point_system=PointSystem(**points),
        initial_colour=Colour(row.initial_colour),
        lots_seed=row.lots_seed,
        tiebreaks=tuple(json.loads(row.tiebreaks)),
        standings_tiebreaks=tuple(json.loads(row.standings_tiebreaks)),
        accelerations=tuple(
            Acceleration(Decimal(p), fr, lr, ft, lt) for p, fr, lr, ft, lt in json.loads(row.accelerations)
        ),
        forbidden_pairs=tuple(
            ForbiddenPairs(tuple(PairingNumber(t) for t in players), fr, lr)
            for players, fr, lr in json.loads(row.forbidden_pairs)
        ),
        comments=tuple(json.loads(row.comments)),
        late_entry_result=ResultCode(row.late_entry_result),
        acceleration=AccelerationMethod(row.acceleration),
        baku_last_ga=None if row.baku_last_ga is None else PlayerId(row.baku_last_ga),
        team_rules=team_rules,
        team_tiebreaks=team_tiebreaks,
        prize_categories=tuple(PrizeCategory.from_json(c) for c in json.loads(row.prize_categories)),
        fide_mode_exit=(
            None
            if row.fide_mode_left_round is None
            else FideModeExit(row.fide_mode_left_round, row.fide_mode_left_reason)
        ),
        fide_events=tuple(IntegrityEvent(EventKind(k), r, d) for k, r, d in json.loads(row.fide_events)),
        event_rate=RateOfPlay(row.event_rate),
        rating_lists=tuple(json.loads(row.rating_lists)),
        tie_order=TieOrder(row.tie_order),
        rating_check=bool(row.rating_check),
        tpn_exchanges=tuple(
            TpnExchange(PlayerId(a), PlayerId(b), (int(r[0]), str(r[1]), int(r[2]), str(r[3])))
            for a, b, r in json.loads(row.tpn_exchanges)
        ),
        tie_decisions=split_tie_decisions(json.loads(row.tie_decisions))[0],
        long_event=None if row.long_event is None else bool(row.long_event),
        round_ratings=RoundRatings(row.round_ratings),
        lots_for_ties=bool(row.lots_for_ties),
        unrated_tiebreak_rating=row.unrated_tiebreak_rating,
        norm_settings=NormSettings.from_json(row.norm_settings or ""),
        chess960=Chess960.from_json(row.chess960 or ""),
        player_proposals=bool(row.player_proposals),
        proposal_secret=row.proposal_secret or "",
        sheet_language=row.sheet_language or "en",
    )


PLAYER_COLUMNS = (
    "tpn",
    "name",
    "sex",
    "title",
    "rating",
    "federation",
    "fide_id",
    "birth_date",
    "entry_round",
    "withdrawal_round",
    "pairing_rating",
    "withdrawal_reason",
    "club",
    "half_bye_barred",
    "national_rating",
    "manual_rating",
    "tournament_rating",
    "rating_source",
    "national_id",
    "expelled",
    "round_ratings",
)


def player_values(record: PlayerRecord) -> dict[str, Any]:
    values = {name: getattr(record, name) for name in PLAYER_COLUMNS}
    values["round_ratings"] = _dump([list(pair) for pair in record.round_ratings])
    values["sex"] = record.sex.value
    values["title"] = record.title.value
    return values


PLAYER_FIELDS = ("id", *PLAYER_COLUMNS)
"""The columns ``player_record`` reads, in the order of a column tuple from ``Reader``."""


def player_record(row: PlayerRow | Any) -> PlayerRecord:
    """A player from its row or from a tuple of ``PLAYER_FIELDS``."""
    return PlayerRecord(
        id=PlayerId(row.id),
        tpn=PairingNumber(row.tpn),
        name=row.name,
        sex=_SEX[row.sex],
        title=_TITLE[row.title],
        rating=row.rating,
        federation=row.federation,
        fide_id=row.fide_id,
        birth_date=row.birth_date,
        entry_round=row.entry_round,
        withdrawal_round=row.withdrawal_round,
        pairing_rating=row.pairing_rating,
        withdrawal_reason=row.withdrawal_reason or "",
        club=row.club or "",
        half_bye_barred=bool(row.half_bye_barred),
        national_rating=row.national_rating or 0,
        manual_rating=row.manual_rating,
        tournament_rating=row.tournament_rating,
        rating_source=row.rating_source or "",
        national_id=row.national_id or "",
        expelled=bool(row.expelled),
        round_ratings=tuple((int(r), int(v)) for r, v in json.loads(row.round_ratings or "[]")),
    )


_SEX = {s.value: s for s in Sex}
_TITLE = {t.value: t for t in Title}
_CODE = {c.value: c for c in ResultCode}


def _code(text: str | None) -> ResultCode | None:
    return None if text is None else _CODE[text]


BOARD_FIELDS = (
    "id",
    "round_no",
    "number",
    "white_id",
    "black_id",
    "white_result",
    "black_result",
    "adjourned",
    "has_colours",
    "games",
    "white_result2",
    "black_result2",
)
"""The columns ``board_record`` reads, in the order of a column tuple from ``Reader``."""


def board_record(row: BoardRow | Any) -> BoardRecord:
    """A board from its row or from a tuple of ``BOARD_FIELDS``."""
    return BoardRecord(
        id=row.id,
        round=RoundNo(row.round_no),
        number=row.number,
        white=PlayerId(row.white_id),
        black=PlayerId(row.black_id),
        white_result=_code(row.white_result),
        black_result=_code(row.black_result),
        adjourned=row.adjourned,
        has_colours=row.has_colours,
        games=row.games,
        white_result2=_code(row.white_result2),
        black_result2=_code(row.black_result2),
    )


def layout_json(layout: PairingLayout) -> str:
    return _dump({"boards": [list(b) for b in layout.boards], "bye": layout.bye})


def layout_from_json(text: str) -> PairingLayout:
    data = json.loads(text)
    bye = data["bye"]
    return PairingLayout(
        boards=tuple((PlayerId(w), PlayerId(b)) for w, b in data["boards"]),
        bye=None if bye is None else PlayerId(bye),
    )


def override_record(row: OverrideRow) -> OverrideRecord:
    return OverrideRecord(
        id=row.id,
        round=RoundNo(row.round_no),
        article=row.article,
        reason=row.reason,
        engine_pairing=layout_from_json(row.engine_pairing),
        new_pairing=layout_from_json(row.new_pairing),
        diff=tuple(json.loads(row.diff)),
        warnings=tuple(json.loads(row.warnings)),
    )


def dump_list(items: tuple[str, ...]) -> str:
    return _dump(list(items))
