"""Problems as ``validate`` prints them, and the TrfError that parse_trf raises."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter_desk.core.errors import InvalidInputError
from arbiter_desk.formats.trf import Problem, TrfError, TrfReadResult, TrfVersion


def test_problem_text_names_line_and_column() -> None:
    assert str(Problem(14, 97, "colour must be w, b or -", "error")) == "line 14, col 97: colour must be w, b or -"


def test_warning_text_is_prefixed_and_a_whole_line_has_no_column() -> None:
    assert str(Problem(3, None, "record 299 ignored", "warning")) == "warning: line 3: record 299 ignored"


def test_problem_is_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Problem(1, 1, "x", "error").line = 2  # type: ignore[misc]


def test_trf_error_names_the_first_three_errors_and_counts_the_rest() -> None:
    problems = [Problem(1, None, "only a warning", "warning")] + [
        Problem(n, 5, f"bad {n}", "error") for n in range(2, 7)
    ]
    error = TrfError(problems, "in.trf")
    assert isinstance(error, InvalidInputError) and isinstance(error, ValueError)
    assert str(error) == (
        "in.trf: unusable TRF file: line 2, col 5: bad 2; line 3, col 5: bad 3; line 4, col 5: bad 4 (and 2 more)"
    )
    assert error.problems == tuple(problems)


def test_read_result_splits_errors_and_warnings() -> None:
    warning, error = Problem(1, None, "w", "warning"), Problem(2, 5, "e", "error")
    result = TrfReadResult(None, (warning, error), TrfVersion.TRF16)
    assert result.errors == (error,)
    assert result.warnings == (warning,)


def test_version_labels() -> None:
    assert [v.label for v in TrfVersion] == ["TRF-16", "TRF-2026"]
