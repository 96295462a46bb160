#!/usr/bin/env bash
# The dispute desk served by an installed (or unpacked) program: its HTTP module is found where
# it was installed, and the program itself does not link the module's libraries (cpp-httplib,
# OpenSSL ...), which every other command would then load at its start
# (src/server/http_transport.h).
# Usage: check_serve.sh PROGRAM WORK_DIR ROOT (the module must be the one under ROOT)
set -euo pipefail
bl=$1
work=$2
root=$(realpath "$3")
fail() { echo "FAIL: $*" >&2; exit 1; }

readelf -d "$bl" | grep -q "NEEDED.*\(httplib\|libssl\|libcrypto\)" &&
  fail "$bl links the HTTP libraries itself: every command would load them"
out=$work/serve.out
"$bl" serve --port 0 >"$out" 2>&1 &
served=$!
trap 'kill $served 2>/dev/null || true' EXIT
for _ in $(seq 100); do grep -q "http://" "$out" && break; sleep 0.1; done
url=$(grep -o "http://[^ ]*/" "$out") || fail "serve did not start: $(cat "$out")"
module=$(grep -o "/.*libbridgelaws_http.so" "/proc/$served/maps" | head -1) || true
[[ "$module" == "$root"/* ]] || fail "$bl serves with the HTTP module at '$module', not its own under $root"
codes=$(curl -s --max-time 10 "${url}api/codes") || fail "no answer from $url"
grep -q '"club-1904"' <<<"$codes" || fail "the desk's API from $bl: $codes"
page=$(curl -s --max-time 10 "$url") || fail "no page from $url"
grep -qi "<html" <<<"$page" || fail "the desk's page from $bl: $page"
