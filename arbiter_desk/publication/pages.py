"""The pages as HTML: one Jinja2 environment (autoescaped), the page names, and links that work both under the
server (``/player/12``) and as files of the static export (``player-12.html``, relative, no server)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

import jinja2

from arbiter_desk import PROGRAM_NAME, __version__
from arbiter_desk.publication.model import PublicEvent
from arbiter_desk.publication.options import PublicationOptions

INDIVIDUAL_PAGES = ("pairings", "names", "results", "standings", "crosstable", "schedule")
TEAM_PAGES = ("teams", "team-standings")
ROUND_PAGES = frozenset({"pairings", "results", "teams"})
"""Pages that take a round number (default: the round in play)."""

STATIC_FILES = ("style.css", "live.js", "screen.js", "search.js")

SCREEN_KINDS = ("pairings", "names", "standings", "results")


class NotFound(LookupError):
    """The page, round or player asked for is not published (or does not exist)."""


@dataclass(frozen=True, slots=True)
class Screen:
    """Screen mode for a monitor: one part of a long list, paged at a set pace (all chosen by URL)."""

    kind: str = "pairings"
    first: int = 1
    last: int = 0
    """0: to the end."""
    per_page: int = 0
    """Rows per page; 0: as many as fit the screen."""
    pace: int = 10
    """Seconds each page stays on the screen."""
    start: str = ""
    """The round's start time as the organiser writes it (``14:00``)."""


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FunctionLoader(_template_source),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    return env


def _template_source(name: str) -> str | None:
    if "/" in name or "\\" in name or not name.endswith(".html"):
        return None
    resource = files("arbiter_desk.publication").joinpath("templates", name)
    return resource.read_text(encoding="utf-8") if resource.is_file() else None


@cache
def static_file(name: str) -> bytes:
    """One of ``STATIC_FILES`` (a fixed list: no path from a request ever reaches the file system)."""
    if name not in STATIC_FILES:
        raise NotFound(name)
    return files("arbiter_desk.publication").joinpath("static", name).read_bytes()


def server_link(page: str, arg: object = None) -> str:
    if page == "index":
        return "/"
    if page == "static":
        return f"/static/{arg}"
    return f"/{page}" if arg is None else f"/{page}/{arg}"


def file_link(page: str, arg: object = None) -> str:
    if page == "static":
        return str(arg)
    return f"{page}.html" if arg is None else f"{page}-{arg}.html"


def pages_of(event: PublicEvent) -> tuple[str, ...]:
    return TEAM_PAGES if event.teams is not None else INDIVIDUAL_PAGES


def render(
    event: PublicEvent,
    page: str,
    arg: int | None = None,
    *,
    options: PublicationOptions | None = None,
    link: Callable[[str, object], str] = server_link,
    live: bool = True,
    screen: Screen | None = None,
    query: str = "",
) -> str:
    """The HTML of ``page`` (``index``, one of ``pages_of(event)``, ``player`` with a TPN, or ``screen``);
    raises ``NotFound`` for anything not published."""
    options = options or PublicationOptions()
    context: dict[str, object] = {}
    if page == "player":
        if arg is None or arg not in event.players:
            raise NotFound(f"player {arg}")
        context["player"] = event.players[arg]
    elif page in ROUND_PAGES:
        if page not in pages_of(event):
            raise NotFound(page)
        shown = event.teams.round(arg) if event.teams is not None else event.round(arg)
        if shown is None and arg is not None:
            raise NotFound(f"round {arg}")
        context["shown"] = shown
    elif page == "screen":
        if screen is None or screen.kind not in SCREEN_KINDS or event.teams is not None:
            raise NotFound("screen")
        context["shown"] = event.round()
    elif arg is not None or (page != "index" and page not in pages_of(event)):
        raise NotFound(page)
    template = environment().get_template(f"{page}.html")
    return template.render(
        event=event,
        page=page,
        link=link,
        live=live,
        options=options,
        screen=screen,
        query=query if len(query) >= 3 else "",
        pages=pages_of(event),
        titles=TITLES,
        program=f"{PROGRAM_NAME} {__version__}",
        **context,
    )


TITLES: Mapping[str, str] = {
    "index": "Event",
    "pairings": "Pairings by board",
    "names": "Pairings by name",
    "results": "Results",
    "standings": "Standings",
    "crosstable": "Cross table",
    "schedule": "Schedule",
    "teams": "Team pairings",
    "team-standings": "Team standings",
    "player": "Player",
    "screen": "Screen",
    "propose": "Your result",
}


def render_proposal_form(
    event: PublicEvent, *, options: PublicationOptions | None = None, answer: str = "", accepted: bool = False
) -> str:
    """The page on which a player proposes his board's result (with the answer to a post, if any); never a
    live page (a refresh must not wipe what he is typing)."""
    template = environment().get_template("propose.html")
    return template.render(
        event=event, page="propose", link=server_link, live=False, options=options or PublicationOptions(),
        pages=pages_of(event), titles=TITLES, program=f"{PROGRAM_NAME} {__version__}", shown=event.round(),
        answer=answer, accepted=accepted,
    )  # fmt: skip
