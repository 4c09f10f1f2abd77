"""Shows why the engine paired a round: the brackets, each board's reasoning, and the bye."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from arbiter_desk.core.pairing.explain import BoardExplanation, BracketExplanation, RoundExplanation
from arbiter_desk.core.scoring import format_points
from arbiter_desk.ui.plain_text import tooltip
from arbiter_desk.ui.virtual_points import VirtualPoints, virtual_html


def _tpns(values: tuple[int, ...], names: dict[int, str]) -> str:
    return ", ".join(f"{t} {names.get(t, '')}".strip() for t in values) or "–"


def bracket_html(bracket: BracketExplanation, names: dict[int, str]) -> str:
    """The bracket's reasoning as HTML (art. 3.2.1–3.2.6)."""
    rows = [
        ("Residents", _tpns(bracket.residents, names)),
        ("Upfloaters", _tpns(bracket.upfloaters, names)),
        ("Why these upfloaters", bracket.upfloater_reason or "–"),
        ("G1 (art. 3.2.3)", _tpns(bracket.g1, names)),
        ("G2", _tpns(bracket.g2, names)),
        ("Shifts (art. 3.2.4)", "<br>".join(escape(s) for s in bracket.shifts) or "none"),
        (
            "S1 by ARO (art. 3.2.5)",
            ", ".join(f"{t} (ARO {a})" for t, a in zip(bracket.s1, bracket.s1_aro, strict=False)) or "–",
        ),
        ("T2 (art. 3.2.6)", _tpns(bracket.t2, names)),
        ("Transposition", escape(bracket.transposition) or "–"),
    ]
    rows += [("Note", escape(n)) for n in bracket.notes]
    body = "".join(f"<tr><th align='left'>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
    return f"<h3>Bracket {format_points(bracket.score)}</h3><table cellspacing='4'>{body}</table>"


def board_html(board: BoardExplanation, bracket: BracketExplanation | None, names: dict[int, str]) -> str:
    """One board's reasoning: the pair, the colour rule and the data it used, floats, and its bracket."""
    white = f"{board.white} {escape(names.get(board.white, ''))}"
    black = f"{board.black} {escape(names.get(board.black, ''))}"
    parts = [
        f"<h3>Board {board.board}: {white} – {black}</h3>",
        f"<p><b>Pair:</b> {escape(board.placed_by)} in the {format_points(board.bracket_score)} bracket.</p>",
        f"<p><b>White by art. {escape(board.colour_rule)}:</b> {escape(board.colour_reason)}</p>",
    ]
    if board.floats:
        parts.append("<p><b>Floats:</b> " + "; ".join(escape(f) for f in board.floats) + "</p>")
    if bracket is not None:
        parts.append(bracket_html(bracket, names))
    return "".join(parts)


class ExplanationView(QWidget):
    """A tree of brackets and boards with the selected item's reasoning next to it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._explanation: RoundExplanation | None = None
        self._names: dict[int, str] = {}
        self._virtual: VirtualPoints = {}
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels(["Bracket / board", "Players"])
        self.tree.setColumnWidth(0, 150)
        self.detail = QTextBrowser(self)
        self.detail.setOpenExternalLinks(False)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([240, 360])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.tree.currentItemChanged.connect(self._show_current)

    def set_explanation(
        self, explanation: RoundExplanation | None, names: dict[int, str], virtual: VirtualPoints | None = None
    ) -> None:
        self._explanation = explanation
        self._names = names
        self._virtual = virtual or {}
        self.tree.clear()
        self.detail.clear()
        if explanation is None:
            return
        if explanation.bye is not None:
            item = QTreeWidgetItem(["Bye", f"{explanation.bye.player} {names.get(explanation.bye.player, '')}"])
            item.setData(0, 256, ("bye", 0))
            self.tree.addTopLevelItem(item)
        for index, bracket in enumerate(explanation.brackets):
            members = _tpns(bracket.residents, {}) + (
                f" + {_tpns(bracket.upfloaters, {})}" if bracket.upfloaters else ""
            )
            top = QTreeWidgetItem([f"Bracket {format_points(bracket.score)}", members])
            top.setToolTip(
                1,
                tooltip(f"Residents {_tpns(bracket.residents, names)}; upfloaters {_tpns(bracket.upfloaters, names)}"),
            )
            top.setData(0, 256, ("bracket", index))
            self.tree.addTopLevelItem(top)
            for board in explanation.boards:
                if board.white in bracket.residents + bracket.upfloaters:
                    pair = f"{board.white} {names.get(board.white, '')} – {board.black} {names.get(board.black, '')}"
                    child = QTreeWidgetItem([f"Board {board.board}", pair])
                    child.setData(0, 256, ("board", board.board))
                    top.addChild(child)
            top.setExpanded(True)
        self.detail.setHtml(self.round_html())

    def round_html(self) -> str:
        e = self._explanation
        if e is None:
            return ""
        notes = "".join(f"<li>{escape(n)}</li>" for n in e.notes)
        ga = virtual_html(sorted(self._virtual), self._virtual)
        return f"<h2>{escape(e.system)}, round {e.round}</h2><ul>{notes}</ul>{ga}<p>Select a bracket or a board.</p>"

    def show_board(self, number: int) -> None:
        """Select the board's item and show its reasoning."""
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None:
                continue
            for j in range(top.childCount()):
                child = top.child(j)
                if child is not None and child.data(0, 256) == ("board", number):
                    self.tree.setCurrentItem(child)
                    return

    def _show_current(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        e = self._explanation
        if item is None or e is None:
            return
        kind, key = item.data(0, 256)
        if kind == "bye" and e.bye is not None:
            excluded = "".join(f"<li>{t}: {escape(why)}</li>" for t, why in e.bye.excluded)
            self.detail.setHtml(
                f"<h3>Pairing-allocated bye: {e.bye.player} {escape(self._names.get(e.bye.player, ''))}</h3>"
                f"<p><b>Art. {escape(e.bye.rule)}:</b> {escape(e.bye.reason)}</p>"
                + (f"<p>Passed over:</p><ul>{excluded}</ul>" if excluded else "")
            )
        elif kind == "bracket":
            self.detail.setHtml(bracket_html(e.brackets[key], self._names))
        elif kind == "board":
            board = e.board(key)
            if board is not None:
                ga = virtual_html((board.white, board.black), self._virtual)
                self.detail.setHtml(ga + board_html(board, e.bracket_of(board.white), self._names))


def round_brackets_html(explanation: RoundExplanation | None, names: dict[int, str]) -> str:
    """The whole round, bracket after bracket (C.04.4.1 art. 3.2), with the bye (art. 3.1) and every board."""
    if explanation is None:
        return "<p>No engine explanation: this round was imported or entered by hand.</p>"
    parts = [f"<h2>{escape(explanation.system)}, round {explanation.round}</h2>"]
    parts += [f"<p>{escape(n)}</p>" for n in explanation.notes]
    if explanation.bye is not None:
        bye = explanation.bye
        parts.append(
            f"<p><b>Pairing-allocated bye:</b> {bye.player} {escape(names.get(bye.player, ''))} "
            f"(art. {escape(bye.rule)}: {escape(bye.reason)})</p>"
        )
    for bracket in explanation.brackets:
        parts.append(bracket_html(bracket, names))
        boards = [b for b in explanation.boards if b.white in bracket.residents + bracket.upfloaters]
        rows = "".join(
            f"<tr><td align='right'>Board {b.board}:</td><td>{b.white} {escape(names.get(b.white, ''))}</td>"
            f"<td>–</td><td>{b.black} {escape(names.get(b.black, ''))}</td>"
            f"<td><i>White by art. {escape(b.colour_rule)}</i></td></tr>"
            for b in boards
        )
        if rows:
            parts.append(f"<p><b>Boards of this bracket</b></p><table cellspacing='2' cellpadding='2'>{rows}</table>")
    return "".join(parts)
