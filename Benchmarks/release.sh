# Sourced by the scripts that build and measure the release binary: `release_build PRODUCT…`
# builds the products as README's installation does — on Linux with the Swift runtime linked in
# (`--static-swift-stdlib`: the process starts about 5 ms sooner and takes 6 MB less memory,
# docs/performance.md, "The runtime linked in") — and sets RELEASE_BIN to their folder. Every
# script builds with the same flags: a build with other flags would rebuild every module. The
# build's output is shown only when it fails.
release_build() {
    local flags=(-c release)
    if [ "$(uname)" = Linux ]; then flags+=(--static-swift-stdlib); fi
    local product log
    log=$(mktemp)
    for product in "$@"; do
        swift build "${flags[@]}" --product "$product" >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; return 1; }
    done
    rm -f "$log"
    RELEASE_BIN="$(swift build "${flags[@]}" --show-bin-path)"
}
