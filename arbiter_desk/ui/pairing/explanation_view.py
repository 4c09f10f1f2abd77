"""Shows why a round is paired as it is: the brackets, each published board's reasoning, and the bye.

One view for every pairing system: brackets are lists of generic steps (``core/pairing/explain.py``) in the
system's own words. Boards are the *published* ones (``services/pairing/round_why.py``): a board changed by an
override (C.04.2 art. 4.4) is marked, with the engine's board and the 4.4 reason beside it.
Participants are named through the numbering the explanation was made with.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QLabel, QSplitter, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from arbiter_desk.core.pairing.explain import (
    BoardExplanation,
    BracketExplanation,
    RoundExplanation,
    article_text,
)
from arbiter_desk.core.scoring import format_points
from arbiter_desk.services.pairing.round_why import RoundWhy, WhyBoard
from arbiter_desk.ui.common.plain_text import tooltip
from arbiter_desk.ui.common.wording import shown, t, t_n, t_p
from arbiter_desk.ui.pairing.explanation_html import (
    OVERRIDE_MARK,
    board_html,
    bracket_html,
    heading_of,
    paired_bracket,
    round_brackets_html,
    round_heading,
    tpns,
)
from arbiter_desk.ui.pairing.glossary import GlossedBrowser, words_of
from arbiter_desk.ui.pairing.virtual_points import VirtualPoints, virtual_html

__all__ = ["OVERRIDE_MARK", "ExplanationView", "paired_bracket", "round_brackets_html"]

_ROLE = 256


class BracketFinder:
    """``paired_bracket`` for every board of a round at once: the brackets' members as sets, by score, made
    once (a 5,000-player round has 2,500 boards and dozens of brackets: asked board by board, the tree took
    a second of the GUI thread)."""

    def __init__(self, explanation: RoundExplanation) -> None:
        self.explanation = explanation
        self._by_score: dict[object, list[tuple[int, frozenset[int]]]] = {}
        self._home: dict[int, int] = {}
        for index, bracket in enumerate(explanation.brackets):
            self._by_score.setdefault(bracket.score, []).append((index, frozenset(bracket.members)))
            for tpn in bracket.members:
                self._home.setdefault(tpn, index)  # ``bracket_of``: the first bracket holding the player

    def index_of(self, board: BoardExplanation) -> int | None:
        """The index in ``explanation.brackets`` of ``paired_bracket(explanation, board)``."""
        for index, members in self._by_score.get(board.bracket_score, ()):
            if board.white in members or board.black in members:
                return index
        return self._home.get(board.white)


def _why_of(explanation: RoundExplanation | None, names: dict[int, str]) -> RoundWhy:
    """A why-tree of the engine's boards only (no published round to lay them over)."""
    return RoundWhy(explanation, names)


class ExplanationView(QWidget):
    """A tree of brackets and published boards with the selected item's reasoning next to it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._why: RoundWhy = RoundWhy(None, {})
        self._virtual: VirtualPoints = {}
        self._published: dict[int, WhyBoard] = {}
        """The published boards by number."""
        self._listing: dict[int, list[tuple[int, str, bool]]] | None = None
        """The tree's board entries by bracket index (made once per round shown)."""
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels([t("Bracket / board"), t("Players"), t("Changed")])
        self.tree.setColumnWidth(0, 150)
        self.tree.setColumnWidth(1, 260)
        self.detail = GlossedBrowser(self)
        self.detail.setOpenExternalLinks(False)
        self.numbers_note = QLabel(self)
        self.numbers_note.setTextFormat(Qt.TextFormat.PlainText)
        self.numbers_note.setWordWrap(True)
        self.numbers_note.setStyleSheet("background:#fff1c4; padding:3px")
        self.numbers_note.hide()
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([240, 360])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.numbers_note)
        layout.addWidget(splitter)
        self.tree.currentItemChanged.connect(self._show_current)

    @property
    def _explanation(self) -> RoundExplanation | None:
        return self._why.explanation

    @property
    def _names(self) -> dict[int, str]:
        return self._why.names

    def set_explanation(
        self, explanation: RoundExplanation | None, names: dict[int, str], virtual: VirtualPoints | None = None
    ) -> None:
        """Show the engine's explanation alone (its own boards)."""
        self.set_why(_why_of(explanation, names), virtual)

    def set_why(self, why: RoundWhy, virtual: VirtualPoints | None = None) -> None:
        """Show a round as published, the engine's reasons laid over it; ``virtual``: Baku points by TPN."""
        self._why = why
        self._virtual = virtual or {}
        self._published = {b.number: b for b in why.boards}
        self._listing = None
        self.tree.clear()
        self.detail.clear()
        self.tree.setColumnHidden(2, not why.is_overridden)  # "Changed" only when the arbiter changed boards
        explanation, names = why.explanation, why.names
        self.numbers_note.setText(shown(why.numbering_note()))
        self.numbers_note.setVisible(bool(self.numbers_note.text()))
        self.detail.set_system(words_of(explanation))
        if explanation is None:
            return
        if explanation.bye is not None:
            bye = explanation.bye.player
            item = QTreeWidgetItem([t_p("pairing bye", "Bye"), f"{bye} {names.get(bye, '')}"])
            item.setData(0, _ROLE, ("bye", 0))
            self.tree.addTopLevelItem(item)
        placed: set[int] = set()
        for index, bracket in enumerate(explanation.brackets):
            members = tpns(bracket.residents, {}) + (f" + {tpns(bracket.floaters, {})}" if bracket.floaters else "")
            top = QTreeWidgetItem([t("Bracket {score}", score=format_points(bracket.score)), members])
            tip = t(
                "Residents {residents}; {floater_label} {floaters}",
                residents=tpns(bracket.residents, names, html=False),
                floater_label=shown(bracket.floater_label),
                floaters=tpns(bracket.floaters, names, html=False),
            )
            top.setToolTip(1, tooltip(tip))
            top.setData(0, _ROLE, ("bracket", index))
            self.tree.addTopLevelItem(top)
            for number, label, changed in self._boards_in(bracket):
                top.addChild(self._board_item(number, label, changed))
                placed.add(number)
            top.setExpanded(True)
        rest = [b for b in why.boards if b.number not in placed]
        if rest:
            outside = t_n(
                "{count} board outside the engine's brackets", "{count} boards outside the engine's brackets", len(rest)
            )
            extra = QTreeWidgetItem([t("Changed by override"), outside])
            extra.setData(0, _ROLE, ("none", 0))
            self.tree.addTopLevelItem(extra)
            for b in rest:
                extra.addChild(self._board_item(b.number, f"{b.white} – {b.black}", b.overridden))
            extra.setExpanded(True)
        self.detail.setHtml(self.round_html())

    def _boards_in(self, bracket: BracketExplanation) -> list[tuple[int, str, bool]]:
        """(published number, players, overridden) of the boards listed under ``bracket``: those paired in it
        (``paired_bracket``), or a board the engine did not make whose first player is one of its members."""
        e = self._why.explanation
        if e is None:
            return []
        if self._listing is None:
            self._listing = self._list_boards(e)
        wanted = [i for i, b in enumerate(e.brackets) if b == bracket]
        return [entry for index in wanted for entry in self._listing.get(index, [])]

    def _list_boards(self, e: RoundExplanation) -> dict[int, list[tuple[int, str, bool]]]:
        """Each board's tree entry under the index of its bracket, in board order (one pass over the round)."""
        why, names, finder = self._why, self._why.names, BracketFinder(e)
        listing: dict[int, list[tuple[int, str, bool]]] = {}
        if not why.boards:
            for engine in e.boards:
                index = finder.index_of(engine)
                if index is not None:
                    wt, bt = engine.white, engine.black
                    label = f"{wt} {names.get(wt, '')} – {bt} {names.get(bt, '')}"
                    listing.setdefault(index, []).append((engine.board, label, False))
            return listing
        for b in why.boards:
            first = b.white_tpn if b.white_tpn is not None else b.black_tpn
            if b.engine is not None:
                indices = [finder.index_of(b.engine)]
            else:  # a board the arbiter made: under every bracket holding its first player
                indices = [i for i, bracket in enumerate(e.brackets) if first is not None and first in bracket.members]
            white = f"{b.white_tpn or ''} {b.white}".strip()
            black = f"{b.black_tpn or ''} {b.black}".strip()
            for index in indices:
                if index is not None:
                    listing.setdefault(index, []).append((b.number, f"{white} – {black}", b.overridden))
        return listing

    def _board_item(self, number: int, label: str, overridden: bool) -> QTreeWidgetItem:
        published = self._published.get(number)
        changed = ""
        if overridden and published is not None:
            changed = t("{mark} engine: {board}", mark=OVERRIDE_MARK, board=published.engine_board or "–")
        heading = t("Board {number}", number=number) + (f" {OVERRIDE_MARK}" if overridden else "")
        item = QTreeWidgetItem([heading, label, changed])
        item.setData(0, _ROLE, ("board", number))
        if overridden:
            brush = QBrush(QColor("#8a4b00"))
            for column in range(3):
                item.setForeground(column, brush)
            reason = published.override_reason if published else ""
            tip = t(
                "Changed by the arbiter (C.04.2 art. 4.4). Engine: {engine}. {reason}", engine=changed, reason=reason
            )
            for column in range(3):
                item.setToolTip(column, tooltip(tip))
        return item

    def round_html(self) -> str:
        e = self._explanation
        if e is None:
            return ""
        notes = "".join(f"<li>{escape(shown(n))}</li>" for n in e.notes_shown())
        extra = ""
        if self._why.is_overridden:
            marked = t("Boards marked were changed by the arbiter after the engine's pairing.")
            extra += f"<p><b>{OVERRIDE_MARK} {escape(marked)}</b></p>"
        if self._why.renumbered:
            extra += f"<p><i>{escape(shown(self._why.numbering_note()))}</i></p>"
        ga = virtual_html(sorted(self._virtual), self._virtual)
        head = f"<h2>{escape(round_heading(e))}</h2><ul>{notes}</ul>"
        select = t("Select a bracket or a board.")
        return f"{head}{extra}{ga}<p>{escape(select)}</p>"

    def show_board(self, number: int) -> None:
        """Select the board's item and show its reasoning."""
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None:
                continue
            for j in range(top.childCount()):
                child = top.child(j)
                if child is not None and child.data(0, _ROLE) == ("board", number):
                    self.tree.setCurrentItem(child)
                    return

    def _show_current(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        e = self._explanation
        if item is None or e is None:
            return
        kind, key = item.data(0, _ROLE)
        if kind == "bye" and e.bye is not None:
            excluded = "".join(f"<li>{tpn}: {escape(shown(why))}</li>" for tpn, why in e.bye.excluded)
            player = f"{e.bye.player} {self._names.get(e.bye.player, '')}".strip()
            heading = t("Pairing-allocated bye: {player}", player=player)
            passed = t("Passed over:")
            self.detail.setHtml(
                f"<h3>{escape(heading)}</h3>"
                f"<p><b>{escape(heading_of(shown(article_text(e.bye.rule))))}:</b> {escape(shown(e.bye.reason))}</p>"
                + (f"<p>{escape(passed)}</p><ul>{excluded}</ul>" if excluded else "")
            )
        elif kind == "bracket":
            self.detail.setHtml(bracket_html(e.brackets[key], self._names))
        elif kind == "board":
            self.detail.setHtml(self.board_detail(key))

    def board_detail(self, number: int) -> str:
        e = self._explanation
        if e is None:
            return ""
        published = self._published.get(number)
        if published is None:
            board = e.board(number)
            if board is None:
                return ""
            ga = virtual_html((board.white, board.black), self._virtual)
            return ga + board_html(board, paired_bracket(e, board), self._names)
        tpn = published.white_tpn if published.white_tpn is not None else published.black_tpn
        if published.engine is not None:
            bracket = paired_bracket(e, published.engine)
        else:
            bracket = None if tpn is None else e.bracket_of(tpn)
        seats = tuple(t for t in (published.white_tpn, published.black_tpn) if t is not None)
        ga = virtual_html(seats, self._virtual)
        return ga + board_html(published.engine, bracket, self._names, published)
