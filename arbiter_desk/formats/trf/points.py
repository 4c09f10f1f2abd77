"""Point systems in TRF files: TRF-2026 record 162, TRF(x) ``XXS`` and the bbpPairings ``BBx`` records.

All three may appear in one file; they are gathered into one :class:`PointSystem`. A value given for one
result only (``XXS WW=…``) beats a general one (record 162 ``W``, ``XXS W=…``, ``BBW``); what nobody gives
keeps FIDE's default (1 / ½ / 0, pairing-allocated bye, forfeit win and full-point bye as a win).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from arbiter_desk.core.scoring import HALF, ONE, ZERO, PointSystem, format_points
from arbiter_desk.formats.trf.columns import DATA_COLUMN, LineBuilder, parse_decimal
from arbiter_desk.formats.trf.problems import ProblemLog

SYMBOLS_162 = {"W": "win", "D": "draw", "L": "loss", "A": "absent", "Z": "absent", "P": "pairing_bye", "X": ""}
"""Record 162 symbols → what they set; ``Z`` is how older writers spelt ``A``; ``X`` (unknown result) has no
counterpart in the snapshot and is read without effect."""

XXS_CODES = {
    "WW": "win_white",
    "BW": "win_black",
    "WD": "draw_white",
    "BD": "draw_black",
    "WL": "loss_white",
    "BL": "loss_black",
    "ZPB": "zero_bye",
    "HPB": "half_bye",
    "FPB": "full_bye",
    "PAB": "pairing_bye",
    "FW": "forfeit_win",
    "FL": "forfeit_loss",
    "W": "win",
    "D": "draw",
}
"""TRF(x) ``XXS`` codes → the value they set (``W`` and ``D`` are shortcuts for both colours)."""

BB_RECORDS = {
    "BBW": "win",
    "BBD": "draw",
    "BBL": "loss",
    "BBZ": "zero_bye",
    "BBF": "forfeit_loss",
    "BBU": "pairing_bye",
}
"""bbpPairings records → the value they set (the value starts at column 5)."""

POINT_WIDTH = 4
"""Record 162 gives a point value 4 columns (7-10): a value is usable only if it fits them (-9.5 … 99.5)."""

_SYMBOL_AND_VALUE = re.compile(r"(\S)\s*(\S*)")
_TOKEN = re.compile(r"\S+")
_COLUMN_162 = 6
_STRIDE_162 = 9
_WIDTH_162 = 4


@dataclass(slots=True)
class PointSystemBuilder:
    """Collects point values from records 162, ``XXS`` and ``BBx`` (in file order) and builds the system."""

    values: dict[str, Decimal] = field(default_factory=dict)

    def set(self, key: str, value: Decimal, line: int, column: int, log: ProblemLog) -> None:
        if len(format_points(value)) > POINT_WIDTH:
            log.error(line, column, f"points {value} do not fit the {POINT_WIDTH} columns of record 162")
            return
        if key in self.values and self.values[key] != value:
            log.warning(line, column, f"point value given twice ({self.values[key]} and {value}); using {value}")
        self.values[key] = value

    def read_162(self, line: int, text: str, log: ProblemLog) -> None:
        """Record 162: symbol at column 6, points at 7-10, repeated every 9 columns."""
        for match in _SYMBOL_AND_VALUE.finditer(text, DATA_COLUMN - 1):
            symbol, value_text = match.group(1).upper(), match.group(2)
            column = match.start(1) + 1
            if symbol not in SYMBOLS_162:
                log.error(line, column, f"point symbol must be one of W D L A P X, not {match.group(1)!r}")
                continue
            value = parse_decimal(value_text)
            if value is None:
                log.error(line, match.start(2) + 1, f"points for {symbol} must be a number like 1.0")
            elif SYMBOLS_162[symbol]:
                self.set(SYMBOLS_162[symbol], value, line, column, log)

    def read_xxs(self, line: int, text: str, log: ProblemLog) -> None:
        """TRF(x) ``XXS CODE=VALUE …``."""
        for match in _TOKEN.finditer(text, DATA_COLUMN - 1):
            code, equals, value_text = match.group().partition("=")
            column = match.start() + 1
            key = XXS_CODES.get(code.upper())
            if key is None or not equals:
                log.error(line, column, f"expected CODE=VALUE with a code of {' '.join(XXS_CODES)}")
                continue
            value = parse_decimal(value_text)
            if value is None:
                log.error(line, column + len(code) + 1, f"value of {code.upper()} must be a number like 1.0")
            else:
                self.set(key, value, line, column, log)

    def read_bb(self, line: int, record: str, text: str, log: ProblemLog) -> None:
        """bbpPairings ``BBW BBD BBL BBZ BBF BBU``: one value from column 5."""
        value = parse_decimal(text[DATA_COLUMN - 1 :])
        if value is None:
            log.error(line, DATA_COLUMN, f"{record} must give points like 1.0")
        else:
            self.set(BB_RECORDS[record], value, line, DATA_COLUMN, log)

    def build(self) -> PointSystem:
        v = self.values
        win, draw, loss = v.get("win", ONE), v.get("draw", HALF), v.get("loss", ZERO)
        absent = v.get("absent", ZERO)
        return PointSystem(
            win_white=v.get("win_white", win),
            win_black=v.get("win_black", win),
            draw_white=v.get("draw_white", draw),
            draw_black=v.get("draw_black", draw),
            loss_white=v.get("loss_white", loss),
            loss_black=v.get("loss_black", loss),
            forfeit_win=v.get("forfeit_win", win),
            forfeit_loss=v.get("forfeit_loss", absent),
            pairing_bye=v.get("pairing_bye", win),
            full_bye=v.get("full_bye", win),
            half_bye=v.get("half_bye", draw),
            zero_bye=v.get("zero_bye", absent),
        )


def _values_162(system: PointSystem) -> list[tuple[str, Decimal]]:
    return [
        ("W", system.win_white),
        ("D", system.draw_white),
        ("L", system.loss_white),
        ("A", system.zero_bye),
        ("P", system.pairing_bye),
    ]


def record_162(system: PointSystem, unknown: bool = False) -> str:
    """TRF-2026 record 162 for ``system`` (W D L A P; what it cannot say goes to :func:`xxs_line`); ``unknown``:
    with ``X``, the unknown result of an adjourned game still open, worth a draw (C.04.2 art. 3.1; Q165)."""
    builder = LineBuilder("162")
    pairs = [*_values_162(system), *([("X", system.draw)] if unknown else [])]
    for index, (symbol, value) in enumerate(pairs):
        column = _COLUMN_162 + _STRIDE_162 * index
        builder.put(column, symbol).put(column + 1, format_points(value), _WIDTH_162, right=True)
    return builder.text()


def fits_162(system: PointSystem) -> bool:
    """Whether record 162 alone gives back ``system`` (colour-blind, forfeits and byes as usual)."""
    rebuilt = PointSystemBuilder({SYMBOLS_162[s]: value for s, value in _values_162(system)}).build()
    return rebuilt == system


def xxs_line(system: PointSystem) -> str:
    """TRF(x) ``XXS`` with every code, so that any point system (colour-dependent too) survives."""
    pairs = [(code, getattr(system, key)) for code, key in XXS_CODES.items() if key not in ("win", "draw")]
    return "XXS " + " ".join(f"{code}={format_points(value)}" for code, value in pairs)
