#!/usr/bin/env bash
# `cmake --install` into a prefix under the build tree, then the installed tool as its users meet
# it, from a folder outside the source tree: the program finds its own law tables, cases and
# examples; the man page renders; bash completion completes commands, options, choices, codes
# and files; and a small program built with find_package(bridgelaws) replays a log.
# Usage: check_install.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(realpath "$1")
src=$(realpath "$2")
stage=$build/install-test
prefix=$stage/prefix
rm -rf "$stage"
mkdir -p "$stage"
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >/dev/null
for f in bin/bridgelaws share/bridgelaws/laws/club-1904.yaml share/bridgelaws/cases/leads \
         share/bridgelaws/examples/hoyle-rubber.yaml share/doc/bridgelaws/README.md \
         share/doc/bridgelaws/bad-input.md share/man/man1/bridgelaws.1 \
         share/bash-completion/completions/bridgelaws lib/cmake/bridgelaws/bridgelawsConfig.cmake \
         include/bridgelaws/replay/replay.h; do
  [ -e "$prefix/$f" ] || fail "not installed: $f"
done
[ ! -e "$prefix/include/bridgelaws/cli" ] || fail "the command line's headers are not the engine's"

cd "$stage" # nothing here to be found by accident
bl=$prefix/bin/bridgelaws
# Each output is taken whole before it is searched: grep -q stopping early would break the pipe.
version=$("$bl" --version)
grep -qF "law tables in $prefix/share/bridgelaws/laws" <<<"$version" ||
  fail "the installed program does not read its installed law tables: $version"
report=$("$bl" replay "$prefix/share/bridgelaws/examples/hoyle-rubber.yaml")
grep -q "NS win the rubber" <<<"$report" || fail "replay of the installed example"
quiz=$(printf '1\n1\n' | "$bl" teach --quiz --count 2 --seed 1)
grep -q "Score: [0-2] of 2" <<<"$quiz" || fail "teach --quiz finds no installed case"
"$bl" cases run --code club-1904 "$prefix/share/bridgelaws/cases/leads" >/dev/null || fail "cases run on the installed cases"

# The man page, as man shows it.
page=$(MANWIDTH=100 MANPAGER=cat man -l "$prefix/share/man/man1/bridgelaws.1" 2>/dev/null)
for word in NAME SYNOPSIS replay convert "teach --quiz" BRIDGELAWS_LAWS "EXIT STATUS"; do
  grep -qF -- "$word" <<<"$page" || fail "the man page does not mention $word"
done

# Completion, as bash asks for it.
complete_words() {
  PATH="$prefix/bin:$PATH" bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _bridgelaws; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$prefix/share/bash-completion/completions/bridgelaws" "$@"
}
expect_completion() { # expected, then the words
  local want=$1 got
  shift
  got=$(complete_words "$@")
  grep -qxF -- "$want" <<<"$got" || fail "completing '$*' gives [$got], not $want"
}
expect_completion replay bridgelaws rep
expect_completion run bridgelaws cases r
expect_completion --format bridgelaws replay --fo
expect_completion --laws bridgelaws replay --la
expect_completion summary-json bridgelaws replay --format s
expect_completion club-1904 bridgelaws laws club-19
expect_completion elwell-1904 bridgelaws replay --code elw
expect_completion "$prefix/share/bridgelaws/examples/hoyle-rubber.yaml" bridgelaws replay "$prefix/share/bridgelaws/examples/hoyle"

bash "$src/tests/install/check_serve.sh" "$bl" "$stage" "$prefix" || fail "serve from the installed program"

# Another program built against the installed package. Libraries built with the sanitizers
# (scripts/sanitize.sh) need the same compiler and the sanitizers' runtimes at link time.
cached() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
consumer_flags=(-DCMAKE_CXX_COMPILER="$(cached CMAKE_CXX_COMPILER)")
link=""
[ "$(cached BRIDGELAWS_SANITIZE)" = ON ] && link="-fsanitize=address,undefined"
[ "$(cached BRIDGELAWS_FUZZ)" = ON ] && link="$link -fsanitize=fuzzer-no-link"
[ -n "$link" ] && consumer_flags+=(-DCMAKE_EXE_LINKER_FLAGS="$link")
cmake -S "$src/tests/install/consumer" -B "$stage/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_TYPE=Release "${consumer_flags[@]}" >/dev/null || fail "find_package(bridgelaws)"
cmake --build "$stage/consumer" >/dev/null || fail "building against the package"
consumed=$("$stage/consumer/consumer" "$prefix/share/bridgelaws/laws" "$prefix/share/bridgelaws/examples/hoyle-rubber.yaml")
grep -q "6 deals under club-1904" <<<"$consumed" || fail "the consumer's replay: $consumed"
echo "install: ok"
