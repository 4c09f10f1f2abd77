"""Shows why a round is paired as it is: the brackets, each published board's reasoning, and the bye.

One view for every pairing system: brackets are lists of generic steps (``core/pairing/explain.py``) in the
system's own words. Boards are the *published* ones (``services/round_why.py``): a board changed by an
override (C.04.2 art. 4.4) is marked, with the engine's board and the 4.4 reason beside it (issue 16 item 4).
Participants are named through the numbering the explanation was made with (issue 16 item 2).
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
    Step,
    article_text,
)
from arbiter_desk.core.scoring import format_points
from arbiter_desk.services.round_why import RoundWhy, WhyBoard
from arbiter_desk.ui.glossary import GlossedBrowser, words_of
from arbiter_desk.ui.plain_text import tooltip
from arbiter_desk.ui.virtual_points import VirtualPoints, virtual_html

OVERRIDE_MARK = "✎"
_ROLE = 256


def _tpns(values: tuple[int, ...], names: dict[int, str], *, html: bool = True) -> str:
    """Pairing numbers with names; escaped for rich text unless ``html`` is False (plain text, a tooltip)."""
    show = escape if html else str
    return ", ".join(f"{t} {show(names.get(t, ''))}".strip() for t in values) or "–"


def paired_bracket(explanation: RoundExplanation, board: BoardExplanation) -> BracketExplanation | None:
    """The bracket the board was paired in: the one of the board's ``bracket_score`` holding its players. A
    board of a moved-down player is not in his home bracket, which he left as a downfloater (C.04.3 1.4.1)."""
    for bracket in explanation.brackets:
        members = bracket.members
        if bracket.score == board.bracket_score and (board.white in members or board.black in members):
            return bracket
    return explanation.bracket_of(board.white)


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


def _step_value(step: Step, names: dict[int, str]) -> str:
    parts: list[str] = []
    if step.players:
        if step.values:
            parts.append(", ".join(f"{t} ({escape(v)})" for t, v in zip(step.players, step.values, strict=False)))
        else:
            parts.append(_tpns(step.players, names))
    if step.text:
        parts.append(escape(step.text))
    return "<br>".join(parts) or "–"


def bracket_html(bracket: BracketExplanation, names: dict[int, str]) -> str:
    """The bracket's reasoning as HTML: residents, floaters, then each step with its article."""
    rows = [
        ("Residents", _tpns(bracket.residents, names)),
        (bracket.floater_label.capitalize(), _tpns(bracket.floaters, names)),
    ]
    rows += [(step.label, _step_value(step, names)) for step in bracket.steps]
    body = "".join(f"<tr><th align='left'>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
    return f"<h3>Bracket {format_points(bracket.score)}</h3><table cellspacing='4'>{body}</table>"


def _override_html(board: WhyBoard) -> str:
    return (
        f"<p><b>{OVERRIDE_MARK} Changed by the arbiter</b> (C.04.2 art. 4.4)</p>"
        f"<p><b>Engine:</b> {escape(board.engine_board or 'not paired so by the engine')}</p>"
        f"<p><b>Reason:</b> {escape(board.override_reason or '–')}</p>"
    )


def board_html(
    board: BoardExplanation | None,
    bracket: BracketExplanation | None,
    names: dict[int, str],
    published: WhyBoard | None = None,
) -> str:
    """One board's reasoning: the pair, the colour rule and the data it used, floats, and its bracket."""
    if published is not None and (board is None or published.overridden):
        head = f"<h3>Board {published.number}: {escape(published.white)} – {escape(published.black)}</h3>"
        parts = [head, _override_html(published)]
        if bracket is not None:
            parts.append(bracket_html(bracket, names))
        return "".join(parts)
    if board is None:
        return ""
    number = board.board if published is None else published.number
    white = f"{board.white} {escape(names.get(board.white, ''))}"
    black = f"{board.black} {escape(names.get(board.black, ''))}"
    parts = [
        f"<h3>Board {number}: {white} – {black}</h3>",
        f"<p><b>Pair:</b> {escape(board.placed_by)} in the {format_points(board.bracket_score)} bracket.</p>",
        f"<p><b>White by art. {escape(board.colour_rule)}:</b> {escape(board.colour_reason)}</p>",
    ]
    if board.floats:
        parts.append("<p><b>Floats:</b> " + "; ".join(escape(f) for f in board.floats) + "</p>")
    if bracket is not None:
        parts.append(bracket_html(bracket, names))
    return "".join(parts)


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
        self.tree.setHeaderLabels(["Bracket / board", "Players", "Changed"])
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
        self.numbers_note.setText(why.numbering_note())
        self.numbers_note.setVisible(bool(self.numbers_note.text()))
        self.detail.set_system(words_of(explanation))
        if explanation is None:
            return
        if explanation.bye is not None:
            item = QTreeWidgetItem(["Bye", f"{explanation.bye.player} {names.get(explanation.bye.player, '')}"])
            item.setData(0, _ROLE, ("bye", 0))
            self.tree.addTopLevelItem(item)
        placed: set[int] = set()
        for index, bracket in enumerate(explanation.brackets):
            members = _tpns(bracket.residents, {}) + (f" + {_tpns(bracket.floaters, {})}" if bracket.floaters else "")
            top = QTreeWidgetItem([f"Bracket {format_points(bracket.score)}", members])
            top.setToolTip(
                1,
                tooltip(
                    f"Residents {_tpns(bracket.residents, names, html=False)}; "
                    f"{bracket.floater_label} {_tpns(bracket.floaters, names, html=False)}"
                ),
            )
            top.setData(0, _ROLE, ("bracket", index))
            self.tree.addTopLevelItem(top)
            for number, label, changed in self._boards_in(bracket):
                top.addChild(self._board_item(number, label, changed))
                placed.add(number)
            top.setExpanded(True)
        rest = [b for b in why.boards if b.number not in placed]
        if rest:
            extra = QTreeWidgetItem(["Changed by override", f"{len(rest)} board(s) outside the engine's brackets"])
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
            changed = f"{OVERRIDE_MARK} engine: {published.engine_board or '–'}"
        item = QTreeWidgetItem([f"Board {number}" + (f" {OVERRIDE_MARK}" if overridden else ""), label, changed])
        item.setData(0, _ROLE, ("board", number))
        if overridden:
            brush = QBrush(QColor("#8a4b00"))
            for column in range(3):
                item.setForeground(column, brush)
            reason = published.override_reason if published else ""
            tip = f"Changed by the arbiter (C.04.2 art. 4.4). Engine: {changed}. {reason}"
            for column in range(3):
                item.setToolTip(column, tooltip(tip))
        return item

    def round_html(self) -> str:
        e = self._explanation
        if e is None:
            return ""
        notes = "".join(f"<li>{escape(n)}</li>" for n in e.notes)
        extra = ""
        if self._why.is_overridden:
            extra += (
                f"<p><b>{OVERRIDE_MARK} Boards marked were changed by the arbiter after the engine's pairing.</b></p>"
            )
        if self._why.renumbered:
            extra += f"<p><i>{escape(self._why.numbering_note())}</i></p>"
        ga = virtual_html(sorted(self._virtual), self._virtual)
        head = f"<h2>{escape(e.system)}, round {e.round}</h2><ul>{notes}</ul>"
        return f"{head}{extra}{ga}<p>Select a bracket or a board.</p>"

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
            excluded = "".join(f"<li>{t}: {escape(why)}</li>" for t, why in e.bye.excluded)
            self.detail.setHtml(
                f"<h3>Pairing-allocated bye: {e.bye.player} {escape(self._names.get(e.bye.player, ''))}</h3>"
                f"<p><b>{escape(_heading(article_text(e.bye.rule)))}:</b> {escape(e.bye.reason)}</p>"
                + (f"<p>Passed over:</p><ul>{excluded}</ul>" if excluded else "")
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


def round_brackets_html(
    explanation: RoundExplanation | None, names: dict[int, str], why: RoundWhy | None = None
) -> str:
    """The whole round, bracket after bracket, with the bye and every board (published, overrides marked)."""
    if explanation is None:
        return "<p>No engine explanation: this round was imported or entered by hand.</p>"
    parts = [f"<h2>{escape(explanation.system)}, round {explanation.round}</h2>"]
    parts += [f"<p>{escape(n)}</p>" for n in explanation.notes]
    if explanation.bye is not None:
        bye = explanation.bye
        parts.append(
            f"<p><b>Pairing-allocated bye:</b> {bye.player} {escape(names.get(bye.player, ''))} "
            f"({escape(article_text(bye.rule))}: {escape(bye.reason)})</p>"
        )
    for bracket in explanation.brackets:
        parts.append(bracket_html(bracket, names))
        members = set(bracket.members)
        if why is not None and why.boards:
            rows = "".join(
                f"<tr><td align='right'>Board {b.number}{' ' + OVERRIDE_MARK if b.overridden else ''}:</td>"
                f"<td>{escape(b.white)}</td><td>–</td><td>{escape(b.black)}</td>"
                + (
                    f"<td><i>White by art. {escape(b.engine.colour_rule)}</i></td></tr>"
                    if b.engine is not None
                    else f"<td><i>changed by the arbiter; engine: {escape(b.engine_board)}</i></td></tr>"
                )
                for b in why.boards
                if (b.white_tpn if b.white_tpn is not None else b.black_tpn) in members
            )
        else:
            rows = "".join(
                f"<tr><td align='right'>Board {b.board}:</td><td>{b.white} {escape(names.get(b.white, ''))}</td>"
                f"<td>–</td><td>{b.black} {escape(names.get(b.black, ''))}</td>"
                f"<td><i>White by art. {escape(b.colour_rule)}</i></td></tr>"
                for b in explanation.boards
                if b.white in members
            )
        if rows:
            parts.append(f"<p><b>Boards of this bracket</b></p><table cellspacing='2' cellpadding='2'>{rows}</table>")
    return "".join(parts)


def _heading(text: str) -> str:
    """``Art. 3.4`` as a heading; ``1992 A5`` unchanged."""
    return text[:1].upper() + text[1:]
