#!/usr/bin/env bash
# How cost grows: `shade eval --format json` on themes of 1,000 to 1,000,000 tokens (two
# appearances, Benchmarks/generate.py) and of 900 tokens in 1, 16, 600 and 4,096 appearances
# (Benchmarks/appearances.py; 900 keeps 4,096 appearances under the 4,000,000 values a run may
# hold). For each: wall time (median of RUNS), peak memory (GNU time), instructions (valgrind's
# cachegrind) and the stage that takes longest in process (shade-bench). Prints a Markdown table;
# docs/performance.md keeps its output.
#
#   Benchmarks/scale.sh            RUNS=3 by default
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
OUT=Benchmarks/out/scale
mkdir -p "$OUT"
# What it prints is kept in Benchmarks/results/scale.txt too: README and docs/performance.md show
# its tables, and a test (BenchmarkFiguresTests) holds them equal.
mkdir -p Benchmarks/results
exec > >(tee Benchmarks/results/scale.txt)
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "error: GNU time is not installed (apt-get install time)" >&2; exit 1; }

echo "building (release)…" >&2
source Benchmarks/release.sh
release_build shade shade-bench
bin="$RELEASE_BIN"

inputs=()
for n in 1000 10000 100000 1000000; do
    python3 Benchmarks/generate.py "$n" --out "$OUT" >/dev/null
    inputs+=("$OUT/theme-$n.shade|$n tokens|2")
done
for a in 1 16 600 4096; do
    inputs+=("$(python3 Benchmarks/appearances.py 900 "$a" --out "$OUT")|900 tokens|$a")
done

echo "| theme | appearances | time (median of $RUNS) | instructions | peak memory | longest stage |"
echo "|---|---:|---:|---:|---:|---|"
for input in "${inputs[@]}"; do
    IFS='|' read -r file label appearances <<<"$input"
    times=()
    for _ in $(seq "$RUNS"); do
        start=${EPOCHREALTIME/[.,]/}
        /usr/bin/time -f %M -o "$OUT/rss" "$bin/shade" eval --format json "$file" >/dev/null
        end=${EPOCHREALTIME/[.,]/}
        times+=($(( end - start )))
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
    rss=$(cat "$OUT/rss")
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=cachegrind --cache-sim=no \
        --cachegrind-out-file="$OUT/cg.out" "$bin/shade" eval --format json "$file" >/dev/null 2>"$OUT/cg.log"
    instructions=$(awk '/^summary:/ { print $2 }' "$OUT/cg.out")
    # shade-bench prints a header, then: input runs stage… total (then notes and the checking
    # passes, which have other counts of fields). The largest stage column wins.
    stage=$("$bin/shade-bench" --runs 3 "$file" | awk '
        NR == 1 { columns = NF; for (i = 1; i <= NF; i++) name[i] = $i; next }
        NF == columns && $1 !~ /^Milliseconds/ {
            best = 3; for (i = 3; i < NF; i++) if ($i + 0 > $best + 0) best = i
            printf "%s (%.0f%%)", name[best], 100 * $best / $NF }')
    awk -v label="$label" -v a="$appearances" -v us="$median" -v n="$instructions" -v kb="$rss" -v s="$stage" \
        'BEGIN { printf "| %s | %s | %.0f ms | %.2f G | %.0f MB | %s |\n", label, a, us / 1000, n / 1e9, kb / 1024, s }'
done
