#!/usr/bin/env bash
# The one test command (`npm test`): static checks, unit and API tests, the web build with its size budget,
# and the browser journeys. Ends with one "N passed, N failed" line over every test that ran.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"

echo "== test tools (Debian's Chromium, poppler, PostgreSQL client)"
bash scripts/ensure-test-tools.sh

echo "== lint, format, types"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn
npx tsc --noEmit -p tsconfig.json

echo "== architecture: no import circles, contexts through their entries (.dependency-cruiser.cjs)"
npm run --silent check:architecture

echo "== migrations match the schema"
bash scripts/check-migrations.sh

echo "== unit and API tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=1

echo "== web build and bundle budget"
npx vite build --logLevel warn
node bench/bundle-size.mjs --check

echo "== browser journeys (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || status=1
node scripts/summarise-tests.mjs "$results"
exit "$status"
