#!/usr/bin/env bash
# Proves the build plugin as a user meets it (CI runs this): the package builds with the theme's
# generated code, runs, regenerates when an imported theme file changes, and a theme error is a
# build error at the theme's file, line and column.
set -euo pipefail
cd "$(dirname "$0")"
log=$(mktemp)
palette=Sources/PluginApp/palette.shade
theme=Sources/PluginApp/theme.shade
cp "$palette" "$log.palette"
cp "$theme" "$log.theme"
trap 'cp "$log.palette" "$palette"; cp "$log.theme" "$theme"; rm -f "$log" "$log".*' EXIT

# Runs the app and compares what it prints; on a difference, says which step and what it printed.
expect_output() {
    local step=$1 expected=$2 printed
    printed=$(swift run -q PluginApp 2>&1) || true
    [ "$printed" = "$expected" ] && return 0
    echo "check.sh: $step: expected '$expected', the app printed:" >&2
    echo "$printed" >&2
    exit 1
}

swift build
expect_output "the first build" "spacing: 8.0–24.0"

# A change to the imported file regenerates the code. The build compares modification times;
# an edit within the same second as the last build was once missed (CI printed the old value),
# so the edit waits for the next second.
sleep 1
sed -i 's/dimension unit = 8pt/dimension unit = 10pt/' "$palette"
expect_output "after palette.shade changed" "spacing: 10.0–30.0"

# A theme error fails the build, located in the theme.
printf 'group Palette {\n    color ink = #1b1f2\n    color paper = #f6f8fa\n}\n' > "$palette"
if swift build > "$log" 2>&1; then
    echo "check.sh: a broken theme built" >&2
    exit 1
fi
grep -q "Sources/PluginApp/palette.shade:2:17: error: " "$log" || { cat "$log" >&2; exit 1; }
echo "plugin: builds, regenerates on change, reports theme errors at file:line:column"
