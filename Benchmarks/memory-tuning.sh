#!/usr/bin/env bash
# Whether the executable's memory settings (Sources/ShadeCLI/MemoryTuning.swift: one heap never
# trimmed, and memory faulted in ahead on the second core, for inputs of 256 KB or more) still
# pay for their code: `shade eval --format json` of the 100,000-token theme read from its path
# (tuned) against the same file on standard input (the settings apply to named files only, so
# the same binary runs untuned), alternating, RUNS runs each; prints the medians of wall time,
# peak memory and minor page faults. Its output is kept in Benchmarks/results/memory-tuning.txt.
#
#   Benchmarks/memory-tuning.sh        RUNS=21 by default (the VM's wall times drift in phases)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-21}
OUT=Benchmarks/out
mkdir -p "$OUT" Benchmarks/results
exec > >(tee Benchmarks/results/memory-tuning.txt)
[ -x /usr/bin/time ] || { echo "error: GNU time is not installed (apt-get install time)" >&2; exit 1; }
source Benchmarks/release.sh
release_build shade
SHADE="$RELEASE_BIN/shade"
THEME="$OUT/theme-100000.shade"
[ -f "$THEME" ] || python3 Benchmarks/generate.py 100000 --out "$OUT" >/dev/null
rm -f "$OUT/tuned.samples" "$OUT/plain.samples"
for _ in $(seq "$RUNS"); do
    /usr/bin/time -f "%e %M %R" -a -o "$OUT/tuned.samples" "$SHADE" eval --format json "$THEME" >/dev/null
    /usr/bin/time -f "%e %M %R" -a -o "$OUT/plain.samples" "$SHADE" eval --format json - <"$THEME" >/dev/null
done
median() { sort -n | sed -n "$(( (RUNS + 1) / 2 ))p"; }
report() {
    local name=$1 file=$2
    printf '%s: %.0f ms, %.1f MB peak, %d minor page faults\n' "$name" \
        "$(cut -d' ' -f1 "$file" | median | awk '{ print $1 * 1000 }')" \
        "$(cut -d' ' -f2 "$file" | median | awk '{ print $1 / 1024 }')" \
        "$(cut -d' ' -f3 "$file" | median)"
}
echo "shade eval --format json, 100,000 tokens, median of $RUNS runs alternating:"
report "with the memory settings (a named file)" "$OUT/tuned.samples"
report "without them (standard input)          " "$OUT/plain.samples"
