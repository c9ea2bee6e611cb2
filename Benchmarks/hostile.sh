#!/usr/bin/env bash
# The 1 MB rule (docs/performance.md) on the release build: generates the hostile inputs of
# Tests/ShadeCLITests/Support/HostileInputs.swift (the same shapes and sizes), runs every command
# on each under GNU time with a 10 s limit, and prints a Markdown table of wall time (ms), peak
# memory (MB, the maximum resident set size) and exit status per input × command. The rule:
# within 2 s and 256 MB, exit 0 or 1 with a located error; "killed" marks the 10 s limit.
# The figures of a run are kept in Benchmarks/hostile-results.md.
#
#   Benchmarks/hostile.sh                          the release build (built when missing)
#   SHADE=.build/debug/shade Benchmarks/hostile.sh another binary
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=${OUT:-Benchmarks/out/hostile}
rm -rf "$OUT"
mkdir -p "$OUT/in"
OUT=$(cd "$OUT" && pwd)
if [ -z "${SHADE:-}" ]; then
    source Benchmarks/release.sh
    release_build shade
    SHADE="$RELEASE_BIN/shade"
fi
SHADE=$(cd "$(dirname "$SHADE")" && pwd)/$(basename "$SHADE")
[ -x /usr/bin/time ] || { echo "error: GNU time (/usr/bin/time, Debian package 'time') is needed" >&2; exit 1; }

python3 - "$OUT/in" <<'PY'
import json, os, sys
out, size = sys.argv[1], 1 << 20

def write(name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())

def lines(line):
    parts, total, index = [], 0, 0
    while total < size - 200:
        text = line(index) + "\n"
        parts.append(text); total += len(text.encode()); index += 1
    return "".join(parts)

def random_bytes(count, seed):  # SplitMix64, as HostileInputs.randomBytes
    mask, state, result = (1 << 64) - 1, seed, bytearray()
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        result.append((z ^ (z >> 31)) & 0xFF)
    return bytes(result)

def invalid_utf8(is_json):
    bad, data, index = bytes([0x80, 0xC0, 0xAF, 0xE2, 0x82, 0xF8, 0xFF, 0xED, 0xA0, 0x80]), bytearray(), 0
    while len(data) < size - 100:
        head = f'"t{index}": {{"$type": "string", "$value": "' if is_json else f's{index} = "'
        if not is_json: head = "string " + head
        data += (("{" if index == 0 else ", ") if is_json else "").encode() + head.encode() + bad
        data += ('"}' if is_json else f'"\ncolor c{index} = #fff // ').encode() + bad + (b"" if is_json else b"\n")
        index += 1
    return bytes(data) + (b"}" if is_json else b"")

write("parens.shade", "number n = " + "(" * (size // 2) + "1" + ")" * (size // 2) + "\n")
write("brackets.shade", "color c = " + "[" * (size - 20) + "\n")
write("groups.shade", "group g { " * (size // 10) + "\n")
write("long-line.shade", "number n = " + "1 + " * (size // 4) + "1\n")
write("huge-number.shade", "number n = " + "9" * (size - 20) + "\n")
write("alias-chain.shade", "number t0 = 1\n" + lines(lambda i: f"number t{i + 1} = t{i}"))
write("many-axes.shade", lines(lambda a: f"axis a{a} {{ " + ", ".join(f"a{a}v{v}" for v in range(64)) + " }")
      + "color c = #000000\n")
write("many-appearances.shade", "".join(f"axis a{i} {{ x{i}, y{i} }}\n" for i in range(8))
      + lines(lambda i: f"color c{i} = dynamic(light: #{i:06x}, dark: #000000)"))
write("giant-string.shade", 'string s = "' + "x" * (size - 20) + '"\n')
write("random-bytes.shade", random_bytes(size, 1))
write("invalid-utf8.shade", invalid_utf8(False))
write("deep.json", '{"g": ' * (size // 7) + "1" + "}" * (size // 7))
write("wide.json", "{" + lines(lambda i: f'"t{i}": {{"$type": "number", "$value": {i}}},')
      + '"last": {"$type": "number", "$value": 0}}')
write("alias-chain.json", '{"t0": {"$type": "number", "$value": 1},'
      + lines(lambda i: f'"t{i + 1}": {{"$value": "{{t{i}}}"}},') + '"last": {"$value": "{t0}"}}')
write("random-bytes.json", random_bytes(size, 2))
write("invalid-utf8.json", invalid_utf8(True))

# The language server's session for each theme: initialize, didOpen, a hover (which waits for
# the analysis), shutdown, exit.
for name in sorted(os.listdir(out)):
    if not name.endswith(".shade"): continue
    path = os.path.join(out, name)
    text = open(path, "rb").read().decode("utf-8", errors="replace")
    uri = "file://" + path
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "shade", "version": 1, "text": text}}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}}},
        {"jsonrpc": "2.0", "id": 3, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    with open(path + ".session", "wb") as f:
        for message in messages:
            body = json.dumps(message).encode()
            f.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    with open(path + ".load", "w") as f:
        f.write(f":load {path}\n")
PY

# One run: prints "ms MB status" (status "killed" at the 10 s limit, "signal N" for a signal).
measure() {  # stdin-file command…
    local input=$1 stats="$OUT/stats" status
    shift
    set +e
    timeout -s KILL 10 /usr/bin/time -f '%x %e %M' -o "$stats" "$@" < "$input" > /dev/null 2> "$OUT/stderr"
    status=$?
    set -e
    if [ "$status" -eq 137 ] && ! grep -q '^[0-9]' "$stats" 2>/dev/null; then echo "10000+ - killed"; return; fi
    local signal
    signal=$(sed -n 's/^Command terminated by signal \([0-9]*\)/\1/p' "$stats")
    read -r code seconds kilobytes < <(tail -1 "$stats")
    [ -n "$signal" ] && code="signal $signal"
    echo "$(awk -v s="$seconds" 'BEGIN { printf "%d", s * 1000 }') $((kilobytes / 1024)) $code"
}

# "ms MB status" as a table cell, with "over" when the run broke the rule (over 2 s or 256 MB,
# killed, or ended by a signal).
format() {
    awk '{ status = $3; for (i = 4; i <= NF; i++) status = status " " $i
           over = ($1 == "10000+" || $1 > 2000 || $2 > 256 || (status != "0" && status != "1")) ? " **over**" : ""
           printf "%s ms, %s MB, %s%s", $1, $2, status, over }'
}

targets=(swift css html xcassets android dtcg)
commands=(eval "${targets[@]/#/export }" fmt lsp "repl :load" "repl typed")
printf '| input |'; printf ' %s |' "${commands[@]}"; echo
printf '|---|'; printf -- '---|%.0s' "${commands[@]}"; echo
for input in parens brackets groups long-line huge-number alias-chain many-axes many-appearances \
             giant-string random-bytes invalid-utf8; do
    file="$OUT/in/$input.shade"
    row="| $input.shade |"
    cell() { row+=" $(measure "$@" | format) |"; }
    cell /dev/null "$SHADE" eval "$file"
    for target in "${targets[@]}"; do
        cell /dev/null "$SHADE" export --to "$target" "$file" -o "$OUT/export-$input-$target"
    done
    cell /dev/null "$SHADE" fmt "$file"
    cell "$file.session" "$SHADE" lsp
    cell "$file.load" "$SHADE" repl
    cell "$file" "$SHADE" repl
    echo "$row"
done
echo
echo '| input | import |'
echo '|---|---|'
for input in deep wide alias-chain random-bytes invalid-utf8; do
    result=$(measure /dev/null "$SHADE" import "$OUT/in/$input.json" -o "$OUT/imported-$input.shade")
    echo "| $input.json | $(echo "$result" | format) |"
done
