"""Every edit path is checked for staleness. Two desks on one file: desk A reads what its screen
shows, desk B changes it, desk A's edit is refused with a message naming who changed what, and B's change
stands; the same edit without B's change goes through (so the check cannot refuse everything).

Two desks never write one tournament file at once: the desk that is taken over stops writing.
So the desks here take turns (``TakingTurns``): each takes the file over when it acts after the other did, as
arbiters at one laptop-per-desk venue hand the file back and forth. What desk A read before desk B's turn is
what the check protects.

``EDIT_PATHS`` lists each edit the desk offers; ``ADDITIONS`` the ones that only add (nothing to overwrite:
both desks' additions are kept, a duplicate is refused by the registration rules).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.teams import TeamRules
from arbiter_desk.core.tournament import TournamentInfo
from arbiter_desk.services import Desk, GameResult, OverrideArticle, PlayerData
from arbiter_desk.services.event.errors import DuplicatePlayerError, RoundStateError, StaleRecordError
from arbiter_desk.services.event.staleness import Seen
from arbiter_desk.services.pairing.override_preview import published_layout
from arbiter_desk.services.pairing.prohibited_pairs import ProhibitedGroup
from arbiter_desk.services.pairing.round_view import round_view
from arbiter_desk.services.teams.roster import RosterPlayer
from arbiter_desk.services.teams.team_staleness import TeamSeen
from arbiter_desk.store.records import PlayerId, SettingsRecord
from tests.services.conftest import SETTINGS, confirming, register, validate_pairing, validate_team_pairing
from tests.services.fakes import FakeSystem

TEAM_SETTINGS = SettingsRecord(
    info=TournamentInfo(name="Club League", city="Turin", chief_arbiter="Ann Arbiter"),
    total_rounds=7,
    pairing_system="team",
    team_rules=TeamRules(),
)

Ctx = dict[str, Any]


class TakingTurns:
    """A desk at ``path`` that takes the file over whenever it acts after another desk took it (a read-only
    desk writes nothing). Attribute access goes to the desk holding the file."""

    def __init__(self, path: Path, arbiter: str | None, systems: Any = None) -> None:
        self._path, self._arbiter, self._systems = path, arbiter, systems
        self._desk = self._open()

    def _open(self) -> Desk:
        extra = {"systems": self._systems} if self._systems is not None else {}
        return Desk.open(self._path, arbiter=self._arbiter, take_over=True, **extra)

    def __getattr__(self, name: str) -> Any:
        if self._desk.check_held() is not None:
            self._desk.close()
            self._desk = self._open()
        return getattr(self._desk, name)

    def close(self) -> None:
        self._desk.close()


@dataclass(frozen=True)
class EditPath:
    """One edit: ``setup`` brings the file where the edit is possible, ``read`` is what desk A's screen shows,
    ``change`` desk B's edit meanwhile, ``edit`` desk A's edit based on what it read; ``by`` is a piece of B's
    journal label the refusal must name."""

    name: str
    setup: Callable[[Desk], Ctx]
    read: Callable[[Desk, Ctx], Any]
    change: Callable[[Desk, Ctx], object]
    edit: Callable[[Desk, Ctx, Any], object]
    by: str
    team: bool = False


def _players(desk: Desk) -> Ctx:
    ids = register(desk, 6)
    return {"p": ids[0], "q": ids[1], "ids": ids}


def _record(desk: Desk, player: PlayerId) -> Any:
    return next(p for p in desk.players.all() if p.id == player)


def _renamed(desk: Desk, ctx: Ctx, name: str = "Renamed by B") -> object:
    record = _record(desk, ctx["p"])
    data = PlayerData(name, rating=record.rating, fide_id=record.fide_id)
    return desk.players.edit_player(ctx["p"], data)


def _withdrawn(desk: Desk) -> Ctx:
    ctx = _players(desk)
    desk.players.withdraw_player(ctx["p"], 1, "ill")
    return ctx


def _with_bye(desk: Desk) -> Ctx:
    ctx = _players(desk)
    desk.players.request_bye(ctx["p"], 2, ResultCode.HALF_BYE)
    return ctx


def _published(desk: Desk) -> Ctx:
    ctx = _players(desk)
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    return ctx


def _with_result(desk: Desk) -> Ctx:
    ctx = _published(desk)
    desk.results.record_result(1, 1, GameResult.WHITE_WINS)
    return ctx


def _draft(desk: Desk) -> Ctx:
    ctx = _players(desk)
    desk.rounds.pair_next_round()
    return ctx


def _board_seen(desk: Desk, board: int = 1) -> Any:
    return next(line for line in round_view(desk, 1).boards if line.number == board).seen


def _repaired_without(desk: Desk, ctx: Ctx) -> object:
    desk.players.request_bye(ctx["ids"][-1], 1, ResultCode.ZERO_BYE)
    return desk.rounds.repair_draft()


def _swap_colours(desk: Desk, board: int, why: str) -> object:
    layout = published_layout(desk, 1)
    boards = [(b, w) if k == board else (w, b) for k, (w, b) in enumerate(layout.boards, start=1)]
    return validate_pairing(desk, 1, boards, layout.bye, OverrideArticle.COMPETITION_RULES, why)


def _undone_twice(desk: Desk) -> Ctx:
    ctx = _with_result(desk)
    desk.results.record_result(1, 2, GameResult.DRAW)
    desk.journal.undo()
    return ctx


def _teams(desk: Desk) -> Ctx:
    for t in range(4):
        roster = [RosterPlayer(f"T{t + 1} Player {k + 1}", rating=2400 - 40 * t - 10 * k) for k in range(5)]
        desk.teams.add_team(f"Team {t + 1:02d}", f"C{t + 1}", roster)
    teams = desk.teams.team_state().teams
    return {"team": teams[0].id, "order": [t.id for t in teams]}


def _team_roster(desk: Desk, ctx: Ctx, rating: int) -> list[RosterPlayer]:
    seen = TeamSeen.of(desk.teams.team_state(), ctx["team"])
    return [
        RosterPlayer(p.name, rating if k == 0 else p.rating, p.federation, p.fide_id, p.title, p.id)
        for k, p in enumerate(seen.roster)
    ]


def _edit_team(desk: Desk, ctx: Ctx, seen: TeamSeen | None, name: str, rating: int) -> object:
    return desk.teams.edit_team(ctx["team"], name, "C1", _team_roster(desk, ctx, rating), seen)


def _team_draft(desk: Desk) -> Ctx:
    ctx = _teams(desk)
    desk.teams.pair_next_team_round()
    ctx["match"] = desk.teams.team_state().matches_of(1)[0]
    return ctx


def _team_published(desk: Desk) -> Ctx:
    ctx = _team_draft(desk)
    desk.teams.publish_team_round()
    return ctx


def _lineup(desk: Desk, ctx: Ctx) -> list[PlayerId | None]:
    return list(desk.teams.lineup_choices(1, ctx["match"].number)[0].current)


def _reserve_in(desk: Desk, ctx: Ctx, board: int) -> list[PlayerId | None]:
    choice = desk.teams.lineup_choices(1, ctx["match"].number)[0]
    lineup = list(choice.current)
    lineup[board] = choice.roster[4][0]  # the reserve
    return lineup


def _team_re_paired(desk: Desk, ctx: Ctx) -> object:
    desk.teams.discard_team_draft()
    desk.teams.add_team("Team 05", "C5", [RosterPlayer(f"T5 Player {k}", rating=1500) for k in range(5)])
    return desk.teams.pair_next_team_round()


def _team_board_seen(desk: Desk, ctx: Ctx) -> Seen[GameResult | None]:
    return Seen(desk.teams.team_round_view(1).matches[0].boards[0].result)


def _team_swap(desk: Desk, match: int, seen: Any = None) -> object:
    layout = desk.teams.team_layouts(1)[1]
    matches = [(b, a) if k == match else (a, b) for k, (a, b) in enumerate(layout.matches)]
    return validate_team_pairing(desk, 1, matches, layout.bye, OverrideArticle.COMPETITION_RULES, "swap", seen)


EDIT_PATHS = [
    EditPath(
        "edit player",
        _players,
        lambda a, c: _record(a, c["p"]),
        _renamed,
        lambda a, c, seen: a.players.edit_player(c["p"], PlayerData("Renamed by A", rating=1), based_on=seen),
        "edit Player 01",
    ),
    EditPath(
        "remove player",
        _players,
        lambda a, c: _record(a, c["p"]),
        _renamed,
        lambda a, c, seen: a.players.remove_player(c["p"], based_on=seen),
        "edit Player 01",
    ),
    EditPath(
        "withdraw player",
        _players,
        lambda a, c: _record(a, c["p"]),
        _renamed,
        lambda a, c, seen: a.players.withdraw_player(c["p"], 1, "left", based_on=seen),
        "edit Player 01",
    ),
    EditPath(
        "reinstate player",
        _withdrawn,
        lambda a, c: _record(a, c["p"]),
        _renamed,
        lambda a, c, seen: a.players.reinstate_player(c["p"], based_on=seen),
        "edit Player 01",
    ),
    EditPath(
        "request bye",
        _players,
        lambda a, c: Seen(None),
        lambda b, c: b.players.request_bye(c["p"], 2, ResultCode.ZERO_BYE),
        lambda a, c, seen: a.players.request_bye(c["p"], 2, ResultCode.HALF_BYE, seen),
        "bye (Z) for Player 01 in round 2",
    ),
    EditPath(
        "cancel bye",
        _with_bye,
        lambda a, c: Seen(ResultCode.HALF_BYE),
        lambda b, c: b.players.request_bye(c["p"], 2, ResultCode.ZERO_BYE),
        lambda a, c, seen: a.players.cancel_bye(c["p"], 2, seen),
        "bye (Z) for Player 01 in round 2",
    ),
    EditPath(
        "record result",
        _published,
        lambda a, c: _board_seen(a),
        lambda b, c: b.results.record_result(1, 1, GameResult.WHITE_WINS),
        lambda a, c, seen: a.results.record_result(1, 1, GameResult.BLACK_WINS, seen),
        "record result board 1 of round 1: 1-0",
    ),
    EditPath(
        "correct result",
        _with_result,
        lambda a, c: _board_seen(a),
        lambda b, c: b.results.record_result(1, 1, GameResult.DRAW),
        lambda a, c, seen: a.results.record_result(1, 1, GameResult.BLACK_WINS, seen),
        "correct result board 1 of round 1: ½-½",
    ),
    EditPath(
        "clear result",
        _with_result,
        lambda a, c: _board_seen(a),
        lambda b, c: b.results.record_result(1, 1, GameResult.DRAW),
        lambda a, c, seen: a.results.clear_result(1, 1, seen),
        "correct result board 1 of round 1",
    ),
    EditPath(
        "adjourn",
        _published,
        lambda a, c: _board_seen(a),
        lambda b, c: b.results.record_result(1, 1, GameResult.DRAW),
        lambda a, c, seen: confirming(lambda ok: a.results.mark_adjourned(1, 1, seen, ok))[0],
        "record result board 1 of round 1",
    ),
    EditPath(
        "publish draft",
        _draft,
        lambda a, c: round_view(a, 1).layout,
        _repaired_without,
        lambda a, c, seen: a.rounds.publish_round(seen),
        "re-pair round 1",
    ),
    EditPath(
        "discard draft",
        _draft,
        lambda a, c: round_view(a, 1).layout,
        _repaired_without,
        lambda a, c, seen: a.rounds.discard_draft(seen),
        "re-pair round 1",
    ),
    EditPath(
        "override pairing",
        _published,
        lambda a, c: published_layout(a, 1),
        lambda b, c: _swap_colours(b, 1, "B's colours"),
        lambda a, c, seen: validate_pairing(
            a,
            1,
            (*seen.boards[:1], (seen.boards[1][1], seen.boards[1][0]), *seen.boards[2:]),
            seen.bye,
            OverrideArticle.COMPETITION_RULES,
            "A's colours",
            seen=seen,
        ),
        "override round 1",
    ),
    EditPath(
        "prohibited pairs",
        _players,
        lambda a, c: a.rounds.prohibited_groups(),
        lambda b, c: b.rounds.set_prohibited_groups([ProhibitedGroup((c["ids"][0], c["ids"][1]))]),
        lambda a, c, seen: a.rounds.set_prohibited_groups([ProhibitedGroup((c["ids"][2], c["ids"][3]))], seen),
        "set prohibited pairs (1 group)",
    ),
    EditPath(
        "settings (round dates, rules)",
        _players,
        lambda a, c: a.settings.current(),
        lambda b, c: b.settings.update_settings(replace(b.settings.current(), total_rounds=9)),
        lambda a, c, seen: a.settings.update_settings(replace(seen, info=replace(seen.info, city="Milan")), seen),
        "edit tournament settings",
    ),
    EditPath(
        "undo",
        _with_result,
        lambda a, c: a.journal.status().undo_seq,
        lambda b, c: b.results.record_result(1, 2, GameResult.DRAW),
        lambda a, c, seen: a.journal.undo(seen),
        "record result board 2 of round 1",
    ),
    EditPath(
        "redo",
        _undone_twice,
        lambda a, c: a.journal.status().redo_seq,
        lambda b, c: b.journal.undo(),
        lambda a, c, seen: a.journal.redo(seen),
        "undo record result board 1 of round 1",
    ),
    EditPath(
        "edit team (name, nickname, roster, ratings, FIDE ids)",
        _teams,
        lambda a, c: TeamSeen.of(a.teams.team_state(), c["team"]),
        lambda b, c: _edit_team(b, c, None, "Team 01", 2222),
        lambda a, c, seen: _edit_team(a, c, seen, "Team One", 2400),
        "edit team 1 Team 01",
        team=True,
    ),
    EditPath(
        "remove team",
        _teams,
        lambda a, c: TeamSeen.of(a.teams.team_state(), c["team"]),
        lambda b, c: _edit_team(b, c, None, "Team 01", 2222),
        lambda a, c, seen: a.teams.remove_team(c["team"], seen),
        "edit team 1 Team 01",
        team=True,
    ),
    EditPath(
        "withdraw team",
        _teams,
        lambda a, c: TeamSeen.of(a.teams.team_state(), c["team"]),
        lambda b, c: _edit_team(b, c, None, "Team 01", 2222),
        lambda a, c, seen: a.teams.withdraw_team(c["team"], 2, seen),
        "edit team 1 Team 01",
        team=True,
    ),
    EditPath(
        "renumber teams",
        _teams,
        lambda a, c: list(c["order"]),
        lambda b, c: b.teams.renumber_teams(list(reversed(c["order"]))),
        lambda a, c, seen: a.teams.renumber_teams([seen[1], seen[0], *seen[2:]], seen),
        "renumber the teams",
        team=True,
    ),
    EditPath(
        "team bye",
        _teams,
        lambda a, c: Seen(None),
        lambda b, c: b.teams.set_team_bye(c["team"], 3, "Z"),
        lambda a, c, seen: a.teams.set_team_bye(c["team"], 3, "H", seen),
        "round 3 known absence",
        team=True,
    ),
    EditPath(
        "team line-up",
        _team_draft,
        _lineup,
        lambda b, c: b.teams.set_lineup(1, c["match"].number, c["match"].first_team, _reserve_in(b, c, 3)),
        lambda a, c, seen: a.teams.set_lineup(1, c["match"].number, c["match"].first_team, _reserve_in(a, c, 2), seen),
        "line-up of Team",
        team=True,
    ),
    EditPath(
        "team board result",
        _team_published,
        _team_board_seen,
        lambda b, c: b.teams.record_board_result(1, c["match"].number, 1, GameResult.WHITE_WINS),
        lambda a, c, seen: a.teams.record_board_result(1, c["match"].number, 1, GameResult.DRAW, seen),
        f"match {1} board 1",
        team=True,
    ),
    EditPath(
        "team match forfeit",
        _team_published,
        lambda a, c: a.teams.team_round_view(1).matches[0].seen,
        lambda b, c: b.teams.record_board_result(1, c["match"].number, 2, GameResult.WHITE_WINS),
        lambda a, c, seen: a.teams.record_match_forfeit(1, c["match"].number, "+-", seen),
        "board 2",
        team=True,
    ),
    EditPath(
        "override team pairing",
        _team_published,
        lambda a, c: a.teams.team_layouts(1)[1],
        lambda b, c: _team_swap(b, 0),
        lambda a, c, seen: _team_swap(a, 1, seen),
        "override round 1",
        team=True,
    ),
    EditPath(
        "publish team draft",
        _team_draft,
        lambda a, c: a.teams.team_round_view(1).pairing_seen,
        _team_re_paired,
        lambda a, c, seen: a.teams.publish_team_round(seen),
        "pair round 1",
        team=True,
    ),
    EditPath(
        "discard team draft",
        _team_draft,
        lambda a, c: a.teams.team_round_view(1).pairing_seen,
        _team_re_paired,
        lambda a, c, seen: a.teams.discard_team_draft(seen),
        "pair round 1",
        team=True,
    ),
]


@pytest.fixture
def two_desks(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[Desk, Desk, Ctx]]:
    path: EditPath = request.param
    fake = FakeSystem()
    if path.team:
        first = Desk.create(tmp_path / "t.adesk", TEAM_SETTINGS, arbiter="Ann First")
    else:
        first = Desk.create(tmp_path / "t.adesk", SETTINGS, systems=lambda _n: fake, arbiter="Ann First")
    ctx = path.setup(first)
    first.close()
    systems = (lambda _n: fake) if not path.team else None
    opened = [
        TakingTurns(tmp_path / "t.adesk", "Ann First", systems),
        TakingTurns(tmp_path / "t.adesk", "Bea Second", systems),
    ]
    yield opened[0], opened[1], ctx  # type: ignore[misc]
    for desk in opened:
        desk.close()


@pytest.mark.parametrize("two_desks", EDIT_PATHS, ids=[p.name for p in EDIT_PATHS], indirect=True)
def test_an_edit_over_another_desks_newer_change_is_refused_naming_who_and_what(
    two_desks: tuple[Desk, Desk, Ctx], request: pytest.FixtureRequest
) -> None:
    a, b, ctx = two_desks
    path = next(p for p in EDIT_PATHS if p.name == request.node.callspec.id)
    seen = path.read(a, ctx)
    path.change(b, ctx)
    after_b = a.journal.journal_seq()
    with pytest.raises(StaleRecordError) as refused:
        path.edit(a, ctx, seen)
    message = str(refused.value)
    assert "changed meanwhile by Bea Second" in message or "by Bea Second" in message, message
    assert path.by in message and "nothing was" in message, message
    assert a.journal.journal_seq() == after_b  # nothing of A's edit was stored; B's change stands


@pytest.mark.parametrize("two_desks", EDIT_PATHS, ids=[p.name for p in EDIT_PATHS], indirect=True)
def test_the_same_edit_goes_through_when_nobody_changed_it(
    two_desks: tuple[Desk, Desk, Ctx], request: pytest.FixtureRequest
) -> None:
    a, _b, ctx = two_desks
    path = next(p for p in EDIT_PATHS if p.name == request.node.callspec.id)
    before = a.journal.journal_seq()
    path.edit(a, ctx, path.read(a, ctx))
    assert a.journal.journal_seq() > before


def test_two_desks_keying_different_boards_never_refuse_each_other(tmp_path: Path) -> None:
    """The result check compares one board: B's result on board 1 does not stop A's on board 2."""
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "t.adesk", SETTINGS, systems=lambda _n: fake)
    _published(desk)
    desk.close()
    a: Any = TakingTurns(tmp_path / "t.adesk", None, lambda _n: fake)
    b: Any = TakingTurns(tmp_path / "t.adesk", None, lambda _n: fake)
    seen = {line.number: line.seen for line in round_view(a, 1).boards}
    b.results.record_result(1, 1, GameResult.WHITE_WINS)
    a.results.record_result(1, 2, GameResult.DRAW, seen[2])
    assert [bd.white_result for bd in a.rounds.boards(1)][:2] == [ResultCode.WIN, ResultCode.DRAW]
    a.close()
    b.close()


def test_a_pairing_made_while_another_desk_changed_the_file_names_that_change(tmp_path: Path) -> None:
    """Pair round (the engine runs on a snapshot): stored only if nothing changed; the refusal says what did."""
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "t.adesk", SETTINGS, systems=lambda _n: fake)
    ctx = _players(desk)
    desk.close()
    a: Any = TakingTurns(tmp_path / "t.adesk", "Ann First", lambda _n: fake)
    b: Any = TakingTurns(tmp_path / "t.adesk", "Bea Second", lambda _n: fake)
    request = a.rounds.pairing_request()
    b.players.request_bye(ctx["p"], 1, ResultCode.HALF_BYE)
    with pytest.raises(RoundStateError, match=r"bye \(H\) for Player 01 in round 1 by Bea Second"):
        a.rounds.store_pairing(request, fake.pair(request.snapshot))
    assert a.rounds.all() == []
    a.close()
    b.close()


ADDITIONS = ["register player", "late entry", "import players", "register team"]


@pytest.mark.parametrize("addition", ADDITIONS)
def test_additions_by_two_desks_are_both_kept_and_a_duplicate_is_refused(tmp_path: Path, addition: str) -> None:
    """An addition overwrites nothing: both desks' entries are kept; the same FIDE id twice is refused."""
    fake = FakeSystem()
    settings = TEAM_SETTINGS if addition == "register team" else SETTINGS
    desk = Desk.create(tmp_path / "t.adesk", settings, systems=lambda _n: fake)
    if addition == "late entry":
        _published(desk)
    desk.close()
    a: Any = TakingTurns(tmp_path / "t.adesk", None, lambda _n: fake)
    b: Any = TakingTurns(tmp_path / "t.adesk", None, lambda _n: fake)
    before = len(a.players.all())
    if addition == "register team":
        a.teams.add_team("Team A", "A", [RosterPlayer("A One", fide_id=77)])
        b.teams.add_team("Team B", "B", [RosterPlayer("B One", fide_id=78)])
        assert [t.name for t in a.teams.team_state().teams] == ["Team A", "Team B"]
        return
    entry = 2 if addition == "late entry" else None
    if addition == "import players":
        a.players.register_players([PlayerData("Imported, A", fide_id=77)])
        b.players.register_players([PlayerData("Imported, B", fide_id=78)])
    else:
        a.players.register_player(PlayerData("Added, A", fide_id=77), entry)
        b.players.register_player(PlayerData("Added, B", fide_id=78), entry)
    assert len(a.players.all()) == before + 2
    with pytest.raises(DuplicatePlayerError):
        b.players.register_player(PlayerData("Again, A", fide_id=77), entry)
    a.close()
    b.close()
