#!/usr/bin/env bash
# The code stays in the layout of the toolchain's formatter, configured by .swift-format
# (4 spaces, lines of at most 120 columns), and no line of Sources is longer than 120 columns
# (the formatter cannot break a long string literal or comment; those are wrapped by hand).
# Golden files are generated output, compared byte for byte, so they are left as generated.
set -euo pipefail
cd "$(dirname "$0")/.."
find Sources Tests Fuzz Benchmarks Plugins Examples Package.swift -name '*.swift' -not -path '*/Golden/*' -not -path '*/.build*' -not -path 'Benchmarks/out/*' -print0 \
    | xargs -0 swift format lint --strict --configuration .swift-format
long=$(find Sources Plugins -name '*.swift' -print0 | xargs -0 awk 'length > 120 { print FILENAME ":" FNR }')
if [ -n "$long" ]; then
    echo "error: lines longer than 120 columns:" >&2
    echo "$long" >&2
    exit 1
fi
