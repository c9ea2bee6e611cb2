#!/usr/bin/env python3
"""Writes wide-gamut.json: what the wide colors of the CSS and swatch-sheet browser tests must
show, computed by an independent implementation, coloraide (as Tests/ShadeTests/Color/Oracle).

    pip install coloraide==8.13.1
    python3 Tests/ShadeTests/Export/Fixtures/make-wide-gamut.py

The tests read the committed file; they never run this script. For each Shade expression: the
color mapped into Display P3 by coloraide's `minde-chroma` (CSS Color 4's binary search: OKLCH
chroma, deltaEOK, JND 0.02) as display-p3 components, its alpha, whether it lies inside sRGB, and
its sRGB mapping as a hex (the fallback an sRGB screen shows).
"""
import json
import os

import coloraide
from coloraide import Color

# Each Shade expression the tests' theme uses, and the same color in coloraide.
COLORS = {
    "displayP3(1, 0, 0)": Color("display-p3", [1, 0, 0]),
    "oklch(0.7, 0.3, 30)": Color("oklch", [0.7, 0.3, 30]),
    "displayP3(0, 1, 0, 0.5)": Color("display-p3", [0, 1, 0], 0.5),
    "mix(oklch(0.7, 0.3, 30), displayP3(0, 1, 0), 0.5, in: oklch)":
        Color("oklch", [0.7, 0.3, 30]).mix(Color("display-p3", [0, 1, 0]), 0.5, space="oklch", hue="shorter", premultiplied=True),
    "lab(60, 80, -90)": Color("lab", [60, 80, -90]),
    "oklch(0.5, 0.25, 145)": Color("oklch", [0.5, 0.25, 145]),
    "oklch(0.6, 0.3, 330)": Color("oklch", [0.6, 0.3, 330]),
    "oklch(0.6, 0.1, 250)": Color("oklch", [0.6, 0.1, 250]),
    # Radix Colors' blue scale (dark), steps 7-11, as Radix publishes them in Display P3
    # (`blueDarkP3` in @radix-ui/colors): inside sRGB, written in P3.
    "displayP3(0.195, 0.361, 0.6)": Color("display-p3", [0.195, 0.361, 0.6]),
    "displayP3(0.239, 0.434, 0.72)": Color("display-p3", [0.239, 0.434, 0.72]),
    "displayP3(0.247, 0.556, 0.969)": Color("display-p3", [0.247, 0.556, 0.969]),
    "displayP3(0.344, 0.612, 0.973)": Color("display-p3", [0.344, 0.612, 0.973]),
    "displayP3(0.49, 0.72, 1)": Color("display-p3", [0.49, 0.72, 1]),
    # A color computed from one written in P3 (a mix in sRGB, 20 % white).
    "mix(displayP3(0.247, 0.556, 0.969), #ffffff, 0.2)":
        Color("display-p3", [0.247, 0.556, 0.969]).mix(Color("#ffffff"), 0.2, space="srgb", premultiplied=True),
    "#336699": Color("#336699"),
    "#0f7c7a": Color("#0f7c7a"),
    "#3c64f4": Color("#3c64f4"),
}


def hex_of(color):
    fitted = color.clone().fit("srgb", method="minde-chroma").convert("srgb")
    channels = [round(min(max(v, 0), 1) * 255) for v in fitted[:-1]]
    alpha = round(color[-1] * 255)
    return "#" + "".join(f"{v:02x}" for v in channels + ([alpha] if alpha < 255 else []))


def main():
    entries = {}
    for source, color in COLORS.items():
        p3 = color.convert("display-p3").fit("display-p3", method="minde-chroma")
        entries[source] = {"display-p3": p3[:-1], "alpha": color[-1],
                           "in-srgb": color.convert("srgb").in_gamut("srgb", tolerance=0.000001),
                           "srgb-hex": hex_of(color)}
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "wide-gamut.json")
    with open(out, "w") as handle:
        json.dump({"coloraide": coloraide.__version__, "colors": entries}, handle, indent=1)
        handle.write("\n")
    print(f"{out}: {len(entries)} colors")


if __name__ == "__main__":
    main()
