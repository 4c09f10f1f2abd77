"""Starting and stopping the pages' server from the desk: the command line of ``arbiter-desk serve`` as its own
process (never a thread of the desk: the pages must not share the desk's interpreter lock), the addresses of
this computer to offer, and the QR code of the address for the players' phones."""

from __future__ import annotations

import atexit
import io
import os
import socket
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import segno

from arbiter_desk.publication.server import DEFAULT_PORT, page_address


@dataclass(frozen=True, slots=True)
class PagesSource:
    """What the pages' process opens: a tournament file, or a venue server's event (URL without password; the
    password goes to the child through ``PGPASSWORD``, never on its command line)."""

    file: Path | None = None
    server_url: str = ""
    password: str = ""


def serve_command(source: PagesSource, host: str, port: int = DEFAULT_PORT, hide_juniors: bool = False) -> list[str]:
    """The command that serves ``source``: the bundle's own executable when frozen, else this Python."""
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "arbiter_desk"]
    where = ["--server", source.server_url] if source.server_url else [str(source.file)]
    extra = ["--hide-junior-ratings"] if hide_juniors else []
    return [*program, "serve", *where, "--host", host, "--port", str(port), *extra]


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses a phone on the venue's network may reach, loopback last. The route trick
    (a UDP socket "connected" to a private address) sends nothing."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            found.append(str(probe.getsockname()[0]))
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    addresses = [a for a in dict.fromkeys(found) if not a.startswith("127.") and a != "0.0.0.0"]
    return [*addresses, "127.0.0.1"]


def qr_png(text: str, scale: int = 6) -> bytes:
    """The QR code of ``text`` as PNG bytes (segno: pure Python), medium error correction for a printed sheet."""
    out = io.BytesIO()
    segno.make(text, error="m", micro=False).save(out, kind="png", scale=scale, border=2)
    return out.getvalue()


@dataclass
class PagesProcess:
    """The pages' server process this desk started (stopped by its own pid, and when the desk exits)."""

    process: subprocess.Popen[bytes] | None = None
    address: str = ""
    log: Path | None = None
    _registered: bool = field(default=False, repr=False)

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def start(
        self, source: PagesSource, host: str, port: int, hide_juniors: bool = False, log: Path | None = None
    ) -> str:
        """Start serving; the address to show. A running server is stopped first."""
        self.stop()
        env = dict(os.environ)
        if source.password:
            env["PGPASSWORD"] = source.password
        sink = subprocess.DEVNULL if log is None else log.open("ab")
        try:
            self.process = subprocess.Popen(
                serve_command(source, host, port, hide_juniors),
                stdin=subprocess.DEVNULL,
                stdout=sink,
                stderr=sink,
                env=env,
            )
        finally:
            if log is not None and not isinstance(sink, int):
                sink.close()
        self.address, self.log = page_address(host, port), log
        if not self._registered:
            atexit.register(self.stop)
            self._registered = True
        return self.address

    def exit_code(self) -> int | None:
        """The exit code of a server that stopped by itself (e.g. the port was taken), else None."""
        return None if self.process is None else self.process.poll()

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
