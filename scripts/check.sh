#!/usr/bin/env bash
# Typecheck, lint and format check side by side (each mostly uses one core); fails when any of them fails.
set -uo pipefail
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
names=(typecheck lint format:check)
pids=()
for name in "${names[@]}"; do
  npm run -s "$name" >"$logs/${name/:/-}.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then
    echo "ok   ${names[$i]}"
  else
    status=1
    echo "FAIL ${names[$i]}"
    cat "$logs/${names[$i]/:/-}.log"
  fi
done
exit $status
