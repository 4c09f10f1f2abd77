"""The console entry point: help, version and usage errors (exit code 2)."""

import io

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_USAGE


def test_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--help"]) == 0
    text = capsys.readouterr().out
    for command in ("validate", "convert", "pair", "explain", "check", "generate"):
        assert command in text


def test_unknown_command_is_a_usage_error() -> None:
    assert run(["no-such-command"]) == EXIT_USAGE


def test_no_command_prints_help() -> None:
    out = io.StringIO()
    assert run([], out) == EXIT_USAGE
    assert "usage" in out.getvalue().lower()
