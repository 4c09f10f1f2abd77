"""Issue 35 item 5: right-to-left names do not scramble the numbers next to them on screen.

The screen texts that put a name beside numbers (the renumbering prompt, the board tables, the why-tree) wrap
the name in a first-strong isolate (``core.names.isolated``). Laid out by Qt as a label would lay it out, the
numbers must appear in the order they are written: left of the name what is written before it, "19" left of
"20" in "19→20".
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QTextLayout
from pytestqt.qtbot import QtBot

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.names import isolated
from arbiter_desk.services import Desk, PlayerData
from arbiter_desk.services.round_view import Seat
from arbiter_desk.services.round_why import round_why
from arbiter_desk.services.tpn import Renumbering, TpnMove
from arbiter_desk.store.records import PlayerId
from arbiter_desk.ui.explanation_view import ExplanationView
from tests.ui.round_fixtures import SETTINGS

ARABIC = "حداد، سمير"
HEBREW = "כהן, דוד"


def x_of(text: str, part: str) -> float:
    """Where ``part`` (its first character) is drawn in ``text`` laid out on one left-to-right line."""
    layout = QTextLayout(text, QFont())
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    index = text.index(part)
    left, _ = line.cursorToX(index)
    right, _ = line.cursorToX(index + 1)
    return min(left, right)


@pytest.mark.parametrize("name", [ARABIC, HEBREW])
def test_renumbering_prompt_keeps_old_then_new_number(qtbot: QtBot, name: str) -> None:
    notice = Renumbering((TpnMove(PlayerId(1), name, PairingNumber(19), PairingNumber(20)),), 2).notice()
    assert f"\u2068{name}\u2069 19→20" in notice
    assert x_of(notice, "19→") < x_of(notice, "→20")
    bare = f"{name} 19→20"  # what the prompt wrote before: the numbers swapped sides
    assert x_of(bare, "20") < x_of(bare, "19")
    shown = f"{isolated(name)} 19→20"
    assert x_of(shown, "19") < x_of(shown, "20")


@pytest.mark.parametrize("name", [ARABIC, HEBREW])
def test_board_label_keeps_the_pairing_number_after_the_name(qtbot: QtBot, name: str) -> None:
    label = Seat(PlayerId(1), PairingNumber(5), name, 2000, Decimal(0)).label
    assert label == f"\u2068{name}\u2069 (5)"
    assert x_of(label, name[0]) < x_of(label, "5")
    bare = f"{name} (5)"
    assert x_of(bare, "5") < x_of(bare, name[0])  # without the isolate the number jumps to the left


def test_why_tree_lines_keep_each_pairing_number_beside_its_name(qtbot: QtBot, tmp_path: Path) -> None:
    """The why-tree lists boards as ``12 Name – 5 Name`` (explanation_view): each number stays left of its own
    name, whatever direction the names are written in."""
    desk = Desk.create(tmp_path / "bidi.adesk", SETTINGS)
    for i, name in enumerate([ARABIC, HEBREW, "Abel, Ines", "Berg, Ola"]):
        desk.register_player(PlayerData(name, rating=2400 - 20 * i, fide_id=7000 + i))
    desk.pair_next_round()
    why = round_why(desk, 1)
    assert why.names[1] == isolated(ARABIC) and why.names[3] == "Abel, Ines"
    view = ExplanationView()
    qtbot.addWidget(view)
    view.set_why(why)
    assert why.explanation is not None
    lines = [label for b in why.explanation.brackets for _n, label, _c in view._boards_in(b)]
    line = next(text for text in lines if ARABIC in text)
    assert line.startswith("1 \u2068")
    other = line.split(" – ")[1].split(" ")[0]
    assert x_of(line, "1 ") < x_of(line, ARABIC[0]) < x_of(line, f"– {other}")
    desk.close()
