#!/usr/bin/env bash
# Stops the PostgreSQL started by start-postgres.sh and removes its files.
set -u
dir=${1:-${PGDATA_DIR:-}}
[ -n "$dir" ] && [ -d "$dir" ] || exit 0
bin=${PG_BIN:-$(dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | head -n 1)")}
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1
else "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1; fi
rm -rf "$(dirname "$dir")"
