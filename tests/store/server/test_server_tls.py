"""Encryption can be required and verified: a cluster of this module's own with TLS on
(scram-sha-256, a certificate for 127.0.0.1 made at test time by ``server init --make-certs``' code): with the
venue's CA and ``sslmode=verify-full`` a desk connects encrypted; a wrong CA or a wrong host name is refused in
plain words; a wrong or missing password is said as such, never as "cannot be reached"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter_desk.services import Desk
from arbiter_desk.services.event.errors import ServerLoginError
from arbiter_desk.services.venue.venue_watch import VenueWatch
from arbiter_desk.store.server import ServerLocation, ServerLocationError
from tests.postgres_cluster import TLS_PASSWORD, Cluster, tls_cluster
from tests.services.conftest import SETTINGS


@pytest.fixture(scope="module")
def certificates(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("certs")


@pytest.fixture(scope="module")
def cluster(certificates: Path) -> Iterator[Cluster]:
    server = tls_cluster(certificates)
    try:
        yield server
    finally:
        server.remove()


def _verified(cluster: Cluster, ca: Path, host: str = "127.0.0.1", password: str | None = None) -> str:
    url = cluster.url(password=password, query=f"?event=tls&sslmode=verify-full&sslrootcert={ca}")
    return url.replace("@127.0.0.1:", f"@{host}:")


def test_verify_full_with_the_venue_ca_connects_encrypted(cluster: Cluster, certificates: Path) -> None:
    desk = Desk.create(_verified(cluster, certificates / "venue-ca.crt"), SETTINGS)
    watch = VenueWatch(desk, lambda _changes: None)
    try:
        assert watch.start()
        assert watch.encrypted is True
    finally:
        watch.stop()
        desk.close()


def test_without_tls_the_desk_knows_it_is_not_encrypted(cluster: Cluster) -> None:
    plain = Desk.create(cluster.url(query="?event=plain&sslmode=disable"), SETTINGS)
    watch = VenueWatch(plain, lambda _changes: None)
    try:
        assert watch.start()
        assert watch.encrypted is False
    finally:
        watch.stop()
        plain.close()


def test_a_wrong_ca_is_refused_in_plain_words(cluster: Cluster, tmp_path: Path) -> None:
    from arbiter_desk.cli.server_certificates import make_certificates

    assert make_certificates(tmp_path, ["127.0.0.1"])  # another venue's CA
    with pytest.raises(ServerLoginError, match="not signed by the CA given") as refused:
        Desk.open(_verified(cluster, tmp_path / "venue-ca.crt"))
    assert refused.value.reason == "certificate" and TLS_PASSWORD not in str(refused.value)


def test_a_certificate_for_another_host_is_refused(cluster: Cluster, certificates: Path) -> None:
    with pytest.raises(ServerLoginError, match="another host name"):
        Desk.open(_verified(cluster, certificates / "venue-ca.crt", host="localhost"))


def test_a_wrong_password_is_said_as_such(cluster: Cluster, certificates: Path) -> None:
    with pytest.raises(ServerLoginError, match="wrong password") as refused:
        Desk.open(_verified(cluster, certificates / "venue-ca.crt", password="wrong"))
    assert "cannot be reached" not in str(refused.value) and "wrong" not in str(refused.value).split("(")[-1]


def test_no_password_is_said_as_such(cluster: Cluster, certificates: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PGPASSFILE", "/nonexistent")
    monkeypatch.delenv("PGPASSWORD", raising=False)
    with pytest.raises(ServerLoginError, match="asks for a password"):
        Desk.open(_verified(cluster, certificates / "venue-ca.crt", password=""))


@pytest.mark.parametrize(
    ("query", "said"),
    [
        ("?sslmode=maybe", "sslmode='maybe' is not one of"),
        ("?sslmode=verify-full", "needs the venue's CA certificate"),
        ("?sslfoo=1", "unknown option sslfoo"),
    ],
)
def test_bad_tls_options_are_named(query: str, said: str) -> None:
    with pytest.raises(ServerLocationError, match=said.replace("(", r"\(")):
        ServerLocation.parse(f"postgresql://u@h/db{query}")


def test_libpq_options_survive_the_url() -> None:
    location = ServerLocation.parse("postgresql://u:p@h:5433/db?event=e&sslmode=require&sslrootcert=/x/ca.crt")
    assert location.option("sslmode") == "require"
    assert ServerLocation.parse(location.url(with_password=True)) == location
    assert "p@" not in location.url()
