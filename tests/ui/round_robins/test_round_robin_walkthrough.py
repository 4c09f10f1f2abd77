"""A 10-player double round robin and a 7-player single round robin run in the desk by
keyboard only, from registration to the printed cross table.

File → New (Ctrl+N): the Settings dialog, the round robin chosen by arrow keys (and the double one with its
exchange of the first cycle's last two rounds, C.05). Registration tab: Alt+A opens the player dialog, Alt+K keeps
it open, every player typed and entered; the rounds follow from the field (C.05 Annex 1). Round robin → Draw or set
pairing numbers (Alt+O, W): the numbers drawn by lot (Alt+L, Q95) and kept (Enter). Then every round: Ctrl+Shift+P
pairs in the worker, Ctrl+Shift+U publishes, Ctrl+4 brings the Results tab and the results are typed. Ctrl+Shift+S
exports the TRF; File → Print (Ctrl+P) shows the cross table (kind chosen by keys) and its print preview (Alt+V).

Checked: every round equals the Berger table (C.05 Annex 1) for the drawn numbers and FIDE's Gacrux checker
pairing the round with its ``berger`` method; the standings tab's tie-breaks equal Gacrux's tie-break checker on
the exported file (C.07).
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.pairing.checker import snapshot_before
from arbiter_desk.core.pairing.round_robin import schedule
from arbiter_desk.core.standings import compute_standings
from arbiter_desk.formats.trf import load_trf, write_trf
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.printing.print_dialog import DocumentPreviewDialog, PrintDialog
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.round_robins.round_robin_numbers_dialog import RoundRobinNumbersDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.shell.main_window import MainWindow
from tests.core.tiebreaks.gacrux_round_robin import THEIR_CODE, _their_de
from tests.core.tiebreaks.gacrux_sweep import our_de_places, parse_checker, run_jobs
from tests.ui.desk_helpers import isolated_settings

CTRL, SHIFT, ALT = (
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.AltModifier,
)
RESULTS = "1=0=10=1=0"
"""Results as typed, taken in turn from a place that moves with the round."""
SEED = 20261128
SHOTS = Path("/tmp/r")


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key to the widget with the focus, else to the active window."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "no active window"
    QTest.keyClick(target, key, modifier)


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


class Arbiter:
    """Stands in for ``prompts.run_dialog``: shows each dialog and types into it as the arbiter would."""

    def __init__(self, qtbot: QtBot, players: int, double: bool) -> None:
        self.qtbot = qtbot
        self.players = players
        self.double = double
        self.seen: list[str] = []

    def __call__(self, dialog: QDialog) -> bool:
        dialog.setModal(True)
        dialog.show()
        self.qtbot.waitExposed(dialog)
        dialog.activateWindow()
        self.qtbot.waitUntil(dialog.isActiveWindow)
        self.seen.append(type(dialog).__name__)
        if isinstance(dialog, SettingsDialog):
            self.settings(dialog)
        elif isinstance(dialog, PlayerDialog):
            self.register(dialog)
        elif isinstance(dialog, RoundRobinNumbersDialog):
            self.draw(dialog)
        elif isinstance(dialog, PrintDialog):
            self.print_cross_table(dialog)
        elif isinstance(dialog, DocumentPreviewDialog):
            self.qtbot.wait(50)
            if SHOTS.is_dir():
                dialog.grab().save(str(SHOTS / f"rr_walkthrough_preview_{self.players}.png"))
            press(Qt.Key.Key_Escape)
        else:
            pytest.fail(f"unexpected dialog {dialog.windowTitle()}")
        owner = dialog.parentWidget()
        if owner is not None:  # the window manager gives the owner back its activation
            owner.window().activateWindow()
            self.qtbot.waitUntil(owner.window().isActiveWindow)
        return dialog.result() == QDialog.DialogCode.Accepted

    def settings(self, dialog: SettingsDialog) -> None:
        assert focus() is not None
        dialog.name.setFocus()
        QTest.keyClicks(dialog.name, f"Club championship {self.players}")
        dialog.chief_arbiter.setFocus()
        QTest.keyClicks(dialog.chief_arbiter, "Rossi, Anna")
        dialog.system.setFocus()
        while dialog.system.currentData() != "round-robin":
            QTest.keyClick(dialog.system, Qt.Key.Key_Down)
        assert dialog.round_robin.isVisible() and dialog.pairing_bye.text() == "0"
        if self.double:
            QTest.keyClick(dialog.system, Qt.Key.Key_Tab)
            assert focus() is dialog.round_robin.cycles
            QTest.keyClick(dialog.round_robin.cycles, Qt.Key.Key_Down)  # double; the exchange stays checked
            assert dialog.round_robin.swap.isChecked()
        QTest.keyClick(focus(), Qt.Key.Key_Return)  # the default button: OK
        assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error.text()

    def register(self, dialog: PlayerDialog) -> None:
        """Alt+K keeps the form open, Alt+N back to the name; each player: name, Tab, Tab (title), rating, Enter;
        Esc at the end."""
        assert focus() is dialog.name
        press(Qt.Key.Key_K, ALT)
        self.qtbot.waitUntil(dialog.keep_adding.isChecked)
        press(Qt.Key.Key_N, ALT)  # back to the name
        for i in range(self.players):
            assert focus() is dialog.name  # the empty form starts at the name again
            QTest.keyClicks(dialog.name, f"Member {i + 1:02d}")
            press(Qt.Key.Key_Tab)
            press(Qt.Key.Key_Tab)
            assert focus() is dialog.rating
            QTest.keyClicks(dialog.rating, str(2290 - 17 * i))
            press(Qt.Key.Key_Return)
            self.qtbot.waitUntil(lambda i=i: len(dialog.added) == i + 1)
        press(Qt.Key.Key_Escape)

    def draw(self, dialog: RoundRobinNumbersDialog) -> None:
        assert focus() is dialog.field
        press(Qt.Key.Key_L, ALT)  # Draw by lot (the seed is fixed by the test: see new_seed)
        self.qtbot.waitUntil(lambda: dialog.seed_box.value() == SEED)
        if SHOTS.is_dir():
            dialog.grab().save(str(SHOTS / f"rr_walkthrough_numbers_{self.players}.png"))
        press(Qt.Key.Key_Return)

    def print_cross_table(self, dialog: PrintDialog) -> None:
        dialog.kind_combo.setFocus()
        while dialog.kind_combo.currentData() != "crosstable":
            QTest.keyClick(dialog.kind_combo, Qt.Key.Key_Down)
        self.qtbot.waitUntil(lambda: not dialog.is_busy and dialog.preview_button.isEnabled(), timeout=20_000)
        document = dialog.document()
        assert document is not None and document.title.startswith("Round robin cross table after round")
        with self.qtbot.waitSignal(dialog.preview_button.clicked):  # a mnemonic clicks after its animation
            press(Qt.Key.Key_V, ALT)
        press(Qt.Key.Key_Escape)


def _gacrux_round(path: Path, round_no: int, methods: list[str]) -> set[tuple[int, int]]:
    """(White, Black) of each board Gacrux pairs for ``round_no``; (player, 0) for the round off."""
    done = subprocess.run(
        [sys.executable, "-m", "gacrux.pairingchecker", "-m", *methods, "-p", "-i", str(path), "-o", "-", "-F", "TRF"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        cwd=path.parent,
    )
    games: set[tuple[int, int]] = set()
    at = 91 + 10 * (round_no - 1)
    for line in done.stdout.splitlines():
        if not line.startswith("001") or len(line) < at + 8:
            continue
        tpn, opponent, colour = int(line[4:8]), int(line[at : at + 4] or 0), line[at + 5]
        if opponent == 0:
            games.add((tpn, 0))
        elif colour == "w":
            games.add((tpn, opponent))
    return games


@pytest.mark.slow
@pytest.mark.parametrize(("players", "double", "rounds"), [(10, True, 18), (7, False, 7)])
def test_a_round_robin_by_keyboard_from_registration_to_the_printed_cross_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int, double: bool, rounds: int
) -> None:
    arbiter = Arbiter(qtbot, players, double)
    monkeypatch.setattr(prompts, "run_dialog", arbiter)
    monkeypatch.setattr(prompts, "warn", lambda _parent, text: pytest.fail(f"refused: {text}"))
    monkeypatch.setattr("arbiter_desk.ui.round_robins.round_robin_commands.new_seed", lambda: SEED)
    saved = {"Create the tournament file": tmp_path / "rr.adesk", "Export TRF": tmp_path / "final.trf"}
    monkeypatch.setattr(prompts, "save_file", lambda _w, title, *_a: (saved[title], ""))
    window = MainWindow(DeskSession(), isolated_settings(tmp_path), lambda: tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    press(Qt.Key.Key_N, CTRL)
    desk = window.session.require()
    assert desk.settings.current().pairing_system == "round-robin"
    press(Qt.Key.Key_1, CTRL)
    press(Qt.Key.Key_A, ALT)  # Add player…
    qtbot.waitUntil(lambda: len(desk.players.all()) == players)
    assert desk.settings.current().total_rounds == rounds  # the field decides (C.05 Annex 1)

    press(Qt.Key.Key_O, ALT)  # the Round robin menu
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    menu = QApplication.activePopupWidget()
    assert menu is not None
    QTest.keyClick(menu, Qt.Key.Key_W)  # Draw or set pairing numbers… (the open menu has the keyboard)
    qtbot.waitUntil(lambda: "RoundRobinNumbersDialog" in arbiter.seen)
    by_rating = [f"Member {i + 1:02d}" for i in range(players)]
    drawn = [p.name for p in sorted(desk.players.all(), key=lambda p: p.tpn)]
    assert sorted(drawn) == by_rating and drawn != by_rating
    assert (
        desk.settings.current()
        .fide_events[-1]
        .detail.startswith(f"round-robin numbers drawn by lot (seed {SEED}; C.05)")
    )

    table = schedule(players, 2 if double else 1, swap_last_two=True)
    pairing, results = window.pairing_tab, window.results_tab
    typed = 0
    for rnd in range(1, rounds + 1):
        press(Qt.Key.Key_P, CTRL | SHIFT)
        qtbot.waitUntil(lambda r=rnd: len(desk.rounds.all()) == r and not pairing.worker.is_busy, timeout=20_000)
        assert desk.rounds.all()[-1].state is RoundState.DRAFT
        tpn = {p.id: int(p.tpn) for p in desk.players.all()}
        berger = [(b.white, b.black) for b in table[rnd - 1] if players + 1 not in (b.white, b.black)]
        assert [(tpn[b.white], tpn[b.black]) for b in desk.rounds.boards(rnd)] == berger, f"round {rnd}"
        press(Qt.Key.Key_U, CTRL | SHIFT)
        assert desk.rounds.all()[-1].state is RoundState.PUBLISHED
        press(Qt.Key.Key_4, CTRL)
        assert window.tabs.currentWidget() is results and results.shown_round() == rnd
        for _board in range(players // 2):
            QTest.keyClick(focus(), RESULTS[typed % len(RESULTS)])
            typed += 1
        assert desk.rounds.all()[-1].state is RoundState.COMPLETE, f"round {rnd} has boards without a result"

    press(Qt.Key.Key_S, CTRL | SHIFT)  # File → Export TRF
    event = load_trf(tmp_path / "final.trf")
    methods = ["berger", "fide"] + (["double"] if double else [])
    for rnd in range(1, rounds + 1):  # Gacrux pairs each round from the rounds before it
        path = tmp_path / f"before-{rnd}.trf"
        path.write_text(write_trf(snapshot_before(event, rnd)))
        ours: set[tuple[int, int]] = set()
        for p in event.players:
            entry = next(e for e in p.rounds if e.round == rnd)
            if entry.opponent is None:
                ours.add((int(p.tpn), 0))
            elif entry.colour.value == "w":
                ours.add((int(p.tpn), int(entry.opponent)))
        assert _gacrux_round(path, rnd, methods) == ours, f"round {rnd}"

    press(Qt.Key.Key_5, CTRL)  # the Standings tab: the round-robin tie-breaks (C.07)
    final = compute_standings(event)
    codes = [spec.to_mtb() for spec in final.tiebreaks]
    assert "BH" not in codes and codes
    (output,) = run_jobs(
        [["-i", str(tmp_path / "final.trf"), "-o", "-", "-dT", "-n", str(rounds), "-t", "PTS"]
         + [THEIR_CODE.get(c, c) for c in codes]]
    )  # fmt: skip
    theirs = parse_checker(output)
    for row in theirs.values():
        for mine_code, their_code in THEIR_CODE.items():
            if their_code in row:
                row[mine_code] = row.pop(their_code)
    _their_de(theirs)  # DE as a place in the point group, as the desk's (gacrux_round_robin.py)
    mine = {int(r.tpn): {"PTS": r.points, **dict(zip(codes, r.values, strict=True))} for r in final.rows}
    our_de_places(event, mine, None)
    points = Counter(r.points for r in final.rows)
    tied = {int(r.tpn) for r in final.rows if points[r.points] > 1}
    compared = 0
    for tpn, row in mine.items():
        for code, value in row.items():
            if code == "DE" and tpn not in tied:
                continue  # DE applies to tied players only
            compared += 1
            other = theirs[tpn][code]
            assert (value is None and other is None) or Decimal(str(value)) == other, (tpn, code, value, other)
    assert compared >= players * len(codes)
    standings = window.standings_tab
    qtbot.waitUntil(lambda: standings.model.rowCount() == players, timeout=10_000)
    assert [str(standings.model.index(r, 1).data()) for r in range(players)] == [str(r.tpn) for r in final.rows]
    assert sum((r.points for r in final.rows), Decimal(0)) == (2 if double else 1) * players * (players - 1) // 2

    press(Qt.Key.Key_P, CTRL)  # File → Print: the cross table and its preview
    assert arbiter.seen[-2:] == ["PrintDialog", "DocumentPreviewDialog"] or "DocumentPreviewDialog" in arbiter.seen
    assert arbiter.seen.count("PlayerDialog") == 1 and arbiter.seen[0] == "SettingsDialog"
