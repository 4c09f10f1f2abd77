"""The Starlette application of the players' pages: GET only (players' proposals aside), every page rendered
once per change of the event and then served from memory, so that a hall full of phones polling costs the
store nothing (one watcher thread asks the journal's position twice a second).

Hostile requests meet plain refusals: an over-long path or query string 414, an unknown page or an unpublished
round or player 404, a bad screen parameter 400, any other method 405; static files come from a fixed list
(``pages.STATIC_FILES``), so no path from a request ever reaches the file system.
"""

from __future__ import annotations

import gzip
import re
import threading
from collections.abc import Callable
from dataclasses import replace

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from arbiter_desk.core.tournament import Tournament
from arbiter_desk.publication.model import EventReader, PublicEvent
from arbiter_desk.publication.options import PublicationOptions
from arbiter_desk.publication.pages import (
    SCREEN_KINDS,
    NotFound,
    Screen,
    pages_of,
    render,
    render_proposal_form,
    static_file,
)
from arbiter_desk.publication.proposals import MAX_BODY, Proposal, RateLimit, Verdict, check, log, read_form
from arbiter_desk.services import Desk
from arbiter_desk.services.results.proposal_spool import SpooledProposal, spool_folder, write_proposal
from arbiter_desk.services.results.proposals import ProposalRefused, Refusal

MAX_PATH = 200
MAX_QUERY = 300
CACHE_ENTRIES = 512
"""Rendered pages kept per journal position (distinct screen and search URLs beyond it are rendered anew)."""

_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'",
}
_START = re.compile(r"[0-9:.hH ]{1,8}")


class Publication:
    """The event as the pages show it; ``refresh`` reads it again when the journal moved. Only the watcher
    thread (or the caller of ``refresh``) touches the desk; requests read ``event`` and the page cache."""

    def __init__(self, desk: Desk, options: PublicationOptions | None = None) -> None:
        self.desk = desk
        self.options = options or PublicationOptions()
        self._reader = EventReader(desk, self.options)
        self._desk_lock = threading.Lock()
        """The desk is used by the watcher thread and by a proposal's post (a venue server's insert): one at a time."""
        self.codes: dict[int, str] = {}
        """The board codes of the round in play while players may propose their results (``core.board_codes``)."""
        self.limits = RateLimit()
        first, snapshot = self._read_rounds(None)
        self.event: PublicEvent = self._reader.with_standings(first, snapshot)
        self._pages: dict[tuple[object, ...], tuple[bytes, bytes]] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def refresh(self) -> bool:
        """Read the event again if its journal moved; whether it did. The pairings and results are served as
        soon as they are read; the standings follow (the pages poll ``version``, which changes at each step)."""
        with self._desk_lock:
            if self.desk.journal.journal_seq() == self.event.seq:
                return False
            first, snapshot = self._read_rounds(self.event)
            self._publish(first)
            self._publish(self._reader.with_standings(first, snapshot))
        return True

    def _read_rounds(self, previous: PublicEvent | None) -> tuple[PublicEvent, Tournament | None]:
        first, snapshot = self._reader.read_rounds(previous)
        codes = (
            self.desk.results.board_codes(first.current) if first.current is not None and first.teams is None else {}
        )
        self.codes = codes
        return replace(first, proposals=bool(codes)), snapshot

    def propose(self, proposal: Proposal, address: str) -> Verdict:
        """A player's proposal: checked against the round shown, then handed to the desk (a file's spool folder)
        or put into the venue server's proposals table; never a result (``publication.proposals``)."""
        verdict = check(self.event, self.codes, proposal)
        if verdict is not None:
            return verdict
        if self.desk.server is None:
            spooled = SpooledProposal(proposal.round_no, proposal.board, proposal.result, proposal.code, address)
            try:
                write_proposal(spool_folder(self.desk.path), spooled)
            except OSError:
                return Verdict(503, "The desk cannot take proposals at the moment: tell the arbiter your result.")
        else:
            with self._desk_lock:
                try:
                    self.desk.results.receive_proposal(
                        proposal.round_no, proposal.board, proposal.result, proposal.code, address
                    )
                except ProposalRefused as refused:
                    return Verdict(409 if refused.reason is Refusal.HAS_RESULT else 400, str(refused))
        return Verdict(
            200,
            f"Thank you. Your proposal {proposal.result} for board {proposal.board} waits for the arbiter's "
            "confirmation.",
        )

    def _publish(self, event: PublicEvent) -> None:
        with self._lock:
            self.event, self._pages = event, {}

    def watch(self, every: float = 0.25) -> None:
        """Start the watcher thread (a daemon: it ends with the process)."""

        def loop() -> None:
            while not self._stop.wait(every):
                try:
                    self.refresh()
                except Exception:  # a locked or briefly missing file: keep the last good pages, try again
                    continue

        self._thread = threading.Thread(target=loop, name="publication-watch", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def page(self, key: tuple[object, ...], make: Callable[[PublicEvent], str]) -> tuple[bytes, bytes, str]:
        """The page ``key`` as (HTML, the same gzipped, the version of the event it shows): rendered and compressed
        once per change of the event (a phone's browser takes the gzipped one, a tenth of the size)."""
        with self._lock:
            event, pages = self.event, self._pages
            found = pages.get(key)
        if found is not None:
            return (*found, event.version)
        body = make(event).encode("utf-8")
        packed = gzip.compress(body, compresslevel=6, mtime=0)
        with self._lock:
            if self._pages is pages:
                if len(pages) >= CACHE_ENTRIES:
                    pages.clear()
                pages[key] = (body, packed)
        return body, packed, event.version


def create_app(publication: Publication) -> ASGIApp:
    """The ASGI application serving ``publication``."""
    options = publication.options

    def html(request: Request, page: tuple[bytes, bytes, str], key: tuple[object, ...]) -> Response:
        body, packed, version = page
        tag = f'"{version}-{abs(hash(key)) % 10**8}"'
        headers = {**_HEADERS, "Cache-Control": "no-cache", "ETag": tag, "Vary": "Accept-Encoding"}
        if tag in request.headers.get("if-none-match", ""):
            return Response(b"", 304, headers=headers)
        if "gzip" in request.headers.get("accept-encoding", ""):
            body = packed
            headers["Content-Encoding"] = "gzip"
        return Response(body, 200, headers=headers, media_type="text/html; charset=utf-8")

    def refused(status: int, text: str) -> Response:
        return PlainTextResponse(text, status, headers=_HEADERS)

    def serve(
        request: Request, page: str, arg: int | None = None, screen: Screen | None = None, query: str = ""
    ) -> Response:
        key = (page, arg, screen, query)
        try:
            found = publication.page(
                key, lambda event: render(event, page, arg, options=options, screen=screen, query=query)
            )
        except NotFound:
            return refused(404, "Not published.")
        return html(request, found, key)

    async def index(request: Request) -> Response:
        return serve(request, "index")

    async def named(request: Request) -> Response:
        page = str(request.path_params["page"])
        if page not in pages_of(publication.event) or page in ("player", "screen", "index"):
            return refused(404, "No such page.")
        query = request.query_params.get("q", "")[:40] if page == "names" else ""
        return serve(request, page, query=query)

    async def numbered(request: Request) -> Response:
        page = str(request.path_params["page"])
        number = int(request.path_params["number"])
        if page != "player" and page not in pages_of(publication.event):
            return refused(404, "No such page.")
        if number > 100_000:
            return refused(404, "Not published.")
        return serve(request, page, number)

    async def screen(request: Request) -> Response:
        kind = str(request.path_params["kind"])
        if kind not in SCREEN_KINDS:
            return refused(404, "No such screen.")
        try:
            chosen = _screen(kind, dict(request.query_params))
        except ValueError as exc:
            return refused(400, str(exc))
        return serve(request, "screen", screen=chosen)

    async def propose_form(request: Request) -> Response:
        return _page(render_proposal_form(publication.event, options=options), 200)

    async def propose(request: Request) -> Response:
        address = request.client.host if request.client is not None else "?"
        limits = publication.limits
        if limits.is_over(address):
            log.warning("proposal from %s refused: too many", address)
            text = "Too many tries from this device: wait a minute, or ask the arbiter."
            answer = render_proposal_form(publication.event, options=options, answer=text)
            return _page(answer, 429, {"Retry-After": str(limits.retry_after(address))})
        body = await _body(request)
        if body is None:
            limits.spend(address, 1)
            return refused(413, "The form is too big.")
        try:
            proposal = read_form(body)
        except ValueError as exc:
            limits.spend(address, 1)
            log.warning("proposal from %s refused: %s", address, exc)
            return _page(render_proposal_form(publication.event, options=options, answer=str(exc)), 400)
        verdict = await run_in_threadpool(publication.propose, proposal, address)
        limits.spend(address, verdict.cost)
        log.info(
            "proposal from %s round %d board %d %s: %d %s",
            address, proposal.round_no, proposal.board, proposal.result, verdict.status, verdict.text,
        )  # fmt: skip
        accepted = verdict.status == 200
        answer = render_proposal_form(publication.event, options=options, answer=verdict.text, accepted=accepted)
        return _page(answer, verdict.status)

    async def version(_request: Request) -> Response:
        return JSONResponse({"seq": publication.event.version}, headers=_HEADERS)

    async def static(request: Request) -> Response:
        name = str(request.path_params["name"])
        try:
            body = static_file(name)
        except NotFound:
            return refused(404, "No such file.")
        media = "text/css" if name.endswith(".css") else "text/javascript"
        return Response(body, headers={**_HEADERS, "Cache-Control": "max-age=300"}, media_type=media)

    routes = [
        Route("/", index),
        Route("/api/version", version),
        Route("/static/{name:str}", static),
        Route("/screen/{kind:str}", screen),
        Route("/propose", propose_form, methods=["GET", "HEAD"]),
        Route("/propose", propose, methods=["POST"]),
        Route("/{page:str}", named),
        Route("/{page:str}/{number:int}", numbered),
    ]
    return _Guard(Starlette(routes=routes))


def _page(html: str, status: int, extra: dict[str, str] | None = None) -> Response:
    return Response(html, status, headers={**_HEADERS, **(extra or {})}, media_type="text/html; charset=utf-8")


async def _body(request: Request) -> bytes | None:
    """The posted body, or None when it is bigger than a proposal's form can be (read no further)."""
    declared = request.headers.get("content-length", "")
    if declared and (not declared.isdigit() or int(declared) > MAX_BODY):
        return None
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_BODY:
            return None
    return bytes(data)


def _screen(kind: str, query: dict[str, str]) -> Screen:
    """The screen a monitor's URL asks for: ``?from=1&to=60&per=20&pace=10&start=14:00`` (``per`` left out or 0:
    as many rows as fit the screen)."""

    def number(name: str, default: int, low: int, high: int) -> int:
        text = query.get(name, "")
        if not text:
            return default
        if not text.isdigit() or not low <= int(text) <= high:
            raise ValueError(f"{name} must be a whole number from {low} to {high}")
        return int(text)

    start = query.get("start", "")
    if start and not _START.fullmatch(start):
        raise ValueError("start must be a time such as 14:00")
    first = number("from", 1, 1, 100_000)
    last = number("to", 0, 0, 100_000)
    if last and last < first:
        raise ValueError("to must not be before from")
    return Screen(kind, first, last, number("per", 0, 0, 200), number("pace", 10, 2, 600), start)


class _Guard:
    """Refuses over-long paths and query strings before routing (414), and every method but GET and HEAD (and
    POST of a player's result proposal)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            status = 0
            if (
                len(scope.get("raw_path") or scope["path"].encode()) > MAX_PATH
                or len(scope.get("query_string", b"")) > MAX_QUERY
            ):
                status = 414
            elif scope["method"] not in ("GET", "HEAD") and (scope["method"], scope["path"]) != ("POST", "/propose"):
                status = 405
            if status:
                text = {414: "Address too long.", 405: "These pages are read-only."}[status]
                response = PlainTextResponse(text, status, headers=_HEADERS)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)
