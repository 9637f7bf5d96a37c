#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded browser. Install it when missing and possible.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "Chromium is missing: installing Debian's chromium package …"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
fi
if [ ! -x "$chromium" ]; then
  echo "ERROR: Chromium not found at $chromium and it could not be installed (need root and apt-get)." >&2
  echo "Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
  exit 1
fi
