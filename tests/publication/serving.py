"""A real pages' server process on loopback for the tests (``arbiter-desk serve``), stopped by its own pid."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serving(source: Path | str, *extra: str, port: int | None = None) -> Iterator[str]:
    """``arbiter-desk serve source`` in a process of its own; yields its address once it answers."""
    port = port or free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    where = ["--server", str(source)] if str(source).startswith("postgresql") else [str(source)]
    command = [sys.executable, "-m", "arbiter_desk", "serve", *where, "--port", str(port), "--refresh", "0.5"]
    process = subprocess.Popen(
        [*command, *extra], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    address = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise AssertionError(f"serve exited {process.returncode}: {process.stderr.read()}")  # type: ignore[union-attr]
            try:
                with urllib.request.urlopen(f"{address}/api/version", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        yield address
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def get(url: str, timeout: float = 5) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace")


def wait_for(url: str, text: str, within: float = 10) -> float:
    """Seconds until ``text`` appears at ``url`` (a generous bound: the figure is in the benchmarks)."""
    start = time.monotonic()
    while time.monotonic() - start < within:
        if text in get(url)[1]:
            return time.monotonic() - start
        time.sleep(0.1)
    raise AssertionError(f"{text!r} did not appear at {url} within {within} s")
