"""Registration, TPNs (C.04.2 art. 2.2, 2.3), late entries (art. 2.4/2.5), withdrawals, requested byes."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_desk.core.errors import ArbiterDeskError, RuleViolationError
from arbiter_desk.core.player import Title
from arbiter_desk.core.results import ResultCode
from arbiter_desk.core.warnings import english
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.event.errors import DuplicatePlayerError, RoundStateError
from tests.services.conftest import confirming, file_dump, play_rounds, register


def _order(desk: Desk) -> list[str]:
    return [p.name for p in desk.players.all()]


def test_art_2_2_initial_order_rating_title_then_name_without_locale(desk: Desk) -> None:
    desk.players.register_player(PlayerData("Zeta", rating=2400))
    desk.players.register_player(PlayerData("Émile", rating=2300, title=Title.FM))
    desk.players.register_player(PlayerData("Eva", rating=2300, title=Title.FM))
    desk.players.register_player(PlayerData("Alpha", rating=2300, title=Title.WGM))
    desk.players.register_player(PlayerData("beta", rating=2300, title=Title.WGM))
    desk.players.register_player(PlayerData("Gamma", rating=2300, title=Title.IM))
    assert _order(desk) == ["Zeta", "Gamma", "Alpha", "beta", "Émile", "Eva"]
    assert [p.tpn for p in desk.players.all()] == [1, 2, 3, 4, 5, 6]


def test_edit_re_sorts_until_round_4_is_paired_then_tpns_are_frozen(desk: Desk) -> None:
    ids = register(desk, 8)
    last = desk.players.all()[-1]
    desk.players.edit_player(last.id, PlayerData(last.name, rating=2900, fide_id=last.fide_id))
    assert desk.players.all()[0].id == last.id  # art. 2.3: corrected data, new TPN
    play_rounds(desk, 4)
    bottom = next(p for p in desk.players.all() if p.tpn == 8)
    desk.players.edit_player(bottom.id, PlayerData(bottom.name, rating=3000, fide_id=bottom.fide_id))
    assert next(p for p in desk.players.all() if p.id == bottom.id).tpn == 8
    assert len(ids) == 8


def test_duplicate_fide_id_is_refused_and_the_file_unchanged(desk: Desk) -> None:
    desk.players.register_player(PlayerData("Ann", rating=2000, fide_id=42))
    before = file_dump(desk.path)
    with pytest.raises(DuplicatePlayerError, match="FIDE id 42 is already registered for Ann") as info:
        desk.players.register_player(PlayerData("Bob", fide_id=42))
    assert isinstance(info.value, ArbiterDeskError) and isinstance(info.value, ValueError)
    assert file_dump(desk.path) == before


def test_late_entry_after_round_4_is_ranked_and_scores_missed_rounds(desk: Desk) -> None:
    """C.04.2 art. 2.4–2.5 (checklist Q156): an appropriate TPN at any round, here #1 for the strongest."""
    register(desk, 6)
    play_rounds(desk, 4)
    desk.players.register_player(PlayerData("Late", rating=2800))
    late = next(p for p in desk.players.all() if p.name == "Late")
    assert (late.tpn, late.entry_round) == (1, 5)
    desk.rounds.pair_next_round()
    entries = desk.snapshot(5).player(1).rounds
    assert [(e.round, e.result) for e in entries][:4] == [(r, ResultCode.ZERO_BYE) for r in range(1, 5)]
    assert any(late.id in (b.white, b.black) for b in desk.rounds.boards(5)) or late.id in [
        b.player for b in desk.rounds.pairing_byes()
    ]


def test_late_entry_before_round_4_takes_its_place_in_the_initial_order(desk: Desk) -> None:
    register(desk, 4)
    play_rounds(desk, 1)
    desk.players.register_player(PlayerData("Strong", rating=2900))
    strong = next(p for p in desk.players.all() if p.name == "Strong")
    assert (strong.tpn, strong.entry_round, strong.is_late_entry) == (1, 2, True)


def test_late_entry_value_can_be_set_by_the_rules(desk: Desk, tmp_path: object) -> None:
    from dataclasses import replace

    register(desk, 4)
    desk.settings.update_settings(replace(desk.settings.current(), late_entry_result=ResultCode.HALF_BYE))
    play_rounds(desk, 2)
    desk.players.register_player(PlayerData("Late"))
    tpn = next(p for p in desk.players.all() if p.name == "Late").tpn
    assert [e.result for e in desk.snapshot(3).player(tpn).rounds] == [ResultCode.HALF_BYE] * 2


def test_remove_only_before_round_1(desk: Desk) -> None:
    ids = register(desk, 4)
    desk.players.remove_player(ids[0])
    assert [p.tpn for p in desk.players.all()] == [1, 2, 3]
    desk.rounds.pair_next_round()
    with pytest.raises(RoundStateError, match="withdraw instead"):
        desk.players.remove_player(ids[1])


def test_withdrawn_player_is_not_paired_and_reinstated_player_is_again(desk: Desk) -> None:
    ids = register(desk, 6)
    play_rounds(desk, 1)
    desk.players.withdraw_player(ids[0])
    desk.rounds.pair_next_round()
    assert all(ids[0] not in (b.white, b.black) for b in desk.rounds.boards(2))
    assert desk.snapshot(2).player(1).entry(2) is not None
    desk.rounds.publish_round()
    with pytest.raises(RuleViolationError, match="already withdrawn"):
        desk.players.withdraw_player(ids[0])
    desk.players.reinstate_player(ids[0])
    assert any(a.player == ids[0] and a.round == 2 for a in desk.players.absences())


def test_requested_byes_are_absences_of_that_round_and_full_point_is_deprecated(desk: Desk, fake: object) -> None:
    ids = register(desk, 6)
    half = desk.players.request_bye(ids[2], 1, ResultCode.HALF_BYE)
    assert half.warnings == () and half.players == {ids[2]}
    full, _ = confirming(lambda c: desk.players.request_bye(ids[3], 1, ResultCode.FULL_BYE, confirmed=c))
    assert any("deprecated" in english(w) for w in full.warnings)
    desk.rounds.pair_next_round()
    paired = {p for b in desk.rounds.boards(1) for p in (b.white, b.black)}
    assert ids[2] not in paired and ids[3] not in paired
    with pytest.raises(ValueError, match=r"H .* Z .* or F"):
        desk.players.request_bye(ids[4], 2, ResultCode.WIN)
    desk.rounds.publish_round()
    with pytest.raises(RoundStateError, match="already published"):
        desk.players.request_bye(ids[4], 1, ResultCode.HALF_BYE)


def test_art_2_4_late_entry_score_reaches_standings_and_trf_export(tmp_path: Path) -> None:
    """C.04.2 art. 2.4 "unless the rules say otherwise": ½ per missed round in the score and the TRF blocks;
    the event data of the settings reach the TRF-2026 header (092, 122, 132, 222)."""
    from dataclasses import replace

    from arbiter_desk.services.standings.standings_view import standings
    from tests.ui.round_fixtures import SETTINGS, play

    info = replace(SETTINGS.info, tournament_type="Individual Swiss", time_control="90+30", time_control_code="5400+30",
                   round_dates=("2026/04/01", "2026/04/02", "2026/04/03"))  # fmt: skip
    desk = Desk.create(tmp_path / "late.adesk", replace(SETTINGS, info=info, late_entry_result=ResultCode.HALF_BYE))
    for i in range(6):
        desk.players.register_player(PlayerData(f"Player {i}", rating=2000 - i))
    play(desk, 2)
    desk.players.register_player(PlayerData("Late, Lou", rating=1000))
    late = next(p for p in desk.players.all() if p.name == "Late, Lou")
    table = standings(desk, 2)
    assert table.row(late.tpn).points == 1
    path = tmp_path / "late.trf"
    desk.export_trf(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    block = next(x for x in lines if x.startswith("001") and "Late, Lou" in x)
    assert block[80:84] == " 1.0" and block[91:101].rstrip().endswith("H")
    records = {x[:3]: x for x in lines}
    assert "Individual Swiss" in records["092"] and "90+30" in records["122"] and "5400+30" in records["222"]
    assert "26/04/01" in records["132"]
