"""A throwaway PostgreSQL cluster of a test module's own (the outage, hang and TLS tests: they stop, freeze or
reconfigure their server, which the shared CI cluster must never be).

``initdb`` refuses root: as root the cluster runs as a system user made for it (as ``.ci/postgres.sh`` does).
Only the loopback address is listened on. Skipped (or failed with ``ARBITER_DESK_REQUIRE_POSTGRES=1``) when
PostgreSQL's programs are missing."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

from tests.venue_server import _no_server, postgres_programs

SYSTEM_USER = "arbiterdesk-pg"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Cluster:
    """One cluster in a temporary folder: ``start``, ``stop``, ``freeze``/``thaw`` (SIGSTOP/SIGCONT of the
    postmaster and every backend), ``url``; ``settings`` go to ``postgresql.conf``, ``hba`` replaces
    ``pg_hba.conf`` when given."""

    def __init__(self, *, password: str = "", settings: dict[str, str] | None = None, hba: str = "") -> None:
        programs = postgres_programs()
        if programs is None:
            _no_server("PostgreSQL's programs (initdb, pg_ctl) were not found")
        assert programs is not None
        self.programs = programs
        self.folder = Path(tempfile.mkdtemp(prefix="adesk-pg-"))
        self.folder.chmod(0o755)
        self.data = self.folder / "data"
        self.port = _free_port()
        self.password = password
        self.as_root = os.geteuid() == 0
        if self.as_root:
            if subprocess.run(["id", SYSTEM_USER], capture_output=True).returncode != 0:
                subprocess.run(
                    ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", SYSTEM_USER],
                    check=True,
                    capture_output=True,
                )
            shutil.chown(self.folder, SYSTEM_USER)
        init = [str(programs / "initdb"), "-D", str(self.data), "-U", "postgres", "--no-sync"]
        if password:
            secret = self.folder / "pw"
            secret.write_text(password, encoding="utf-8")
            if self.as_root:
                shutil.chown(secret, SYSTEM_USER)
            init += ["--auth-local=trust", "--auth-host=scram-sha-256", f"--pwfile={secret}"]
        else:
            init += ["-A", "trust"]
        self._run(init)
        lines = {
            "listen_addresses": "'127.0.0.1'",
            "port": str(self.port),
            "unix_socket_directories": f"'{self.folder}'",
            "fsync": "off",
            **(settings or {}),
        }
        with open(self.data / "postgresql.conf", "a", encoding="utf-8") as conf:
            conf.writelines(f"{key} = {value}\n" for key, value in lines.items())
        if hba:
            (self.data / "pg_hba.conf").write_text(hba, encoding="utf-8")

    def _run(self, command: list[str], check: bool = True) -> subprocess.CompletedProcess[bytes]:
        if self.as_root:
            command = ["runuser", "-u", SYSTEM_USER, "--", *command]
        return subprocess.run(command, check=check, capture_output=True, cwd=self.folder, timeout=120)

    def give(self, path: Path) -> None:
        """Hand a file (a key, a certificate) to the cluster's user."""
        if self.as_root:
            shutil.chown(path, SYSTEM_USER)

    def start(self) -> None:
        self._run([str(self.programs / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "log"), "-w", "start"])

    def stop(self, mode: str = "fast") -> None:
        self.thaw()
        self._run([str(self.programs / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop"], check=False)

    def remove(self) -> None:
        if not self.folder.exists():
            return
        self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)

    def pids(self) -> list[int]:
        """The postmaster and every process it started."""
        head = (self.data / "postmaster.pid").read_text(encoding="utf-8").split("\n", 1)[0]
        postmaster = int(head)
        children = subprocess.run(["pgrep", "-P", str(postmaster)], capture_output=True, text=True).stdout.split()
        return [postmaster, *map(int, children)]

    def freeze(self) -> None:
        """The server hangs: every one of its processes is stopped (the kernel still holds the connections)."""
        for pid in self.pids():
            with contextlib.suppress(ProcessLookupError):  # a backend that ended meanwhile
                os.kill(pid, signal.SIGSTOP)

    def thaw(self) -> None:
        try:
            pids = self.pids()
        except (OSError, ValueError):
            return
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)

    def url(self, user: str = "postgres", password: str | None = None, query: str = "") -> str:
        secret = self.password if password is None else password
        who = f"{user}:{quote(secret, safe='')}" if secret else user
        return f"postgresql://{who}@127.0.0.1:{self.port}/postgres{query}"

    def wait_ready(self, timeout_s: float = 30.0) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            done = self._run([str(self.programs / "pg_isready"), "-h", "127.0.0.1", "-p", str(self.port)], check=False)
            if done.returncode == 0:
                return
            time.sleep(0.1)
        raise TimeoutError("the test cluster did not come back")


TLS_PASSWORD = "chief-Secret%1 ok"
"""The superuser's password on the TLS cluster (scram-sha-256 over TCP)."""


def tls_cluster(certificates: Path) -> Cluster:
    """A started cluster with ``ssl=on`` and scram-sha-256 over TCP, its certificate for 127.0.0.1 made now by
    ``server init --make-certs``' own code into ``certificates`` (the CA: ``venue-ca.crt``). Plain TCP stays
    allowed, so a desk with ``sslmode=disable`` shows what "not encrypted" looks like."""
    from arbiter_desk.cli.server_certificates import make_certificates

    assert make_certificates(certificates, ["127.0.0.1"]), "openssl is needed for the TLS tests"
    hba = (
        "local all all trust\n"
        "hostssl all all 127.0.0.1/32 scram-sha-256\n"
        "hostnossl all all 127.0.0.1/32 scram-sha-256\n"
    )
    server = Cluster(password=TLS_PASSWORD, hba=hba)
    for name in ("server.crt", "server.key"):
        target = server.data / name
        shutil.copy(certificates / name, target)
        target.chmod(0o600)
        server.give(target)
    with open(server.data / "postgresql.conf", "a", encoding="utf-8") as conf:
        conf.write("ssl = on\nssl_cert_file = 'server.crt'\nssl_key_file = 'server.key'\n")
    server.start()
    return server
