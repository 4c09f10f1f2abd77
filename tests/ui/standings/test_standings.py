"""The Standings tab: C.07 tie-break columns of the tournament's list, after-round choice, player breakdown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_desk.core.scoring import format_points
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.services import Desk, GameResult
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.standings.standings import StandingsTab
from tests.ui.desk_helpers import session_on
from tests.ui.round_fixtures import new_desk, play


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    d = new_desk(tmp_path, players=8)
    play(d, 2)
    yield d
    d.close()


@pytest.fixture
def session(desk: Desk) -> DeskSession:
    return session_on(desk)


@pytest.fixture
def tab(qtbot: QtBot, session: DeskSession) -> StandingsTab:
    widget = StandingsTab(session)
    qtbot.addWidget(widget)
    return widget


def column_titles(tab: StandingsTab) -> list[str]:
    from PySide6.QtCore import Qt

    return [str(tab.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(tab.model.columnCount())]


def cells(tab: StandingsTab, row: int) -> list[str]:
    return [str(tab.model.index(row, c).data()) for c in range(tab.model.columnCount())]


def test_columns_follow_the_default_list_and_rows_the_core(tab: StandingsTab, desk: Desk) -> None:
    assert column_titles(tab) == ["Rank", "TPN", "Name", "Rtg", "Pts", "BH/C1", "BH", "SB", "DE", "WIN"]
    expected = compute_standings(desk.snapshot())
    assert tab.after_round() == 2 and tab.model.rowCount() == 8
    assert [cells(tab, r)[1] for r in range(8)] == [str(row.tpn) for row in expected.rows]
    top = expected.rows[0]
    assert cells(tab, 0)[:5] == [
        f"{top.rank}{'=' if top.shared else ''}",
        str(top.tpn),
        top.name,
        str(desk.snapshot().player(top.tpn).rating),
        format_points(top.points),
    ]


def test_after_round_selector(tab: StandingsTab, desk: Desk) -> None:
    tab.after_combo.setCurrentIndex(tab.after_combo.findData(1))
    points = sorted((cells(tab, r)[4] for r in range(8)), reverse=True)
    assert points == ["1.0"] * 4 + ["0.0"] * 4
    assert tab.standings is not None and tab.standings.after_round == 1


def test_tournament_tiebreak_list_is_used(tmp_path: Path, qtbot: QtBot) -> None:
    desk = new_desk(tmp_path, players=4, name="tb")
    from dataclasses import replace

    desk.settings.update_settings(replace(desk.settings.current(), tiebreaks=("PS", "BH")))
    play(desk, 1, GameResult.DRAW)
    widget = StandingsTab(session_on(desk))
    qtbot.addWidget(widget)
    assert column_titles(widget)[5:] == ["PS", "BH"]
    desk.close()


def test_selecting_a_player_shows_the_breakdown(tab: StandingsTab, desk: Desk) -> None:
    tab.select_player(3)
    text = tab.breakdown.toPlainText()
    expected = compute_standings(desk.snapshot()).breakdown(3, "BH")
    assert "Player 03 (3)" in text
    assert expected.value is not None and f"BH = {format(expected.value, 'f')}" in text
    assert "Buchholz" in text  # the code's meaning in words
    names = {p.tpn: p.name for p in desk.snapshot().players}
    for term in expected.terms:  # each term in plain words with the opponent's name
        assert f"Round {term.round}, against {names[term.opponent]} ({term.opponent}): {term.description}" in text
    opponent = desk.snapshot().player(3).entry(1).opponent  # type: ignore[union-attr]
    assert f"Player {opponent:02d} ({opponent})" in text


def test_new_results_refresh_the_standings(tab: StandingsTab, desk: Desk, session: DeskSession) -> None:
    desk.rounds.pair_next_round()
    desk.rounds.publish_round()
    session.run(lambda d: d.results.record_result(3, 1, GameResult.DRAW))
    assert tab.after_round() == 3 and tab.after_combo.count() == 3


def test_model_passes_the_model_tester(tab: StandingsTab, qtmodeltester: object) -> None:
    qtmodeltester.check(tab.model)  # type: ignore[attr-defined]


def test_withdrawn_player_is_marked_in_the_table_the_sheets_and_the_csv(
    tab: StandingsTab, desk: Desk, session: DeskSession
) -> None:
    """C.04.2 art. 3.2: a withdrawn player stays in the standings, marked (table, printed documents, CSV)."""
    from PySide6.QtCore import Qt

    from arbiter_desk.services.documents.sheets import document_for
    from arbiter_desk.services.standings.standings_csv import standings_csv

    player = desk.players.all()[2]
    session.run(lambda d: d.players.withdraw_player(player.id, None, "left the venue"))
    row = next(r for r in range(tab.model.rowCount()) if tab.model.tpn_at(r) == player.tpn)
    name = tab.model.index(row, 2)
    assert name.data() == f"{player.name} (wd. R3)"
    assert name.data(Qt.ItemDataRole.ToolTipRole) == "withdrawn from round 3"
    assert name.data(Qt.ItemDataRole.BackgroundRole) is not None
    for kind in ("standings", "crosstable", "pairings"):
        document = document_for(desk, kind, 2)
        texts = [cell for table in document.tables() for line in table.rows for cell in line]
        assert f"{player.name} (wd. R3)" in texts, kind
    line = next(x for x in standings_csv(desk).splitlines() if player.name in x)
    assert line.endswith(",withdrawn from round 3")


def test_a_requested_bye_of_a_round_not_published_makes_no_standings_round(
    tab: StandingsTab, desk: Desk, session: DeskSession
) -> None:
    """Standings are after published rounds only: a ½-point bye requested for round 3 is not a result yet."""
    player = desk.players.all()[0]
    session.run(lambda d: d.players.request_bye(player.id, 3))
    assert [tab.after_combo.itemData(i) for i in range(tab.after_combo.count())] == [1, 2]
    row = next(r for r in range(tab.model.rowCount()) if tab.model.tpn_at(r) == player.tpn)
    assert tab.model.index(row, 4).data() == format_points(compute_standings(desk.snapshot(), after_round=2)
                                                           .row(player.tpn).points)  # fmt: skip


def test_a_big_event_reads_and_computes_off_the_gui_thread_and_keeps_the_chosen_round(
    qtbot: QtBot, session: DeskSession, desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From ``BACKGROUND_FROM`` players the standings' snapshot is read in the background job as well;
    a round chosen earlier stays chosen after a reload, and a round chosen while the job reads is the one shown."""
    import threading

    from arbiter_desk.ui.standings import standings as standings_module

    monkeypatch.setattr(standings_module, "BACKGROUND_FROM", 4)
    threads: list[bool] = []
    original = standings_module.standings_snapshot

    def watched(d: Desk) -> object:
        threads.append(threading.current_thread() is threading.main_thread())
        return original(d)

    monkeypatch.setattr(standings_module, "standings_snapshot", watched)
    tab = StandingsTab(session)
    qtbot.addWidget(tab)
    assert tab.is_busy and tab.model.rowCount() == 0
    qtbot.waitUntil(lambda: not tab.is_busy, timeout=20000)
    assert threads == [False] and tab.after_round() == 2 and tab.model.rowCount() == 8
    tab.after_combo.setCurrentIndex(tab.after_combo.findData(1))
    qtbot.waitUntil(lambda: not tab.is_busy, timeout=20000)
    assert tab.standings is not None and tab.standings.after_round == 1
    tab.reload()
    tab.after_combo.setCurrentIndex(tab.after_combo.findData(2))  # chosen while the job reads
    qtbot.waitUntil(lambda: not tab.is_busy, timeout=20000)
    assert tab.after_round() == 2 and tab.standings is not None and tab.standings.after_round == 2
    tab.reload()
    qtbot.waitUntil(lambda: not tab.is_busy, timeout=20000)
    assert tab.after_round() == 2 and not any(threads)


def test_the_bar_says_intermediate_or_final_and_after_which_round_of_how_many(tab: StandingsTab, desk: Desk) -> None:
    """Standings after any round are intermediate ("after round N of M") until the last."""
    total = desk.settings.current().total_rounds
    assert total is not None and total > 2
    assert tab.list_label.text().startswith(f"Intermediate standings after round 2 of {total} — Tie-breaks (C.07): ")
    tab.after_combo.setCurrentIndex(tab.after_combo.findData(1))
    assert tab.list_label.text().startswith(f"Intermediate standings after round 1 of {total} — ")
    tab.resize(900, 400)
    tab.grab().save("/tmp/tb_standings_tab.png")


def test_standings_kind_is_final_only_after_the_last_round_is_complete() -> None:
    from arbiter_desk.services.event.data import RoundState
    from arbiter_desk.ui.standings.standings import standings_kind

    assert standings_kind(9, 9, RoundState.COMPLETE) == "Final standings after round 9 of 9"
    assert standings_kind(9, 9, RoundState.PUBLISHED) == "Intermediate standings after round 9 of 9"
    assert standings_kind(3, 9, RoundState.COMPLETE) == "Intermediate standings after round 3 of 9"
    assert standings_kind(3, None, RoundState.COMPLETE) == "Intermediate standings after round 3"


def test_no_final_standings_while_an_adjourned_game_is_open() -> None:
    """FIDE approval checklist Q161, Q169: an open adjourned game (a draw for pairing only) keeps the standings
    intermediate, and says so."""
    from arbiter_desk.services.event.data import RoundState
    from arbiter_desk.ui.standings.standings import standings_kind

    assert standings_kind(9, 9, RoundState.COMPLETE, open_games=1) == (
        "Intermediate standings after round 9 of 9 (1 adjourned game open, counted as draws)"
    )
