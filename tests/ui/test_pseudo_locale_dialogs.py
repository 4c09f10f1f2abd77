"""The pseudo-locale check of the dialogs of the settings, player, print and warning family: each built,
SHOWN with data where it needs some (the demo tournament), in the states that show more (errors, notes, a second
page), and every visible text marked (``unmarked(dialog) == []``).

Parts made by other modules converted on other branches are set apart, each named below: the FIDE list search of
the player dialog (``ui.fide_lookup``), the tie-break options and team rules boxes of Settings, the byes panel, and
words the services or the documents make (the CSV hint, round choices, a document's title, the performance
notice). Their own pseudo-locale tests check them; what remains here is this branch's.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.core.long_events import RoundRatings
from arbiter_desk.core.player import Sex, Title
from arbiter_desk.core.text import tr
from arbiter_desk.core.warnings import DeskWarning, WarningLevel
from arbiter_desk.services.event.data import PlayerData, SettingsRecord
from arbiter_desk.services.registration.player_import import CSV_COLUMNS_HINT
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.fide_mode.warning_dialog import WarningDialog
from arbiter_desk.ui.pairing.chess960_dialog import Chess960Dialog
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.printing.publish_pages_dialog import PublishPagesDialog
from arbiter_desk.ui.registration.byes_dialog import ByesDialog
from arbiter_desk.ui.registration.player_dialog import PlayerDialog
from arbiter_desk.ui.registration.player_import_dialog import PlayerImportDialog
from arbiter_desk.ui.registration.tpn_exchange_dialog import TpnExchangeDialog
from arbiter_desk.ui.registration.withdraw_dialog import WithdrawDialog
from arbiter_desk.ui.settings.settings_dialog import SettingsDialog
from arbiter_desk.ui.standings.long_event_dialog import LongEventDialog
from tests.ui.desk_helpers import SETTINGS, demo_session
from tests.ui.pseudo_locale import leftover, pseudo_language, unmarked

__all__ = ["pseudo_language"]

pytestmark = pytest.mark.usefixtures("pseudo_language")


def mine(dialog: QWidget, foreign: Iterable[QWidget] = (), texts: Iterable[str] = ()) -> list[str]:
    """``unmarked(dialog)`` without the parts other branches convert: the widgets ``foreign`` (and what is in them)
    and the words of ``texts`` wherever they appear (a service's or a document's English)."""
    apart = {line for widget in foreign for line in unmarked(widget)}
    words = [text for text in texts if text]
    kept = []
    for line in unmarked(dialog):
        if line in apart:
            continue
        where, _, text = line.partition(": ")
        for known in words:
            text = text.replace(known, " ").replace(repr(known)[1:-1], " ")
        if leftover(text):
            kept.append(f"{where}: {text}")
    return kept


def shown(qtbot: QtBot, dialog: QDialog) -> QDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_player_dialog_new_late_entry_and_refused(qtbot: QtBot) -> None:
    dialog = shown(qtbot, PlayerDialog(lambda _data, _round: None, keep_adding=True))
    assert isinstance(dialog, PlayerDialog)
    assert mine(dialog, [dialog.lookup]) == []
    dialog.name.setText("Παπαδόπουλος, Νίκος")
    dialog.accept()  # keep adding: registered, the form empties and says so
    assert dialog.added_label.text() and mine(dialog, [dialog.lookup]) == []
    dialog.rating.setText("4000")
    dialog.birth_date.setText("31/31/1990")
    dialog.accept()  # the problems listed
    assert dialog.error.text() and mine(dialog, [dialog.lookup]) == []
    late = shown(qtbot, PlayerDialog(lambda _data, _round: None, entry_rounds=(2, 5)))
    assert isinstance(late, PlayerDialog)
    assert late.entry_round is not None and mine(late, [late.lookup]) == []
    player = PlayerData("Ωμέγα, Άλφα", sex=Sex.FEMALE, title=Title.WGM, rating=2301, federation="GRE")
    edit = shown(qtbot, PlayerDialog(lambda _data, _round: None, player=player))
    assert mine(edit, [edit.lookup]) == []


def test_the_player_import_preview(qtbot: QtBot) -> None:
    players = [PlayerData("Άλφα, Βήτα", rating=2100), PlayerData("Γάμμα, Δέλτα", federation="CYP")]
    dialog = shown(qtbot, PlayerImportDialog("κλαμπ.csv", players))
    assert mine(dialog, texts=[CSV_COLUMNS_HINT]) == []


def _settings_parts(dialog: SettingsDialog) -> tuple[list[QWidget], list[str]]:
    return [dialog.tiebreak_options, dialog.team_rules], []


@pytest.mark.parametrize("system", ["dutch", "double-swiss", "round-robin", "dubov-2018", "team"])
def test_the_settings_dialog_with_each_kind_of_system(qtbot: QtBot, system: str) -> None:
    """Every group of Settings (event, rules, tie-break picker with a modifier list, acceleration, this computer)
    and the notes a system shows (Double-Swiss, round robin, historical rules)."""
    settings = SettingsRecord(info=SETTINGS.info, total_rounds=7, tiebreaks=("BH/C1", "SB", "DE"))
    dialog = shown(qtbot, SettingsDialog(settings, "Κέλλερ, Τόμπιας", acceleration_locked=True))
    assert isinstance(dialog, SettingsDialog)
    dialog.system.setCurrentIndex(dialog.system.findData(system))
    dialog.tiebreak_picker.chosen.setCurrentRow(0)
    foreign, texts = _settings_parts(dialog)
    assert mine(dialog, foreign, texts) == []
    dialog.federation.setText("ΕΛΛ")
    dialog.accept()
    assert dialog.error.text() and mine(dialog, foreign, texts) == []
    dialog.draw_colour()
    assert mine(dialog, foreign, texts) == []
    dialog.system.showPopup()  # the combo's entries, historical heading included
    assert mine(dialog.system, foreign, texts) == []
    dialog.system.hidePopup()


def test_the_print_dialog_every_document_of_the_demo(qtbot: QtBot, tmp_path: Path) -> None:
    session = demo_session(tmp_path)
    dialog = shown(qtbot, PrintDialog(session))
    assert isinstance(dialog, PrintDialog)
    for index in range(dialog.kind_combo.count()):
        with qtbot.waitSignal(dialog.ready, timeout=60000):
            dialog.kind_combo.setCurrentIndex(index)
        document = dialog.document()
        texts = [dialog.round_combo.itemText(i) for i in range(dialog.round_combo.count())]
        texts += [document.title if document else "", dialog.extras.performance_notice.text()]
        assert mine(dialog, texts=texts) == [], dialog.kind()


def _session(tmp_path: Path) -> DeskSession:
    return demo_session(tmp_path)


def test_withdraw_byes_and_tpn_exchange_on_the_demo(qtbot: QtBot, tmp_path: Path) -> None:
    session = _session(tmp_path)
    players = list(session.query(lambda d: d.players.all()))
    withdraw = shown(qtbot, WithdrawDialog(players[0], (4, 9)))
    assert isinstance(withdraw, WithdrawDialog)
    withdraw.expelled.setChecked(True)
    assert mine(withdraw) == []
    byes = shown(qtbot, ByesDialog(session, players[0].id))
    assert isinstance(byes, ByesDialog)
    assert mine(byes, [byes.panel]) == []
    exchange = shown(qtbot, TpnExchangeDialog(players))
    assert isinstance(exchange, TpnExchangeDialog)
    exchange.second.setCurrentIndex(0)
    exchange.accept()  # the same participant twice: the message
    assert exchange.message.text() and mine(exchange) == []


def test_long_event_and_chess960_with_their_errors(qtbot: QtBot, tmp_path: Path) -> None:
    session = _session(tmp_path)
    players = list(session.query(lambda d: d.players.all()))
    for suggested in (True, False):
        long_event = shown(qtbot, LongEventDialog(None, suggested, RoundRatings.FIRST, players, 9))
        assert isinstance(long_event, LongEventDialog)
        assert mine(long_event) == []
    long_event.flag.setChecked(True)
    item = long_event.grid.item(0, 1)
    assert item is not None
    item.setText("ΧΧ")
    long_event._accept_if_valid()
    assert mine(long_event) == []
    chess960 = shown(qtbot, Chess960Dialog(None, 5, False))
    assert isinstance(chess960, Chess960Dialog)
    chess960.on.setChecked(True)
    assert mine(chess960) == []
    cell = chess960.table.item(1, 1)
    assert cell is not None
    cell.setText("ΩΩΩ")  # not a position: the error names the round
    assert chess960.error.text() and mine(chess960) == []
    chess960.rule.setCurrentIndex(1)
    assert mine(chess960) == []


def _warning(level: WarningLevel, code: str) -> DeskWarning:
    """A warning as the services make it once converted: its words are Texts."""
    return DeskWarning(
        level,
        code,
        tr("A title"),  # type: ignore[arg-type]
        tr("What happened"),  # type: ignore[arg-type]
        questions=(157,),
        consequences=tr("What going ahead changes"),  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("level", list(WarningLevel))
def test_the_warning_dialog_at_every_level(qtbot: QtBot, level: WarningLevel) -> None:
    warnings = [_warning(level, "one"), _warning(level, "two")]
    dialog = shown(qtbot, WarningDialog(warnings, offer_leave_fide=True))
    assert isinstance(dialog, WarningDialog)
    level_name = level.label  # core/warnings.py's labels, converted on the services' branch
    assert mine(dialog, texts=[level_name]) == []
    if level is WarningLevel.TWO_STEP:
        dialog.go_button.click()  # type: ignore[union-attr]
        assert dialog.on_second_page and mine(dialog, texts=[level_name]) == []
    single = shown(qtbot, WarningDialog(warnings[:1]))
    assert mine(single, texts=[level_name]) == []


class _Pages:
    """A stand-in for the pages' server process: running once started, then stopped with exit code 1."""

    def __init__(self) -> None:
        self.running = False
        self.address = ""
        self.code: int | None = None

    def start(self, _source: object, address: str, port: int, _hide: bool) -> str:
        self.running, self.address = True, f"http://{address}:{port}/"
        return self.address

    def stop(self) -> None:
        self.running = False

    def exit_code(self) -> int | None:
        return self.code


def test_publish_on_the_venue_network_stopped_started_and_failed(qtbot: QtBot) -> None:
    pages = _Pages()
    dialog = shown(
        qtbot,
        PublishPagesDialog(None, pages, None, ["127.0.0.1"], proposals=True, set_proposals=lambda _on: True),  # type: ignore[arg-type]
    )
    assert isinstance(dialog, PublishPagesDialog)
    assert mine(dialog) == []
    dialog.toggle()  # started: the address, its QR code and where the screens are
    assert pages.running and mine(dialog) == []
    pages.code = 1
    dialog._check()  # the server stopped by itself: the message says why it may have
    assert mine(dialog) == []
    dialog.toggle()
    dialog.toggle()  # stopped by the arbiter
    assert mine(dialog) == []


def test_the_check_fails_on_an_unmarked_text(qtbot: QtBot) -> None:
    """The check itself: a label added in plain English is found."""
    dialog = shown(qtbot, PlayerImportDialog("κλαμπ.csv", []))
    label = QLabel("Plain English words", dialog)
    layout = dialog.layout()
    assert layout is not None
    layout.addWidget(label)
    label.show()
    assert mine(dialog, texts=[CSV_COLUMNS_HINT]) == ["QLabel() text: 'Plain English words'"]
