"""A Sphinx extension that writes ``sections.json`` beside the built HTML: every page's title, its sections
(anchor and heading) and its plain text.

The desk reads it to open the page of a dialog it has no fixed anchor for (F1 finds the dialog's title among
the headings), and the coverage tests look every menu action and dialog up in it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from docutils import nodes

INDEX_NAME = "sections.json"


def _collect(app: Any, doctree: nodes.document, docname: str) -> None:
    sections = []
    for section in doctree.findall(nodes.section):
        title = section.next_node(nodes.title)
        if title is None or not section["ids"]:
            continue
        sections.append({"id": section["ids"][0], "title": title.astext()})
    pages = app.env.__dict__.setdefault("guide_pages", {})
    pages[docname] = {
        "page": app.builder.get_target_uri(docname),
        "title": sections[0]["title"] if sections else docname,
        "sections": sections,
        "text": doctree.astext(),
    }


def _write(app: Any, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    pages = app.env.__dict__.get("guide_pages", {})
    ordered = {name: pages[name] for name in sorted(pages)}
    Path(app.outdir, INDEX_NAME).write_text(json.dumps(ordered, ensure_ascii=False, indent=1), encoding="utf-8")


def _forget(app: Any, env: Any, docname: str) -> None:
    env.__dict__.setdefault("guide_pages", {}).pop(docname, None)


def setup(app: Any) -> dict[str, Any]:
    app.connect("doctree-resolved", _collect)
    app.connect("env-purge-doc", _forget)
    app.connect("build-finished", _write)
    return {"parallel_read_safe": True, "parallel_write_safe": False}
