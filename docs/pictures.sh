#!/bin/sh
# Regenerates the README's pictures of the swatch sheet from the real output: exports examples
# with `shade export --to html` and captures each page in headless Chromium, 1280 px wide
# (Tests/ShadeTests/Export/Browser/computed-colors.py, as the tests do). A design system's page
# is cut to the first 800 px, the window a laptop shows.
#
#   docs/pictures.sh            (CHROMIUM=/path/to/chromium to pick the browser)
set -eu
cd "$(dirname "$0")/.."
swift build --product shade >/dev/null
shade="$(swift build --show-bin-path)/shade"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo 'window.readColors = () => ({})' >"$work/reader.js"
echo '[{"scheme": "light", "contrast": "no-preference", "gamut": "srgb"}]' >"$work/states.json"

# picture EXAMPLE PICTURE [HEIGHT]
picture() {
    "$shade" export --to html "Examples/$1" -o "$work/page.html"
    python3 Tests/ShadeTests/Export/Browser/computed-colors.py "${CHROMIUM:-chromium}" "$work/page.html" \
        "$work/states.json" "$work/reader.js" "docs/$2" >/dev/null
    if [ -n "${3:-}" ]; then
        python3 -c 'import sys; from PIL import Image
image = Image.open(sys.argv[1]); image.crop((0, 0, 1280, min(int(sys.argv[2]), image.height))).save(sys.argv[1])' \
            "docs/$2" "$3"
    fi
    echo "docs/$2"
}

picture dynamic-button.shade swatches.png
picture wide-gamut.shade wide-gamut-swatches.png
picture product-modes.shade design-system-swatches.png 800
