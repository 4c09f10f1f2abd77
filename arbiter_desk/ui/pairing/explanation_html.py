"""The reasoning of a round as rich text: a bracket's residents, floaters and steps, a board's pair and colour
rule, the arbiter's change of a board (C.04.2 art. 4.4) and the whole round bracket after bracket, in the
arbiter's language (the step texts are the core's, shown through ``shown``: a step's message where the system
made one, its English string otherwise). Names are escaped: a player's name is
shown as typed, never as markup.
"""

from __future__ import annotations

from html import escape

from arbiter_desk.core.pairing.explain import (
    BoardExplanation,
    BracketExplanation,
    RoundExplanation,
    Step,
    article_text,
)
from arbiter_desk.core.scoring import format_points
from arbiter_desk.services.pairing.round_why import RoundWhy, WhyBoard
from arbiter_desk.ui.common.wording import shown, t

OVERRIDE_MARK = "✎"
"""Marks a board the arbiter changed after the engine's pairing."""


def tpns(values: tuple[int, ...], names: dict[int, str], *, html: bool = True) -> str:
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


def _step_value(step: Step, names: dict[int, str]) -> str:
    parts: list[str] = []
    if step.players:
        if step.values:
            parts.append(", ".join(f"{t} ({escape(v)})" for t, v in zip(step.players, step.values, strict=False)))
        else:
            parts.append(tpns(step.players, names))
    if step.text:
        parts.append(escape(shown(step.said or step.text)))
    return "<br>".join(parts) or "–"


def bracket_html(bracket: BracketExplanation, names: dict[int, str]) -> str:
    """The bracket's reasoning as HTML: residents, floaters, then each step with its article."""
    rows = [
        (t("Residents"), tpns(bracket.residents, names)),
        (_capitalised(shown(bracket.floater_label)), tpns(bracket.floaters, names)),
    ]
    rows += [(shown(step.label_said or step.label), _step_value(step, names)) for step in bracket.steps]
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


def round_brackets_html(
    explanation: RoundExplanation | None, names: dict[int, str], why: RoundWhy | None = None
) -> str:
    """The whole round, bracket after bracket, with the bye and every board (published, overrides marked)."""
    if explanation is None:
        none = t("No engine explanation: this round was imported or entered by hand.")
        return f"<p>{escape(none)}</p>"
    parts = [f"<h2>{escape(round_heading(explanation))}</h2>"]
    parts += [f"<p>{escape(shown(n))}</p>" for n in explanation.notes_shown()]
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


def round_heading(explanation: RoundExplanation) -> str:
    """``Dutch system (C.04.3, 2026), round 5``."""
    return t("{system}, round {round}", system=shown(explanation.system), round=explanation.round)


def _capitalised(text: str) -> str:
    """The first letter upper-case, the rest as written."""
    return text[:1].upper() + text[1:]


def heading_of(text: str) -> str:
    """``Art. 3.4`` as a heading; ``1992 A5`` unchanged."""
    return text[:1].upper() + text[1:]
