"""``validate`` and ``convert`` through ``arbiter_desk.cli.run``: exit codes and what they print."""

from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK, EXIT_USAGE
from arbiter_desk.formats.trf import TrfVersion, load_trf, read_trf_file
from tests.formats.trf.expected import SPRING_OPEN_TRF16, SPRING_OPEN_TRF26, TRF16_FILE, TRF26_FILE
from tests.formats.trf.trf_lines import block, player_line, trf


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    path = tmp_path / "broken.trf"
    path.write_text(
        trf(
            "012 Broken",
            "299 penalty",
            player_line(1, "A", points="1.0", blocks=[block(2, "x", "1")]),
            player_line(2, "B", points="1.0", blocks=[block(1, "b", "0"), block(12, "w", "1")]),
        )
    )
    return path


def validate(path: Path) -> tuple[int, list[str]]:
    out = io.StringIO()
    code = run(["validate", str(path)], out)
    return code, out.getvalue().splitlines()


@pytest.mark.parametrize(("path", "label"), [(TRF16_FILE, "TRF-16"), (TRF26_FILE, "TRF-2026")])
def test_validate_a_clean_file_exits_0(path: Path, label: str) -> None:
    assert validate(path) == (EXIT_OK, [f"{path}: ok ({label}, 6 players)"])


def test_validate_an_unusable_file_exits_3_and_names_line_and_column(broken: Path) -> None:
    code, lines = validate(broken)
    assert code == EXIT_INVALID_INPUT
    assert lines == [
        f"{broken}: warning: line 2, col 1: record 299 (abnormal point assignments) is not read; ignored",
        f"{broken}: line 3, col 97: colour must be w, b or -, not 'x'",
        f"{broken}: line 4, col 102: opponent 0012 is not a player in this file",
        f"{broken}: unusable (2 error(s))",
    ]


def test_validate_a_usable_file_with_warnings_exits_0_and_lists_them(tmp_path: Path) -> None:
    path = tmp_path / "warn.trf"
    path.write_text(trf(player_line(1, "A", points="2.0", blocks=[block(0, "-", "F")]), player_line(2, "B")))
    code, lines = validate(path)
    assert code == EXIT_OK
    assert lines == [
        f"{path}: warning: line 1, col 81: points 2.0 differ from 1.0 computed from the results",
        f"{path}: warning: line 1, col 99: full-point bye F is deprecated by FIDE",
    ]


def test_validate_a_missing_file_exits_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["validate", str(tmp_path / "none.trf")]) == EXIT_INVALID_INPUT
    assert "none.trf" in capsys.readouterr().err


def test_validate_binary_garbage_exits_3_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "garbage.trf"
    path.write_bytes(bytes(range(256)) * 3)
    code, lines = validate(path)
    assert code == EXIT_INVALID_INPUT
    assert lines[-1].endswith("error(s))")


@pytest.mark.parametrize(
    ("source", "target", "version", "expected"),
    [
        (TRF16_FILE, "trf26", TrfVersion.TRF26, SPRING_OPEN_TRF16),
        (TRF26_FILE, "trf26", TrfVersion.TRF26, SPRING_OPEN_TRF26),
        (TRF16_FILE, "trf16", TrfVersion.TRF16, SPRING_OPEN_TRF16),
    ],
)
def test_convert_writes_the_requested_edition(
    tmp_path: Path, source: Path, target: str, version: TrfVersion, expected: object
) -> None:
    out = tmp_path / "out.trf"
    assert run(["convert", str(source), "--to", target, "-o", str(out)]) == EXIT_OK
    result = read_trf_file(out)
    assert result.version is version
    assert result.errors == ()
    assert result.tournament == expected


def test_convert_trf26_to_trf16_drops_only_what_trf16_cannot_carry(tmp_path: Path) -> None:
    out = tmp_path / "out16.trf"
    assert run(["convert", str(TRF26_FILE), "--to", "trf16", "-o", str(out)]) == EXIT_OK
    text = out.read_text()
    assert "###" not in text and "\n240 " not in text and "\n162 " not in text
    assert "\nXXR 5\n" in text and "\nXXP 1 6\n" in text
    converted = load_trf(out)
    assert converted.players == SPRING_OPEN_TRF26.players
    assert converted.acceleration(3, 2) == 1 and converted.acceleration(4, 2) == 0


def test_convert_defaults_to_trf26(tmp_path: Path) -> None:
    out = tmp_path / "out.trf"
    assert run(["convert", str(TRF16_FILE), "-o", str(out)]) == EXIT_OK
    assert read_trf_file(out).version is TrfVersion.TRF26


def test_convert_an_unusable_file_exits_3_naming_line_and_column(
    broken: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.trf"
    assert run(["convert", str(broken), "--to", "trf16", "-o", str(out)]) == EXIT_INVALID_INPUT
    assert "line 3, col 97: colour must be w, b or -" in capsys.readouterr().err
    assert not out.exists()


def test_convert_to_an_unknown_edition_is_a_usage_error(tmp_path: Path) -> None:
    assert run(["convert", str(TRF16_FILE), "--to", "trf99", "-o", str(tmp_path / "x.trf")]) == EXIT_USAGE


@pytest.fixture
def declared(tmp_path: Path) -> Path:
    """A file whose organiser ranked 2 first and wrote 1's points wrong (1.5 instead of 1.0)."""
    path = tmp_path / "declared.trf"
    path.write_text(
        trf(
            "012 Declared",
            player_line(1, "A", points="1.5", rank="2", blocks=[block(2, "w", "1")]),
            player_line(2, "B", points="0.0", rank="1", blocks=[block(1, "b", "0")]),
            player_line(3, "C", blocks=[block(0, "-", "-")]),
        )
    )
    return path


def test_convert_keeps_declared_points_and_ranks_and_warns_on_disagreement(
    declared: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The organiser's points and ranks survive a conversion; blank ranks stay blank."""
    out = tmp_path / "out.trf"
    assert run(["convert", str(declared), "-o", str(out)]) == EXIT_OK
    result = read_trf_file(out)
    assert result.declared_points == {1: Decimal("1.5"), 2: Decimal("0.0"), 3: Decimal("0.0")}
    assert result.declared_ranks == {1: 2, 2: 1}
    err = capsys.readouterr().err
    assert "warning: player 1 declares 1.5 points, the results give 1.0; kept as declared" in err
    assert "player 2" not in err


def test_convert_recompute_writes_computed_points_and_ranks(
    declared: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.trf"
    assert run(["convert", str(declared), "--recompute", "-o", str(out)]) == EXIT_OK
    result = read_trf_file(out)
    assert result.declared_points == {1: Decimal("1.0"), 2: Decimal("0.0"), 3: Decimal("0.0")}
    assert result.declared_ranks == {1: 1, 2: 2, 3: 3}
    assert "written as computed" in capsys.readouterr().err
