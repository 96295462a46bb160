#!/usr/bin/env bash
# One command for a fresh Debian 12 machine: install what is missing, build, and replay the
# bundled example (a rubber with disputes ruled).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target bridgelaws
./build/bridgelaws replay examples/disputed-rubber.yaml
