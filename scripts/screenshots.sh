#!/usr/bin/env bash
# Screenshots of the disputed rubber's HTML page at 1200 and 400 CSS pixels wide, in
# docs/screenshots/ (docs/report-page.md shows them): what a committee sees on a desk and on a
# phone. Needs a build (build/bridgelaws) and the browser harness (BRIDGELAWS_BROWSER_TESTS=1
# bash scripts/deps.sh). Run it after changing the page, and look at the pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-build/bridgelaws}"
bash scripts/browser-deps.sh
node tests/browser/screenshots.js "$binary" examples/disputed-rubber.yaml docs/screenshots disputed-rubber
