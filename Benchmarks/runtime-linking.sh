#!/usr/bin/env bash
# The Swift runtime linked into the binary or loaded from shared libraries: the same sources
# built both ways (README's installation builds the first on Linux), run alternating on a
# ten-line theme, the 10,000- and 100,000-token benchmark themes (`eval --format json`) and the
# import of the 100,000-token DTCG set; median wall time and peak RSS of RUNS runs each.
# Writes Benchmarks/results/runtime-linking.txt (docs/performance.md, "The runtime linked in").
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-15}
[ "$(uname)" = Linux ] || { echo "error: the Swift runtime is linked in on Linux only" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "error: GNU time (/usr/bin/time, Debian package 'time') is needed" >&2; exit 1; }
source Benchmarks/release.sh
release_build shade
# The shared-library build in a folder of its own, so the two builds do not rebuild each other.
swift build -c release --product shade --scratch-path .build/dynamic-runtime >/dev/null
dynamic="$(swift build -c release --scratch-path .build/dynamic-runtime --show-bin-path)/shade"
OUT=Benchmarks/out
for n in 10 10000 100000; do python3 Benchmarks/generate.py "$n" --out "$OUT" >/dev/null; done
python3 Benchmarks/dtcg.py 100000 --out "$OUT" >/dev/null
python3 - "$RELEASE_BIN/shade" "$dynamic" "$RUNS" "$OUT" <<'PY' | tee Benchmarks/results/runtime-linking.txt
import statistics, subprocess, sys, time
linked, shared, runs, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
cases = [
    ("a ten-line theme", ["eval", f"{out}/theme-10.shade"]),
    ("10,000 tokens", ["eval", "--format", "json", f"{out}/theme-10000.shade"]),
    ("100,000 tokens", ["eval", "--format", "json", f"{out}/theme-100000.shade"]),
    ("import of 100,000", ["import", f"{out}/dtcg-100000/theme.resolver.json", "-o", f"{out}/runtime-import.shade"]),
]
print(f"median of {runs} runs alternating; wall time with process start, peak RSS")
print(f"{'':<20}{'linked in':>24}{'shared libraries':>24}")
for name, arguments in cases:
    times, peaks = {linked: [], shared: []}, {linked: [], shared: []}
    for _ in range(runs):
        for binary in (linked, shared):
            start = time.perf_counter()
            run = subprocess.run(["/usr/bin/time", "-f", "%M", binary] + arguments,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
            times[binary].append((time.perf_counter() - start) * 1000)
            peaks[binary].append(int(run.stderr.strip().splitlines()[-1]) / 1024)
    cells = [f"{statistics.median(times[b]):8.1f} ms {statistics.median(peaks[b]):6.1f} MB" for b in (linked, shared)]
    print(f"{name:<20}{cells[0]:>24}{cells[1]:>24}")
PY
