#!/usr/bin/env bash
# The whole test suite under AddressSanitizer and UBSan, in build-asan/ (scripts/test.sh, the
# README's test command, runs it). Built with clang, and with the libFuzzer targets of fuzz/
# beside the tests (BRIDGELAWS_FUZZ): one build of the libraries serves the suite and the
# fuzzers, which scripts/fuzz.sh then runs from build-asan/ (FUZZ_BUILD_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
BRIDGELAWS_CLANG=1 bash scripts/deps.sh
# The sanitizers: -O1 keeps the instrumented suite quick; any report fails the test that made
# it (UBSan does not recover), and LeakSanitizer checks each test program at exit. Line tables
# only: enough for the reports' file and line, and quicker to build than -g. The gtest programs
# run as eight shards rather than a process per test (BRIDGELAWS_TEST_SHARDS): each process
# loads the law tables once, which under the sanitizers is most of a small test's time. The test
# files compile in batches of eight here (BRIDGELAWS_UNITY_TESTS, on with the sanitizers): half
# the processor time of one compiler run a file (docs/testing.md).
CC=clang CXX=clang++ cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-O1 \
  -DCMAKE_CXX_FLAGS_DEBUG=-gline-tables-only -DBRIDGELAWS_SANITIZE=ON -DBRIDGELAWS_FUZZ=ON \
  -DBRIDGELAWS_TESTS=ON -DBRIDGELAWS_BENCH=OFF -DBRIDGELAWS_TEST_SHARDS=8 >/dev/null
cmake --build build-asan
# An allocation's stack is recorded 8 frames deep, not 30: enough to name the test's line in a
# report, and a shard of the suite runs in four fifths of the time (48 s against 38 s).
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:malloc_context_size=8 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j2
