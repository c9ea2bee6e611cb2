#!/usr/bin/env bash
# The folder exports' two ratios, for this build against another (an earlier commit's release
# `shade`, built from a `git archive` copy with its own --scratch-path), in alternating rounds
# on the 100,000-token benchmark theme. Each round prints:
#   - `export --to xcassets -o` of the other build, then of this one, each ÷ its file-system
#     floor (Benchmarks/tree-floor.py making the same folders and files), all in the same round;
#   - `export --to dtcg -o` ÷ `eval --format json`, in CPU time (user + system), for each build.
# Compare ratios within a round: on a shared machine, the milliseconds change from run to run.
#
#   Benchmarks/exports-against.sh OTHER_SHADE [ROUNDS]      5 rounds by default
#
# EXPORT_DIR chooses where the folders go (default /dev/shm/shade-exports: no disk in the way).
set -euo pipefail
cd "$(dirname "$0")/.."
OTHER=$1
ROUNDS=${2:-5}
OUT=Benchmarks/out
DIR=${EXPORT_DIR:-/dev/shm/shade-exports}
source Benchmarks/release.sh
release_build shade
THIS="$RELEASE_BIN/shade"
mkdir -p "$OUT" "$DIR"
python3 Benchmarks/generate.py 100000 --out "$OUT" >/dev/null
THEME="$OUT/theme-100000.shade"

# wall CMD…: milliseconds of wall time. cpu CMD…: milliseconds of user + system time.
wall() {
    local start=${EPOCHREALTIME/[.,]/}
    "$@" >/dev/null
    echo $(((${EPOCHREALTIME/[.,]/} - start) / 1000))
}
cpu() {
    /usr/bin/time -f "%U %S" -o "$OUT/exports-against.time" "$@" >/dev/null
    awk '{ printf "%d", ($1 + $2) * 1000 }' "$OUT/exports-against.time"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

for ((round = 0; round < ROUNDS; round++)); do
    rm -rf "${DIR:?}"/*
    other=$(wall "$OTHER" export --to xcassets "$THEME" -o "$DIR/Colors.xcassets")
    find "$DIR/Colors.xcassets" -type f -printf '%P %s\n' >"$OUT/exports-against.listing"
    rm -rf "${DIR:?}"/*
    floor=$(wall python3 Benchmarks/tree-floor.py "$OUT/exports-against.listing" "$DIR/floor")
    rm -rf "${DIR:?}"/*
    this=$(wall "$THIS" export --to xcassets "$THEME" -o "$DIR/Colors.xcassets")
    rm -rf "${DIR:?}"/*
    other_eval=$(cpu "$OTHER" eval --format json "$THEME")
    other_dtcg=$(cpu "$OTHER" export --to dtcg "$THEME" -o "$DIR/dtcg")
    rm -rf "${DIR:?}"/*
    this_dtcg=$(cpu "$THIS" export --to dtcg "$THEME" -o "$DIR/dtcg")
    rm -rf "${DIR:?}"/*
    this_eval=$(cpu "$THIS" eval --format json "$THEME")
    echo "round $round: xcassets ÷ floor: other $(ratio "$other" "$floor"), this $(ratio "$this" "$floor")" \
        "($other, $this, floor $floor ms); dtcg ÷ eval, CPU: other $(ratio "$other_dtcg" "$other_eval")," \
        "this $(ratio "$this_dtcg" "$this_eval") ($other_dtcg / $other_eval, $this_dtcg / $this_eval ms)"
done
rm -rf "${DIR:?}"
