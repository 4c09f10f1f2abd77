"""Tournament → Update rating lists: FIDE's standard, rapid and blitz lists downloaded in one action (checklist
Q135–136), each imported through the one import path for a list file (``rating_lists.import_fide_list``).

FIDE publishes each list every month as a ZIP at ``<base>/standard_rating_list.zip`` (``rapid_…``,
``blitz_…``); the base address is a setting (FIDE's by default). A download goes to a temporary file of the
system's and is checked before it is read: the HTTP status, the bytes against ``Content-Length``, a connection that
drops or a server that stops answering (``timeout`` seconds per wait). The file is then read like a file the
arbiter brings — a short body, a damaged ZIP or a list far smaller than the previous one is refused whole, and
the previous list of that rate stays. The month is the list's own (its rating column, e.g. ``DEC26``).
"""

from __future__ import annotations

import contextlib
import http.client
import socket
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from arbiter_desk import __version__
from arbiter_desk.core.errors import ArbiterDeskError, InvalidInputError
from arbiter_desk.core.rating_lists import FIDE, RateOfPlay
from arbiter_desk.core.text import Text, tr
from arbiter_desk.services.ratings.list_currency import month_text
from arbiter_desk.services.ratings.rating_lists import default_folder, import_fide_list, list_path, sniff_fide_file
from arbiter_desk.store.rating_list_db import rating_list_info

FIDE_DOWNLOAD_URL = "https://ratings.fide.com/download/"
"""Where FIDE publishes its monthly lists (ratings.fide.com, "Download rating lists")."""
LIST_FILES = {
    RateOfPlay.STANDARD: "standard_rating_list.zip",
    RateOfPlay.RAPID: "rapid_rating_list.zip",
    RateOfPlay.BLITZ: "blitz_rating_list.zip",
}
"""FIDE's file of each single list (fixed-width text in a ZIP)."""
TIMEOUT_S = 30.0
"""The longest wait for the server: to connect, and for each part of the file."""
_CHUNK = 64 * 1024


class DownloadError(ArbiterDeskError):
    """A download that failed, in plain words; ``network`` when the server could not be reached at all (the
    other lists are then not tried)."""

    def __init__(self, message: str | Text, network: bool = False) -> None:
        super().__init__(message)
        self.network = network


@dataclass(frozen=True, slots=True)
class UpdateStep:
    """Progress: which list, ``download`` (bytes of ``total``, 0 unknown) or ``import`` (players read)."""

    rate: RateOfPlay
    phase: str
    done: int
    total: int = 0


@dataclass(frozen=True, slots=True)
class ListUpdate:
    """What became of one list: its month and players when imported, else why not (the previous list stays)."""

    rate: RateOfPlay
    month: date | None = None
    players: int = 0
    error: str = ""
    previous: date | None = None
    """The month of the list kept when this one failed (None: there is none)."""

    @property
    def ok(self) -> bool:
        return not self.error

    @property
    def text(self) -> str:
        """``Standard: December 2026 — 1,234,567 players``, or what failed and which list stays."""
        name = self.rate.value.capitalize()
        if self.ok and self.month is not None:
            return f"{name}: {month_text(self.month)} — {self.players:,} players"
        kept = f"the list of {month_text(self.previous)} stays" if self.previous else "no list of this rate is kept"
        return f"{name}: not updated — {self.error}; {kept}"


@dataclass(frozen=True, slots=True)
class UpdateOutcome:
    """Every list asked for, in order; ``cancelled`` when the arbiter stopped it (the lists not yet done keep
    their previous version, those already imported stay imported)."""

    lists: tuple[ListUpdate, ...]
    cancelled: bool = False

    @property
    def text(self) -> str:
        lines = [item.text for item in self.lists]
        if self.cancelled:
            lines.append("Cancelled: the lists not updated keep their previous version.")
        return "\n".join(lines)


def checked_base_url(text: str) -> str:
    """The download address as typed, or a clear error: ``http://`` or ``https://`` and a host."""
    url = text.strip()
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise InvalidInputError(
            tr(
                "download address {text}: it must start with http:// or https:// and name a server (FIDE's is "
                "{fide_download_url})",
                text=repr(text),
                fide_download_url=FIDE_DOWNLOAD_URL,
            )
        )
    return url if url.endswith("/") else url + "/"


def list_url(base_url: str, rate: RateOfPlay) -> str:
    return checked_base_url(base_url) + LIST_FILES[rate]


def _request(url: str, method: str = "GET") -> urllib.request.Request:
    return urllib.request.Request(url, method=method, headers={"User-Agent": f"ArbiterDesk/{__version__}"})


def _open(url: str, timeout: float, method: str = "GET") -> http.client.HTTPResponse:
    """The server's answer, or :class:`DownloadError` in plain words (no network, HTTP 404, no answer)."""
    try:
        answer = urllib.request.urlopen(_request(url, method), timeout=timeout)  # http(s) only: checked_base_url
    except urllib.error.HTTPError as error:
        error.close()
        raise DownloadError(
            tr("HTTP {code} ({reason}) for {url}", code=error.code, reason=error.reason, url=url)
        ) from None
    except urllib.error.URLError as error:
        if isinstance(error.reason, TimeoutError | socket.timeout):
            raise DownloadError(
                tr("the server did not answer within {timeout} s ({url})", timeout=format(timeout, "g"), url=url),
                network=True,
            ) from None
        raise DownloadError(
            tr("no network, or the server cannot be reached ({reason})", reason=error.reason), network=True
        ) from None
    except TimeoutError:
        raise DownloadError(
            tr("the server did not answer within {timeout} s ({url})", timeout=format(timeout, "g"), url=url),
            network=True,
        ) from None
    except (OSError, http.client.HTTPException) as error:
        raise DownloadError(
            tr("the connection failed ({value})", value=error or type(error).__name__), network=True
        ) from None
    assert isinstance(answer, http.client.HTTPResponse)  # http(s) only: checked_base_url
    return answer


def download(
    url: str, target: Path, progress: Callable[[int, int], bool] | None = None, timeout: float = TIMEOUT_S
) -> bool:
    """Write ``url``'s body to ``target``; False when ``progress(bytes, total)`` answered False (cancelled).

    A body shorter or longer than the ``Content-Length`` announced, a dropped connection or a server that
    stops sending for ``timeout`` seconds raise :class:`DownloadError` (the file is then removed)."""
    with contextlib.closing(_open(url, timeout)) as answer:
        announced = answer.getheader("Content-Length")
        total = int(announced) if announced and announced.strip().isdigit() else 0
        received = 0
        try:
            with Path(target).open("wb") as out:
                while True:
                    if progress is not None and not progress(received, total):
                        return False
                    chunk = answer.read(_CHUNK)
                    if not chunk:
                        break
                    out.write(chunk)
                    received += len(chunk)
        except TimeoutError:
            raise DownloadError(
                tr(
                    "the server stopped sending for {timeout} s after {received} bytes: the download is cut",
                    timeout=format(timeout, "g"),
                    received=format(received, ","),
                )
            ) from None
        except http.client.IncompleteRead as short:  # the connection closed before Content-Length was reached
            got = received + len(short.partial)
            raise DownloadError(
                tr(
                    "the download is cut: {got} of the {total} bytes the server announced",
                    got=format(got, ","),
                    total=format(total, ","),
                )
            ) from None
        except (OSError, http.client.HTTPException) as error:
            reason = error.__class__.__name__ if not str(error) else str(error)
            raise DownloadError(
                tr(
                    "the connection dropped after {received} bytes ({reason})",
                    received=format(received, ","),
                    reason=reason,
                )
            ) from None
    if total and received != total:
        raise DownloadError(
            tr(
                "the download is cut: {received} of the {total} bytes the server announced",
                received=format(received, ","),
                total=format(total, ","),
            )
        )
    return True


def network_reachable(base_url: str = FIDE_DOWNLOAD_URL, timeout: float = 5.0) -> bool:
    """The cheap check before the daily offer: does the server answer a HEAD of the standard list?"""
    try:
        with contextlib.closing(_open(list_url(base_url, RateOfPlay.STANDARD), timeout, method="HEAD")):
            return True
    except DownloadError as error:
        return not error.network  # an HTTP status (404, 405 for HEAD …) is an answer: the network is there
    except InvalidInputError:
        return False


def update_rating_lists(
    base_url: str = FIDE_DOWNLOAD_URL,
    folder: Path | None = None,
    progress: Callable[[UpdateStep], bool] | None = None,
    timeout: float = TIMEOUT_S,
    rates: Sequence[RateOfPlay] = tuple(RateOfPlay),
) -> UpdateOutcome:
    """Download and import each list of ``rates`` from ``base_url`` into ``folder`` (the desk's lists).

    ``progress`` returning False cancels: the list being read is dropped whole. A list that fails says why and
    leaves its previous version; once the server cannot be reached at all, the remaining lists are not tried."""
    where = folder or default_folder()
    where.mkdir(parents=True, exist_ok=True)
    base = checked_base_url(base_url)
    done: list[ListUpdate] = []
    unreachable = ""
    # The system's temporary folder: a killed download's leftover goes with its files, never among the lists.
    with tempfile.TemporaryDirectory(prefix="arbiter-desk-lists-") as scratch:
        for rate in rates:
            previous = _month_held(where, rate)
            if unreachable:
                done.append(ListUpdate(rate, error=f"not tried: {unreachable}", previous=previous))
                continue
            try:
                update = _update_one(base, rate, where, Path(scratch), progress, timeout)
            except DownloadError as error:
                unreachable = str(error) if error.network else ""
                done.append(ListUpdate(rate, error=str(error), previous=previous))
                continue
            except InvalidInputError as error:  # refused whole by the import path: cut, damaged, far smaller
                done.append(ListUpdate(rate, error=str(error), previous=previous))
                continue
            if update is None:
                return UpdateOutcome(tuple(done), cancelled=True)
            done.append(update)
    return UpdateOutcome(tuple(done))


def _update_one(
    base: str,
    rate: RateOfPlay,
    folder: Path,
    scratch: Path,
    progress: Callable[[UpdateStep], bool] | None,
    timeout: float,
) -> ListUpdate | None:
    """One list downloaded and imported; None when cancelled."""
    target = scratch / LIST_FILES[rate]

    def bytes_done(received: int, total: int) -> bool:
        return progress is None or progress(UpdateStep(rate, "download", received, total))

    if not download(base + LIST_FILES[rate], target, bytes_done, timeout):
        return None
    kind, month = sniff_fide_file(target)
    if kind != rate.value:
        found = "FIDE's combined list" if kind == "combined" else "no FIDE list of that rate"
        raise InvalidInputError(
            tr("{value}: the server sent {found}; nothing was imported", value=LIST_FILES[rate], found=found)
        )
    if month is None:
        raise InvalidInputError(
            tr("{value}: the list names no month (no column such as DEC26)", value=LIST_FILES[rate])
        )
    expected = _players_held(folder, rate)

    def players_done(players: int) -> bool:
        return progress is None or progress(UpdateStep(rate, "import", players, expected))

    outcome = import_fide_list(target, rate.value, month, folder, players_done)
    if outcome.cancelled:
        if outcome.players or not outcome.problems:
            return None
        raise InvalidInputError(
            tr("{value}: no player could be read ({value2})", value=LIST_FILES[rate], value2=outcome.problems[0])
        )
    return ListUpdate(rate, month, outcome.players)


def _held(folder: Path, rate: RateOfPlay) -> tuple[date | None, int]:
    info = rating_list_info(list_path(folder, FIDE, rate.value))
    if info is None:
        return None, 0
    try:
        return date.fromisoformat(info.list_date), info.players
    except ValueError:
        return None, info.players


def _month_held(folder: Path, rate: RateOfPlay) -> date | None:
    return _held(folder, rate)[0]


def _players_held(folder: Path, rate: RateOfPlay) -> int:
    return _held(folder, rate)[1]
