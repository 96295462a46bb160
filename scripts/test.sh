#!/usr/bin/env bash
# Builds everything and runs every test (the README's test command; CI runs exactly this):
#  1. the whole suite and the case corpus under AddressSanitizer and UBSan (scripts/sanitize.sh,
#     build-asan/), the HTML report opened in headless Chromium (Debian's chromium, installed
#     here by scripts/deps.sh) among them;
#  2. a short run of every libFuzzer target (scripts/fuzz.sh, 10 s each; longer runs: docs/fuzzing.md),
#     built in step 1 beside the suite, from the same sanitized libraries;
#  3. the longest files and functions of src/ against the house limits (scripts/longest.sh): a
#     warning to read, never a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export BRIDGELAWS_BROWSER_TESTS=1
bash scripts/sanitize.sh
FUZZ_BUILD_DIR=build-asan FUZZ_NO_BUILD=1 bash scripts/fuzz.sh 10
bash scripts/longest.sh 5 || true
