#!/usr/bin/env bash
# Regenerates the desk's screenshots in docs/desk/ (docs/desk.md): the browser test of the desk
# run against the built program, saving the page at 1200 and 400 px as it goes.
set -euo pipefail
cd "$(dirname "$0")/.."
BRIDGELAWS_BROWSER_TESTS=1 bash scripts/deps.sh
cmake --build build --target bridgelaws
node tests/browser/desk.test.js "$PWD/build/bridgelaws" "$PWD" docs/desk
