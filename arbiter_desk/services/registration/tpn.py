"""Tournament Pairing Numbers by C.04.2 (2026) art. 2.2–2.5.

Initial order (art. 2.2): strength (rating) descending, then FIDE title GM-IM-WGM-FM-WIM-CM-WFM-WCM-none,
then alphabetically with a fixed key (accents folded, case folded; never the locale), then the registration
order so that the order is total. TPNs follow that order (art. 2.3) until the fourth round has been paired;
afterwards corrections of ranking data move no TPN ("for this reason", art. 2.3), while a late entry is still
numbered by its ranking and those below move down (art. 2.4 "an appropriate TPN", art. 2.5 provisional TPNs).

A renumbering is announced before it happens (``Renumbering.notice``) and journaled. A TRF exported afterwards
carries only the current numbers (TRF has no record for earlier numberings) and still checks clean when the
renumbering came from late entries: inserting a participant keeps everybody else's relative order, and the
parity rules count only participants taken into account in each round (clar. 21), so a late entry not yet
arrived changes no earlier pairing. A renumbering after a *correction* of ratings or titles (art. 2.3) changes
the relative order itself; the rounds paired before it were correct under the old numbers and the checker,
which sees only the new ones, reports them: the arbiter tells the checker (the journal and the exported
``###`` comments say when and why the numbers changed).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.initial_order import tie_order_key
from arbiter_desk.core.names import isolated
from arbiter_desk.core.rating_lists import TieOrder
from arbiter_desk.core.tpn_rules import TpnExchange
from arbiter_desk.store.records import PlayerId, PlayerRecord, SettingsRecord

ROUND_ROBIN_SYSTEM = "round-robin"
"""The stored key of a round robin (``services.state.ROUND_ROBIN``, which imports this module's users)."""


def initial_order_key(
    player: PlayerRecord, tie_order: TieOrder = TieOrder.ALPHABETICAL
) -> tuple[int, int, tuple[int, str, str], int]:
    """Art. 2.2.1 tournament rating (descending; an unrated player's provisional rating, art. 2.1), 2.2.2 title,
    2.2.3 the tie order (alphabetical unless the regulations chose another, ``core.initial_order``); then the
    registration order (the id)."""
    tie = tie_order_key(tie_order, player.name, player.fide_id, int(player.id))
    return -player.rating_for_pairing, player.title.rank, tie, player.id


def ranking_data(player: PlayerRecord) -> tuple[int, str]:
    """What an exchange of TPNs is made on: art. 2.2.1 the tournament rating (for pairing), 2.2.2 the title."""
    return player.rating_for_pairing, player.title.value


def exchange_made(first: PlayerRecord, second: PlayerRecord) -> TpnExchange:
    """The stored form of an exchange of ``first``'s and ``second``'s TPNs."""
    return TpnExchange(first.id, second.id, (*ranking_data(first), *ranking_data(second)))


def holding_exchanges(players: Iterable[PlayerRecord], exchanges: Sequence[TpnExchange]) -> tuple[TpnExchange, ...]:
    """The exchanges that still apply: both players there, with the rating and title they had (art. 2.3)."""
    data = {p.id: ranking_data(p) for p in players}
    return tuple(x for x in exchanges if x.holds(data.get(x.first), data.get(x.second)))


def assign_tpns(
    players: Iterable[PlayerRecord],
    frozen: bool,
    tie_order: TieOrder = TieOrder.ALPHABETICAL,
    exchanges: Sequence[TpnExchange] = (),
) -> dict[PlayerId, PairingNumber]:
    """The TPN each player should have.

    Not frozen: 1..n in initial order, then the arbiter's exchanges that still hold applied again in the order
    they were made (so that re-sorting after an edit keeps them; checklist Q147–150). Frozen (art. 2.3, after
    round 4 is paired): corrections of ranking data move nobody, but a late entry still gets "an appropriate
    TPN" (art. 2.4; the TPNs stay provisional because of late entries, art. 2.5): it is numbered by its ranking
    and those numbered from there on move down one (checklist Q156).
    """
    players = list(players)

    def key(p: PlayerRecord) -> tuple[int, int, tuple[int, str, str], int]:
        return initial_order_key(p, tie_order)

    if not frozen:
        ordered = sorted(players, key=key)
        wanted = {p.id: PairingNumber(i) for i, p in enumerate(ordered, start=1)}
        for x in holding_exchanges(players, exchanges):
            wanted[x.first], wanted[x.second] = wanted[x.second], wanted[x.first]
        return wanted
    numbered = sorted((p for p in players if p.tpn > 0), key=lambda p: p.tpn)
    entering = sorted((p for p in players if p.tpn <= 0), key=key)
    if not entering:
        return {p.id: p.tpn for p in numbered}
    return {p.id: PairingNumber(n) for n, p in enumerate(_merged(numbered, entering, key), start=1)}


def _merged(
    numbered: list[PlayerRecord],
    entering: list[PlayerRecord],
    key: Callable[[PlayerRecord], tuple[int, int, tuple[int, str, str], int]],
) -> list[PlayerRecord]:
    """The numbered participants in their TPN order with each late entry placed by its ranking (art. 2.2): its
    TPN is one more than the number of participants who rank above it, whatever their own numbers (a rating
    corrected after round 4 keeps its TPN, art. 2.3, yet ranks by the corrected value). Nobody else's relative
    order changes."""
    out = list(numbered)
    for late in entering:
        place = key(late)
        out.insert(sum(1 for p in out if key(p) < place), late)
    return out


def tpns_by_settings(
    players: Iterable[PlayerRecord], frozen: bool, settings: SettingsRecord
) -> dict[PlayerId, PairingNumber]:
    """``assign_tpns`` with the tournament's stored tie order (Q146, Q155) and exchanges (Q147–150).

    A round robin's frozen numbers (drawn or set by hand, C.05 Annex 1) are its schedule, not a ranking: a player
    registered after them takes the next number, and a removed one closes the gap (the Berger table needs
    ``1 … n``); art. 2.4's ranking of a late entry applies to a Swiss."""
    if frozen and settings.pairing_system == ROUND_ROBIN_SYSTEM:
        players = list(players)
        numbered = sorted((p for p in players if p.tpn > 0), key=lambda p: p.tpn)
        entering = sorted((p for p in players if p.tpn <= 0), key=lambda p: initial_order_key(p, settings.tie_order))
        return {p.id: PairingNumber(n) for n, p in enumerate((*numbered, *entering), start=1)}
    return assign_tpns(players, frozen, settings.tie_order, settings.tpn_exchanges)


@dataclass(frozen=True, slots=True)
class TpnMove:
    """One participant whose TPN changes."""

    player: PlayerId
    name: str
    old: PairingNumber
    new: PairingNumber


@dataclass(frozen=True, slots=True)
class Renumbering:
    """The TPN changes an action brings (C.04.2 art. 2.3: only until the fourth round has been paired)."""

    moves: tuple[TpnMove, ...] = ()
    rounds_paired: int = 0

    def __bool__(self) -> bool:
        return bool(self.moves)

    def moves_text(self, arrow: str = "→") -> str:
        """``Name 19→20, …``; on screen (the → arrow) each name is isolated so that its numbers stay in
        order next to a right-to-left name (``core.names.isolated``); the journal's ASCII text keeps it plain."""
        return ", ".join(f"{isolated(m.name) if arrow == '→' else m.name} {m.old}{arrow}{m.new}" for m in self.moves)

    def journal_text(self) -> str:
        """What the journal records with the action (plain ASCII: it is exported as TRF ``###`` lines)."""
        return f"TPNs renumbered (C.04.2 art. 2.3, 2.5): {self.moves_text('->')}" if self.moves else ""

    def notice(self) -> str:
        """The announcement before the action: what moves, that posted sheets change, the art. 2.3 limit."""
        if not self.moves:
            return ""
        played = (
            f" Pairing numbers already posted for round{'s' if self.rounds_paired > 1 else ''} "
            f"1–{self.rounds_paired} change on every sheet printed from now on; the rounds already paired keep "
            "who played whom, and their explanations keep the numbers they were made with."
            if self.rounds_paired
            else ""
        )
        return (
            f"This renumbers {len(self.moves)} participant(s): {self.moves_text()}.{played} "
            "C.04.2 art. 2.3 allows renumbering for corrected ratings or titles only until the fourth round has "
            "been paired; a late entry is numbered by its ranking at any round (art. 2.4, 2.5). Go ahead?"
        )


def renumbering(
    before: Iterable[PlayerRecord], after: dict[PlayerId, PairingNumber], rounds_paired: int
) -> Renumbering:
    """The moves from the TPNs of ``before`` to ``after`` (participants without a TPN before do not move)."""
    moves = tuple(
        TpnMove(p.id, p.name, p.tpn, after[p.id])
        for p in sorted(before, key=lambda p: p.tpn)
        if p.tpn > 0 and p.id in after and after[p.id] != p.tpn
    )
    return Renumbering(moves, rounds_paired)
