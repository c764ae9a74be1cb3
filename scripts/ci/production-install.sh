#!/usr/bin/env bash
# The production install as a deploy does it, and as the Dockerfile's stages do, in a clean directory: install with
# dev dependencies and build; then a production install (`npm ci --omit=dev`: no TypeScript, tsx or test tools);
# start with `npm start` and .env.local, check the health, store one lead through POST /api/leads, list it, export
# it with `bin/leads` and back the store up with `npm run leads`. The build and the server carry GA4 and the Meta
# pixel (their scripts from a local stand-in on the next port): every route hydrates with the tags and a lead goes
# through (scripts/ci/tagged-site.ts). The build stage reuses the checkout's node_modules when it has them (CI has just
# installed them; set PRODUCTION_INSTALL_CLEAN=1 to run `npm ci` there too); the production install is always a real
# `npm ci --omit=dev` from the npm cache. PRODUCTION_INSTALL_PORT picks the port (3190).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
port=${PRODUCTION_INSTALL_PORT:-3190}
tag_port=$((port + 1))
tags="GA4_MEASUREMENT_ID=G-PRODINSTALL1
META_PIXEL_ID=555000333
GTM_SCRIPT_URL=http://127.0.0.1:$tag_port
META_PIXEL_SCRIPT_URL=http://127.0.0.1:$tag_port/fbevents.js"
work=$(mktemp -d "${TMPDIR:-/tmp}/production-install.XXXXXX")
server_pid=""
started=$(date +%s)
step() { echo "[production-install $(($(date +%s) - started))s] $*"; }
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
export NEXT_TELEMETRY_DISABLED=1 npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

step "copy the project's files (tracked and new, as git sees them) to $work"
git -C "$repo" ls-files -z --cached --others --exclude-standard |
  tar -C "$repo" --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -C "$work" -xf -
cd "$work"

if [ -d "$repo/node_modules" ] && [ -z "${PRODUCTION_INSTALL_CLEAN:-}" ]; then
  step "build stage: the checkout's node_modules (copied), then npm run build"
  cp -a "$repo/node_modules" node_modules
else
  step "build stage: npm ci, then npm run build"
  npm ci --prefer-offline --loglevel=error
fi
# As the Dockerfile's build arguments (BUILD_TIME_VARIABLES in lib/env.ts), with the browser tags set.
env NEXT_PUBLIC_SITE_URL="http://localhost:$port" $tags npm run build >build.log 2>&1 || { tail -40 build.log; exit 1; }
grep -E "^compile-entries|WARNING" build.log || true

step "runtime stage: npm ci --omit=dev"
rm -rf node_modules
if ! npm ci --omit=dev --prefer-offline --loglevel=error; then
  step "npm ci refused the lock file; npm install --omit=dev instead"
  npm install --omit=dev --prefer-offline --loglevel=error
fi
# (@playwright/test stays: npm installs it as an optional peer of next, listed in the lock file.)
for tool in tsx typescript vitest esbuild eslint; do
  if [ -e "node_modules/$tool" ]; then
    echo "node_modules/$tool is installed in production" >&2
    exit 1
  fi
done
echo "no tsx, typescript, vitest, esbuild or eslint in node_modules"

step "npm start (PORT and LEAD_MIN_FILL_MS from .env.local)"
printf 'PORT=%s\nLEAD_MIN_FILL_MS=0\n%s\n' "$port" "$tags" >.env.local
npm start >server.log 2>&1 &
server_pid=$!
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >health.json 2>/dev/null; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    cat server.log
    exit 1
  fi
  sleep 1
done
grep -E "^> Ready" server.log
echo "GET /api/health: $(cat health.json)"

step "POST /api/leads"
lead=$(curl -fsS -X POST "http://127.0.0.1:$port/api/leads" -H "Content-Type: application/json" \
  -d '{"form":"quickContact","fields":{"name":"Pat Production","email":"pat@production-install.test","message":"Installed without dev tools"}}')
echo "$lead"
echo "$lead" | grep -q '"success":true'

step "npm run leads -- list"
npm run --silent leads -- list | tee list.txt
grep -q "quick-contact" list.txt

step "bin/leads export --csv > leads.csv (only the CSV in the file)"
bin/leads export --csv >leads.csv
head -c 3 leads.csv | grep -q "id" || { echo "leads.csv does not start with the CSV header:" >&2; head -3 leads.csv >&2; exit 1; }
grep -q "pat@production-install.test" leads.csv

step "npm run leads -- backup"
npm run --silent leads -- backup "$work/leads-backup.db"
test -s "$work/leads-backup.db"

step "every route with GA4 and the pixel set at build and at run time, and a lead through the home page's form"
(cd "$repo" && npx tsx scripts/ci/tagged-site.ts gtag "http://localhost:$port" "$tag_port" tags@production-install.test)
npm run --silent leads -- list | grep -q "tags@production-install.test"

kill -TERM "$server_pid"
wait "$server_pid" || true
server_pid=""
step "passed"
