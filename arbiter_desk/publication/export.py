"""The static export: the players' pages written as a folder of HTML files for an organiser's website or a USB
stick (links relative, no script, no server). Each page is written to a temporary name and renamed into place."""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.formats.files import write_bytes_atomically, write_text_atomically
from arbiter_desk.publication.model import PublicEvent, read_event
from arbiter_desk.publication.options import PublicationOptions
from arbiter_desk.publication.pages import ROUND_PAGES, file_link, pages_of, render, static_file

EXPORTED_STATIC = ("style.css", "search.js")


def export_pages(source: str | Path, folder: Path, options: PublicationOptions | None = None) -> int:
    """Write every page of the event at ``source`` into ``folder``; the number of pages written."""
    from arbiter_desk.publication.server import open_event

    desk = open_event(str(source))
    try:
        event = read_event(desk, options)
    finally:
        desk.close()
    return write_pages(event, folder, options)


def write_pages(event: PublicEvent, folder: Path, options: PublicationOptions | None = None) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    written = 0

    def page(name: str, arg: int | None = None) -> None:
        nonlocal written
        html = render(event, name, arg, options=options, link=file_link, live=False)
        write_text_atomically(folder / ("index.html" if name == "index" else file_link(name, arg)), html)
        written += 1

    page("index")
    for name in pages_of(event):
        page(name)
        if name in ROUND_PAGES:
            numbers = [r.number for r in (event.teams.rounds if event.teams is not None else event.rounds)]
            for number in numbers:
                page(name, number)
    for tpn in event.players:
        page("player", tpn)
    for name in EXPORTED_STATIC:
        write_bytes_atomically(folder / name, static_file(name))
    return written
