# Sourced by the scripts that build and measure the release binary: `release_build PRODUCT…`
# builds the products as README's installation does — on Linux as static executables
# (`-Xswiftc -static-executable`: the Swift runtime, C++ runtime and C library linked in, no
# dynamic loader at start; docs/performance.md, "The runtime linked in" and "A static
# executable"), optimized across modules when linked (`--experimental-lto-mode=full`: LLVM
# inlines and optimizes through the library's layers; docs/performance.md, "Optimized when
# linked"), with type metadata reached by direct reference instead of by mangled name
# (`-disable-concrete-type-metadata-mangled-name-accessors`: no search of the executable's
# conformances at run time; docs/performance.md, "Four copies and the start") — and sets
# RELEASE_BIN to their folder. Every script builds with the same flags:
# a build with other flags would rebuild every module. The build's output is shown only when it
# fails (the static link warns that glibc's user and group lookups load its shared libraries at
# run time: the machine that builds the binary has them).
release_build() {
    local flags=(-c release)
    if [ "$(uname)" = Linux ]; then
        flags+=(-Xswiftc -static-executable --experimental-lto-mode=full)
        flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    fi
    local product log
    log=$(mktemp)
    for product in "$@"; do
        swift build "${flags[@]}" --product "$product" >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; return 1; }
    done
    rm -f "$log"
    RELEASE_BIN="$(swift build "${flags[@]}" --show-bin-path)"
}
