# Sourced by .ci/run: a throwaway PostgreSQL cluster for the venue-server tests (issue 36).
# Installs PostgreSQL if missing (Debian packages), initialises a cluster in a temporary folder as an
# unprivileged user (initdb refuses root: as root, a system user is made for it), starts it on a free local
# port, exports ARBITER_DESK_TEST_POSTGRES and ARBITER_DESK_REQUIRE_POSTGRES=1 (the tests fail rather than
# skip without a server) and ARBITER_DESK_TEST_POSTGRES_RESTART (the restart test's command), and stops it when
# the calling shell exits.

pg_programs() {
    if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
    ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(pg_programs)" ]; then
    pg_sudo=""
    if [ "$(id -u)" -ne 0 ]; then pg_sudo="sudo"; fi
    $pg_sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $pg_sudo apt-get install -y -qq postgresql >/dev/null
fi
PG_BIN="$(pg_programs)"
PG_DIR="$(mktemp -d)"
PG_PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
PG_USER="$(id -un)"
if [ "$(id -u)" -eq 0 ]; then
    PG_USER="arbiterdesk-pg"
    id "$PG_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER"
    chown "$PG_USER" "$PG_DIR"
fi

as_pg_user() {
    if [ "$(id -u)" -eq 0 ]; then (cd "$PG_DIR" && runuser -u "$PG_USER" -- "$@"); else (cd "$PG_DIR" && "$@"); fi
}

stop_postgres() {
    as_pg_user "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
}
trap stop_postgres EXIT

as_pg_user "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres --no-sync >/dev/null
as_pg_user "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w start \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1" >/dev/null
export ARBITER_DESK_TEST_POSTGRES="postgresql://postgres@127.0.0.1:$PG_PORT/postgres"
export ARBITER_DESK_REQUIRE_POSTGRES=1
if [ "$(id -u)" -eq 0 ]; then pg_as="runuser -u $PG_USER --"; else pg_as=""; fi
export ARBITER_DESK_TEST_POSTGRES_RESTART="cd $PG_DIR && $pg_as $PG_BIN/pg_ctl -D $PG_DIR/data -m fast -w restart"
