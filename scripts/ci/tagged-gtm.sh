#!/usr/bin/env bash
# GTM, GA4 and the Meta pixel all set at build and at run time (the site then loads only the GTM container, which
# carries the others): a build in a clean directory, `npm start`, and scripts/ci/tagged-site.ts on every route and a
# lead through the home page's form. The tag scripts come from a local stand-in; TAGGED_GTM_PORT picks the port (3290).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
port=${TAGGED_GTM_PORT:-3290}
tag_port=$((port + 1))
work=$(mktemp -d "${TMPDIR:-/tmp}/tagged-gtm.XXXXXX")
server_pid=""
started=$(date +%s)
step() { echo "[tagged-gtm $(($(date +%s) - started))s] $*"; }
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
export NEXT_TELEMETRY_DISABLED=1
tags="GTM_CONTAINER_ID=GTM-PRODTAGS
GA4_MEASUREMENT_ID=G-PRODTAGS1
META_PIXEL_ID=555000444
GTM_SCRIPT_URL=http://127.0.0.1:$tag_port
META_PIXEL_SCRIPT_URL=http://127.0.0.1:$tag_port/fbevents.js"

step "copy the project's files and its node_modules (linked) to $work, npm run build with the tags set"
git -C "$repo" ls-files -z --cached --others --exclude-standard |
  tar -C "$repo" --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -C "$work" -xf -
cd "$work"
cp -al "$repo/node_modules" node_modules
env NEXT_PUBLIC_SITE_URL="http://localhost:$port" $tags npm run build >build.log 2>&1 || { tail -40 build.log; exit 1; }

step "npm start with the same tags in .env.local"
printf 'PORT=%s\nLEAD_MIN_FILL_MS=0\n%s\n' "$port" "$tags" >.env.local
npm start >server.log 2>&1 &
server_pid=$!
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    cat server.log
    exit 1
  fi
  sleep 1
done

step "every route, and a lead through the home page's form"
(cd "$repo" && npx tsx scripts/ci/tagged-site.ts gtm "http://localhost:$port" "$tag_port" gtm@tagged-build.test)
npm run --silent leads -- list | grep -q "gtm@tagged-build.test"

kill -TERM "$server_pid"
wait "$server_pid" || true
server_pid=""
step "passed"
