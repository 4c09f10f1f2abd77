"""Why the engine paired a round as it did: data for the desk, text for the command line.

Every pairing system fills these with its own article numbers (e.g. Dubov C.04.4.1 art. 3.2.2, 5.2.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from arbiter_desk.core.ids import PairingNumber
from arbiter_desk.core.scoring import format_points


@dataclass(frozen=True, slots=True)
class ByeExplanation:
    """Who got the pairing-allocated bye and the article that decided among the candidates."""

    player: PairingNumber
    rule: str
    """The deciding article, e.g. ``3.1.3`` (lowest score)."""
    reason: str
    excluded: tuple[tuple[PairingNumber, str], ...] = ()
    """Players passed over before the deciding article, with the article that excluded them."""


@dataclass(frozen=True, slots=True)
class BracketExplanation:
    """How one bracket (one scoregroup plus its upfloaters) was paired."""

    score: Decimal
    residents: tuple[PairingNumber, ...]
    upfloaters: tuple[PairingNumber, ...] = ()
    upfloater_reason: str = ""
    """Which criterion chose this set of upfloaters over the next candidate set."""
    g1: tuple[PairingNumber, ...] = ()
    """G1 as first formed (art. 3.2.3)."""
    g2: tuple[PairingNumber, ...] = ()
    shifts: tuple[str, ...] = ()
    """Each shift of art. 3.2.4, as text."""
    s1: tuple[PairingNumber, ...] = ()
    s1_aro: tuple[int, ...] = ()
    t2: tuple[PairingNumber, ...] = ()
    transposition: str = ""
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BoardExplanation:
    """Why these two players meet on this board and why White went where it did."""

    board: int
    white: PairingNumber
    black: PairingNumber
    bracket_score: Decimal
    placed_by: str
    """How the pair was formed, e.g. ``S1[2] with T2[2] (art. 3.2.6)``."""
    colour_rule: str
    """The article that gave White, e.g. ``5.2.3``."""
    colour_reason: str
    floats: tuple[str, ...] = ()
    """Upfloats in this pair, as text."""


@dataclass(frozen=True, slots=True)
class RoundExplanation:
    """The explanation of a whole round-pairing."""

    system: str
    round: int
    bye: ByeExplanation | None = None
    brackets: tuple[BracketExplanation, ...] = ()
    boards: tuple[BoardExplanation, ...] = ()
    notes: tuple[str, ...] = field(default=())

    def board(self, number: int) -> BoardExplanation | None:
        for b in self.boards:
            if b.board == number:
                return b
        return None

    def bracket_of(self, tpn: int) -> BracketExplanation | None:
        for b in self.brackets:
            if tpn in b.residents or tpn in b.upfloaters:
                return b
        return None

    def to_text(self) -> str:
        """A readable account, bracket by bracket, then board by board."""
        lines = [f"{self.system} pairing of round {self.round}"]
        lines.extend(f"  {note}" for note in self.notes)
        if self.bye is not None:
            lines.append(f"Pairing-allocated bye: {self.bye.player} (art. {self.bye.rule}: {self.bye.reason})")
            for tpn, why in self.bye.excluded:
                lines.append(f"    {tpn} passed over: {why}")
        for br in self.brackets:
            lines.append("")
            lines.append(f"Bracket {format_points(br.score)}: residents {_tpns(br.residents)}")
            if br.upfloaters:
                lines.append(f"  upfloaters {_tpns(br.upfloaters)}")
            if br.upfloater_reason:
                lines.append(f"  {br.upfloater_reason}")
            if br.g1 or br.g2:
                lines.append(f"  G1 {_tpns(br.g1)} | G2 {_tpns(br.g2)}")
            lines.extend(f"  shift: {s}" for s in br.shifts)
            if br.s1:
                aros = ", ".join(f"{t} (ARO {a})" for t, a in zip(br.s1, br.s1_aro, strict=False))
                lines.append(f"  S1 {aros}")
                lines.append(f"  T2 {_tpns(br.t2)}")
            if br.transposition:
                lines.append(f"  {br.transposition}")
            lines.extend(f"  {n}" for n in br.notes)
        if self.boards:
            lines.append("")
            lines.append("Boards:")
        for bd in self.boards:
            lines.append(
                f"  {bd.board:>3}. {bd.white} - {bd.black}  [{format_points(bd.bracket_score)}] "
                f"{bd.placed_by}; White by {bd.colour_rule}: {bd.colour_reason}"
            )
            lines.extend(f"       {f}" for f in bd.floats)
        return "\n".join(lines) + "\n"


def _tpns(tpns: tuple[PairingNumber, ...]) -> str:
    return " ".join(str(t) for t in tpns) if tpns else "-"
