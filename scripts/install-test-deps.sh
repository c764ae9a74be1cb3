#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing: Chromium (browser tests),
# PostgreSQL 15 (the Postgres lead-store tests) and a Java runtime (the Nu Html Checker).
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)

if [ ${#missing[@]} -eq 0 ]; then
  echo "test dependencies: all present"
  exit 0
fi

echo "test dependencies: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
