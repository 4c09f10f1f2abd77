"""Where an event lives on a venue server: its address (``postgresql://user[:password]@host[:port]/database
?event=name``, with libpq's own connection parameters such as ``sslmode`` and ``sslrootcert``), checked and
shown without its password.

``?sslmode=verify-full&sslrootcert=venue-ca.crt`` makes a desk refuse a server whose certificate the venue's CA
did not sign for that host name. Without ``sslmode`` a desk uses TLS when the server offers it (``prefer``) and
its banner says when it is not encrypted."""

from __future__ import annotations

import re
import socket
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

from sqlalchemy.engine import URL

from arbiter_desk.store.errors import TournamentFileError
from arbiter_desk.store.server_connection import connection_options

SCHEMA_PREFIX = "adesk_"
EVENT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,49}$")
"""An event's name: letters, digits, ``_`` and ``-`` (it names a schema, and is typed at every desk)."""
LIBPQ_OPTIONS = frozenset(
    {
        "sslmode",
        "sslrootcert",
        "sslcert",
        "sslkey",
        "sslcrl",
        "sslcrldir",
        "sslsni",
        "sslnegotiation",
        "ssl_min_protocol_version",
        "channel_binding",
        "application_name",
        "target_session_attrs",
    }
)
"""The libpq connection parameters a location may carry (``?sslmode=verify-full``); the others (host, port,
user, password, dbname) are the URL's own parts, and timeouts and keepalives are the desk's."""
SSL_MODES = ("disable", "allow", "prefer", "require", "verify-ca", "verify-full")
DEFAULT_SSLMODE = "prefer"


class ServerLocationError(TournamentFileError):
    """A venue-server location that cannot be used (malformed URL, bad event name, no such event)."""


@dataclass(frozen=True, slots=True)
class ServerLocation:
    """Where an event lives on a venue server; ``password`` is never shown nor remembered."""

    host: str
    port: int
    database: str
    user: str
    password: str = ""
    event: str = ""
    options: tuple[tuple[str, str], ...] = ()
    """libpq parameters from the URL (``sslmode``, ``sslrootcert``, …), sorted by name."""

    @classmethod
    def parse(cls, url: str) -> ServerLocation:
        """``postgresql://user[:password]@host[:port]/database[?event=name]`` (``postgresql+psycopg://`` too)."""
        parts = urlsplit(url.strip())
        if parts.scheme not in ("postgresql", "postgres", "postgresql+psycopg"):
            raise ServerLocationError(f"{url!r}: a venue server address starts with postgresql://")
        database = unquote(parts.path.lstrip("/"))
        if not parts.hostname or not database or "/" in database:
            raise ServerLocationError(f"{_shown(url)}: the address needs a host and a database (…@host/database)")
        try:
            port = parts.port or 5432
        except ValueError:
            raise ServerLocationError(f"{_shown(url)}: the port is not a number") from None
        query = parse_qs(parts.query, keep_blank_values=True)
        unknown = sorted(set(query) - {"event"} - LIBPQ_OPTIONS)
        if unknown:
            raise ServerLocationError(
                f"{_shown(url)}: unknown option {', '.join(unknown)} (event=… or one of "
                f"{', '.join(sorted(LIBPQ_OPTIONS))})"
            )
        event_name = query.get("event", [""])[-1]
        options = tuple(sorted((key, values[-1]) for key, values in query.items() if key != "event"))
        password = unquote(parts.password or "")
        user = unquote(parts.username or "")
        for field, value in (("password", password), ("user name", user), ("database", database)):
            if "\x00" in value:
                raise ServerLocationError(
                    f"{_shown(url)}: the {field} holds a NUL character (%00), which no PostgreSQL connection can "
                    "carry; choose another"
                )
        location = cls(
            host=parts.hostname,
            port=port,
            database=database,
            user=user,
            password=password,
            event=event_name,
            options=options,
        )
        check_options(location, url)
        if event_name:
            check_event_name(event_name)
        return location

    def with_event(self, name: str) -> ServerLocation:
        check_event_name(name)
        return replace(self, event=name)

    @property
    def schema(self) -> str:
        if not self.event:
            raise ServerLocationError(f"{self}: no event named (add ?event=<name>)")
        return SCHEMA_PREFIX + self.event

    def url(self, *, with_password: bool = False) -> str:
        user = quote(self.user, safe="")
        if with_password and self.password:
            user += ":" + quote(self.password, safe="")
        where = f"{user}@" if user else ""
        query = [*((["event", self.event],) if self.event else ()), *self.options]
        tail = "?" + "&".join(f"{key}={quote(value, safe='/:')}" for key, value in query) if query else ""
        return f"postgresql://{where}{self.host}:{self.port}/{quote(self.database, safe='')}{tail}"

    def option(self, name: str, default: str = "") -> str:
        return dict(self.options).get(name, default)

    def with_options(self, **given: str) -> ServerLocation:
        """The same location with these libpq parameters set (an empty value removes one)."""
        merged = {**dict(self.options), **given}
        return replace(self, options=tuple(sorted((k, v) for k, v in merged.items() if v)))

    def libpq_parameters(self, application: str = "") -> dict[str, Any]:
        """What ``psycopg.connect`` is given besides host, port, user, password and database."""
        name = self.option("application_name") or application or desk_application_name()
        given = {key: value for key, value in self.options if key != "application_name"}
        return {**connection_options(name), "sslmode": DEFAULT_SSLMODE, **given}

    def __str__(self) -> str:
        return self.url()

    def sqlalchemy_url(self) -> URL:
        return URL.create(
            "postgresql+psycopg",
            username=self.user or None,
            password=self.password or None,
            host=self.host,
            port=self.port,
            database=self.database,
        )


def check_options(location: ServerLocation, url: str) -> None:
    mode = location.option("sslmode", DEFAULT_SSLMODE)
    if mode not in SSL_MODES:
        raise ServerLocationError(f"{_shown(url)}: sslmode={mode!r} is not one of {', '.join(SSL_MODES)}")
    if mode.startswith("verify") and not location.option("sslrootcert"):
        raise ServerLocationError(
            f"{_shown(url)}: sslmode={mode} needs the venue's CA certificate (add &sslrootcert=/path/venue-ca.crt)"
        )


def desk_application_name() -> str:
    """How this desk is named in the server's ``pg_stat_activity`` (the chief's list of connected desks)."""
    return f"arbiter-desk {socket.gethostname()}"[:63]


def _shown(url: str) -> str:
    """The URL without its password (it may end up in a message or a log)."""
    return re.sub(r"(//[^:/@]*):[^@]*@", r"\1:***@", url)


def check_event_name(name: str) -> None:
    if not EVENT_NAME.match(name):
        raise ServerLocationError(
            f"event name {name!r}: use 1 to 50 letters, digits, '_' or '-' (starting with a letter or digit)"
        )


def is_server_location(text_: str) -> bool:
    return text_.strip().lower().startswith(("postgresql://", "postgres://", "postgresql+psycopg://"))
