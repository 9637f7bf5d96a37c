#!/usr/bin/env bash
# The tests use Debian's tools, never downloaded builds: Chromium for the browser journeys, poppler's
# pdfinfo/pdftotext/pdftoppm to read the PDFs the app makes, pg_dump/pg_restore for backups, nginx for the
# production test behind the proxy (tests/deploy). Installs what is missing when it can (root and apt-get),
# and fails loudly when it cannot.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
[ -x "$chromium" ] || missing+=(chromium)
command -v pdftoppm > /dev/null || missing+=(poppler-utils)
command -v pg_dump > /dev/null || missing+=(postgresql-client)
has_nginx() { command -v nginx > /dev/null || [ -x /usr/sbin/nginx ]; }
has_nginx || missing+=(nginx)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "Missing test tools: installing Debian's ${missing[*]} …"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null
fi
failed=0
if [ ! -x "$chromium" ]; then
  echo "ERROR: Chromium not found at $chromium and it could not be installed (need root and apt-get)." >&2
  echo "Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
  failed=1
fi
for tool in pdftoppm pg_dump; do
  if ! command -v "$tool" > /dev/null; then
    echo "ERROR: $tool not found and it could not be installed (Debian: poppler-utils, postgresql-client)." >&2
    failed=1
  fi
done
if ! has_nginx; then
  echo "ERROR: nginx not found and it could not be installed (Debian: nginx)." >&2
  failed=1
fi
exit "$failed"
