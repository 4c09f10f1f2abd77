"""MTB26 tie-break codes with their modifiers: parsing and writing (C.07 (2026); TRF-2026 records 202/212).

A tie-break is written ``CODE`` followed by modifiers, each introduced by ``/``: ``BH/C1``, ``SB/M1/P``,
``AOB/F``, ``TPN/R``, ``KS/L+1``. A list is comma-separated: ``BH/C1,BH,SB,DE``.

Modifiers and where this program accepts them (the summary of C.07 names them; where it is silent, the
reading a tie-break checker applies is taken):

- ``/C1 /C2`` (Cut-1, Cut-2) and ``/M1 /M2`` (Median-1, Median-2): BH, FB, SB, ARO; PS takes the Cut only
  (it drops the score after the first rounds; a "most significant" progressive score has no meaning).
- ``/P`` (forfeits count as played against the scheduled opponent): DE, BH, FB, AOB, SB, KS and the
  rating-based ARO, TPR, PTP, APRO, APPO.
- ``/F`` (Fore Buchholz of the opponents): AOB.  ``/R`` (reversed order): TPN, RTNG.
- ``/L±n`` (Koya limit moved by ``n`` draw points, i.e. half-points under 1-½-0): KS.

The older code ``GE`` is read as ``REP`` and always written as ``REP``. Codes and modifiers are read in any
case and written in upper case, modifiers in a fixed order (cut or median, limit, P, F, R).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from arbiter_desk.core.errors import InvalidInputError

CUT_MEDIAN = "CM"
"""Allowed-modifier key for Cut-n and Median-n."""
CUT_ONLY = "C"
PLAYED = "P"
FORE = "F"
REVERSE = "R"
LIMIT = "L"

ALLOWED_MODIFIERS: dict[str, frozenset[str]] = {
    "DE": frozenset({PLAYED}),
    "WIN": frozenset(),
    "WON": frozenset(),
    "BPG": frozenset(),
    "BWG": frozenset(),
    "PS": frozenset({CUT_ONLY}),
    "REP": frozenset(),
    "STD": frozenset(),
    "TPN": frozenset({REVERSE}),
    "RTNG": frozenset({REVERSE}),
    "BH": frozenset({CUT_MEDIAN, PLAYED}),
    "FB": frozenset({CUT_MEDIAN, PLAYED}),
    "AOB": frozenset({PLAYED, FORE}),
    "SB": frozenset({CUT_MEDIAN, PLAYED}),
    "KS": frozenset({PLAYED, LIMIT}),
    "ARO": frozenset({CUT_MEDIAN, PLAYED}),
    "TPR": frozenset({PLAYED}),
    "PTP": frozenset({PLAYED}),
    "APRO": frozenset({PLAYED}),
    "APPO": frozenset({PLAYED}),
}
"""Every MTB26 code this program computes, with the modifiers it accepts."""

ALIASES = {"GE": "REP"}
"""Older names read as the current code."""

_LIMIT = re.compile(r"L([+-]?)(\d+)")

_MODIFIER_KINDS = {
    "cut": frozenset({CUT_ONLY, CUT_MEDIAN}),
    "median": frozenset({CUT_MEDIAN}),
    "played": frozenset({PLAYED}),
    "fore": frozenset({FORE}),
    "reverse": frozenset({REVERSE}),
    "limit": frozenset({LIMIT}),
}


@dataclass(frozen=True, slots=True)
class TieBreakSpec:
    """One tie-break of the list: a code and its modifiers (C.07 (2026), modifiers of the tie-break table).

    ``cut`` drops that many least significant values; ``median`` drops that many least and that many most
    significant values; ``played`` is ``/P``; ``fore`` is ``/F``; ``reverse`` is ``/R``; ``limit`` is the
    Koya ``/L±n`` shift (``None`` without it).
    """

    code: str
    cut: int = 0
    median: int = 0
    played: bool = False
    fore: bool = False
    reverse: bool = False
    limit: int | None = None

    def __post_init__(self) -> None:
        if self.code not in ALLOWED_MODIFIERS:
            raise InvalidInputError(f"unknown tie-break code {self.code!r}")
        if self.cut and self.median:
            raise InvalidInputError(f"tie-break {self.code}: Cut and Median cannot be combined")
        if not (0 <= self.cut <= 2 and 0 <= self.median <= 2):
            raise InvalidInputError(f"tie-break {self.code}: only Cut-1, Cut-2, Median-1 and Median-2 exist")
        used = {
            "cut": bool(self.cut),
            "median": bool(self.median),
            "played": self.played,
            "fore": self.fore,
            "reverse": self.reverse,
            "limit": self.limit is not None,
        }
        allowed = ALLOWED_MODIFIERS[self.code]
        for key, present in used.items():
            if present and not _MODIFIER_KINDS[key] & allowed:
                raise InvalidInputError(f"tie-break {self.code} takes no {key} modifier")

    @property
    def low_cuts(self) -> int:
        """How many least significant values are dropped (Cut-n or Median-n)."""
        return self.cut + self.median

    @property
    def high_cuts(self) -> int:
        """How many most significant values are dropped (Median-n)."""
        return self.median

    @classmethod
    def parse(cls, text: str) -> TieBreakSpec:
        """Read one MTB26 code such as ``BH/C1``; InvalidInputError names the bad code or modifier."""
        source = text.strip()
        parts = source.upper().split("/")
        head = parts[0].strip()
        code = ALIASES.get(head, head)
        if code not in ALLOWED_MODIFIERS:
            known = ", ".join(ALLOWED_MODIFIERS)
            raise InvalidInputError(f"unknown tie-break code {head or source!r} in {source!r} (known: {known})")
        allowed = ALLOWED_MODIFIERS[code]
        values: dict[str, int | bool] = {}
        limit: int | None = None
        for raw in parts[1:]:
            token = raw.strip()
            key, value = _read_modifier(token, source)
            if not _MODIFIER_KINDS[key] & allowed:
                raise InvalidInputError(f"modifier /{token} does not apply to tie-break {code} (in {source!r})")
            if key in values or (key == "limit" and limit is not None):
                raise InvalidInputError(f"modifier /{token} given twice in {source!r}")
            if key == "limit":
                limit = int(value)
            else:
                values[key] = value
        if "cut" in values and "median" in values:
            raise InvalidInputError(f"Cut and Median cannot be combined (in {source!r})")
        return cls(
            code=code,
            cut=int(values.get("cut", 0)),
            median=int(values.get("median", 0)),
            played=bool(values.get("played", False)),
            fore=bool(values.get("fore", False)),
            reverse=bool(values.get("reverse", False)),
            limit=limit,
        )

    def to_mtb(self) -> str:
        """The MTB26 text of this tie-break, modifiers in the fixed order."""
        text = _WRITTEN.get(self)
        if text is None:
            text = _WRITTEN[self] = self._written()
        return text

    def _written(self) -> str:
        parts = [self.code]
        if self.cut:
            parts.append(f"C{self.cut}")
        if self.median:
            parts.append(f"M{self.median}")
        if self.limit is not None:
            parts.append(f"L{self.limit:+d}")
        if self.played:
            parts.append("P")
        if self.fore:
            parts.append("F")
        if self.reverse:
            parts.append("R")
        return "/".join(parts)

    def __str__(self) -> str:
        return self.to_mtb()


_WRITTEN: dict[TieBreakSpec, str] = {}
"""Each spec's MTB26 text, written once (it names every breakdown: 50,000 of them at 10,000 players)."""


def _read_modifier(token: str, source: str) -> tuple[str, int | bool]:
    if token in ("C1", "C2"):
        return "cut", int(token[1])
    if token in ("M1", "M2"):
        return "median", int(token[1])
    if token == "P":
        return "played", True
    if token == "F":
        return "fore", True
    if token == "R":
        return "reverse", True
    match = _LIMIT.fullmatch(token)
    if match is not None:
        size = int(match.group(2))
        return "limit", -size if match.group(1) == "-" else size
    raise InvalidInputError(f"unknown tie-break modifier /{token} in {source!r} (known: /C1 /C2 /M1 /M2 /P /F /R /L±n)")


def parse_tiebreaks(text: str | Iterable[str]) -> tuple[TieBreakSpec, ...]:
    """Read an MTB26 list such as ``BH/C1,BH,SB,DE`` (or several such strings, e.g. record 202's items).

    Blank items (a trailing comma) are skipped; any bad item raises InvalidInputError naming it.
    """
    items: Sequence[str] = [text] if isinstance(text, str) else list(text)
    specs: list[TieBreakSpec] = []
    for item in items:
        for piece in item.split(","):
            if piece.strip():
                specs.append(TieBreakSpec.parse(piece))
    return tuple(specs)


def format_tiebreaks(specs: Iterable[TieBreakSpec]) -> str:
    """Write a tie-break list in MTB26 form: ``BH/C1,BH,SB,DE``."""
    return ",".join(spec.to_mtb() for spec in specs)
