"""The team rules in Tournament → Settings when the Team Swiss system (C.04.6) is chosen.

Board colours (TRF 352: its length is the number of boards), Type A/B colour preferences (art. 1.7), primary and
secondary score (art. 1.2), match points for a won/drawn/lost match (TRF 362) and the team tie-breaks (C.07).
The PAB's match and game points (TRF 320, art. 1.4: a drawn match "unless the regulations … state otherwise",
reading T6): blank = a drawn match (it follows the drawn match's points and the number of boards); a value the
regulations give is kept as typed.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal, InvalidOperation

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.core.results import Colour
from arbiter_desk.core.teams import MatchPoints, PreferenceType, TeamRules, TeamScore
from arbiter_desk.core.text import Text, tr
from arbiter_desk.core.tiebreaks.teams import parse_team_tiebreaks
from arbiter_desk.ui.common.wording import shown, t, t_n
from arbiter_desk.ui.standings.tiebreak_picker import TEAM, TieBreakPicker

SCORES: tuple[tuple[Text, TeamScore, TeamScore | None], ...] = (
    (tr("Match points, then game points (default)"), TeamScore.MATCH_POINTS, TeamScore.GAME_POINTS),
    (tr("Game points, then match points"), TeamScore.GAME_POINTS, TeamScore.MATCH_POINTS),
    (tr("Match points only"), TeamScore.MATCH_POINTS, None),
    (tr("Game points only"), TeamScore.GAME_POINTS, None),
)


def _number(text: str, what: Text) -> Decimal:
    try:
        value = Decimal(text.strip().replace(",", "."))
    except InvalidOperation:
        raise InvalidInputError(
            tr("{field} must be a number such as 2 or 1, not '{value}'", field=what, value=text)
        ) from None
    if value < 0:
        raise InvalidInputError(tr("{field} cannot be negative", field=what))
    return value


class TeamRulesBox(QGroupBox):
    """Edits ``TeamRules`` and the team tie-breaks; ``rules()`` raises ``InvalidInputError`` naming the field."""

    def __init__(self, rules: TeamRules | None, tiebreaks: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(t("Team rules (C.04.6)"), parent)
        rules = rules or TeamRules()
        self.board_colours = QLineEdit("".join("W" if c is Colour.WHITE else "B" for c in rules.board_colours), self)
        self.board_colours.setToolTip(
            t("Colours of the team with White on board 1, board by board (TRF 352); its length is the number of boards")
        )
        self.boards_label = QLabel(self)
        self.board_colours.textChanged.connect(self._show_boards)
        self.preference = QComboBox(self)
        self.preference.addItem(t("Type A (art. 1.7.1)"), PreferenceType.A)
        self.preference.addItem(t("Type B, strong and mild (art. 1.7.2)"), PreferenceType.B)
        self.preference.setCurrentIndex(0 if rules.preference_type is PreferenceType.A else 1)
        self.scores = QComboBox(self)
        for choice, primary, secondary in SCORES:
            self.scores.addItem(shown(choice), (primary, secondary))
        chosen = next(i for i, s in enumerate(SCORES) if (s[1], s[2]) == (rules.primary, rules.secondary))
        self.scores.setCurrentIndex(chosen)
        mp = rules.match_points
        self.win, self.draw, self.loss = (QLineEdit(str(v), self) for v in (mp.win, mp.draw, mp.loss))
        drawn = replace(rules, pab_match_points=None, pab_game_points=None).pab_points
        own = rules.pab_points if rules.pab_points != drawn else (None, None)
        self.pab_mp, self.pab_gp = (QLineEdit("" if v is None else str(v), self) for v in own)
        self.pab_mp.setPlaceholderText(t("a draw's"))
        self.pab_gp.setPlaceholderText(t("boards ÷ 2"))
        self.tiebreak_picker = TieBreakPicker(tiebreaks, self, TEAM)
        self.tiebreaks = self.tiebreak_picker.text
        """The list as text (the picker keeps it in step; it may be typed too)."""
        form = QFormLayout(self)
        colours = QHBoxLayout()
        colours.addWidget(self.board_colours)
        colours.addWidget(self.boards_label, 1)
        form.addRow(t("Board colours"), colours)
        form.addRow(t("Colour preferences"), self.preference)
        form.addRow(t("Score"), self.scores)
        points = QHBoxLayout()
        for label, edit in ((t("won"), self.win), (t("drawn"), self.draw), (t("lost"), self.loss)):
            edit.setMaximumWidth(52)
            points.addWidget(QLabel(label, self))
            points.addWidget(edit)
        points.addStretch(1)
        form.addRow(t("Match points"), points)
        pab = QHBoxLayout()
        for label, edit in ((t("match points"), self.pab_mp), (t("game points"), self.pab_gp)):
            edit.setMaximumWidth(90)
            pab.addWidget(QLabel(label, self))
            pab.addWidget(edit)
        pab.addWidget(QLabel(t("(art. 1.4; blank = a drawn match)"), self))
        pab.addStretch(1)
        form.addRow(t("Pairing-allocated bye"), pab)
        self._show_boards()

    def focus_chain(self) -> list[QWidget]:
        """The box's fields in the order Tab visits them."""
        return [
            self.board_colours, self.preference, self.scores, self.win, self.draw, self.loss, self.pab_mp,
            self.pab_gp,
        ]  # fmt: skip

    def _show_boards(self) -> None:
        n = len(self.board_colours.text().strip())
        self.boards_label.setText(t_n("{count} board per match", "{count} boards per match", n))

    def rules(self) -> tuple[TeamRules, tuple[str, ...]]:
        text = self.board_colours.text().strip().upper()
        if not text or set(text) - {"W", "B"}:
            raise InvalidInputError(tr("board colours: one letter W or B per board, e.g. WBWB for four boards"))
        primary, secondary = self.scores.currentData()
        win, draw, loss = (
            _number(self.win.text(), tr("a won match")),
            _number(self.draw.text(), tr("a drawn match")),
            _number(self.loss.text(), tr("a lost match")),
        )
        try:
            specs = parse_team_tiebreaks(self.tiebreaks.text())
        except InvalidInputError as exc:
            raise InvalidInputError(tr("team tie-breaks: {reason}", reason=exc.text)) from None
        rules = TeamRules(
            preference_type=PreferenceType(self.preference.currentData()),
            primary=primary,
            secondary=secondary,
            match_points=MatchPoints(win, draw, loss),
            board_colours=tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in text),
        )
        pab_mp, pab_gp = (
            None if not edit.text().strip() else _number(edit.text(), what)
            for edit, what in ((self.pab_mp, tr("the PAB's match points")), (self.pab_gp, tr("the PAB's game points")))
        )
        if pab_mp is not None or pab_gp is not None:
            rules = replace(rules, pab_match_points=pab_mp, pab_game_points=pab_gp)
        return rules, tuple(s.label for s in specs)
