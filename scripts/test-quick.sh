#!/usr/bin/env bash
# The inner loop (`npm run test:quick`): lint of the files changed against HEAD, types, and the unit and
# API tests on PGlite alone. No build, no browser, no PostgreSQL, no deploy tests: `npm test` runs those.
set -euo pipefail
cd "$(dirname "$0")/.."
changed=$(
  { git diff --name-only --diff-filter=ACMR HEAD; git ls-files --others --exclude-standard; } |
    grep -E '\.(ts|tsx|js|mjs|cjs)$' | sort -u || true
)
if [ -n "$changed" ]; then
  echo "== lint and format of the changed files"
  # shellcheck disable=SC2086 # one argument per file name
  npx eslint --max-warnings 0 --no-warn-ignored $changed
  # shellcheck disable=SC2086
  npx prettier --check --log-level warn $changed
fi
echo "== types"
npx tsc --noEmit -p tsconfig.json
echo "== unit and API tests on PGlite"
TEST_DATABASE_URL="" npx vitest run --project units --project parallel "$@"
