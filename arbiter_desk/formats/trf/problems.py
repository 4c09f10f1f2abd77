"""Problems found while reading a TRF file: where (line, column) and what was expected.

The reader never stops at the first problem: it collects every one of them, so that ``arbiter-desk validate``
can list them all. Errors make the file unusable (no tournament snapshot); warnings do not.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal

from arbiter_desk.core.errors import InvalidInputError

Severity = Literal["error", "warning"]

_SHOWN_IN_MESSAGE = 3
"""How many problems the message of a :class:`TrfError` spells out."""

MAX_PROBLEMS = 1000
"""How many problems a file's list keeps (a hostile file must not make a list of millions); the
ones beyond are counted, and a last problem says how many were left out."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem of a TRF file: 1-based ``line`` and ``column`` (None when it concerns a whole line)."""

    line: int
    column: int | None
    message: str
    severity: Severity = "error"

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def __str__(self) -> str:
        where = f"line {self.line}" if self.column is None else f"line {self.line}, col {self.column}"
        prefix = "warning: " if self.severity == "warning" else ""
        return f"{prefix}{where}: {self.message}"


@dataclass(slots=True)
class ProblemLog:
    """The problems of one file, in the order found (the reader sorts them by position at the end); at most
    :data:`MAX_PROBLEMS` are kept, every error is counted."""

    problems: list[Problem] = field(default_factory=list)
    error_count: int = 0
    left_out: int = 0
    _last_line: int = 0

    def error(self, line: int, column: int | None, message: str) -> None:
        self.error_count += 1
        self._add(Problem(line, column, message, "error"))

    def warning(self, line: int, column: int | None, message: str) -> None:
        self._add(Problem(line, column, message, "warning"))

    def _add(self, problem: Problem) -> None:
        self._last_line = max(self._last_line, problem.line)
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(problem)
        else:
            self.left_out += 1

    @property
    def has_errors(self) -> bool:
        return self.error_count > 0

    def has_errors_since(self, count: int) -> bool:
        """Whether an error was logged since :attr:`error_count` was ``count``."""
        return self.error_count > count

    def sorted(self) -> tuple[Problem, ...]:
        """By line, then column (whole-line problems first); the order found breaks ties. When problems were
        left out, a last one says how many."""
        found = sorted(self.problems, key=lambda p: (p.line, p.column or 0))
        if self.left_out:
            severity: Severity = "error" if self.error_count > sum(p.is_error for p in found) else "warning"
            found.append(Problem(self._last_line, None, f"{self.left_out:,} more problems not listed", severity))
        return tuple(found)


class TrfError(InvalidInputError):
    """A TRF file that cannot be used; ``problems`` lists every problem found, errors and warnings."""

    def __init__(self, problems: Iterable[Problem], source: str = "") -> None:
        self.problems = tuple(problems)
        errors = [p for p in self.problems if p.is_error] or list(self.problems)
        shown = "; ".join(str(p) for p in errors[:_SHOWN_IN_MESSAGE])
        more = len(errors) - _SHOWN_IN_MESSAGE
        if more > 0:
            shown += f" (and {more} more)"
        where = f"{source}: " if source else ""
        super().__init__(f"{where}unusable TRF file: {shown or 'no usable content'}")
