#!/usr/bin/env bash
# Builds everything and runs every test (the README's test command; CI runs exactly this).
# The same suite under AddressSanitizer and UBSan: scripts/sanitize.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBRIDGELAWS_TESTS=ON >/dev/null
cmake --build build
ctest --test-dir build --output-on-failure -j2
