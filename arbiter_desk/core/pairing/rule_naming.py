"""Which rule a file's differing round breaks: the basic rules every Swiss system shares (C.04.1 (2026)).

For a round that differs from the engine's, the checker names the first basic rule the file's pairing breaks —
a rematch (art. 2), a pairing-allocated bye to a participant who already had one or an unplayed win (art. 4),
a colour difference beyond ±2 (art. 6), the same colour three times in a row (art. 7) — or, when it breaks none,
says that it is legal by the basic rules but not the pairing the system's own criteria produce (C.04.2 art. 1.4:
the systems pair reproducibly, so only one pairing is right). Each system allows its own exceptions to arts. 6
and 7 (e.g. the Dutch topscorers, C.04.3 art. 1.8): the wording says "by the basic rules" for that reason.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.player import Player
from arbiter_desk.core.results import Colour, ResultCode
from arbiter_desk.core.tournament import Tournament

if TYPE_CHECKING:
    from arbiter_desk.core.pairing.api import PairingSystem
    from arbiter_desk.core.pairing.common.round_quality import Pairing

_PLAYED = frozenset(
    {
        ResultCode.WIN,
        ResultCode.DRAW,
        ResultCode.LOSS,
        ResultCode.WIN_UNRATED,
        ResultCode.DRAW_UNRATED,
        ResultCode.LOSS_UNRATED,
    }
)
_UNPLAYED_WINS = frozenset({ResultCode.PAIRING_BYE, ResultCode.FULL_BYE, ResultCode.FORFEIT_WIN})


def _played_colours(player: Player, before: int) -> list[Colour]:
    """The colours of the games played before round ``before`` (C.04.2 art. 3.4: unplayed rounds skipped)."""
    return [
        e.colour
        for e in sorted(player.rounds, key=lambda e: e.round)
        if e.round < before and e.opponent is not None and e.result in _PLAYED and e.colour is not Colour.NONE
    ]


def _met(tournament: Tournament, a: PairingNumber, b: PairingNumber, before: int) -> bool:
    """Whether ``a`` and ``b`` played a game against each other before round ``before`` (C.04.2 art. 3.5:
    a pairing not played does not count)."""
    player = tournament.player(a)
    return any(e.round < before and e.opponent == b and e.result in _PLAYED for e in player.rounds)


def _colour_break(tournament: Tournament, tpn: PairingNumber, colour: Colour, round_no: int) -> str | None:
    history = [*_played_colours(tournament.player(tpn), round_no), colour]
    whites = sum(1 for c in history if c is Colour.WHITE)
    blacks = len(history) - whites
    if abs(whites - blacks) > 2:
        return f"{tpn} gets {colour.name.lower()}: colour difference {whites - blacks:+d} (C.04.1 art. 6)"
    if len(history) >= 3 and history[-1] == history[-2] == history[-3]:
        return f"{tpn} gets {colour.name.lower()} a third time in a row (C.04.1 art. 7)"
    return None


def broken_rules(
    tournament: Tournament,
    round_no: int,
    pairs: Iterable[tuple[PairingNumber, PairingNumber, PairingNumber | None]],
    bye: PairingNumber | None,
    system: str,
    departure: Callable[[], str | None] = lambda: None,
) -> str:
    """The first basic rule the file's round breaks, or why it is still wrong. ``pairs``: the file's pairs that
    differ from the engine's, as (low TPN, high TPN, White or None); ``bye``: the file's bye when it differs;
    ``departure``: the system's own line for a legal round (:func:`departure_line`)."""
    pairs = list(pairs)
    for low, high, _white in pairs:
        if _met(tournament, low, high, round_no):
            return f"rule broken: {low}-{high} is a rematch (C.04.1 art. 2)"
    if bye is not None:
        had = [e.round for e in tournament.player(bye).rounds if e.round < round_no and e.result in _UNPLAYED_WINS]
        if had:
            return (
                f"rule broken: bye to {bye}, who already scored a win without playing in round {had[0]} (C.04.1 art. 4)"
            )
    for low, high, white in pairs:
        if white is None:
            continue
        black = high if white == low else low
        for tpn, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
            found = _colour_break(tournament, tpn, colour, round_no)
            if found is not None:
                return f"rule broken by the basic rules: {found}"
    named = departure()
    if named is not None:
        return named
    return (
        "rule: legal by the basic rules (C.04.1) but not the pairing the "
        f"{system} criteria produce (C.04.2 art. 1.4: one pairing is right; see `explain` for the engine's reasons)"
    )


def departure_line(
    system: PairingSystem, snapshot: Tournament, round_no: int, file: Pairing, engine: Pairing
) -> str | None:
    """The system's own line for a legal round that differs (:class:`NamesDeparture`, each system package's
    ``departure``): the first quality criterion the file's pairing loses on (Dutch, Burstein, Double-Swiss) or
    the first procedure step it departs from (Dubov and its editions, Lim, the 1992 system, round robins); None
    for a system without one."""
    from arbiter_desk.core.pairing.api import NamesDeparture

    if isinstance(system, NamesDeparture):
        return system.departure(snapshot, round_no, file, engine)
    return None
