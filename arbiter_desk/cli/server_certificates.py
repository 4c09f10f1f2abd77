"""``server init --make-certs DIR``: a venue CA and a server certificate, so that every desk can check it talks to
the venue's own server (``sslmode=verify-full``) and nobody on the venue's network can read or alter results.

The files are made with the ``openssl`` program (installed wherever PostgreSQL is; no new Python dependency
for a one-off set-up): ``venue-ca.crt`` (give it to every desk), ``venue-ca.key`` (keep it off the network),
``server.crt`` and ``server.key`` (for the server). The lines for ``postgresql.conf`` and ``pg_hba.conf`` and
the desks' URL are printed. Without ``openssl`` the commands are printed instead, to run where it exists.
"""

from __future__ import annotations

import ipaddress
import shlex
import shutil
import subprocess
from pathlib import Path

from arbiter_desk.core.errors import InvalidInputError

CA_NAME = "Arbiter Desk venue CA"
DAYS = 825
"""How long the certificates are valid (about two years and three months; browsers' limit for servers)."""
FILES = ("venue-ca.crt", "venue-ca.key", "server.crt", "server.key")


def subject_names(hosts: list[str]) -> str:
    """``subjectAltName`` for the server's names and addresses (verify-full checks the desk's host against it)."""
    names = []
    for host in dict.fromkeys(hosts):
        try:
            ipaddress.ip_address(host)
            names.append(f"IP:{host}")
        except ValueError:
            names.append(f"DNS:{host}")
    return ",".join(names)


def openssl_commands(folder: Path, hosts: list[str]) -> list[list[str]]:
    """The ``openssl`` commands that make the four files in ``folder`` (the extension file is written first)."""
    ca_crt, ca_key, crt, key = (str(folder / name) for name in FILES)
    request = str(folder / "server.csr")
    return [
        ["openssl", "req", "-x509", "-new", "-newkey", "rsa:2048", "-nodes", "-days", str(DAYS),
         "-subj", f"/CN={CA_NAME}", "-keyout", ca_key, "-out", ca_crt,
         "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign"],
        ["openssl", "req", "-new", "-newkey", "rsa:2048", "-nodes", "-subj", f"/CN={hosts[0]}",
         "-keyout", key, "-out", request],
        ["openssl", "x509", "-req", "-in", request, "-CA", ca_crt, "-CAkey", ca_key, "-CAcreateserial",
         "-days", str(DAYS), "-out", crt, "-extfile", str(folder / "server.ext")],
    ]  # fmt: skip


def make_certificates(folder: Path, hosts: list[str]) -> bool:
    """Write the venue CA and the server certificate for ``hosts`` into ``folder``; False when ``openssl`` is
    missing (nothing written: the caller prints the commands). Refuses to overwrite an existing file."""
    if not hosts:
        raise InvalidInputError("--make-certs: the server's host name or address is needed (the URL's host)")
    existing = [name for name in FILES if (folder / name).exists()]
    if existing:
        raise InvalidInputError(f"--make-certs: {folder} already holds {', '.join(existing)}; choose an empty folder")
    if shutil.which("openssl") is None:
        return False
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "server.ext").write_text(
        f"subjectAltName={subject_names(hosts)}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n",
        encoding="utf-8",
    )
    for command in openssl_commands(folder, hosts):
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise InvalidInputError(f"openssl failed ({shlex.join(command[:3])}): {done.stderr.strip()[-300:]}")
    for name in ("venue-ca.key", "server.key"):
        (folder / name).chmod(0o600)
    for name in ("server.csr", "server.ext", "venue-ca.srl"):
        (folder / name).unlink(missing_ok=True)
    return True


def set_up_text(folder: Path, hosts: list[str], made: bool, database: str) -> str:
    """What the chief does next: the server's configuration lines and the desks' URL."""
    lines = []
    if not made:
        lines += ["openssl was not found: run these where it is, then follow the lines below:", ""]
        lines.append(f"printf 'subjectAltName={subject_names(hosts)}\\nextendedKeyUsage=serverAuth\\n' > "
                     f"{shlex.quote(str(folder / 'server.ext'))}")  # fmt: skip
        lines += [shlex.join(command) for command in openssl_commands(folder, hosts)]
        lines.append("")
    else:
        lines += [f"Written to {folder}: {', '.join(FILES)}.", ""]
    lines += [
        "1. Copy server.crt and server.key into the server's data folder, owned by the postgres user, the key",
        "   readable by it only (chmod 600 server.key).",
        "2. postgresql.conf:",
        "   ssl = on",
        "   ssl_cert_file = 'server.crt'",
        "   ssl_key_file = 'server.key'",
        "   ssl_min_protocol_version = 'TLSv1.2'",
        "   password_encryption = 'scram-sha-256'",
        "   listen_addresses = '*'          # or the server's address on the venue network",
        "3. pg_hba.conf (encrypted connections with a password only; the venue network, e.g. 192.168.1.0/24):",
        f"   hostssl {database} all 0.0.0.0/0 scram-sha-256",
        f"   hostssl {database} all ::/0 scram-sha-256",
        "   hostnossl all all 0.0.0.0/0 reject",
        "   hostnossl all all ::/0 reject",
        "4. Restart the server (pg_ctl restart, or systemctl restart postgresql).",
        "5. Give venue-ca.crt to every desk (never venue-ca.key) and connect with",
        f"   postgresql://USER@{hosts[0]}/{database}?event=NAME&sslmode=verify-full&sslrootcert=/path/venue-ca.crt",
    ]
    return "\n".join(lines) + "\n"
