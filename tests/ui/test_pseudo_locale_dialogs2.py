"""Every visible word of the second set of dialogs goes through the catalogs (issue #48, languages): each dialog
built and shown under the pseudo-language, with data, and no word outside the ⟦…⟧ marks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from arbiter_desk.services import Desk
from arbiter_desk.ui.dialogs.override_dialog import OverrideDialog
from arbiter_desk.ui.dialogs.rating_list_dialog import RatingListImportDialog
from tests.ui.desk_helpers import session_on
from tests.ui.pseudo_locale import pseudo_language, unmarked
from tests.ui.rating_list_fixtures import write_txt_list
from tests.ui.round_fixtures import new_desk, play

__all__ = ["pseudo_language"]


@pytest.fixture
def paired_desk(tmp_path: Path) -> Iterator[Desk]:
    """Round 3 paired and published after two played rounds (the override dialog's own fixture)."""
    desk = new_desk(tmp_path)
    play(desk, 2)
    desk.pair_next_round()
    desk.publish_round()
    yield desk
    desk.close()


def shown_clean(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    found = unmarked(widget)
    assert found == [], "\n".join(found)


@pytest.mark.usefixtures("pseudo_language")
def test_the_override_dialog_speaks_the_language(qtbot: QtBot, paired_desk: Desk) -> None:
    """C.04.2 art. 4.4: the manual-pairing phase, edited (colours swapped) so the checks and the hint show."""
    dialog = OverrideDialog(session_on(paired_desk), 3)
    dialog.swap_colours(0)
    shown_clean(qtbot, dialog)
    dialog.reason_edit.setPlainText("Κανονισμός 9")
    assert unmarked(dialog) == []


@pytest.mark.usefixtures("pseudo_language")
def test_the_rating_list_import_speaks_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    """Import rating list: while reading, then the outcome with its Close button."""
    dialog = RatingListImportDialog(write_txt_list(tmp_path / "list.txt", 25), tmp_path / "ratings.sqlite")
    shown_clean(qtbot, dialog)
    with qtbot.waitSignal(dialog.worker.finished, timeout=10000):
        dialog.start()
    found = unmarked(dialog)
    assert found == [], "\n".join(found)
