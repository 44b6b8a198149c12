#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit, integration (real PostgreSQL, Redis, SMTP) and browser tests.
# Starts its own throw-away PostgreSQL and Redis on free ports, so it never touches a developer's data.
# Ends with one plain line "N passed, N failed[, N skipped]" summing every suite.
set -uo pipefail
cd "$(dirname "$0")/.."
# A step that cannot even start still ends with the summary line CI reads.
fail_early() { echo "Test run aborted: $1" >&2; echo "0 passed, 1 failed"; exit 1; }
# Each stage prints the time since the run began, so a slow run shows where its time went.
stage() { echo "== [${SECONDS}s] $*"; }
# Node.js 24 LTS first on PATH (fetched from the npm registry when the system's node is older).
source scripts/use-node.sh || fail_early "Node.js 24"
ROOT=$PWD
# Focused tests are refused by every runner under npm test.
export FORBID_ONLY=1
export TURBO_TELEMETRY_DISABLED=1 PRISMA_SCHEMA_ENGINE_BINARY=/bin/true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
REPORTS=$ROOT/.reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"

# One tier: the runner's whole output goes to <tier>.log (its tail is shown), and its own exit
# status to <tier>.exit, which the summary reads beside the runner's JSON report.
run_tier() {
  local tier=$1 lines=$2; shift 2
  "$@" > "$REPORTS/$tier.log" 2>&1
  echo $? > "$REPORTS/$tier.exit"
  tail -n "$lines" "$REPORTS/$tier.log"
}

bash scripts/system-deps.sh || fail_early "system packages"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || fail_early "npm ci"
fi

WORK=$(mktemp -d /tmp/freight-test.XXXXXX)
chmod 755 "$WORK"
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
PG_PORT=$(free_port); REDIS_PORT=$(free_port); API_PORT=$(free_port); E2E_SMTP_PORT=$(free_port)
E2E_INBOUND_SMTP_PORT=$(free_port); OIDC_PORT=$(free_port)
PG_BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
API_PID=""
OIDC_PID=""

cleanup() {
  [ -n "$API_PID" ] && kill "$API_PID" 2>/dev/null && wait "$API_PID" 2>/dev/null
  [ -n "$OIDC_PID" ] && kill "$OIDC_PID" 2>/dev/null && wait "$OIDC_PID" 2>/dev/null
  redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/pg" -m immediate stop >/dev/null 2>&1 || "$PG_BIN/pg_ctl" -D "$WORK/pg" -m immediate stop >/dev/null 2>&1
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_pg() { if [ "$(id -u)" -eq 0 ]; then chown -R postgres "$WORK"; runuser -u postgres -- "$@"; else "$@"; fi; }
stage "Starting PostgreSQL on $PG_PORT and Redis on $REDIS_PORT"
as_pg "$PG_BIN/initdb" -D "$WORK/pg" --auth=trust -U postgres -E UTF8 >/dev/null || fail_early "initdb"
as_pg "$PG_BIN/pg_ctl" -D "$WORK/pg" -l "$WORK/pg.log" -w -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null || { cat "$WORK/pg.log"; fail_early "postgres start"; }
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --daemonize yes --save '' --appendonly no --dir "$WORK" >/dev/null || fail_early "redis start"

export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/freight_template"
export TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
psql_admin() { node -e 'const pg=require("pg");const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})' "postgresql://postgres@127.0.0.1:$PG_PORT/postgres" "$1"; }

stage "Build (shared, api, web) and the template database"
npm run db:generate >/dev/null || fail_early "prisma generate"
npx turbo run build --output-logs=errors-only || fail_early "build"
psql_admin 'CREATE DATABASE freight_template' || fail_early "template database"
DATABASE_URL=$TEST_DATABASE_URL npm run --silent db:migrate || fail_early "migrations"
DATABASE_URL=$TEST_DATABASE_URL npm run --silent db:seed || fail_early "seed"

stage "Lint and typecheck"
# Each package's lint and typecheck count as one test each in the summary. Two at a time: each is one
# single-threaded process, and two cores run two of them in the time of one.
check_task() {
  local name=$1; shift
  local log="$REPORTS/check-${name//[^a-z0-9]/_}.log"
  if "$@" > "$log" 2>&1; then echo "pass $name" > "$log.result"; else echo "fail $name" > "$log.result"; fi
}
export -f check_task; export REPORTS
{
  for pkg in @freight/shared @freight/api @freight/web; do
    for task in typecheck lint; do printf '%s\0' "$task $pkg" "npm run --silent $task -w $pkg"; done
  done
  # The browser tests and their config are code too.
  printf '%s\0' "typecheck+lint e2e" "npx tsc --noEmit -p e2e && npx tsc --noEmit -p tsconfig.json && npx eslint e2e playwright.config.ts"
  # One formatter for the whole tree (.prettierignore lists what generators write).
  printf '%s\0' "format (prettier --check)" "npx prettier --check . --log-level warn"
} | xargs -0 -n 2 -P 2 bash -c 'check_task "$0" bash -c "$1"'
# A task that never wrote its verdict (the runner itself failed) still counts, as failed.
[ "$(ls "$REPORTS"/check-*.log.result 2>/dev/null | wc -l)" -eq 8 ] || echo "fail lint/typecheck runner" >> "$REPORTS/checks.txt"
for result in "$REPORTS"/check-*.log.result; do
  read -r verdict name < "$result"
  echo "$verdict $name" >> "$REPORTS/checks.txt"
  if [ "$verdict" = pass ]; then echo "  ok   $name"; else echo "  FAIL $name"; tail -40 "${result%.result}"; fi
done

# The API's committed OpenAPI document against Redocly's recommended rules: no error, no warning
# (a Jest test checks that the document is the one the code builds). The client types the web app and the
# typed-client test use are generated from it on every build (@freight/api-types, git-ignored), so they
# cannot drift from it.
if npm run --silent openapi:lint > "$REPORTS/check.log" 2>&1 && ! grep -qiE 'warning|[1-9][0-9]* errors?' "$REPORTS/check.log"; then
  echo "pass openapi" >> "$REPORTS/checks.txt"; echo "  ok   openapi: $(grep -m1 'is valid' "$REPORTS/check.log")"
else
  echo "fail openapi" >> "$REPORTS/checks.txt"; echo "  FAIL openapi (npm run openapi:lint)"; tail -40 "$REPORTS/check.log"
fi

# A focused test (.only, fit, fdescribe) would silently skip the rest of its file.
if grep -rnE '\b(it|test|describe)\.only\(|\b(fit|fdescribe)\(' apps/api/src apps/api/test apps/web/src e2e --include='*.ts' --include='*.tsx' > "$REPORTS/check.log"; then
  echo "fail no-focused-tests" >> "$REPORTS/checks.txt"; echo "  FAIL focused tests found:"; cat "$REPORTS/check.log"
else
  echo "pass no-focused-tests" >> "$REPORTS/checks.txt"; echo "  ok   no focused tests"
fi

# Sign-in's initial JavaScript budget (250 KiB gzipped) and one lazy chunk per screen.
if node scripts/bundle-size.mjs > "$REPORTS/check.log" 2>&1; then
  echo "pass bundle-size" >> "$REPORTS/checks.txt"; echo "  ok   bundle size: $(grep 'what sign-in needs' "$REPORTS/check.log" | tail -1)"
else
  echo "fail bundle-size" >> "$REPORTS/checks.txt"; echo "  FAIL bundle size"; tail -20 "$REPORTS/check.log"
fi

stage "The test summary's own tests (node:test, real runners on fixture projects)"
run_tier harness 30 node --test --test-reporter=tap scripts/summarize-tests.test.mjs
cp "$REPORTS/harness.log" "$REPORTS/harness.tap"

stage "API unit and integration tests (Jest, random order)"
# TEST_LOG_LEVEL=error: an unexpected 500 prints its cause into the log (the tests' apps are silent otherwise).
# The integration files run in shards (apps/api/test/shards): one module registry per shard instead of one per
# file, which loaded the app's ~4,000 modules ~150 times (half of this tier's time on two cores).
# A larger young generation (--max-semi-space-size=64, MB): each integration file loads the whole app into
# its own module registry, and with V8's default the scavenges of those loads took about 8 % of Jest's CPU.
run_tier jest 80 bash -c "cd apps/api && TEST_LOG_LEVEL=error NODE_OPTIONS='--experimental-vm-modules --max-semi-space-size=64' npx jest --ci --randomize --showSeed --selectProjects unit shards --maxWorkers=2 --json --outputFile='$REPORTS/jest.json'"
grep -m1 -E '^Seed:' "$REPORTS/jest.log" || true

# The README's first command on a scratch copy of the repository (npm ci, build, seed, serve, twice).
# Alone, after the rest: its npm ci and builds would otherwise starve the other tests of CPU.
stage "The demo on a fresh clone (Jest)"
run_tier demo 20 bash -c "cd apps/api && NODE_OPTIONS=--experimental-vm-modules npx jest --ci --selectProjects integration --runTestsByPath test/demo/demo-run.spec.ts --json --outputFile='$REPORTS/demo.json'"

stage "Web unit tests (vitest, random order)"
run_tier vitest 30 npm run --silent test:unit -w @freight/web -- --reporter=default --reporter=json --outputFile="$REPORTS/vitest.json"

stage "Browser tests (Playwright, Chromium)"
psql_admin 'CREATE DATABASE freight_e2e TEMPLATE freight_template' || fail_early "e2e database"
# Single sign-on (issue 46, e2e/auth/sso.spec.ts): a real OpenID provider whose accounts are e-mails (the demo
# users' <username>@freight.local). Password sign-in stays on: the other browser tests sign in with it.
node scripts/e2e-oidc-provider.mjs "$OIDC_PORT" "http://localhost:$API_PORT" > "$REPORTS/e2e-oidc-provider.log" 2>&1 &
OIDC_PID=$!
for _ in $(seq 1 40); do curl -sf "http://127.0.0.1:$OIDC_PORT/.well-known/openid-configuration" >/dev/null && break; sleep 0.25; done
NODE_ENV=production PORT=$API_PORT DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/freight_e2e" REDIS_URL=$TEST_REDIS_URL \
  QUEUE_PREFIX=e2e JWT_SECRET=e2e-secret-that-is-long-enough-0123456789abcdef SMTP_HOST=127.0.0.1 SMTP_PORT=$E2E_SMTP_PORT \
  MAIL_RETRY_BASE_DELAY_MS=500 PORTAL_INSTANT_WAIT_MS=15000 PUBLIC_URL="http://localhost:$API_PORT" SERVE_WEB=true \
  LOG_LEVEL=warn LOGIN_MAX_FAILURES_PER_IP=100000 \
  INBOUND_MAIL_ADDRESS=costs@freight.test INBOUND_SMTP_ENABLED=true INBOUND_SMTP_HOST=127.0.0.1 INBOUND_SMTP_PORT=$E2E_INBOUND_SMTP_PORT \
  OIDC_ISSUER="http://127.0.0.1:$OIDC_PORT" OIDC_CLIENT_ID=freight-portal OIDC_CLIENT_SECRET=e2e-oidc-client-secret-of-enough-length \
  OIDC_PROVIDER_NAME="Freight Test ID" \
  node apps/api/dist/main.js > "$REPORTS/e2e-api.log" 2>&1 &
API_PID=$!
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$API_PORT/health" >/dev/null && break; sleep 0.5; done
# Browser tests that read e-mails start their SMTP sink on E2E_SMTP_PORT; until then mails wait in the queue.
# Agents' replies by mail go to the API's own SMTP receiver on E2E_INBOUND_SMTP_PORT (issue 42).
run_tier playwright 60 env E2E_SMTP_PORT="$E2E_SMTP_PORT" E2E_INBOUND_SMTP_PORT="$E2E_INBOUND_SMTP_PORT" \
  E2E_BASE_URL="http://localhost:$API_PORT" npx playwright test

echo
stage "Summary"
node scripts/summarize-tests.mjs "$REPORTS"
