"""Opening a rating list file as FIDE distributes it (plain or zipped) and reading it as text lines or as chunks
of whole lines, for ``formats.rating_list``'s readers."""

from __future__ import annotations

import zipfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO

_CHUNK = 1 << 20
"""Characters of whole lines handed to the XML parser at a time."""


def open_list_file(path: Path) -> ListStream:
    """The file, or the first ``.txt``/``.xml`` member of a zip archive as FIDE distributes them."""
    if zipfile.is_zipfile(path):
        archive = zipfile.ZipFile(path)
        members = [n for n in archive.namelist() if n.lower().endswith((".txt", ".xml"))]
        if not members:
            archive.close()
            raise FileNotFoundError(f"{path}: the archive holds no .txt or .xml rating list")
        return ListStream(archive.open(members[0]), archive.close)
    handle = path.open("rb")
    return ListStream(handle, lambda: None)


class ListStream:
    """A binary stream and what else to close with it."""

    def __init__(self, stream: IO[bytes], also: Callable[[], None]) -> None:
        self.stream = stream
        self.also = also

    def __enter__(self) -> Iterable[bytes]:
        return self.stream

    def __exit__(self, *_exc: object) -> None:
        self.stream.close()
        self.also()


def decoded_lines(handle: Iterable[bytes]) -> Iterator[str]:
    """Lines as text: UTF-8 where valid, else Latin-1 (older lists), never an exception."""
    for raw in handle:
        try:
            yield raw.decode("utf-8")
        except UnicodeDecodeError:
            yield raw.decode("latin-1")


def text_chunks(first: str, lines: Iterator[str]) -> Iterator[str]:
    buffer = [first if first.endswith("\n") else first + "\n"]
    size = len(first)
    for line in lines:
        buffer.append(line if line.endswith("\n") else line + "\n")
        size += len(line)
        if size >= _CHUNK:
            yield "".join(buffer)
            buffer.clear()
            size = 0
    yield "".join(buffer)


def first_lines(path: Path, count: int) -> list[str]:
    """The first ``count`` lines of a list file (or of the list in its ZIP), to tell what kind of list it is."""
    with open_list_file(Path(path)) as handle:
        lines: list[str] = []
        for line in decoded_lines(handle):
            lines.append(line)
            if len(lines) >= count:
                break
        return lines
