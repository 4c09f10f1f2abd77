"""The oracle's own reading of a TRF file into the 1992 players' state before a round (R3, R5, R6, R7, R10, R17).

Independent of ``arbiter_desk.core.pairing``: it parses the fixed columns itself."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

PLAYED = {"1": Fraction(1), "=": Fraction(1, 2), "0": Fraction(0), "W": Fraction(1), "D": Fraction(1, 2)}
PLAYED |= {"L": Fraction(0)}
UNPLAYED = {"+": Fraction(1), "-": Fraction(0), "U": Fraction(1), "F": Fraction(1), "H": Fraction(1, 2)}
UNPLAYED |= {"Z": Fraction(0), "": Fraction(0)}

ABSOLUTE, STRONG, MILD = 3, 2, 1


@dataclass
class Block:
    opponent: int
    colour: str  # "w", "b" or ""
    code: str


@dataclass
class Trf:
    rounds_total: int
    first_white: bool
    blocks: dict[int, dict[int, Block]]  # tpn -> round -> block


def read(text: str) -> Trf:
    """The 001 lines' round blocks, ``142``/``XXR`` and ``152``/``XXC`` (R9)."""
    total = 0
    first_white = True
    blocks: dict[int, dict[int, Block]] = {}
    for line in text.splitlines():
        if line.startswith("001"):
            tpn = int(line[4:8])
            mine: dict[int, Block] = {}
            rnd = 1
            start = 91
            while start < len(line):
                chunk = line[start : start + 10].ljust(10)
                opp = chunk[0:4].strip()
                mine[rnd] = Block(int(opp) if opp else 0, chunk[5].strip(), chunk[7].strip())
                rnd += 1
                start += 10
            blocks[tpn] = mine
        elif line.startswith(("142 ", "XXR ")):
            total = int(line[4:].strip())
        elif line.startswith("152 "):
            first_white = line[4:].strip().upper().startswith("W")
        elif line.startswith("XXC "):
            first_white = "black1" not in line
    return Trf(total, first_white, blocks)


@dataclass
class State:
    tpn: int
    score: Fraction
    colours: list[str] = field(default_factory=list)  # played games only (F2, F3)
    met: set[int] = field(default_factory=set)
    bye_barred: bool = False  # B1b (R3)
    floats: dict[int, str] = field(default_factory=dict)  # round -> "D" / "U" (R10a)
    over_half: bool = False  # R7
    pref: str = ""  # "w" / "b" / "" (R6)
    strength: int = 0

    def allows(self, colour: str) -> bool:
        """B2 a/b for this player (R7: not for a player over 50 % in the last round)."""
        if self.over_half:
            return True
        diff = self.colours.count("w") - self.colours.count("b") + (1 if colour == "w" else -1)
        if abs(diff) > 2:
            return False
        return not (len(self.colours) >= 2 and self.colours[-1] == self.colours[-2] == colour)

    def float_in(self, rnd: int) -> str:
        return "" if self.over_half else self.floats.get(rnd, "")


def _preference(s: State) -> None:
    """A7 a-c (R6, R7)."""
    if not s.colours:
        return
    diff = s.colours.count("w") - s.colours.count("b")
    same_two = len(s.colours) >= 2 and s.colours[-1] == s.colours[-2]
    if not s.over_half and (abs(diff) > 1 or same_two):
        s.strength = ABSOLUTE
        s.pref = "w" if diff < 0 or (same_two and s.colours[-1] == "b") else "b"
    elif diff != 0:
        s.strength, s.pref = STRONG, ("w" if diff < 0 else "b")
    else:
        s.strength, s.pref = MILD, ("b" if s.colours[-1] == "w" else "w")


def score_before(trf: Trf, tpn: int, rnd: int) -> Fraction:
    total = Fraction(0)
    for r, blk in trf.blocks[tpn].items():
        if r < rnd:
            total += PLAYED.get(blk.code, UNPLAYED.get(blk.code, Fraction(0))) if blk.opponent or blk.code else 0
    return total


def states(trf: Trf, rnd: int) -> tuple[dict[int, State], set[int]]:
    """Every player's state before round ``rnd`` and the set of players paired in it (R17: opponent or ``U``)."""
    out: dict[int, State] = {}
    for tpn, mine in trf.blocks.items():
        s = State(tpn, score_before(trf, tpn, rnd))
        for r in sorted(mine):
            if r >= rnd:
                break
            blk = mine[r]
            if blk.opponent and blk.code in PLAYED and blk.colour in ("w", "b"):
                s.colours.append(blk.colour)
                s.met.add(blk.opponent)
            if blk.code in ("U", "F", "+"):
                s.bye_barred = True
            if blk.code == "U":
                s.floats[r] = "D"
            elif blk.opponent:
                mine_score = score_before(trf, tpn, r)
                theirs = score_before(trf, blk.opponent, r)
                if mine_score != theirs:
                    s.floats[r] = "D" if mine_score > theirs else "U"
        s.over_half = rnd == trf.rounds_total and s.score > Fraction(rnd - 1, 2)
        _preference(s)
        out[tpn] = s
    paired = {t for t, m in trf.blocks.items() if rnd in m and (m[rnd].opponent or m[rnd].code == "U")}
    if not paired:  # a file before the round: everybody without an absence block for it (R17, F5)
        paired = {t for t, m in trf.blocks.items() if rnd not in m or not (m[rnd].opponent or m[rnd].code)}
    return out, paired


def effective_numbers(trf: Trf, rnd: int, paired: set[int]) -> dict[int, int]:
    """R9: 1, 2, ... over the players paired now or paired / given the bye earlier, in pairing-number order."""
    seen = set(paired)
    for tpn, mine in trf.blocks.items():
        if any(r < rnd and (b.opponent or b.code == "U") for r, b in mine.items()):
            seen.add(tpn)
    return {t: i + 1 for i, t in enumerate(sorted(seen))}
