#!/usr/bin/env bash
# The one test command (`npm test`): static checks, unit and API tests, the web build with its size budget,
# and the browser journeys. Ends with one "N passed, N failed" line over every test that ran.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"

# Each phase's name and seconds go to phases.tsv; the summary at the end lists them.
phase_name=""
phase_start=0
phase() {
  local now
  now=$(date +%s)
  [ -n "$phase_name" ] && printf '%s\t%s\n' "$phase_name" "$((now - phase_start))" >> "$results/phases.tsv"
  phase_name=$1
  phase_start=$now
  [ -n "$phase_name" ] && echo "== $phase_name"
  return 0
}

phase "test tools (Debian's Chromium, poppler, PostgreSQL client)"
bash scripts/ensure-test-tools.sh

phase "production build (web app and server) and bundle budget"
npx vite build --logLevel warn
node scripts/build-server.mjs
node bench/bundle-size.mjs --check

# The static checks need neither the build nor a database. They run beside the Vitest phase at the lowest
# priority: while the parallel files fill both cores they wait, and then they take the CPU that the alone
# group leaves idle (its files mostly wait on servers starting and on timeouts; about 60 % of both cores
# stayed idle), so that group still has the machine whenever it asks. One after the other they took
# 100–129 s before the Vitest phase.
static_log="$results/static-checks.log"
static_checks() {
  local started
  started=$(date +%s)
  echo "== lint, format, types"
  npx eslint . --max-warnings 0
  npx prettier --check . --log-level warn
  npx tsc --noEmit -p tsconfig.json
  echo "== architecture: no import circles, contexts through their entries (.dependency-cruiser.cjs)"
  npm run --silent check:architecture
  echo "== migrations match the schema"
  bash scripts/check-migrations.sh
  echo "== references: the ADRs, migrations and links that comments and docs cite exist"
  node scripts/check-references.mjs
  printf '%s\t%s\tbeside\n' "static checks: lint, format, types, architecture, migrations, references" \
    "$(($(date +%s) - started))" >> "$results/phases.tsv"
}
(set -e; renice -n 19 -p "$BASHPID" > /dev/null; static_checks) > "$static_log" 2>&1 &
static_pid=$!
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2> /dev/null || true
}
# A run stopped half-way takes its checks with it.
trap 'kill_tree "$static_pid"' EXIT

# tests/deploy runs the built server: npm start, and two instances behind nginx on PostgreSQL.
phase "unit, API and deploy tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=1

phase "static checks (started beside the Vitest phase), waited for"
static_status=0
wait "$static_pid" || static_status=$?
trap - EXIT
cat "$static_log"
if [ "$static_status" -ne 0 ]; then
  echo "The static checks failed (exit $static_status): see above." >&2
  status=1
fi

phase "browser journeys (Chromium)"
E2E_SERVER_COMMAND="node dist/server/main.js" PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
  npx playwright test --reporter=list,json || status=1
phase ""
node scripts/summarise-tests.mjs "$results"
exit "$status"
