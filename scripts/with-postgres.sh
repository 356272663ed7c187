#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server (Debian's postgresql package) started on a port of its own:
#   scripts/with-postgres.sh npx vitest run tests/server
# The command sees TEST_DATABASE_URL (an admin URL; each test creates and drops its own database). The server is
# stopped and its files removed on exit. As root (CI), PostgreSQL runs as the postgres user, since it refuses root.
# PG_DATA_DIR keeps the cluster in that folder instead (created the first time, stopped but kept on exit), so a bench
# can reuse what it built there (tests/bench/busy-desk.ts keeps its grown template database in data/bench-pg).
set -euo pipefail

PG_PORT="${PG_PORT:-55432}"
bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql (Debian) and run again." >&2
  exit 1
fi

keep="${PG_DATA_DIR:-}"
if [ -n "$keep" ]; then
  mkdir -p "$keep"
  dir="$(cd "$keep" && pwd)"
else
  dir="$(mktemp -d /tmp/console-pg.XXXXXX)"
fi
as_pg() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
[ "$(id -u)" = "0" ] && chown postgres "$dir"

cleanup() {
  as_pg "'$bindir/pg_ctl' -D '$dir/data' -m fast stop" >/dev/null 2>&1 || true
  [ -n "$keep" ] || rm -rf "$dir"
}
trap cleanup EXIT

if [ ! -f "$dir/data/PG_VERSION" ]; then
  rm -rf "$dir/data"
  as_pg "'$bindir/initdb' -D '$dir/data' -A trust -U postgres" >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
fi
as_pg "'$bindir/pg_ctl' -D '$dir/data' -o \"-p $PG_PORT -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off\" -l '$dir/log' -w start" >/dev/null \
  || { cat "$dir/log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${PG_PORT}/postgres"
# For a test that restarts the server itself (tests/cluster): pg_ctl's folder, the data folder, its log, and the user
# that must run pg_ctl (empty: this one).
export TEST_PG_BIN="$bindir" TEST_PG_DATA="$dir/data" TEST_PG_LOG="$dir/log"
if [ "$(id -u)" = "0" ]; then export TEST_PG_USER=postgres; else export TEST_PG_USER=; fi
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on port $PG_PORT"
"$@"
