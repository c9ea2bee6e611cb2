#!/usr/bin/env bash
# Builds the embedding API's documentation (Sources/Shade/Shade.docc) with the toolchain's DocC:
# the symbol graph of the `Shade` module, with the symbols of the layers it re-exports, and the
# catalog's articles. A broken symbol link or any other DocC warning fails the build.
#
#   docs/documentation.sh [OUTPUT]   (default .build/documentation/Shade.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/documentation/Shade.doccarchive}
graphs=.build/documentation/symbol-graphs
swift build --target Shade
modules="$(swift build --show-bin-path)/Modules"
rm -rf "$graphs" "$output"
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name Shade -I "$modules" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -output-dir "$graphs" \
    -experimental-allowed-reexported-modules=ShadeSyntax,ShadeCore,ShadeExport,ShadeImport
docc convert Sources/Shade/Shade.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Shade --fallback-bundle-identifier org.shade.Shade \
    --output-path "$output" --warnings-as-errors
echo "documentation: $output"
