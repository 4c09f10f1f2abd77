"""Starting the pages' server from the desk: its own process, the address chosen, no password on its command
line, the address's QR code."""

from __future__ import annotations

import sys
from pathlib import Path

from arbiter_desk.publication.launch import PagesSource, local_addresses, qr_png, serve_command


def test_the_server_is_its_own_process_of_this_program() -> None:
    command = serve_command(PagesSource(file=Path("/x/open.adesk")), "192.168.1.5", 8081, hide_juniors=True)
    assert command[:3] == [sys.executable, "-m", "arbiter_desk"]
    assert command[3:] == [
        "serve", "/x/open.adesk", "--host", "192.168.1.5", "--port", "8081", "--hide-junior-ratings",
    ]  # fmt: skip


def test_a_venue_server_password_never_goes_on_the_command_line() -> None:
    source = PagesSource(server_url="postgresql://pages@10.0.0.2/venue?event=open", password="s3cret")
    command = serve_command(source, "127.0.0.1")
    assert "--server" in command and not any("s3cret" in part for part in command)


def test_addresses_end_with_this_computer_only_and_the_qr_code_is_a_png() -> None:
    assert local_addresses()[-1] == "127.0.0.1"
    assert qr_png("http://192.168.1.5:8080/").startswith(b"\x89PNG\r\n\x1a\n")
