#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ with clang (ASan + UBSan) in build-fuzz/ and runs each
# for SECONDS (default 20), as many at once as there are cores. scripts/test.sh runs each for 10 s;
# longer runs by hand or in a nightly job.
#
#   bash scripts/fuzz.sh                 # every target, 20 s each
#   bash scripts/fuzz.sh 600 replay_fuzz # one target for ten minutes
#
# The working corpus grows in build-fuzz/corpus/TARGET, seeded from fuzz/corpus/TARGET (kept
# in the repository: minimised seeds and every input that once crashed) and from examples/,
# cases/, laws/ and tests/data/. A crash leaves its input in build-fuzz/artifacts/TARGET/ and
# makes the script exit 1.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(log_reader_fuzz log_xml_fuzz pbn_fuzz lawbook_fuzz replay_fuzz server_fuzz)

BRIDGELAWS_CLANG=1 bash scripts/deps.sh

# FUZZ_BUILD_DIR: where the targets are (default build-fuzz/, built here from fuzz/ alone);
# scripts/test.sh runs those of build-asan/, built beside the sanitized suite. FUZZ_NO_BUILD=1
# runs the targets already built (while the sources are being edited).
build=${FUZZ_BUILD_DIR:-build-fuzz}
if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
  if [ "$build" = build-fuzz ]; then
    CC=clang CXX=clang++ cmake -S fuzz -B build-fuzz -G Ninja >/dev/null
  fi
  cmake --build "$build" --target "${targets[@]}"
fi

# Seeds: what each target reads in real life.
seeds_for() {
  case "$1" in
    server_fuzz) true ;;
    lawbook_fuzz) ls laws/*.yaml tests/data/tables/*.yaml 2>/dev/null ;;
    log_xml_fuzz) find examples cases -name '*.xml' 2>/dev/null || true ;;
    pbn_fuzz) find examples cases tests/data -name '*.pbn' 2>/dev/null || true ;;
    *) find examples cases -name '*.yaml' 2>/dev/null || true ;;
  esac
}
dict_for() {
  case "$1" in
    lawbook_fuzz) echo fuzz/lawbook.dict ;;
    log_xml_fuzz) echo fuzz/xml.dict ;;
    pbn_fuzz) echo fuzz/pbn.dict ;;
    *) echo fuzz/log.dict ;;
  esac
}

# One target: its corpus seeded, run for SECONDS; its report in $build/$t.out, status 1 on a crash.
run_target() {
  local t=$1 corpus=$build/corpus/$1 artifacts=$build/artifacts/$1/
  mkdir -p "$corpus" "$artifacts"
  [ -d fuzz/corpus/$t ] && cp -n fuzz/corpus/$t/* "$corpus"/ 2>/dev/null || true
  for f in $(seeds_for "$t"); do cp -n "$f" "$corpus/seed-$(basename "$f")"; done
  # A law table is large (64 KiB holds a real table's rules); a log of one or two deals is a
  # few KiB, and small inputs keep the runs fast.
  local max_len=8192
  [ "$t" = lawbook_fuzz ] && max_len=65536
  echo "== $t: $seconds s"
  if ! ./"$build"/"$t" "$corpus" -dict="$(dict_for "$t")" -max_total_time="$seconds" -max_len=$max_len \
      -rss_limit_mb=2048 -timeout=20 -artifact_prefix="$artifacts" -print_final_stats=1 2>"$build/$t.log"; then
    echo "$t: FAILED; see $build/$t.log and $artifacts"
    tail -40 "$build/$t.log"
    return 1
  fi
  grep -E "^stat::(number_of_executed_units|peak_rss_mb)|cov:" "$build/$t.log" | tail -3
}

# As many targets at once as there are cores (FUZZ_JOBS): each is one process, and the reports
# are printed in the targets' order once all have run.
jobs=${FUZZ_JOBS:-$(nproc)}
pids=()
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  run_target "$t" >"$build/$t.out" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!targets[@]}"; do
  wait "${pids[$i]}" || status=1
  cat "$build/${targets[$i]}.out"
done
exit $status
