#!/usr/bin/env bash
# Compares (c) of two builds of bridgelaws_bench on a shared, noisy host: the two run in turn,
# a short measurement each, ROUNDS times, so that both see the same phases of the neighbours'
# load. Prints each build's median and best, and the median of the per-round ratio new/old.
#
#   bash bench/paired.sh OLD_BENCH NEW_BENCH [ROUNDS] [DEALS]
set -euo pipefail
old=$1 new=$2 rounds=${3:-15} deals=${4:-1000}
figure() { "$1" --deals "$deals" --only c --repeat 3 --min-ms 60 | awk '/\(c\)/ {print $7}'; }
for ((r = 0; r < rounds; r++)); do echo "$(figure "$old") $(figure "$new")"; done | awk '
  { o[NR] = $1; n[NR] = $2; q[NR] = $2 / $1 }
  function median(a, k,   i, j, t) {
    for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
  }
  function best(a, k,   i, m) { m = a[1]; for (i = 2; i <= k; i++) if (a[i] > m) m = a[i]; return m }
  END {
    printf "old: median %d deals/s, best %d\n", median(o, NR), best(o, NR)
    printf "new: median %d deals/s, best %d\n", median(n, NR), best(n, NR)
    printf "new/old, median of the rounds: %.3f\n", median(q, NR)
  }'
