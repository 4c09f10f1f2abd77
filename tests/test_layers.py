"""The layer rule of ARCHITECTURE.md, checked by import-linter's contracts in pyproject.toml."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_hold() -> None:
    exe = Path(sys.executable).parent / "lint-imports"
    command = [str(exe)] if exe.exists() else ["lint-imports"]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" not in result.stdout.lower().replace("0 broken", "")
