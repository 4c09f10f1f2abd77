"""``arbiter-desk server init URL --make-certs DIR``: a venue CA and a server certificate for
the URL's host, the server's TLS lines and the desks' ``verify-full`` URL printed; an existing file is never
overwritten; without ``openssl`` the commands are printed instead."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK


def _run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    code = run(list(argv), out)
    return code, out.getvalue()


def test_make_certs_writes_a_ca_and_a_server_certificate_and_prints_the_settings(
    tmp_path: Path, postgres_url: str
) -> None:
    folder = tmp_path / "certs"
    code, text = _run("server", "init", postgres_url, "--make-certs", str(folder))
    assert code == EXIT_OK
    assert sorted(p.name for p in folder.iterdir()) == ["server.crt", "server.key", "venue-ca.crt", "venue-ca.key"]
    assert (folder / "server.key").stat().st_mode & 0o077 == 0
    checked = subprocess.run(
        [
            "openssl",
            "verify",
            "-CAfile",
            str(folder / "venue-ca.crt"),
            "-verify_ip",
            "127.0.0.1",
            str(folder / "server.crt"),
        ],
        capture_output=True,
        text=True,
    )
    assert checked.returncode == 0, checked.stderr
    for line in ("ssl = on", "hostssl postgres all 0.0.0.0/0 scram-sha-256", "hostnossl all all 0.0.0.0/0 reject"):
        assert line in text
    assert "sslmode=verify-full&sslrootcert=" in text and "roles chief, deputy, results, viewer ready" in text
    code, _ = _run("server", "init", postgres_url, "--make-certs", str(folder))
    assert code == EXIT_INVALID_INPUT  # never overwrites the venue's CA


def test_without_openssl_the_commands_are_printed(
    tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = shutil.which
    monkeypatch.setattr(shutil, "which", lambda name: None if name == "openssl" else real(name))
    code, text = _run("server", "init", postgres_url, "--make-certs", str(tmp_path / "c"), "--cert-host", "venue.lan")
    assert code == EXIT_OK and not (tmp_path / "c").exists()
    assert "openssl req -x509" in text and "subjectAltName=DNS:venue.lan" in text and "/CN=venue.lan" in text
