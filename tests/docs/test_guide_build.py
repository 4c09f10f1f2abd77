"""The user's guide builds with warnings as errors, takes in the chapters other authors add to ``docs/``, and is
built into the package by the wheel's build step (FIDE approval checklist Q13–15: a manual ships with the
program)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.guide_build import DOCS, build_guide

ROOT = DOCS.parent

OTHER_AUTHORS_PAGE = """\
## A chapter that starts at the second level

Plain prose with **bold**, *italics*, `code` and File → Print… (Ctrl+P).

#### A jump of two levels

- a list
- with items

1. numbered
2. too

| column | other |
| --- | --- |
| a | b |

```trf
012 Open 2026
001    1 m    Smith, Ann                        2100 ENG
```

```console
$ arbiter-desk --help
```

```
no language at all
```
"""


def test_the_guide_builds_warning_free_with_its_index(built_guide: Path) -> None:
    """Checklist Q11, Q13: a complete manual that builds warning-free."""
    assert (built_guide / "index.html").is_file()
    pages = json.loads((built_guide / "sections.json").read_text(encoding="utf-8"))
    assert pages["start/getting-started"]["page"] == "start/getting-started.html"
    assert all(page["sections"] for page in pages.values())


def copy_of_docs(tmp_path: Path) -> Path:
    source = tmp_path / "docs"
    shutil.copytree(DOCS, source, ignore=shutil.ignore_patterns("_build", "__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)  # the version the pages show
    return source


def test_a_page_with_only_headings_lists_tables_and_code_builds_and_is_in_the_contents(tmp_path: Path) -> None:
    """Other chapters' authors write plain pages into docs/ (any heading level, any code-block language): the
    "More chapters" glob takes them into the contents and they build without a warning."""
    source = copy_of_docs(tmp_path)
    (source / "venue-example.md").write_text(OTHER_AUTHORS_PAGE, encoding="utf-8")
    out = build_guide(tmp_path / "html", source)
    assert (out / "venue-example.html").is_file()
    assert 'href="venue-example.html"' in (out / "index.html").read_text(encoding="utf-8")


def test_a_warning_fails_the_build(tmp_path: Path) -> None:
    """-W: a link to a page that does not exist stops the build instead of shipping a broken guide."""
    source = copy_of_docs(tmp_path)
    (source / "broken.md").write_text("# Broken\n\nSee [the missing page](missing.md).\n", encoding="utf-8")
    with pytest.raises(RuntimeError, match=r"warning-free.*Sphinx exit 1\)"):
        build_guide(tmp_path / "html", source)


def test_the_package_build_step_puts_the_guide_into_the_package(tmp_path: Path) -> None:
    """setup.py's build_py (what a wheel and `pip install .` run) builds the HTML beside the package's code
    (checklist Q11, Q12: the manual inside the package, offline)."""
    project = tmp_path / "project"  # a copy: the build's egg-info stays out of the checkout
    built_guide = ROOT / "arbiter_desk" / "resources" / "guide"  # the code's ui/guide package is copied

    def ignored(folder: str, names: list[str]) -> set[str]:
        return {n for n in names if n == "__pycache__" or Path(folder, n) == built_guide}

    shutil.copytree(ROOT / "arbiter_desk", project / "arbiter_desk", ignore=ignored)
    shutil.copytree(DOCS, project / "docs", ignore=shutil.ignore_patterns("_build", "__pycache__"))
    for name in ("setup.py", "pyproject.toml", "README.md", "MANIFEST.in"):
        shutil.copy(ROOT / name, project)
    build_lib = tmp_path / "lib"
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(build_lib)],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    guide = build_lib / "arbiter_desk" / "resources" / "guide"
    assert (guide / "index.html").is_file()
    assert (guide / "sections.json").is_file()
    assert (build_lib / "arbiter_desk" / "ui" / "guide" / "guide_viewer.py").is_file()
