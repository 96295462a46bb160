#!/usr/bin/env bash
# Installs the Debian packages bridgelaws needs, if any is missing. Idempotent and quick when
# everything is there. Run as root, or with sudo available.
set -euo pipefail
packages=(cmake ninja-build g++ libyaml-cpp-dev libyaml-dev libpugixml-dev libcli11-dev nlohmann-json3-dev libfmt-dev libgtest-dev libcpp-httplib-dev pkg-config
  help2man dpkg-dev) # help2man: the man page; dpkg-dev: the Debian package (docs/install.md)
# Opt-in: the tests that open pages in headless Chromium (tests/report/report_html_test.cpp and
# the browser harness, tests/browser/, which needs node and npm; they skip without them), with
# poppler-utils to render a printed page (the handout's, docs/cases.md) to an image.
# BRIDGELAWS_BROWSER_TESTS=1 bash scripts/deps.sh
browser=0
if [ "${BRIDGELAWS_BROWSER_TESTS:-0}" = 1 ]; then
  packages+=(chromium nodejs poppler-utils)
  # Debian's npm, unless node came with its own (NodeSource's nodejs, which conflicts with it).
  command -v npm >/dev/null || packages+=(npm)
  browser=1
fi
# Opt-in: clang and its libFuzzer runtime, for the sanitized suite and the fuzzers
# (scripts/sanitize.sh, scripts/fuzz.sh): BRIDGELAWS_CLANG=1 bash scripts/deps.sh
if [ "${BRIDGELAWS_CLANG:-0}" = 1 ]; then
  packages+=(clang libclang-rt-14-dev)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ "$browser" = 1 ]; then bash "$(dirname "$0")/browser-deps.sh"; fi
