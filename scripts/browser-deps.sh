#!/usr/bin/env bash
# The browser harness's packages (tests/browser/: puppeteer-core, which drives Debian's chromium),
# installed from the committed package-lock.json. Called by scripts/deps.sh when
# BRIDGELAWS_BROWSER_TESTS=1; quick when they are there. npm downloads no browser: the harness
# uses /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/../tests/browser"
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "browser-deps: node and npm are needed (BRIDGELAWS_BROWSER_TESTS=1 bash scripts/deps.sh installs them)" >&2
  exit 1
fi
# Installed already from this very lock file: nothing to do.
if [ -d node_modules/puppeteer-core ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  exit 0
fi
PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
