"""Malformed files never raise: random mutations of valid files give a snapshot or a clean list of errors."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_desk.formats.trf import TrfReadResult, TrfVersion, read_trf, write_trf
from tests.formats.trf.expected import TRF16_FILE, TRF26_FILE
from tests.formats.trf.samples import RICH_TRF16, RICH_TRF26

BASES = (
    TRF16_FILE.read_text(),
    TRF26_FILE.read_text(),
    write_trf(RICH_TRF26),
    write_trf(RICH_TRF16, TrfVersion.TRF16),
)
TRF_CHARACTERS = st.sampled_from([*" 0123456789wbWBmMgG-=+HFUZDLXAPx.,/#\r\n\t", "\ufeff", "é", "²"])
CHARACTERS = st.one_of(TRF_CHARACTERS, st.characters())


@st.composite
def mutated_files(draw: st.DrawFn) -> str:
    """A valid file with a few random edits: replace, insert or delete characters, swap or drop lines, truncate."""
    text = draw(st.sampled_from(BASES))
    for _ in range(draw(st.integers(min_value=1, max_value=5))):
        kind = draw(st.sampled_from(["replace", "insert", "delete", "swap", "drop", "truncate"]))
        if kind in ("swap", "drop"):
            lines = text.split("\n")
            i = draw(st.integers(0, len(lines) - 1))
            j = draw(st.integers(0, len(lines) - 1))
            if kind == "swap":
                lines[i], lines[j] = lines[j], lines[i]
            else:
                del lines[i]
            text = "\n".join(lines)
            continue
        if not text:
            continue
        position = draw(st.integers(0, len(text) - 1))
        if kind == "replace":
            text = text[:position] + draw(CHARACTERS) + text[position + 1 :]
        elif kind == "insert":
            text = text[:position] + draw(st.text(CHARACTERS, min_size=1, max_size=12)) + text[position:]
        elif kind == "delete":
            text = text[:position] + text[position + draw(st.integers(1, 12)) :]
        else:
            text = text[:position]
    return text


def assert_clean(result: TrfReadResult, text: str) -> None:
    """Either a snapshot and no error, or no snapshot and at least one error; every problem has a place."""
    assert isinstance(result, TrfReadResult)
    assert (result.tournament is None) == bool(result.errors)
    for problem in result.problems:
        assert problem.line >= 1
        assert problem.column is None or problem.column >= 1
        assert problem.severity in ("error", "warning")
        assert str(problem).startswith(("line ", "warning: line "))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_files())
def test_mutated_files_never_raise(text: str) -> None:
    result = read_trf(text)
    assert_clean(result, text)
    if result.tournament is not None:
        # what was accepted can be written and read back unchanged (TRF-2026 carries everything)
        again = read_trf(write_trf(result.tournament))
        assert again.errors == ()
        assert again.tournament == result.tournament


@settings(max_examples=200, deadline=None)
@given(mutated_files(), st.sampled_from(["utf-8", "latin-1", "utf-16"]))
def test_mutated_bytes_in_any_encoding_never_raise(text: str, encoding: str) -> None:
    assert_clean(read_trf(text.encode(encoding, errors="replace")), text)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400))
def test_random_bytes_never_raise(data: bytes) -> None:
    assert_clean(read_trf(b"001    1 " + data), "")
    assert_clean(read_trf(data), "")
