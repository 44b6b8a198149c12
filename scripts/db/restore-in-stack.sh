#!/bin/sh
# The compose stack's restore (service `restore`, profile "restore"), run in the database server's own image:
#   docker compose stop app
#   docker compose run --rm restore /backups/freight-YYYYMMDD-HHMMSS.dump        (into an empty database)
#   docker compose run --rm -e FORCE=1 restore /backups/freight-....dump          (replace what is there)
#   docker compose start app
# Like `npm run db:restore`: a database that already holds tables is refused and left unchanged unless
# FORCE=1, and the restore runs in one transaction (a failed restore changes nothing either).
set -u
dump=${1:-}
if [ -z "$dump" ] || [ ! -f "$dump" ]; then
  echo "restore: give the dump to restore, e.g. /backups/freight-20261124-233457.dump (found: ${dump:-nothing})" >&2
  exit 2
fi
tables=$(psql -X -A -t -q -c "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')") || exit 1
if [ "$tables" -gt 0 ] && [ "${FORCE:-0}" != "1" ]; then
  echo "restore: the database ${PGDATABASE:-} is not empty ($tables tables). Run with -e FORCE=1 to replace its contents. Nothing was changed." >&2
  exit 1
fi
start=$(date +%s)
if [ "$tables" -gt 0 ]; then
  pg_restore --no-owner --no-privileges --clean --if-exists --single-transaction --exit-on-error -d "${PGDATABASE:-}" "$dump" || exit 1
else
  pg_restore --no-owner --no-privileges --single-transaction --exit-on-error -d "${PGDATABASE:-}" "$dump" || exit 1
fi
echo "restore: $dump restored into ${PGDATABASE:-} in $(( $(date +%s) - start )) s"
