#!/usr/bin/env bash
# Installs the Debian packages bridgelaws needs, if any is missing. Idempotent and quick when
# everything is there. Run as root, or with sudo available.
set -euo pipefail
packages=(cmake ninja-build g++ libyaml-cpp-dev libpugixml-dev libcli11-dev nlohmann-json3-dev libfmt-dev libgtest-dev
  help2man dpkg-dev) # help2man: the man page; dpkg-dev: the Debian package (docs/install.md)
# Opt-in: the test that opens the HTML report in headless Chromium (tests/report_html_test.cpp
# skips without it). BRIDGELAWS_BROWSER_TESTS=1 bash scripts/deps.sh
if [ "${BRIDGELAWS_BROWSER_TESTS:-0}" = 1 ]; then packages+=(chromium); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
