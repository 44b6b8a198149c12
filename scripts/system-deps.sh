#!/usr/bin/env bash
# Installs the Debian packages the tests need (PostgreSQL, Redis, Chromium, promtool) when missing.
# Needs root (CI and these machines run as root); otherwise it only says what is missing.
set -euo pipefail
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
# Most browser tests use Chromium's headless shell (a third less time on two cores); the few that need
# browser notifications use the whole browser (playwright.config.ts).
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# Validates docker-compose.yml (no Docker engine needed for `docker-compose config`).
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
# Checks the scaled stack's reverse proxy configuration (deploy/Caddyfile) with Caddy's own validator.
command -v caddy >/dev/null 2>&1 || missing+=(caddy)
# A real IMAP server for the replies-by-mail tests (issue 42); the tests start their own, never the service.
[ -x /usr/sbin/dovecot ] || missing+=(dovecot-imapd)
# promtool checks and unit-tests the Prometheus alert rules (monitoring/prometheus).
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# Debian starts a cluster and a redis service on install; the tests run their own.
if command -v service >/dev/null 2>&1; then service postgresql stop >/dev/null 2>&1 || true; service redis-server stop >/dev/null 2>&1 || true; service dovecot stop >/dev/null 2>&1 || true; service prometheus stop >/dev/null 2>&1 || true; service caddy stop >/dev/null 2>&1 || true; fi
