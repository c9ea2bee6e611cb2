#!/usr/bin/env bash
# Side-by-side benchmark: `shade eval --format json` against `sassc` on equivalent synthetic
# themes of 1,000, 10,000 and 100,000 tokens (see generate.py), plus the start-up time on a
# ten-line theme. Runs alternate between the two tools; each figure is the median of RUNS runs.
#
#   Benchmarks/run.sh            RUNS=5 by default
#   RUNS=9 Benchmarks/run.sh     more runs
#   SIZES="1000 10000" Benchmarks/run.sh
#
# Needs Swift, Python 3, GNU time and sassc (Debian's libsass command line); the last two are
# installed with apt-get when missing.
set -euo pipefail

cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
SIZES=${SIZES:-"1000 10000 100000"}
OUT=Benchmarks/out
mkdir -p "$OUT"
# What it prints is kept in Benchmarks/results/run.txt too: README and docs/performance.md show
# its tables, and a test (BenchmarkFiguresTests) holds them equal.
mkdir -p Benchmarks/results
exec > >(tee Benchmarks/results/run.txt)

need=()
[ -x /usr/bin/time ] || need+=(time)
command -v sassc >/dev/null || need+=(sassc)
if [ ${#need[@]} -gt 0 ]; then
    echo "installing ${need[*]}…" >&2
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

echo "building shade (release)…" >&2
source Benchmarks/release.sh
release_build shade
SHADE="$RELEASE_BIN/shade"

echo "generating themes…" >&2
python3 Benchmarks/generate.py 10 --out "$OUT" >/dev/null
for n in $SIZES; do python3 Benchmarks/generate.py "$n" --out "$OUT" >/dev/null; done

# Both tools' output is checked once, then discarded in the timed runs (as hyperfine does).
echo "checking outputs…" >&2
for n in $SIZES; do
    "$SHADE" eval --format json "$OUT/theme-$n.shade" | python3 -c \
        "import json, sys; assert len(json.load(sys.stdin)['tokens']) == $n"
    [ "$(sassc "$OUT/theme-$n.scss" | grep -c -- '--t')" -eq $((2 * n)) ]
done

# run NAME CMD…: one timed run; appends "microseconds kilobytes" to $OUT/NAME.samples.
# The clock is bash's own (no process is started to read it).
run() {
    local name=$1; shift
    local stats="$OUT/$name.time" start end
    start=${EPOCHREALTIME/[.,]/}
    if ! /usr/bin/time -v -o "$stats" "$@" >/dev/null 2>"$OUT/$name.stderr"; then
        echo "failed: $*" >&2; cat "$OUT/$name.stderr" >&2; exit 1
    fi
    end=${EPOCHREALTIME/[.,]/}
    local rss
    rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$stats")
    echo "$(( end - start )) $rss" >>"$OUT/$name.samples"
}

# median FILE COLUMN: the median of one column of a samples file.
median() {
    sort -n -k"$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END {
        if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

rm -f "$OUT"/*.samples
for ((i = 0; i < RUNS; i++)); do
    run shade-10 "$SHADE" eval --format json "$OUT/theme-10.shade"
    for n in $SIZES; do
        run "shade-$n" "$SHADE" eval --format json "$OUT/theme-$n.shade"
        run "sassc-$n" sassc "$OUT/theme-$n.scss"
    done
done

# The same largest theme again, shade only, back to back: on machines whose CPU slows down after
# a long busy stretch (a sassc run takes seconds), the alternating figure includes that slowdown.
largest=${SIZES##* }
for ((i = 0; i < RUNS; i++)); do
    run "shade-alone-$largest" "$SHADE" eval --format json "$OUT/theme-$largest.shade"
done

echo
echo "Median of $RUNS runs, alternating; wall time including process start, output to /dev/null;"
echo "peak RSS from /usr/bin/time -v."
echo
printf '| %8s | %12s | %10s | %12s | %10s | %12s |\n' tokens "shade (ms)" "shade RSS" "sassc (ms)" "sassc RSS" "sassc/shade"
printf '|---------:|-------------:|-----------:|-------------:|-----------:|-------------:|\n'
declare -A shade_ms
for n in $SIZES; do
    s=$(median "$OUT/shade-$n.samples" 1); srss=$(median "$OUT/shade-$n.samples" 2)
    c=$(median "$OUT/sassc-$n.samples" 1); crss=$(median "$OUT/sassc-$n.samples" 2)
    shade_ms[$n]=$s
    awk -v n="$n" -v s="$s" -v sr="$srss" -v c="$c" -v cr="$crss" 'BEGIN {
        printf "| %8d | %12.1f | %7.1f MB | %12.1f | %7.1f MB | %11.1f× |\n", n, s / 1000, sr / 1024, c / 1000, cr / 1024, c / s }'
done
echo
if [ -n "${shade_ms[10000]:-}" ] && [ -n "${shade_ms[100000]:-}" ]; then
    awk -v a="${shade_ms[10000]}" -v b="${shade_ms[100000]}" \
        'BEGIN { printf "Growth, 10,000 → 100,000 tokens: %.1f× the time\n", b / a }'
fi
awk -v n="$largest" -v t="$(median "$OUT/shade-alone-$largest.samples" 1)" \
    -v r="$(median "$OUT/shade-alone-$largest.samples" 2)" \
    'BEGIN { printf "shade alone, %d tokens, back to back: %.1f ms, %.1f MB peak RSS\n", n, t / 1000, r / 1024 }'
awk -v t="$(median "$OUT/shade-10.samples" 1)" -v r="$(median "$OUT/shade-10.samples" 2)" \
    'BEGIN { printf "Ten-line theme: %.1f ms, %.1f MB peak RSS\n", t / 1000, r / 1024 }'

# Exports of the largest theme, against `eval --format json` on the same theme. A folder target
# is mostly file-system work: an asset catalog of 100,000 colors is 200,000 folders and files.
# The floor is that work alone (the same folders and files of the same sizes, made by
# Benchmarks/tree-floor.py), measured on the same file system: an export near its floor
# spends its time in the file system, not in Shade.
# EXPORT_DIR chooses where folders are written (default: $OUT; a tmpfs such as /dev/shm shows
# the export without a slow disk).
EXPORT_DIR=${EXPORT_DIR:-$OUT}
mkdir -p "$EXPORT_DIR"
rm -rf "$EXPORT_DIR/Colors.xcassets" "$EXPORT_DIR/floor"
"$SHADE" export --to swift "$OUT/theme-$largest.shade" -o "$OUT/theme-$largest.swift"
grep -q '^public enum Theme {$' "$OUT/theme-$largest.swift"
# The exports that write a few files alternate with `eval`; the asset catalog and its floor,
# which make and remove 200,000 folders and files each, alternate with each other in a loop of
# their own: a run just after one of them was measured up to a third slower while the kernel
# still reclaimed the removed tree (docs/performance.md, "Exports measured apart from the asset
# catalog"), which is not the export's own cost.
for ((i = 0; i < RUNS; i++)); do
    run "json-$largest" "$SHADE" eval --format json "$OUT/theme-$largest.shade"
    run "android-$largest" "$SHADE" export --to android "$OUT/theme-$largest.shade" -o "$EXPORT_DIR/res"
    run "css-$largest" "$SHADE" export --to css "$OUT/theme-$largest.shade"
    run "swift-$largest" "$SHADE" export --to swift "$OUT/theme-$largest.shade"
    run "html-$largest" "$SHADE" export --to html "$OUT/theme-$largest.shade"
    rm -rf "$EXPORT_DIR/dtcg"
    run "dtcg-$largest" "$SHADE" export --to dtcg "$OUT/theme-$largest.shade" -o "$EXPORT_DIR/dtcg"
done
for ((i = 0; i < RUNS; i++)); do
    rm -rf "$EXPORT_DIR/Colors.xcassets"
    run "xcassets-$largest" "$SHADE" export --to xcassets "$OUT/theme-$largest.shade" -o "$EXPORT_DIR/Colors.xcassets"
    find "$EXPORT_DIR/Colors.xcassets" -type f -printf '%P %s\n' > "$OUT/xcassets.listing"
    run "floor-$largest" python3 Benchmarks/tree-floor.py "$OUT/xcassets.listing" "$EXPORT_DIR/floor"
    rm -rf "$EXPORT_DIR/floor"
done
echo
echo "Exports of the $largest-token theme (median of $RUNS runs; folders written to $EXPORT_DIR):"
echo
printf '| %-34s | %10s | %14s | %10s | %12s |\n' export "time (ms)" "× eval json" "peak RSS" "× eval RSS"
printf '|:-----------------------------------|-----------:|---------------:|-----------:|-------------:|\n'
json=$(median "$OUT/json-$largest.samples" 1)
json_rss=$(median "$OUT/json-$largest.samples" 2)
for name in swift css html android dtcg xcassets floor; do
    t=$(median "$OUT/$name-$largest.samples" 1)
    case $name in
        xcassets) label="export --to xcassets -o" ;;
        floor) label="  its file-system floor (same tree)" ;;
        android) label="export --to android -o (replacing)" ;;
        css) label="export --to css" ;;
        swift) label="export --to swift" ;;
        html) label="export --to html" ;;
        dtcg) label="export --to dtcg -o (a new folder)" ;;
    esac
    r=$(median "$OUT/$name-$largest.samples" 2)
    awk -v l="$label" -v t="$t" -v j="$json" -v r="$r" -v jr="$json_rss" 'BEGIN {
        printf "| %-34s | %10.1f | %13.1f× | %7.1f MB | %11.1f× |\n", l, t / 1000, t / j, r / 1024, r / jr }'
done
awk -v j="$json" -v jr="$json_rss" 'BEGIN {
    printf "| %-34s | %10.1f | %13.1f× | %7.1f MB | %11.1f× |\n", "eval --format json", j / 1000, 1, jr / 1024, 1 }'
rm -rf "$EXPORT_DIR/Colors.xcassets" "$EXPORT_DIR/res" "$EXPORT_DIR/dtcg"

# Overrides: 1,000 tokens of the largest theme overridden in `when dimmed` blocks,
# against the same values written with `dynamic(…)`, in 16 appearances (Benchmarks/overrides.py).
python3 Benchmarks/overrides.py "$OUT/theme-$largest.shade"
[ "$("$SHADE" eval --format json "$OUT/theme-$largest-dynamic.shade" | md5sum)" = \
  "$("$SHADE" eval --format json "$OUT/theme-$largest-overrides.shade" | md5sum)" ]
for ((i = 0; i < RUNS; i++)); do
    run "dynamic-$largest" "$SHADE" eval --format json "$OUT/theme-$largest-dynamic.shade"
    run "overrides-$largest" "$SHADE" eval --format json "$OUT/theme-$largest-overrides.shade"
done
echo
awk -v d="$(median "$OUT/dynamic-$largest.samples" 1)" -v o="$(median "$OUT/overrides-$largest.samples" 1)" -v n="$largest" \
    'BEGIN { printf "1,000 overrides over %d tokens, 16 appearances: %.1f ms; with dynamic(): %.1f ms (%.2f×)\n", n, o / 1000, d / 1000, o / d }'

# DTCG import: a 100,000-token DTCG set (15% colors, 15% with a dark value in the resolver's
# `dark` context, 70% aliases to one of the 50 previous tokens; Benchmarks/dtcg.py) imported
# with `shade import`, and the imported theme evaluated against the same theme written by hand.
python3 Benchmarks/dtcg.py "$largest" --out "$OUT" >/dev/null
"$SHADE" import "$OUT/dtcg-$largest/theme.resolver.json" -o "$OUT/dtcg-$largest-imported.shade"
[ "$("$SHADE" eval --format json "$OUT/dtcg-$largest.shade" | md5sum)" = \
  "$("$SHADE" eval --format json "$OUT/dtcg-$largest-imported.shade" | md5sum)" ]
for ((i = 0; i < RUNS; i++)); do
    run "import-$largest" "$SHADE" import "$OUT/dtcg-$largest/theme.resolver.json" -o "$OUT/dtcg-$largest-imported.shade"
    run "imported-$largest" "$SHADE" eval --format json "$OUT/dtcg-$largest-imported.shade"
    run "handwritten-$largest" "$SHADE" eval --format json "$OUT/dtcg-$largest.shade"
    run "export-dtcg-$largest" "$SHADE" export --to dtcg "$OUT/dtcg-$largest.shade" -o "$EXPORT_DIR/dtcg-export"
done
echo
awk -v i="$(median "$OUT/import-$largest.samples" 1)" -v r="$(median "$OUT/import-$largest.samples" 2)" -v n="$largest" \
    'BEGIN { printf "shade import of a %d-token DTCG resolver and sets: %.1f ms, %.1f MB peak RSS\n", n, i / 1000, r / 1024 }'
awk -v a="$(median "$OUT/imported-$largest.samples" 1)" -v b="$(median "$OUT/handwritten-$largest.samples" 1)" \
    'BEGIN { printf "eval of the imported theme: %.1f ms; of the same theme written by hand: %.1f ms (%.2f×)\n", a / 1000, b / 1000, a / b }'
input_kb=$(( $(cat "$OUT/dtcg-$largest"/*.json | wc -c) / 1024 ))
awk -v i="$(median "$OUT/import-$largest.samples" 1)" -v r="$(median "$OUT/import-$largest.samples" 2)" \
    -v a="$(median "$OUT/imported-$largest.samples" 1)" -v k="$input_kb" \
    'BEGIN { printf "import ÷ eval of the imported theme: %.2f×; import peak RSS ÷ input (%.1f MB): %.1f×\n", i / a, k / 1024, r / k }'
awk -v e="$(median "$OUT/export-dtcg-$largest.samples" 1)" \
    'BEGIN { printf "export --to dtcg of that theme: %.1f ms\n", e / 1000 }'
rm -rf "$EXPORT_DIR/dtcg-export"

# Color spaces: the largest theme with 30% of its tokens in OKLCH (literals as
# oklch(…), many outside sRGB and gamut-mapped on output; derived tokens as mixes in oklch;
# Benchmarks/oklch.py), against the theme itself.
python3 Benchmarks/oklch.py "$OUT/theme-$largest.shade" >/dev/null
"$SHADE" eval --format json "$OUT/theme-$largest-oklch.shade" | python3 -c \
    "import json, sys; assert len(json.load(sys.stdin)['tokens']) == $largest"
for ((i = 0; i < RUNS; i++)); do
    run "srgb-$largest" "$SHADE" eval --format json "$OUT/theme-$largest.shade"
    run "oklch-$largest" "$SHADE" eval --format json "$OUT/theme-$largest-oklch.shade"
done
echo
awk -v s="$(median "$OUT/srgb-$largest.samples" 1)" -v o="$(median "$OUT/oklch-$largest.samples" 1)" -v n="$largest" \
    'BEGIN { printf "%d tokens, 30%% in OKLCH: %.1f ms; all sRGB: %.1f ms (%.2f×)\n", n, o / 1000, s / 1000, o / s }'

# The REPL's load through the executable: `shade repl THEME` with standard input closed loads
# the theme, reads no line and exits; against `eval --format json` of the same theme, which
# also writes its JSON (docs/performance.md, "The REPL's `:load`").
"$SHADE" repl "$OUT/theme-$largest.shade" </dev/null | grep -q "^loaded .*: $largest tokens\$"
for ((i = 0; i < RUNS; i++)); do
    run "repl-$largest" "$SHADE" repl "$OUT/theme-$largest.shade" </dev/null
    run "repl-eval-$largest" "$SHADE" eval --format json "$OUT/theme-$largest.shade"
done
echo
awk -v r="$(median "$OUT/repl-$largest.samples" 1)" -v m="$(median "$OUT/repl-$largest.samples" 2)" \
    -v e="$(median "$OUT/repl-eval-$largest.samples" 1)" -v n="$largest" \
    'BEGIN { printf "shade repl of the %d-token theme (load, no line): %.1f ms, %.1f MB peak RSS; eval --format json: %.1f ms (%.2f×)\n", n, r / 1000, m / 1024, e / 1000, r / e }'
