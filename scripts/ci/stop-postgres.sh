#!/usr/bin/env bash
# Stops the PostgreSQL started by start-postgres.sh and removes its files.
set -u
dir=${1:-${PGDATA_DIR:-}}
[ -n "$dir" ] && [ -d "$dir" ] || exit 0
# Only a data directory this project made (…/sightline-pg.XXXX/data) is removed with its parent: anything else (a
# parent passed by mistake, /tmp) is refused rather than deleted.
if [ ! -f "$dir/PG_VERSION" ] || [ "$(basename "$dir")" != data ] || [[ "$(basename "$(dirname "$dir")")" != sightline-pg.* ]]; then
  echo "stop-postgres: $dir is not a data directory made by start-postgres.sh; nothing removed" >&2
  exit 1
fi
bin=${PG_BIN:-$(dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | head -n 1)")}
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1
else "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1; fi
rm -rf "$(dirname "$dir")"
