#!/usr/bin/env bash
# `npm test`: the checks, then the unit and integration tests beside the browser tests' production build, then the
# browser tests on that build (each of the three phases keeps both cores busy).
set -euo pipefail
cd "$(dirname "$0")/.."
# No step reads the checkout's .env files (tests/support/no-env-files.ts; the configs set it for their processes too).
export __NEXT_PROCESSED_ENV=true
npm run check
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
npx tsx tests/support/e2e-build.ts >"$build_log" 2>&1 &
build=$!
unit=0
npm run test:unit || unit=$?
if ! wait "$build"; then
  cat "$build_log"
  echo "The production build for the browser tests failed."
  exit 1
fi
[ "$unit" -eq 0 ] || exit "$unit"
E2E_PREBUILT=1 npm run test:e2e
