#!/usr/bin/env bash
# Fails when src/server/db/schema changed without a committed migration for it.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r src/server/db/migrations "$tmp/migrations"
npx drizzle-kit generate --dialect postgresql --schema ./src/server/db/schema --out "$tmp/migrations" > "$tmp/log" 2>&1 \
  || { cat "$tmp/log"; exit 1; }
if ! diff -rq src/server/db/migrations "$tmp/migrations" > /dev/null; then
  echo "The schema has changes without a migration: run 'npm run db:generate' and commit the result." >&2
  exit 1
fi
echo "migrations are up to date"
