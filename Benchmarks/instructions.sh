#!/usr/bin/env bash
# The instruction-count guard: counts the instructions (valgrind's cachegrind, no cache
# simulation) that the release `shade` executes on the 10,000-token benchmark theme for
# `eval --format json`, `eval` (its default table), each export target, `import` of the
# equivalent DTCG set and `fmt`, and on a ten-token theme for `eval --format json` (the start),
# and compares
# them with Benchmarks/instructions-baseline.txt. Instruction counts do not depend on how busy
# the machine is, so a slowdown shows even on a shared CI machine.
#
#   Benchmarks/instructions.sh                 check: exit 1 when a figure grew more than 5%
#   Benchmarks/instructions.sh --update "why"  write the current figures as the new baseline,
#                                              with a dated line saying why they changed
#
# SHADE=path uses a built executable instead of building release. Needs valgrind and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

BASELINE=Benchmarks/instructions-baseline.txt
TOLERANCE=${TOLERANCE:-5}   # percent
OUT=Benchmarks/out/instructions
mode=check why=""
if [ "${1:-}" = "--update" ]; then
    mode=update why=${2:-}
    [ -n "$why" ] || { echo "usage: $0 --update \"why the figures changed\"" >&2; exit 2; }
fi
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

if [ -z "${SHADE:-}" ]; then
    echo "building shade (release)…" >&2
    source Benchmarks/release.sh
    release_build shade
    SHADE="$RELEASE_BIN/shade"
fi

rm -rf "$OUT" && mkdir -p "$OUT"
python3 Benchmarks/generate.py 10 --out "$OUT" >/dev/null
python3 Benchmarks/generate.py 10000 --out "$OUT" >/dev/null
python3 Benchmarks/dtcg.py 10000 --out "$OUT" >/dev/null
python3 Benchmarks/dtcg.py 10000 --nested --out "$OUT" >/dev/null
THEME="$OUT/theme-10000.shade"

# count NAME CMD…: the instructions CMD executes (its children too), appended to $OUT/counts.
# Swift's hashing is seeded per process; a fixed seed makes the count the same run after run.
count() {
    local name=$1; shift
    if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=cachegrind --cache-sim=no --trace-children=yes \
        --cachegrind-out-file="$OUT/$name.%p.out" "$@" >/dev/null 2>"$OUT/$name.log"; then
        echo "error: failed under valgrind: $*" >&2; tail -20 "$OUT/$name.log" >&2; exit 1
    fi
    local total
    total=$(cat "$OUT/$name".*.out | awk '/^summary:/ { sum += $2 } END { printf "%.0f\n", sum }')
    echo "$name $total" >>"$OUT/counts"
    echo "  $name: $total" >&2
}

echo "counting instructions…" >&2
count eval-json "$SHADE" eval --format json "$THEME"
# A ten-token theme: what every run costs before a theme's size counts (the start).
count eval-small "$SHADE" eval --format json "$OUT/theme-10.shade"
# The default format, the aligned table: what `shade eval THEME` prints.
count eval-table "$SHADE" eval "$THEME"
for target in swift css html; do
    count "export-$target" "$SHADE" export --to "$target" "$THEME" -o "$OUT/export.$target"
done
for target in android xcassets dtcg; do
    count "export-$target" "$SHADE" export --to "$target" "$THEME" -o "$OUT/export-$target"
done
count import "$SHADE" import "$OUT/dtcg-10000/theme.resolver.json" -o "$OUT/imported.shade"
count import-nested "$SHADE" import "$OUT/dtcg-nested-10000/base.tokens.json" -o "$OUT/imported-nested.shade"
# The formatter, which editors run on save and hooks before a commit.
count fmt "$SHADE" fmt "$THEME"

python3 - "$mode" "$BASELINE" "$OUT/counts" "$TOLERANCE" "$why" <<'PY'
import datetime, sys
mode, baseline_path, counts_path, tolerance, why = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), sys.argv[5]
counts = dict((n, int(c)) for n, c in (line.split() for line in open(counts_path)))

def read_baseline():
    figures, history = {}, []
    try:
        for line in open(baseline_path):
            line = line.rstrip("\n")
            if line.startswith("why: "): history.append(line)
            elif line and not line.startswith("#"):
                name, value = line.split()
                figures[name] = int(value)
    except FileNotFoundError:
        pass
    return figures, history

figures, history = read_baseline()
if mode == "update":
    today = datetime.date.today().isoformat()
    with open(baseline_path, "w") as f:
        f.write("# Instructions executed by the release `shade` on the 10,000-token benchmark theme\n")
        f.write("# (Benchmarks/instructions.sh; valgrind cachegrind). CI fails when one grows more than 5%.\n")
        f.write("# Each update adds a `why:` line; the figures below are the newest.\n")
        for line in history + [f"why: {today}: {why}"]: f.write(line + "\n")
        for name, value in counts.items(): f.write(f"{name} {value}\n")
    print(f"wrote {baseline_path}")
    sys.exit(0)

if not history:
    print(f"error: {baseline_path} has no `why:` line; write it with --update \"why\"", file=sys.stderr); sys.exit(1)
failed = False
print(f"{'figure':<16} {'baseline':>14} {'now':>14} {'change':>8}")
for name, value in counts.items():
    base = figures.get(name)
    if base is None:
        print(f"{name:<16} {'-':>14} {value:>14,}    new"); failed = True; continue
    change = 100.0 * (value - base) / base
    mark = "  FAIL" if change > tolerance else ""
    print(f"{name:<16} {base:>14,} {value:>14,} {change:>+7.1f}%{mark}")
    failed |= change > tolerance
for name in figures.keys() - counts.keys():
    print(f"{name:<16} in the baseline but not measured"); failed = True
if failed:
    print(f"error: instruction counts grew more than {tolerance:g}% (or the figures changed names): make the "
          f"change cheaper, or update the baseline with `Benchmarks/instructions.sh --update \"why\"`",
          file=sys.stderr)
    sys.exit(1)
print(f"instruction counts within {tolerance:g}% of the baseline")
PY
