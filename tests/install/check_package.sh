#!/usr/bin/env bash
# The Debian packages CPack builds: their contents and control fields (dpkg-deb), apt's view of
# installing the program's package (simulated: the build machine is not changed), and the
# program unpacked into a scratch root, where it finds its own tables and replays an example.
# Usage: check_package.sh BUILD_DIR
set -euo pipefail
build=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
out=$build/package-test
rm -rf "$out"
mkdir -p "$out"
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$build" && cpack -G DEB -B "$out" >"$out/cpack.log" 2>&1) || fail "cpack: $(tail -20 "$out/cpack.log")"
deb=$(ls "$out"/bridgelaws_*.deb)
dev=$(ls "$out"/bridgelaws-dev_*.deb)
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/bridgelaws ./usr/share/bridgelaws/laws/club-1904.yaml ./usr/share/bridgelaws/cases/ \
         ./usr/share/bridgelaws/examples/hoyle-rubber.yaml ./usr/share/man/man1/bridgelaws.1 \
         ./usr/share/bash-completion/completions/bridgelaws ./usr/share/doc/bridgelaws/README.md; do
  grep -qF -- " $f" <<<"$contents" || fail "$deb lacks $f"
done
grep -qF "include/bridgelaws" <<<"$contents" && fail "the program's package carries the headers"
dev_contents=$(dpkg-deb -c "$dev")
grep -qF ./usr/lib/cmake/bridgelaws/bridgelawsConfig.cmake <<<"$dev_contents" || fail "$dev lacks the CMake package"
info=$(dpkg-deb -I "$deb")
grep -q "^ Package: bridgelaws$" <<<"$info" || fail "package name: $info"
grep -q "^ Depends:.*libyaml-cpp" <<<"$info" || fail "the package does not depend on the libraries it links: $info"
grep -q "^ Depends:.*libbridgelaws\|^ Depends:.*-dev" <<<"$info" && fail "the program's package depends on development packages"
# The engine's server layer loads the HTTP module the program's package installs.
grep -q "^ Depends:.*bridgelaws (= " <<<"$(dpkg-deb -I "$dev")" || fail "$dev does not depend on the program's package"

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  apt-get install -s "$deb" >"$out/apt.log" 2>&1 || fail "apt would not install it: $(tail -5 "$out/apt.log")"
  grep -q "^Inst bridgelaws" "$out/apt.log" || fail "apt's plan does not install bridgelaws: $(cat "$out/apt.log")"
fi

root=$out/root
dpkg-deb -x "$deb" "$root"
cd "$out"
version=$("$root/usr/bin/bridgelaws" --version)
grep -qF "law tables in $root/usr/share/bridgelaws/laws" <<<"$version" ||
  fail "the unpacked program does not read its own tables: $version"
"$root/usr/bin/bridgelaws" replay "$root/usr/share/bridgelaws/examples/disputed-rubber.yaml" >/dev/null ||
  fail "replay from the unpacked package"
bash "$here/check_serve.sh" "$root/usr/bin/bridgelaws" "$out" "$root" ||
  fail "serve from the unpacked package"
echo "package: ok"
