#!/usr/bin/env bash
# The whole test suite under AddressSanitizer and UBSan, in build-asan/ (scripts/test.sh, the
# README's test command, runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
# The sanitizers: -O1 keeps the instrumented suite quick; any report fails the test that made
# it (UBSan does not recover), and LeakSanitizer checks each test program at exit. -g1 (line
# tables only) is enough for the reports' file and line, and builds a quarter faster than -g.
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-O1 -DCMAKE_CXX_FLAGS_DEBUG=-g1 \
  -DBRIDGELAWS_SANITIZE=ON -DBRIDGELAWS_TESTS=ON -DBRIDGELAWS_BENCH=OFF >/dev/null
cmake --build build-asan
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j2
