#!/usr/bin/env bash
# How the release binary is linked: a static executable (README's installation on Linux), the
# Swift runtime alone linked in (`--static-swift-stdlib`), or everything from shared libraries.
# The same sources built the three ways, run alternating on a ten-line theme, the 10,000- and
# 100,000-token benchmark themes (`eval --format json`) and the import of the 100,000-token DTCG
# set; median wall time and peak RSS of RUNS runs each. Writes
# Benchmarks/results/runtime-linking.txt (docs/performance.md, "A static executable").
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-15}
[ "$(uname)" = Linux ] || { echo "error: the Swift runtime is linked in on Linux only" >&2; exit 1; }
source Benchmarks/release.sh
release_build shade
# The other two builds in folders of their own, so that no build rebuilds another.
# Each optimized when linked and reaching metadata directly, as the static executable does
# (Benchmarks/release.sh): only the linking differs.
metadata=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
runtime_flags=(-c release --static-swift-stdlib --experimental-lto-mode=full "${metadata[@]}")
runtime_flags+=(--scratch-path .build/static-runtime)
swift build "${runtime_flags[@]}" --product shade >/dev/null
runtime="$(swift build "${runtime_flags[@]}" --show-bin-path)/shade"
dynamic_flags=(-c release --experimental-lto-mode=full "${metadata[@]}" --scratch-path .build/dynamic-runtime)
swift build "${dynamic_flags[@]}" --product shade >/dev/null
dynamic="$(swift build "${dynamic_flags[@]}" --show-bin-path)/shade"
OUT=Benchmarks/out
for n in 10 10000 100000; do python3 Benchmarks/generate.py "$n" --out "$OUT" >/dev/null; done
python3 Benchmarks/dtcg.py 100000 --out "$OUT" >/dev/null
python3 - "$RELEASE_BIN/shade" "$runtime" "$dynamic" "$RUNS" "$OUT" <<'PY' | tee Benchmarks/results/runtime-linking.txt
import statistics, sys
sys.path.insert(0, "Benchmarks")
from alternate import alternate
static, runtime, shared, runs, out = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
binaries = (static, runtime, shared)
cases = [
    ("a ten-line theme", ["eval", f"{out}/theme-10.shade"]),
    ("10,000 tokens", ["eval", "--format", "json", f"{out}/theme-10000.shade"]),
    ("100,000 tokens", ["eval", "--format", "json", f"{out}/theme-100000.shade"]),
    ("import of 100,000", ["import", f"{out}/dtcg-100000/theme.resolver.json", "-o", f"{out}/runtime-import.shade"]),
]
print(f"median of {runs} runs alternating; wall time with process start, peak RSS")
print(f"{'':<20}{'static executable':>24}{'runtime linked in':>24}{'shared libraries':>24}")
for name, arguments in cases:
    times, peaks = alternate(binaries, arguments, runs)
    cells = [f"{statistics.median(times[b]):8.1f} ms {statistics.median(peaks[b]):6.1f} MB" for b in binaries]
    print(f"{name:<20}{cells[0]:>24}{cells[1]:>24}{cells[2]:>24}")
PY
