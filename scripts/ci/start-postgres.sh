#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on 127.0.0.1 and prints the TEST_DATABASE_URL for it.
# Installs Debian's postgresql package when the server binaries are missing (needs root).
# Usage: eval "$(scripts/ci/start-postgres.sh)"; stop later with scripts/ci/stop-postgres.sh "$PGDATA_DIR".
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  command -v initdb >/dev/null 2>&1 && dirname "$(command -v initdb)" && return 0
  return 1
}

bin=$(find_bin || true)
if [ -z "$bin" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "PostgreSQL server binaries are missing: run 'apt-get install postgresql' as root" >&2
    exit 1
  fi
  echo "Installing Debian's postgresql package..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin=$(find_bin)
fi

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=${PGPORT_CI:-55432}
# Another server (a developer's, or a previous run) may hold the port: take the next free one.
while port_in_use "$port"; do port=$((port + 1)); done
dir=$(mktemp -d /tmp/sightline-pg.XXXXXX)
runas=()
# initdb refuses to run as root: run the server as the postgres user.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  runas=(runuser -u postgres --)
fi
"${runas[@]}" "$bin/initdb" -D "$dir/data" -U sightline --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1
if ! "${runas[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2; then
  echo "PostgreSQL did not start; its log:" >&2
  cat "$dir/server.log" >&2
  exit 1
fi
"$bin/createdb" -h 127.0.0.1 -p "$port" -U sightline sightline_test >&2
echo "export TEST_DATABASE_URL=postgres://sightline@127.0.0.1:$port/sightline_test"
echo "export PGDATA_DIR=$dir/data"
echo "export PG_BIN=$bin"
