"""The rules of the event's pairing system, printable (VCL4THP.13 Q91–92; C.04.2 (2026) art. 1.2–1.3).

File → Print… → "Rules of the pairing system" prints, for every system of the registry, the text the desk pairs
by. The text has one home: the user's guide page of the system (``docs/systems/<key>.md``; round robins
``docs/round-robins.md``), which the wheel's build step ships as ``resources/rules/<key>.md`` (the key of
``--system``: ``dutch``, ``dubov-1997``, ``rating-1992``, …); a source checkout reads the guide's page itself. The
sheet never keeps a second copy. Without a page, the sheet names the system, its Handbook article and edition, and
says where its text is. A superseded text (1992, Dubov 1997/2018) is marked as such: it is for re-checking old
events, not for new ones. The page's Markdown prints plainly: its tables as tables, links as their words.
"""

from __future__ import annotations

import re
from pathlib import Path

from arbiter_desk.core.pairing.registry import SystemEntry, all_entries
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import PrintOptions, header_lines
from arbiter_desk.formats.documents.model import Block, Column, Document, Heading, Note, Orientation, Table

RULES_FOLDER = Path(__file__).resolve().parents[2] / "resources" / "rules"
"""Where each system's rules page lives (``<key>.md``), the one place the sheet reads."""


GUIDE_PAGES = Path(__file__).resolve().parents[3] / "docs"
"""A source checkout's guide: the pages themselves (``systems/<key>.md``, ``round-robins.md``)."""


def guide_page(key: str, docs: Path = GUIDE_PAGES) -> Path:
    """Where the guide keeps the page of the system ``key``."""
    return docs / "round-robins.md" if key == "round-robin" else docs / "systems" / f"{key}.md"


def rules_page(entry: SystemEntry, folder: Path | None = None) -> str | None:
    """The text of ``entry``'s rules page (from ``folder``, else the installed pages, else the checkout's guide),
    or None while it is not there."""
    places = (
        [folder / f"{entry.key}.md"]
        if folder is not None
        else [RULES_FOLDER / f"{entry.key}.md", guide_page(entry.key)]
    )
    for path in places:
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_CODE = re.compile(r"`([^`]*)`")
_EMPHASIS = re.compile(r"(?<![\w*])\*{1,2}([^*]+?)\*{1,2}(?![\w*])")


def plain(line: str) -> str:
    """A line of MyST as printed: links as their words, no emphasis marks or code quotes."""
    return _EMPHASIS.sub(r"\1", _CODE.sub(r"\1", _LINK.sub(r"\1", line))).strip()


def _table(lines: list[str]) -> Table:
    cells = [[plain(cell) for cell in line.strip().strip("|").split("|")] for line in lines]
    rows = [row for row in cells[1:] if not all(set(cell) <= set("-: ") for cell in row)]
    width = len(cells[0])
    fitted = tuple(tuple((row + [""] * width)[:width]) for row in rows)
    return Table(tuple(Column(title, weight=1.0 if i else 0.0) for i, title in enumerate(cells[0])), fitted)


def _blocks(text: str) -> list[Block]:
    """A MyST page as headings, paragraphs and tables (``#`` lines are headings; blank lines end a paragraph;
    ``|`` lines are a table; fenced code is kept as its lines)."""
    blocks: list[Block] = []
    paragraph: list[str] = []
    table: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Note(plain(" ".join(paragraph))))
            paragraph.clear()
        if table:
            blocks.append(_table(table))
            table.clear()

    for line in [*text.splitlines(), ""]:
        if line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            blocks.append(Heading(plain(line.lstrip("#")), level=min(level, 2)))
        elif line.lstrip().startswith("|"):
            if paragraph:
                flush()
            table.append(line)
        elif line.strip().startswith("```"):
            continue
        elif line.strip():
            if table:
                flush()
            paragraph.append(line.strip())
        else:
            flush()
    return blocks


def system_rules_document(
    tournament: Tournament, key: str | None, *, options: PrintOptions | None = None, folder: Path | None = None
) -> Document:
    """The rules sheet of the system ``key`` (the event's ``pairing_system``); a clear sheet for none."""
    options = options or PrintOptions()
    entry = next((e for e in all_entries() if key is not None and e.key == key.lower()), None)
    blocks: list[Block] = []
    if entry is None:
        title = "Rules of the pairing system: not named"
        blocks.append(Note("The event names no pairing system the desk knows: set it in Tournament → Settings."))
    else:
        title = f"Rules of the pairing system: {entry.title}"
        if entry.historical:
            blocks.append(
                Note(
                    "A superseded FIDE text: the desk keeps it for re-checking and re-pairing old events; a new "
                    "FIDE-rated event is paired by a system in force (C.04.2 art. 1.1)."
                )
            )
        text = rules_page(entry, folder)
        if text is None:
            blocks.append(
                Note(
                    f"FIDE Handbook {entry.article}, edition {entry.edition}. The full text, with the readings the "
                    f"desk takes, is the user's guide page of this system ({entry.key})."
                )
            )
        else:
            blocks.extend(_blocks(text))
    return Document(
        title=title,
        header_lines=header_lines(tournament, "Pairing system rules", None, options.date),
        blocks=tuple(blocks),
        paper=options.paper,
        orientation=options.orientation_or(Orientation.PORTRAIT),
    )
