#!/bin/bash
# Compares `replay` of two builds, byte for byte, over every case and example in every format
# (and --units, and all the examples as one multi-log run), and over a generated archive:
#   scripts/compare-replay.sh OLD_BINARY NEW_BINARY [DEALS]
# Prints each difference; exits 1 when any output, error text or exit status differs.
set -u
old=$1 new=$2 deals=${3:-10000}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
differ=0
same=0

compare() { # compare NAME ARGS...
    local name=$1
    shift
    "$old" replay "$@" >"$work/old.out" 2>"$work/old.err"
    echo "exit $?" >>"$work/old.err"
    "$new" replay "$@" >"$work/new.out" 2>"$work/new.err"
    echo "exit $?" >>"$work/new.err"
    if cmp -s "$work/old.out" "$work/new.out" && cmp -s "$work/old.err" "$work/new.err"; then
        same=$((same + 1))
    else
        differ=$((differ + 1))
        echo "DIFFERS: $name: replay $*"
        diff "$work/old.out" "$work/new.out" | head -5
        diff "$work/old.err" "$work/new.err" | head -5
    fi
}

mapfile -t logs < <(find "$root/cases" "$root/examples" -name '*.yaml' | sort)
for f in "${logs[@]}"; do
    for format in text json html summary summary-json; do compare "$f" "$f" --format "$format"; done
    compare "$f" "$f" --format text --units
done
examples=("$root"/examples/*.yaml)
for format in text json html summary; do compare "examples together" "${examples[@]}" --format "$format"; done

"$new" gen --deals "$deals" --seed 2024 --infractions 0.1 --to xml -o "$work/archive.xml"
"$new" gen --deals "$deals" --seed 7 --infractions 0.3 -o "$work/archive.yaml"
for a in "$work/archive.xml" "$work/archive.yaml"; do
    for format in text json html summary summary-json; do compare "$a" "$a" --format "$format"; done
done
echo "same: $same, different: $differ"
[ "$differ" -eq 0 ]
