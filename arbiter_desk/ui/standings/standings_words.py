"""The words of the Standings tab: which standings these are (C.07 General: intermediate or final), and each
tie-break's terms in plain words (the C.07 Breakdown), in the desk's language."""

from __future__ import annotations

from html import escape

from arbiter_desk.core.errors import ArbiterDeskError
from arbiter_desk.core.names import isolated
from arbiter_desk.core.tiebreaks import Breakdown, TieBreakSpec
from arbiter_desk.core.tiebreaks.breakdown import Term
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.ui.common.shown_numbers import shown_number
from arbiter_desk.ui.common.wording import shown, t, t_n, t_p
from arbiter_desk.ui.standings.tiebreak_names import individual_meaning


def standings_kind(number: int, total: int | None, state: RoundState | None, open_games: int = 0) -> str:
    """``Intermediate standings after round 3 of 9``, or ``Final standings after round 9 of 9`` once the last
    announced round is complete (C.07 General: tie-breaks use the current scores in intermediate standings) and
    no adjourned game is still open (FIDE approval checklist Q161, Q169: they count as draws until then)."""
    final = total is not None and number >= total and state is RoundState.COMPLETE and not open_games
    if final:
        kind = t("Final standings after round {round} of {total}", round=number, total=total)
    elif total:
        kind = t("Intermediate standings after round {round} of {total}", round=number, total=total)
    else:
        kind = t("Intermediate standings after round {round}", round=number)
    if open_games:
        return t_n(
            "{standings} ({count} adjourned game open, counted as draws)",
            "{standings} ({count} adjourned games open, counted as draws)",
            open_games,
            standings=kind,
        )
    return kind


def term_text(term: Term, names: dict[int, str] | None = None, two_games: bool = False) -> str:
    """A term in plain words: ``Round 3, against Garcia, Sven (5): opponent's score 2.5`` (``Round 2 game 1``
    in a Double-Swiss event, whose tie-breaks count games: reading T1)."""
    if names is None or term.round is None:
        return term.to_text().split("  [cut")[0]
    value = format(term.value, "f")
    said = shown(term.said)
    counted = said if term.description.endswith(value) else t("{term} = {value}", term=said, value=value)
    if two_games:
        where = t("Round {round} game {game}", round=(term.round + 1) // 2, game=2 - term.round % 2)
    else:
        where = t("Round {round}", round=term.round)
    if term.opponent in (names or {}):
        return t(
            "{where}, against {opponent} ({tpn}): {counted}",
            where=where,
            opponent=isolated(names[term.opponent]),
            tpn=term.opponent,
            counted=counted,
        )
    return t("{where}: {counted}", where=where, counted=counted)


def cut_text(term: Term, names: dict[int, str] | None, two_games: bool) -> str:
    """A term the tie-break left out (C.07 cut), struck through, with the reason (HTML)."""
    return t(
        "<s>{term}</s> — cut: {reason}",
        term=escape(term_text(term, names, two_games)),
        reason=escape(shown(term.cut_said)),
    )


def colour_word(colour: str) -> str:
    """The colour of a round of the player's card (``White``, ``Black`` as the card writes them) in the desk's
    language; anything else as it is."""
    if colour == "White":
        return t_p("colour", "White")
    if colour == "Black":
        return t_p("colour", "Black")
    return shown(colour)


def breakdown_html(breakdown: Breakdown, names: dict[int, str] | None = None, two_games: bool = False) -> str:
    """One tie-break's meaning, value and terms (with the opponents' names; dropped ones struck through, with
    the reason) and notes."""
    value = "–" if breakdown.value is None else escape(shown_number(breakdown.value))
    terms = "".join(
        f"<li>{escape(term_text(term, names, two_games))}</li>"
        if term.cut is None
        else "<li style='color:#777'>" + cut_text(term, names, two_games) + "</li>"
        for term in breakdown.terms
    )
    # grey, not italic: an italic face often lacks the Arabic and Cyrillic letters the notes are now written in
    notes = "".join(f"<li style='color:#555'>{escape(shown(n))}</li>" for n in breakdown.said_notes)
    try:
        meaning = f" — {escape(individual_meaning(TieBreakSpec.parse(breakdown.code)))}"
    except ArbiterDeskError:
        meaning = ""
    head = f"<b>{escape(breakdown.code)} = {value}</b>{meaning}"
    return f"<p style='margin-top:10px'>{head}</p><ul>{terms}{notes}</ul>"
