#!/usr/bin/env bash
# The release binary optimized when linked (`--experimental-lto-mode=full`, README's
# installation on Linux) against the same sources built without it, run alternating on a
# ten-line theme, the 10,000- and 100,000-token benchmark themes (`eval --format json`), the
# DTCG export and the REPL's load of the 100,000-token theme and the import of its DTCG set;
# median and fastest wall time and median peak RSS of RUNS runs each (the fastest run of each
# is the one least slowed by whatever else the machine ran meanwhile). Writes
# Benchmarks/results/link-time-optimization.txt (docs/performance.md, "Optimized when linked").
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-15}
[ "$(uname)" = Linux ] || { echo "error: the release build is optimized when linked on Linux only" >&2; exit 1; }
source Benchmarks/release.sh
release_build shade
# The other build in a folder of its own, so that neither rebuilds the other.
# Only the link-time optimization differs: metadata by direct reference too (release.sh).
plain=(-c release -Xswiftc -static-executable --scratch-path .build/without-lto)
plain+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
swift build "${plain[@]}" --product shade >/dev/null
without="$(swift build "${plain[@]}" --show-bin-path)/shade"
OUT=Benchmarks/out
for n in 10 10000 100000; do python3 Benchmarks/generate.py "$n" --out "$OUT" >/dev/null; done
python3 Benchmarks/dtcg.py 100000 --out "$OUT" >/dev/null
python3 - "$RELEASE_BIN/shade" "$without" "$RUNS" "$OUT" <<'PY' | tee Benchmarks/results/link-time-optimization.txt
import statistics, sys
sys.path.insert(0, "Benchmarks")
from alternate import alternate
optimized, plain, runs, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
binaries = (optimized, plain)
cases = [
    ("a ten-line theme", ["eval", f"{out}/theme-10.shade"]),
    ("10,000 tokens", ["eval", "--format", "json", f"{out}/theme-10000.shade"]),
    ("100,000 tokens", ["eval", "--format", "json", f"{out}/theme-100000.shade"]),
    ("DTCG of 100,000", ["export", "--to", "dtcg", f"{out}/theme-100000.shade", "-o", f"{out}/lto-dtcg"]),
    ("REPL load of 100,000", ["repl", f"{out}/theme-100000.shade"]),
    ("import of 100,000", ["import", f"{out}/dtcg-100000/theme.resolver.json", "-o", f"{out}/lto-import.shade"]),
]
print(f"{runs} runs alternating; wall time with process start: median, fastest; median peak RSS")
print(f"{'':<22}{'optimized when linked':>30}{'not':>30}{'ratio':>8}")
for name, arguments in cases:
    times, peaks = alternate(binaries, arguments, runs)
    cells = [f"{statistics.median(times[b]):7.1f} {min(times[b]):7.1f} ms {statistics.median(peaks[b]):6.1f} MB"
             for b in binaries]
    ratio = statistics.median(times[optimized]) / statistics.median(times[plain])
    print(f"{name:<22}{cells[0]:>30}{cells[1]:>30}{ratio:>7.2f}×")
PY
