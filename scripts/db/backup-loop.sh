#!/bin/sh
# The compose stack's scheduled backup (service `backup`, off unless COMPOSE_PROFILES=backup):
# every BACKUP_INTERVAL_HOURS a pg_dump in custom format to /backups, keeping the newest BACKUP_KEEP.
# Runs in the database server's own image, so pg_dump always matches the server's version.
set -u
interval_h=${BACKUP_INTERVAL_HOURS:-24}
keep=${BACKUP_KEEP:-7}
# BACKUP_DIR and BACKUP_ONCE let the tests run one real pass outside a container.
dir=${BACKUP_DIR:-/backups}
mkdir -p "$dir"
while true; do
  stamp=$(date -u +%Y%m%d-%H%M%S)
  file=$dir/freight-$stamp.dump
  start=$(date +%s)
  if pg_dump --format=custom --no-owner --no-privileges --file="$file.partial"; then
    mv "$file.partial" "$file"
    size=$(du -h "$file" | cut -f1)
    seconds=$(( $(date +%s) - start ))
    echo "backup: $file ($size, $seconds s)"
    # /health/details shows the newest run from this table.
    psql -X -q -c "INSERT INTO backup_runs (file, size_bytes, duration_ms) VALUES ('$(basename "$file")', $(stat -c %s "$file"), $(( seconds * 1000 )))" \
      || echo "backup: the run was not recorded in backup_runs" >&2
    date -u +%Y-%m-%dT%H:%M:%SZ > "$dir/last-backup.txt"
    ls -1 "$dir"/freight-*.dump | sort | head -n -"$keep" | while read -r old; do rm -f "$old"; echo "backup: removed $old (keeping the newest $keep)"; done
  else
    rm -f "$file.partial"
    echo "backup: FAILED at $stamp (pg_dump exit status above); next try in ${interval_h} h" >&2
  fi
  [ "${BACKUP_ONCE:-0}" = "1" ] && exit 0
  sleep $(( interval_h * 3600 ))
done
