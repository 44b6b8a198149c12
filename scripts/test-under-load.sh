#!/usr/bin/env bash
# `npm run test:under-load`: the whole `npm test` beside a fixed CPU load (4 x the cores by default,
# CPU_LOAD_WORKERS to change it), for developers before they resolve an issue that touches tests.
# Not part of CI's time budget. Prints the load average at start and end, the wall time and the summary.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh || exit 1
workers=${CPU_LOAD_WORKERS:-$(( $(nproc) * 4 ))}
node scripts/cpu-load.mjs "$workers" &
LOAD_PID=$!
trap 'kill $LOAD_PID 2>/dev/null' EXIT
sleep 5
echo "== under load: $workers spinning threads; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s)
bash scripts/test.sh | tee .reports-under-load.log
status=${PIPESTATUS[0]}
echo "== under load: wall time $(( $(date +%s) - start )) s; load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
tail -n 1 .reports-under-load.log
exit "$status"
