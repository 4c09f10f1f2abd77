"""``arbiter-desk server init / add-user / events / import / export`` on a real server."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_desk.cli import run
from arbiter_desk.cli.common import EXIT_INVALID_INPUT, EXIT_OK, EXIT_STORAGE
from arbiter_desk.services import Desk
from arbiter_desk.store.server import ServerLocation
from tests.services.conftest import SETTINGS, register
from tests.services.fakes import FakeSystem


def _run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    code = run(list(argv), out)
    return code, out.getvalue()


def test_init_add_user_import_events_export(tmp_path: Path, event_url: str, postgres_url: str) -> None:
    assert _run("server", "init", postgres_url)[0] == EXIT_OK
    assert _run("server", "init", postgres_url)[0] == EXIT_OK  # again: nothing changes, nothing fails
    assert _run("server", "add-user", postgres_url, "adesk_cli_deputy", "--role", "deputy")[0] == EXIT_OK
    fake = FakeSystem()
    desk = Desk.create(tmp_path / "open.adesk", SETTINGS, systems=lambda _name: fake)
    register(desk, 10)
    desk.close()
    code, text = _run("server", "import", str(tmp_path / "open.adesk"), event_url)
    assert code == EXIT_OK and "10 players" in text
    code, text = _run("server", "events", postgres_url)
    assert ServerLocation.parse(event_url).event in text.split()
    code, text = _run("server", "export", event_url, "-o", str(tmp_path / "back.adesk"))
    assert code == EXIT_OK and (tmp_path / "back.adesk").is_file()
    deputy = replace(ServerLocation.parse(event_url), user="adesk_cli_deputy").url()
    code, _ = _run("server", "import", str(tmp_path / "back.adesk"), deputy.replace("?event=", "?event=x"))
    assert code == EXIT_STORAGE  # a deputy may not create events: the server refuses, said in plain words


def test_bad_urls_and_roles_are_refused_plainly(postgres_url: str) -> None:
    assert _run("server", "init", "mysql://x/y")[0] == EXIT_INVALID_INPUT
    assert _run("server", "add-user", postgres_url, "someone", "--role", "king")[0] != EXIT_OK


def test_arbiter_desk_server_url_opens_the_window_on_the_event(monkeypatch: pytest.MonkeyPatch) -> None:
    from arbiter_desk import __main__, app

    opened: list[object] = []
    monkeypatch.setattr(app, "run_gui", lambda **kwargs: opened.append(kwargs) or 0)
    url = "postgresql://dan@venue/open2026?event=open"
    assert __main__.main(["--server", url]) == 0
    assert opened == [{"server": url, "language": None}]
