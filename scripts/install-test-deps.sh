#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing: Chromium's headless shell (browser tests)
# and Chromium (the audit), PostgreSQL 15 (the Postgres lead-store tests), a Java runtime (the Nu Html Checker),
# nginx-light (the reverse-proxy scenario) and the compiler better-sqlite3 builds with when no prebuilt binary can be
# fetched (python3, make, g++).
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v g++ >/dev/null 2>&1 || missing+=(g++)

headless_shell=no
[ -x /usr/lib/chromium/chromium-headless-shell ] || [ -n "${CHROMIUM_PATH:-}" ] || headless_shell=yes

if [ ${#missing[@]} -eq 0 ] && [ "$headless_shell" = no ]; then
  echo "test dependencies: all present"
  exit 0
fi

echo "test dependencies: installing ${missing[*]} $([ "$headless_shell" = yes ] && echo chromium-headless-shell)"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
[ ${#missing[@]} -eq 0 ] || $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
# Optional: without it the browser tests run in the full Chromium, slower (playwright.config.ts).
if [ "$headless_shell" = yes ] &&
  ! $SUDO apt-get install -y -qq --no-install-recommends chromium-headless-shell; then
  echo "test dependencies: chromium-headless-shell is not available; the browser tests use chromium"
fi
# Debian starts the packaged nginx on port 80; the tests run their own instances.
if [[ " ${missing[*]} " == *" nginx-light "* ]] && command -v systemctl >/dev/null 2>&1; then
  $SUDO systemctl disable --now nginx >/dev/null 2>&1 || true
fi
