#!/usr/bin/env bash
# Does the suite fail when it should? Issue 37: five deliberate bugs, each in a scratch copy of HEAD, each
# run against the tests that should catch it. A bug that no test catches fails this script. Not part of
# `npm test` (it runs parts of the suite five times); run it after changing tests in bulk.
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'git worktree remove --force "$scratch" >/dev/null 2>&1; rm -rf "$scratch"' EXIT
git worktree add --detach -q "$scratch" HEAD
ln -s "$PWD/node_modules" "$scratch/node_modules"
cd "$scratch"
unset TEST_DATABASE_URL # PGlite only: the bug is the question, not the database
missed=0

# bug NAME FILE PERL-SUBSTITUTION COMMAND...: applies the substitution, runs the command, expects it to fail.
bug() {
  local name=$1 file=$2 edit=$3
  shift 3
  perl -0pi -e "$edit" "$file"
  if git diff --quiet -- "$file"; then
    echo "!! $name: the substitution changed nothing in $file"
    missed=1
    return
  fi
  local log
  log=$(mktemp)
  if "$@" >"$log" 2>&1; then
    echo "!! $name: not caught by: $*"
    missed=1
  else
    echo "caught: $name, by:"
    # Vitest's failed tests, without colours: "FAIL  parallel tests/api/x.test.ts > suite > test".
    sed -E 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ FAIL ' | sed -E 's/^ FAIL +/    /' | sort -u | head -6
  fi
  rm -f "$log"
  git checkout -q -- "$file"
}

bug 'prices round down instead of half away from zero' src/domain/pricing/rounding.ts \
  's/Math\.round\(Number/Math.floor(Number/' \
  npx vitest run --project units --project parallel src/domain/pricing tests/api/orders.test.ts

bug 'employees may replace the shop configuration (admin check removed)' src/server/content/config/routes.ts \
  "s/('\\/config',\\n    \\{\\n      config: \\{ access: )\\['ROLE_ADMIN'\\]/\$1['ROLE_ADMIN', 'ROLE_EMPLOYEE']/" \
  npx vitest run --project units --project parallel tests/api/authorization-matrix.test.ts

bug 'a completed order may still be cancelled' src/domain/order-status/transitions.ts \
  "s/completed: \\[\\],/completed: ['cancel'],/" \
  npx vitest run --project units --project parallel src/domain/order-status tests/api/staff-orders.test.ts

bug "a German text changed (the 404 page's sentence)" src/web/i18n/de.ts \
  "s/notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden\\.'/notFoundText: 'Seite nicht gefunden.'/" \
  npx vitest run --project units --project parallel tests/build/spec-texts.test.ts

bug 'a migration lost a column (orders.timed_out_at)' src/server/db/migrations/0019_order-timeout.sql \
  's/ALTER TABLE "orders" ADD COLUMN "timed_out_at" timestamp with time zone;/SELECT 1;/' \
  bash -c 'bash scripts/check-migrations.sh && npx vitest run --project units --project parallel tests/api/order-escalation.test.ts'

exit "$missed"
