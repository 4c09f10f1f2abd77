"""The load of a hall of phones on the players' pages, as its own process: ``clients`` keep-alive connections,
each asking ``path`` every ``interval`` seconds (their phases spread over the interval, as phones are), for
``seconds``; prints one JSON line with the latencies (time to the whole response) in milliseconds.

Run: ``python -m tests.benchmarks.pages_load_client HOST PORT PATH CLIENTS INTERVAL SECONDS``. Plain asyncio
streams and a minimal HTTP/1.1 reader, so that the load process spends its time waiting, not parsing.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import time


async def _client(
    host: str, port: int, path: str, interval: float, until: float, out: list[float], errors: list[str]
) -> None:
    await asyncio.sleep(random.uniform(0, interval))
    reader, writer = await asyncio.open_connection(host, port)
    request = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Encoding: gzip\r\n\r\n".encode()
    try:
        while time.monotonic() < until:
            started = time.monotonic()
            writer.write(request)
            await writer.drain()
            head = await reader.readuntil(b"\r\n\r\n")
            status = int(head.split(b" ", 2)[1])
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            await reader.readexactly(length)
            out.append((time.monotonic() - started) * 1000)
            if status != 200:
                errors.append(str(status))
            await asyncio.sleep(max(0.0, interval - (time.monotonic() - started)))
    except (OSError, asyncio.IncompleteReadError) as exc:
        errors.append(type(exc).__name__)
    finally:
        writer.close()


async def _run(host: str, port: int, path: str, clients: int, interval: float, seconds: float) -> dict[str, object]:
    latencies: list[float] = []
    errors: list[str] = []
    until = time.monotonic() + seconds
    started = time.monotonic()
    await asyncio.gather(*(_client(host, port, path, interval, until, latencies, errors) for _ in range(clients)))
    elapsed = time.monotonic() - started
    ordered = sorted(latencies)

    def pct(p: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(p * len(ordered)))], 1) if ordered else -1.0

    return {
        "clients": clients,
        "interval_s": interval,
        "requests": len(latencies),
        "requests_per_s": round(len(latencies) / elapsed, 1),
        "p50_ms": pct(0.50),
        "p95_ms": pct(0.95),
        "p99_ms": pct(0.99),
        "max_ms": round(max(latencies, default=-1.0), 1),
        "mean_ms": round(statistics.fmean(latencies), 1) if latencies else -1.0,
        "errors": len(errors),
        "error_kinds": sorted(set(errors))[:5],
    }


def main(argv: list[str]) -> int:
    host, port, path, clients, interval, seconds = argv
    report = asyncio.run(_run(host, int(port), path, int(clients), float(interval), float(seconds)))
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
