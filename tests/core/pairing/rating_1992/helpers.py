"""Hand-made players and rounds for the 1992 tests."""

from __future__ import annotations

from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.pairing.common.floats import Float
from arbiter_desk.core.pairing.rating_1992 import Rating1992System
from arbiter_desk.core.pairing.rating_1992.criteria import Judge
from arbiter_desk.core.pairing.rating_1992.players import Player92, preference_of
from arbiter_desk.core.results import Colour
from arbiter_desk.core.tournament import Tournament

_LETTER = {"W": Colour.WHITE, "B": Colour.BLACK}


def mk(
    tpn: int,
    score: str = "0",
    history: str = "",
    met: tuple[int, ...] = (),
    *,
    last: Float = Float.NONE,
    before: Float = Float.NONE,
    bye_ok: bool = True,
    over_half: bool = False,
) -> Player92:
    """A player as the 1992 pairing sees them: ``history`` as letters (``WBW``), ``met`` the opponents."""
    hist = tuple(_LETTER[c] for c in history)
    pref, strength = preference_of(hist, over_half)
    return Player92(
        tpn=PairingNumber(tpn),
        score=Decimal(score),
        history=hist,
        opponents=frozenset(PairingNumber(o) for o in met),
        can_get_bye=bye_ok,
        last_float=last,
        float_before=before,
        over_half=over_half,
        number=tpn,
        preference=pref,
        strength=strength,
    )


def judge(*players: Player92) -> Judge:
    """A judge over ``players``; meetings are made symmetric."""
    met: dict[int, set[int]] = {p.tpn: set(p.opponents) for p in players}
    for p in players:
        for o in p.opponents:
            met.setdefault(o, set()).add(p.tpn)
    from dataclasses import replace

    return Judge({p.tpn: replace(p, opponents=frozenset(PairingNumber(o) for o in met[p.tpn])) for p in players})


def lines(tournament: Tournament, round_no: int | None = None) -> list[str]:
    """The bbpPairings lines of the 1992 pairing, without the count."""
    pairing = Rating1992System().pair(tournament, None if round_no is None else round_no)  # type: ignore[arg-type]
    return pairing.to_lines()[1:]
