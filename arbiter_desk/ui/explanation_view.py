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
from arbiter_desk.ui.wording import shown, t, t_n, t_p

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
        parts.append(escape(shown(step.text)))
    return "<br>".join(parts) or "–"


def bracket_html(bracket: BracketExplanation, names: dict[int, str]) -> str:
    """The bracket's reasoning as HTML: residents, floaters, then each step with its article."""
    rows = [
        (t("Residents"), _tpns(bracket.residents, names)),
        (_capitalised(shown(bracket.floater_label)), _tpns(bracket.floaters, names)),
    ]
    rows += [(shown(step.label), _step_value(step, names)) for step in bracket.steps]
    body = "".join(f"<tr><th align='left'>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
    heading = escape(t("Bracket {score}", score=format_points(bracket.score)))
    return f"<h3>{heading}</h3><table cellspacing='4'>{body}</table>"


def _override_html(board: WhyBoard) -> str:
    changed, engine, reason = t("Changed by the arbiter"), t("Engine:"), t("Reason:")
    engine_board = board.engine_board or t("not paired so by the engine")
    return (
        f"<p><b>{OVERRIDE_MARK} {escape(changed)}</b> (C.04.2 art. 4.4)</p>"
        f"<p><b>{escape(engine)}</b> {escape(engine_board)}</p>"
        f"<p><b>{escape(reason)}</b> {escape(board.override_reason or '–')}</p>"
    )


def board_html(
    board: BoardExplanation | None,
    bracket: BracketExplanation | None,
    names: dict[int, str],
    published: WhyBoard | None = None,
) -> str:
    """One board's reasoning: the pair, the colour rule and the data it used, floats, and its bracket."""
    if published is not None and (board is None or published.overridden):
        head = f"<h3>{_board_heading(published.number, escape(published.white), escape(published.black))}</h3>"
        parts = [head, _override_html(published)]
        if bracket is not None:
            parts.append(bracket_html(bracket, names))
        return "".join(parts)
    if board is None:
        return ""
    number = board.board if published is None else published.number
    white = f"{board.white} {escape(names.get(board.white, ''))}"
    black = f"{board.black} {escape(names.get(board.black, ''))}"
    score = format_points(board.bracket_score)
    pair = t("{placed_by} in the {score} bracket.", placed_by=shown(board.placed_by), score=score)
    white_by = t("White by art. {rule}:", rule=board.colour_rule)
    pair_label = t("Pair:")
    parts = [
        f"<h3>{_board_heading(number, white, black)}</h3>",
        f"<p><b>{escape(pair_label)}</b> {escape(pair)}</p>",
        f"<p><b>{escape(white_by)}</b> {escape(shown(board.colour_reason))}</p>",
    ]
    if board.floats:
        floats = "; ".join(escape(shown(f)) for f in board.floats)
        label = t("Floats:")
        parts.append(f"<p><b>{escape(label)}</b> {floats}</p>")
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
        self.numbers_note.setText(why.numbering_note())
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
            members = _tpns(bracket.residents, {}) + (f" + {_tpns(bracket.floaters, {})}" if bracket.floaters else "")
            top = QTreeWidgetItem([t("Bracket {score}", score=format_points(bracket.score)), members])
            tip = t(
                "Residents {residents}; {floater_label} {floaters}",
                residents=_tpns(bracket.residents, names, html=False),
                floater_label=shown(bracket.floater_label),
                floaters=_tpns(bracket.floaters, names, html=False),
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
        notes = "".join(f"<li>{escape(shown(n))}</li>" for n in e.notes)
        extra = ""
        if self._why.is_overridden:
            marked = t("Boards marked were changed by the arbiter after the engine's pairing.")
            extra += f"<p><b>{OVERRIDE_MARK} {escape(marked)}</b></p>"
        if self._why.renumbered:
            extra += f"<p><i>{escape(self._why.numbering_note())}</i></p>"
        ga = virtual_html(sorted(self._virtual), self._virtual)
        head = f"<h2>{escape(_round_heading(e))}</h2><ul>{notes}</ul>"
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
                f"<p><b>{escape(_heading(shown(article_text(e.bye.rule))))}:</b> {escape(shown(e.bye.reason))}</p>"
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


def round_brackets_html(
    explanation: RoundExplanation | None, names: dict[int, str], why: RoundWhy | None = None
) -> str:
    """The whole round, bracket after bracket, with the bye and every board (published, overrides marked)."""
    if explanation is None:
        none = t("No engine explanation: this round was imported or entered by hand.")
        return f"<p>{escape(none)}</p>"
    parts = [f"<h2>{escape(_round_heading(explanation))}</h2>"]
    parts += [f"<p>{escape(shown(n))}</p>" for n in explanation.notes]
    if explanation.bye is not None:
        bye = explanation.bye
        pab = t("Pairing-allocated bye:")
        parts.append(
            f"<p><b>{escape(pab)}</b> {bye.player} {escape(names.get(bye.player, ''))} "
            f"({escape(shown(article_text(bye.rule)))}: {escape(shown(bye.reason))})</p>"
        )
    for bracket in explanation.brackets:
        parts.append(bracket_html(bracket, names))
        members = set(bracket.members)
        if why is not None and why.boards:
            rows = "".join(
                f"<tr><td align='right'>{_board_cell(b.number, b.overridden)}</td>"
                f"<td>{escape(b.white)}</td><td>–</td><td>{escape(b.black)}</td>"
                + f"<td><i>{escape(_published_note(b))}</i></td></tr>"
                for b in why.boards
                if (b.white_tpn if b.white_tpn is not None else b.black_tpn) in members
            )
        else:
            rows = "".join(
                f"<tr><td align='right'>{_board_cell(b.board, False)}</td>"
                f"<td>{b.white} {escape(names.get(b.white, ''))}</td>"
                f"<td>–</td><td>{b.black} {escape(names.get(b.black, ''))}</td>"
                f"<td><i>{escape(_white_by(b.colour_rule))}</i></td></tr>"
                for b in explanation.boards
                if b.white in members
            )
        if rows:
            head = escape(t("Boards of this bracket"))
            parts.append(f"<p><b>{head}</b></p><table cellspacing='2' cellpadding='2'>{rows}</table>")
    return "".join(parts)


def _white_by(rule: str) -> str:
    """``White by art. 5.2.2``: the colour rule that gave the first player White."""
    return t("White by art. {rule}", rule=rule)


def _published_note(board: WhyBoard) -> str:
    """What decided a published board's colours: the engine's rule, or the arbiter's change."""
    if board.engine is not None:
        return _white_by(board.engine.colour_rule)
    return t("changed by the arbiter; engine: {board}", board=board.engine_board)


def _board_heading(number: int, white: str, black: str) -> str:
    """``Board 3: white – black`` (the names already escaped for rich text)."""
    return t("Board {number}: {white} – {black}", number=number, white=white, black=black)


def _board_cell(number: int, overridden: bool) -> str:
    """A board's number in the round's table, marked when the arbiter changed it."""
    mark = f" {OVERRIDE_MARK}" if overridden else ""
    return escape(t("Board {number}{mark}:", number=number, mark=mark))


def _round_heading(explanation: RoundExplanation) -> str:
    """``Dutch system (C.04.3, 2026), round 5``."""
    return t("{system}, round {round}", system=shown(explanation.system), round=explanation.round)


def _capitalised(text: str) -> str:
    """The first letter upper-case, the rest as written."""
    return text[:1].upper() + text[1:]


def _heading(text: str) -> str:
    """``Art. 3.4`` as a heading; ``1992 A5`` unchanged."""
    return text[:1].upper() + text[1:]
