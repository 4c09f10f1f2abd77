"""Legend lines every system shares: the Basic Rules (C.04.1) and General Handling Rules (C.04.2), 2026.

Each system numbers its criteria itself ("[C1]" is art. 2.1.1 of every system but cites a different article
list), so the builders here take the citing article; the meaning stays the Basic Rules' one.
"""

from __future__ import annotations

from arbiter_desk.core.text import Text, tr

Term = tuple[str, Text]
"""(term as the explanations write it, what it means: said in the arbiter's language when shown)."""

PAB: Term = ("PAB", tr("pairing-allocated bye: no opponent, no colour, a win's points (C.04.1 art. 3)"))
TPN: Term = ("TPN", tr("tournament pairing number, the initial order by rating and title (C.04.2 art. 2)"))


def no_rematch(article: str) -> Term:
    """[C1]: the Basic Rules' art. 2, as the system's ``article`` cites it."""
    return ("C1", tr("no two participants meet twice (C.04.1 art. 2), art. {article}", article=article))


def no_second_bye(article: str) -> Term:
    """[C2] of the individual systems that cite C.04.1 art. 4 as it stands."""
    return (
        "C2",
        tr(
            "no PAB for a player who already had one or scored a win's points without playing (C.04.1 art. 4), "
            "art. {article}",
            article=article,
        ),
    )


def completion(criterion: str, article: str, absolute: str) -> Term:
    """The completion criterion: the players still unpaired can all be paired under the absolute criteria."""
    return (
        criterion,
        tr(
            "the players not yet paired can all still be paired under {criteria} (art. {article})",
            criteria=absolute,
            article=article,
        ),
    )


def ranked_colour_rules(ranked: str) -> tuple[Term, ...]:
    """Colour rules 5.2.1–5.2.5 of the systems that word them alike (Dubov C.04.4.1, Burstein C.04.4.2)."""
    return (
        (
            "5.2.1",
            tr(
                "neither player has played yet: the higher ranked ({ranked}) gets the initial-colour if their TPN "
                "is odd, the other colour if even",
                ranked=ranked,
            ),
        ),
        ("5.2.2", tr("both colour preferences granted")),
        ("5.2.3", tr("the stronger colour preference is granted")),
        ("5.2.4", tr("colours alternate from the latest round in which the two had different colours")),
        ("5.2.5", tr("the higher ranked player's preference is granted ({ranked})", ranked=ranked)),
    )
