"""The rules of the event's pairing system, printable (VCL4THP.13 Q91–92; C.04.2 (2026) art. 1.2–1.3).

File → Print… → "Rules of the pairing system" prints, for every system of the registry, the text the desk pairs
by. The text has one home: the user's guide page of the system, shipped as ``resources/rules/<key>.md`` (the key
of ``--system``: ``dutch``, ``dubov-1997``, ``rating-1992``, …) and read from there; the sheet never keeps a
second copy. Until a system's page is there, the sheet names the system, its Handbook article and edition, and
says where its text is. A superseded text (1992, Dubov 1997/2018) is marked as such: it is for re-checking old
events, not for new ones.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_desk.core.pairing.registry import SystemEntry, all_entries
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.formats.documents.common import PrintOptions, header_lines
from arbiter_desk.formats.documents.model import Block, Document, Heading, Note, Orientation

RULES_FOLDER = Path(__file__).resolve().parents[2] / "resources" / "rules"
"""Where each system's rules page lives (``<key>.md``), the one place the sheet reads."""


def rules_page(entry: SystemEntry, folder: Path = RULES_FOLDER) -> str | None:
    """The text of ``entry``'s rules page, or None while it is not there."""
    path = folder / f"{entry.key}.md"
    return path.read_text(encoding="utf-8") if path.is_file() else None


def _blocks(text: str) -> list[Block]:
    """A MyST page as headings and paragraphs (``#`` lines are headings; blank lines end a paragraph)."""
    blocks: list[Block] = []
    paragraph: list[str] = []
    for line in [*text.splitlines(), ""]:
        if line.startswith("#"):
            if paragraph:
                blocks.append(Note(" ".join(paragraph)))
                paragraph = []
            level = len(line) - len(line.lstrip("#"))
            blocks.append(Heading(line.lstrip("#").strip(), level=min(level, 2)))
        elif line.strip():
            paragraph.append(line.strip())
        elif paragraph:
            blocks.append(Note(" ".join(paragraph)))
            paragraph = []
    return blocks


def system_rules_document(
    tournament: Tournament, key: str | None, *, options: PrintOptions | None = None, folder: Path = RULES_FOLDER
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
