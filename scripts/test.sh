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

phase "lint, format, types"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn
npx tsc --noEmit -p tsconfig.json

phase "architecture: no import circles, contexts through their entries (.dependency-cruiser.cjs)"
npm run --silent check:architecture

phase "migrations match the schema"
bash scripts/check-migrations.sh

phase "references: the ADRs, migrations and links that comments and docs cite exist"
node scripts/check-references.mjs

phase "production build (web app and server) and bundle budget"
npx vite build --logLevel warn
node scripts/build-server.mjs
node bench/bundle-size.mjs --check

# tests/deploy runs the built server: npm start, and two instances behind nginx on PostgreSQL.
phase "unit, API and deploy tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=1

phase "browser journeys (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || status=1
phase ""
node scripts/summarise-tests.mjs "$results"
exit "$status"
