#!/usr/bin/env bash
# Fuzzes Shade with libFuzzer (Fuzz/README.md).
#
#   Fuzz/run.sh SECONDS                  build, then run each harness for SECONDS
#   Fuzz/run.sh --replay FILE [HARNESS]  run one input (by every harness unless one is named)
#   Fuzz/run.sh --minimize FILE HARNESS  shrink a crashing input to FILE.min
#
# Harnesses: fuzz-theme, fuzz-repl, fuzz-export, fuzz-import. Exits non-zero when an input crashes, times out (10 s) or
# uses more than 2 GB, after printing where the input was saved and the input itself (base64).
# FUZZ_SANITIZE=fuzzer,address also builds with AddressSanitizer, for the unsafe-pointer code
# (about 3.5 times slower, so not the default); each choice builds in a folder of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
fuzz="$root/Fuzz"
harnesses=(fuzz-theme fuzz-repl fuzz-export fuzz-import)
sanitize=${FUZZ_SANITIZE:-fuzzer}

usage() {
  sed -n '4,6p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

is_harness() {
  [[ " ${harnesses[*]} " == *" $1 "* ]]
}

# Builds the harnesses and sets `bin` to the folder that holds them.
build() {
  local flags=(-c release --package-path "$fuzz" --scratch-path "$fuzz/.build/${sanitize//,/-}"
    -Xswiftc "-sanitize=$sanitize")
  echo "== building the harnesses (swift build ${flags[*]})" >&2
  # CReadline's pkg-config flags draw a harmless warning on every build: left out.
  if ! swift build "${flags[@]}" 2>&1 | { grep -v 'prohibited flag' || true; } >&2; then
    echo "error: the harnesses did not build" >&2
    exit 1
  fi
  bin=$(swift build "${flags[@]}" --show-bin-path)
  for harness in "${harnesses[@]}"; do
    [ -x "$bin/$harness" ] || { echo "error: the build made no $bin/$harness" >&2; exit 1; }
  done
}

# Runs a harness in an empty folder of its own, so nothing it does can reach the repository.
run_harness() {
  local folder=$1 harness=$2
  shift 2
  mkdir -p "$folder"
  # libFuzzer's own handlers must see the crash, to save the input: the Swift runtime's
  # backtracer would take the signal first. Swift's runtime keeps caches for the whole run,
  # which LeakSanitizer would report as leaks.
  (cd "$folder" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" \
    "$bin/$harness" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 "$@")
}

# Prints an input so it can be replayed from a CI log: its path, size and bytes in base64.
show_input() {
  local file=$1 harness=$2 size
  size=$(wc -c < "$file")
  echo "  reproducer: $file ($size bytes)"
  echo "  first bytes: $(head -c 200 "$file" | cat -v | tr '\n' '~')"
  if [ "$size" -le 4096 ]; then
    echo "  base64: $(base64 -w0 < "$file")"
    echo "  replay: echo '$(base64 -w0 < "$file")' | base64 -d > crash.in && Fuzz/run.sh --replay crash.in $harness"
  else
    echo "  (larger than 4096 bytes: base64 of the first 4096 only) $(head -c 4096 "$file" | base64 -w0)"
  fi
}

# The harness a saved input came from, by the prefix run.sh gives it; empty when unknown.
harness_of() {
  local name
  name=$(basename "$1")
  for harness in "${harnesses[@]}"; do
    if [[ "$name" == "$harness"-* ]]; then echo "$harness"; return; fi
  done
}

replay() {
  local file=$1 chosen=${2:-$(harness_of "$1")} status=0
  [ -f "$file" ] || { echo "error: no file '$file'" >&2; exit 2; }
  file=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")
  if [ -n "$chosen" ]; then is_harness "$chosen" || usage; fi
  build
  local scratch
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/shade-fuzz-replay.XXXXXX")
  for harness in "${harnesses[@]}"; do
    [ -z "$chosen" ] || [ "$chosen" = "$harness" ] || continue
    echo "== $harness $file"
    if run_harness "$scratch/$harness" "$harness" "$file"; then echo "== $harness: no crash"; else status=1; echo "== $harness: FAILED"; fi
  done
  rm -rf "$scratch"
  exit "$status"
}

minimize() {
  local file=$1 harness=$2
  [ -f "$file" ] && is_harness "$harness" || usage
  file=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")
  build
  local scratch
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/shade-fuzz-minimize.XXXXXX")
  run_harness "$scratch/work" "$harness" -minimize_crash=1 -max_total_time=60 \
    -exact_artifact_path="$file.min" "$file" 2>&1 | grep -E '^(CRASH_MIN|INFO: Done)' || true
  rm -rf "$scratch"
  [ -f "$file.min" ] || { echo "error: '$file' does not crash $harness" >&2; exit 1; }
  show_input "$file.min" "$harness"
}

# Copies the starting inputs of a harness into `corpus`: every theme in Examples and Tests (themes
# are REPL input too), and for the REPL the scripts in Fuzz/Seeds/repl; for the importer every
# JSON file there instead (token files, resolver documents, exports).
seed() {
  local harness=$1 corpus=$2 file pattern='*.shade'
  [ "$harness" = fuzz-import ] && pattern='*.json'
  mkdir -p "$corpus"
  while IFS= read -r -d '' file; do
    cp "$file" "$corpus/$(echo "${file#./}" | tr '/' '_')"
  done < <(find ./Examples ./Tests -name "$pattern" -type f -print0)
  if [ "$harness" = fuzz-repl ]; then
    while IFS= read -r -d '' file; do
      cp "$file" "$corpus/$(echo "${file#./}" | tr '/' '_')"
    done < <(find ./Fuzz/Seeds/repl -type f -print0)
  fi
}

fuzz_all() {
  local seconds=$1 status=0 started
  started=$(date +%s)
  build
  local work
  work=$(mktemp -d "${TMPDIR:-/tmp}/shade-fuzz.XXXXXX")
  mkdir -p "$work/artifacts"
  for harness in "${harnesses[@]}"; do
    seed "$harness" "$work/corpus/$harness"
    echo "== $harness: ${seconds} s from $(ls "$work/corpus/$harness" | wc -l) seeds (log: $work/$harness.log)"
    local code=0 dict="$fuzz/shade.dict"
    [ "$harness" = fuzz-import ] && dict="$fuzz/dtcg.dict"
    # FUZZ_SEED and FUZZ_RUNS (CI sets both) make a run repeatable: the same inputs in the same
    # order, a fixed number of them, whatever the machine's speed; SECONDS then only caps it.
    local budget=(-max_total_time="$seconds")
    [ -n "${FUZZ_SEED:-}" ] && budget+=(-seed="$FUZZ_SEED")
    [ -n "${FUZZ_RUNS:-}" ] && budget+=(-runs="$FUZZ_RUNS")
    run_harness "$work/empty-$harness" "$harness" "${budget[@]}" -max_len=8192 \
      -dict="$dict" -artifact_prefix="$work/artifacts/$harness-" -print_final_stats=1 \
      "$work/corpus/$harness" > "$work/$harness.log" 2>&1 || code=$?
    # The last status line (runs, coverage, corpus, memory) and the final statistics.
    grep -E '^#[0-9]+' "$work/$harness.log" | tail -1 || true
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|slowest_unit_time_sec|peak_rss_mb)' \
      "$work/$harness.log" | tr '\n' ' ' || true
    echo
    local found
    found=$(find "$work/artifacts" -name "$harness-*" \( -name '*crash-*' -o -name '*timeout-*' -o -name '*oom-*' -o -name '*leak-*' \) | sort)
    if [ "$code" -ne 0 ] || [ -n "$found" ]; then
      status=1
      echo "== $harness FAILED (exit status $code); the end of its log:"
      grep -v -E '^#[0-9]+' "$work/$harness.log" | tail -40 | sed 's/^/  | /'
      for file in $found; do show_input "$file" "$harness"; done
    fi
  done
  echo "== done in $(($(date +%s) - started)) s"
  if [ "$status" -ne 0 ]; then
    echo "== fuzzing failed; inputs and logs kept in $work"
  else
    rm -rf "$work"
  fi
  exit "$status"
}

case "${1:-}" in
  --replay) [ $# -ge 2 ] && [ $# -le 3 ] || usage; replay "$2" "${3:-}" ;;
  --minimize) [ $# -eq 3 ] || usage; minimize "$2" "$3" ;;
  '' | -*) usage ;;
  *) [[ "$1" =~ ^[0-9]+$ ]] && [ "$1" -gt 0 ] && [ $# -eq 1 ] || usage; fuzz_all "$1" ;;
esac
