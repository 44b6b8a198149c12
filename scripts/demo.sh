#!/usr/bin/env bash
# `npm run demo`: install dependencies when needed, then hand over to demo.mjs,
# which starts PostgreSQL, the mail inbox and the portal.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v npm >/dev/null 2>&1; then
  echo "demo: npm was not found on PATH: install Node.js (any version with npm; Node.js 24 LTS is fetched when older)." >&2
  exit 1
fi
# The portal runs on Node.js 24 LTS: an older system node gets node@24 from the npm registry, once.
source scripts/use-node.sh
echo "demo: using Node.js $(node --version)"

# Offline machines: prisma generate must not try to download its schema engine,
# and Playwright must not try to download browsers during npm ci.
export PRISMA_SCHEMA_ENGINE_BINARY="${PRISMA_SCHEMA_ENGINE_BINARY:-/bin/true}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# npm rewrites node_modules/.package-lock.json on every install, so it dates
# node_modules more reliably than the folder's own mtime.
stamp=node_modules/.package-lock.json
if [ ! -d node_modules ] || [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "demo: installing dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi

# exec: demo.mjs receives Ctrl-C / SIGTERM itself and stops what it started.
exec node scripts/demo.mjs "$@"
